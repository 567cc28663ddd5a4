// Zod building blocks shared by route schemas: paging, language, country, and the error body for the OpenAPI document.
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
}).describe('Error body (ARCHITECTURE §5); messages in the request language');

/**
 * A Peruvian mobile as the shopper may write it ("+51 987 654 321", "987-654-321"): separators and the calling code
 * are dropped, then the nine digits must start with 9. `message` is the field's message key; `optional` lets '' through.
 */
export const peruvianMobileSchema = (message: string, { optional = false } = {}) => z.string()
  .refine(isPhoneText, { message }).transform(normalizePhone).refine((v) => (optional && v === '') || isPeruvianMobile(v), { message });

export const listOf = <T extends z.ZodType>(record: T) => z.object({ count: z.number().int(), records: z.array(record) });
