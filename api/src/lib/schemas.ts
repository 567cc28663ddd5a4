// Zod building blocks shared by route schemas: paging, language, country, the text rule every request obeys, the
// Peruvian mobile, and the error bodies. Like every schemas.ts it imports only zod, the domain rules, other schemas and
// the messages' names: the pages compile against these schemas' types (wire-types.ts).
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
}).meta({ id: 'ErrorBody', description: 'Error body of every failure; messages in the request language' });

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

/**
 * Characters no shopper types and no field of the shop holds: the C0 controls except tab, line feed and carriage return
 * (multi-line fields keep those), DEL and the C1 controls. NUL in particular is refused by PostgreSQL's text type.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Deeper than any request the shop takes: a string below it is left to the schema, which refuses the shape anyway. */
const MAX_TEXT_DEPTH = 16;
/** Field errors reported at most (a body of 10,000 bad strings gets 20 errors, not 10,000). */
const MAX_TEXT_ISSUES = 20;

/** The paths of the strings in a parsed request part (query, params, JSON body) that hold a control character. */
export function controlCharacterPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (found.length >= MAX_TEXT_ISSUES) return;
    if (typeof node === 'string') {
      if (CONTROL_CHARACTER.test(node)) found.push(path);
      return;
    }
    if (node === null || typeof node !== 'object' || path.length >= MAX_TEXT_DEPTH) return;
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]));
    else for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
  };
  walk(value, []);
  return found;
}

/**
 * The text rule of every request, applied once to each route's query, params and body schema (app.ts's validator
 * compiler) and to the claims book's multipart JSON: a string with a control character is a field error
 * (error.validation.controlCharacters, translated) before the route's own schema looks at anything.
 */
export function refusingControlCharacters<T extends z.ZodType>(schema: T): z.ZodPipe<z.ZodUnknown, T> {
  return z.unknown().superRefine((value, ctx) => {
    for (const path of controlCharacterPaths(value)) ctx.addIssue({ code: 'custom', path, message: 'error.validation.controlCharacters' });
  }).pipe(schema);
}
