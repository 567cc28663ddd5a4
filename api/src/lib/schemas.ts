// Zod building blocks shared by route schemas: paging, language, country, the Peruvian mobile, and the error bodies.
// Like every schemas.ts it imports only zod, the domain rules, other schemas and the messages' names: the pages compile
// against these schemas' types (wire-types.ts).
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/messages.js';
import { isPeruvianMobile, isPhoneText, normalizePhone } from '../rules/phone.js';

export const MAX_LIMIT = 100;

export const limitSchema = (defaultLimit: number) => z.coerce.number().int().min(1).max(MAX_LIMIT).default(defaultLimit)
  .describe(`Page size, 1–${MAX_LIMIT}`);
export const offsetSchema = z.coerce.number().int().min(0).default(0).describe('Rows to skip');
export const languageCodeSchema = z.enum(SUPPORTED_LANGUAGES).optional()
  .describe('Language of names and messages; without it, Accept-Language, else es');
/** languageId accepts the code or the numeric id of the languages table (1 = es, 2 = en). */
export const languageIdSchema = z.enum(['es', 'en', '1', '2']).optional()
  .describe('es / en, or the numeric language id (1 = es, 2 = en)');
export const countryIdSchema = z.string().regex(/^[A-Z]{2}$/).describe('ISO 3166-1 alpha-2 country id, e.g. PE');

export const errorBodySchema = z.object({
  errors: z.object({
    general: z.array(z.object({ identifier: z.string(), message: z.string() })),
    fieldsErrors: z.array(z.object({ fieldName: z.string(), identifier: z.string(), message: z.string() })),
  }),
}).meta({ id: 'ErrorBody', description: 'Error body (ARCHITECTURE §5); messages in the request language' });

/**
 * A Peruvian mobile as the shopper may write it ("+51 987 654 321", "987-654-321"): separators and the calling code
 * are dropped, then the nine digits must start with 9. `message` is the field's message key; `optional` lets '' through.
 */
export const peruvianMobileSchema = (message: string, { optional = false } = {}) => z.string()
  .refine(isPhoneText, { message }).transform(normalizePhone).refine((v) => (optional && v === '') || isPeruvianMobile(v), { message });

/** A 429: the error body and when to try again. */
export const rateLimitBodySchema = errorBodySchema.extend({
  retryAfterSeconds: z.number().int().positive().describe('Seconds until a new attempt can succeed (also in the Retry-After header)'),
}).meta({ id: 'RateLimitBody' });

/** A 200 that is a file rather than JSON (images, pages, attachments): its content types, text or binary. */
export const fileResponse = (description: string, contentTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, {
    schema: type.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' }),
  }])),
});

export const listOf = <T extends z.ZodType>(record: T) => z.object({ count: z.number().int(), records: z.array(record) });
