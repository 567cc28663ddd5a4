// Limits, the claim's JSON fields and the answer schemas of the complaints book (Libro de Reclamaciones). The claim
// arrives inside multipart/form-data, so its fields are checked here one by one (every error at once, named by the
// JSON field) rather than by Fastify's body validation.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, listOf } from '../../lib/schemas.js';
import type { FieldErrorSpec } from '../../lib/errors.js';
import { isMessageKey } from '../../i18n/messages.js';
import { POW_ALGORITHM } from '../../lib/proof-of-work.js';
import { rateLimitBodySchema } from '../../lib/rate-limit.js';
import {
  CLAIM_FILE_TYPES, CLAIM_LIMITS, CLAIM_RESPONSE_BUSINESS_DAYS, CLAIMED_AMOUNT_MAX, GUARDIAN_NAME_MAX, isClaimedAmount,
  isClaimPhone, isOrderNumber, ORDER_NUMBER_MAX, type ClaimFileType,
} from '../../rules/claims.js';
import { EMAIL_MAX, isEmail } from '../../rules/email.js';
import { isPhoneText, normalizePhone } from '../../rules/phone.js';
import { claimIdNumberProblem, ID_NUMBER_RULES, normalizeIdNumber, PERSON_ID_TYPES, type PersonIdType } from '../../rules/id-documents.js';

export { CLAIM_LIMITS };
export const RESPONSE_BUSINESS_DAYS = CLAIM_RESPONSE_BUSINESS_DAYS;
export const FILE_TYPES = CLAIM_FILE_TYPES;
export type FileType = ClaimFileType;
/** Pasaporte and Carnet de Extranjería: up to 12 letters or digits (the customer ID rule's length, as a maximum). */
const OTHER_ID_MAX = ID_NUMBER_RULES.Pasaporte.length;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Fields checked on their own; the ID numbers and the guardian depend on other fields (see validateClaim). */
const FIELDS = {
  consumerFirstName: text(CLAIM_LIMITS.firstNameMax),
  consumerLastName: text(CLAIM_LIMITS.lastNameMax),
  consumerIdType: z.enum(PERSON_ID_TYPES),
  consumerEmail: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).refine(isEmail, { message: 'error.claims.email' }),
  // Separators and a +51 calling code are dropped, as the form does.
  consumerPhone: z.string().refine(isPhoneText, { message: 'error.claims.phone' }).transform(normalizePhone)
    .refine((v) => isClaimPhone(v), { message: 'error.claims.phone' }).nullable().optional(),
  consumerAddress: text(CLAIM_LIMITS.addressMax),
  isMinor: z.boolean(),
  itemType: z.enum(['PRODUCT', 'SERVICE']),
  itemDescription: text(CLAIM_LIMITS.itemDescriptionMax),
  claimedAmount: z.number().refine(isClaimedAmount, { message: 'error.claims.amount' }).nullable().optional(),
  claimType: z.enum(['CLAIM', 'COMPLAINT']),
  description: text(CLAIM_LIMITS.descriptionMax),
  consumerRequest: text(CLAIM_LIMITS.requestMax),
  orderNumber: z.string().trim().refine(isOrderNumber, { message: 'error.claims.orderNumber' }).nullable().optional(),
  challengeId: z.string().trim().min(1),
  nonce: z.string().trim().min(1),
} as const;

/** The JSON of the `claim` part, for the OpenAPI document (the rules are enforced by validateClaim). */
export const claimInputSchema = z.object({
  consumerFirstName: z.string().describe('1–50 characters'),
  consumerLastName: z.string().describe('1–50 characters'),
  consumerIdType: z.enum(PERSON_ID_TYPES),
  consumerIdNumber: z.string().describe('DNI: 8 digits; Pasaporte / Carnet de Extranjeria: 1–12 letters or digits'),
  consumerEmail: z.string().describe('Where the copy is sent'),
  consumerPhone: z.string().describe(`'' or 1–${CLAIM_LIMITS.phoneMax} digits; spaces, hyphens, brackets and a +51 calling code are dropped`),
  consumerAddress: z.string().describe('1–100 characters'),
  isMinor: z.boolean(),
  guardianName: z.string().nullable().optional().describe('Required (1–100) when isMinor'),
  guardianIdType: z.enum(PERSON_ID_TYPES).nullable().optional().describe('Required when isMinor'),
  guardianIdNumber: z.string().nullable().optional().describe('Required when isMinor; same rules as consumerIdNumber'),
  itemType: z.enum(['PRODUCT', 'SERVICE']),
  itemDescription: z.string().describe('1–200 characters'),
  claimedAmount: z.number().nullable().describe(`0–${CLAIMED_AMOUNT_MAX}, 2 decimals at most, or null`),
  claimType: z.enum(['CLAIM', 'COMPLAINT']).describe('CLAIM = reclamo (the product or service), COMPLAINT = queja (the attention)'),
  description: z.string().describe('1–1000 characters'),
  consumerRequest: z.string().describe('1–1000 characters'),
  orderNumber: z.string().nullable().optional(),
  challengeId: z.string().describe('From GET claims/challenge'),
  nonce: z.string().describe('Decimal string: SHA-256(prefix + nonce) starts with `difficulty` zero bits'),
});

export interface ClaimInput {
  consumerFirstName: string; consumerLastName: string; consumerIdType: PersonIdType; consumerIdNumber: string;
  consumerEmail: string; consumerPhone: string; consumerAddress: string; isMinor: boolean;
  guardianName: string | null; guardianIdType: PersonIdType | null; guardianIdNumber: string | null;
  itemType: 'PRODUCT' | 'SERVICE'; itemDescription: string; claimedAmount: number | null; claimType: 'CLAIM' | 'COMPLAINT';
  description: string; consumerRequest: string; orderNumber: string | null; challengeId: string; nonce: string;
}

type Issue = z.core.$ZodIssue;

/** A zod issue as one of our message identifiers, so the form shows it in the shopper's language. */
function fieldError(fieldName: string, issue: Issue | undefined, value: unknown): FieldErrorSpec {
  if (value === undefined || value === null) return { fieldName, identifier: 'error.validation.required' };
  if (!issue) return { fieldName, identifier: 'error.validation.invalid' };
  if (isMessageKey(issue.message)) {
    const maximum = fieldName === 'consumerPhone' ? CLAIM_LIMITS.phoneMax : ORDER_NUMBER_MAX;
    return { fieldName, identifier: issue.message, params: { maximum } };
  }
  switch (issue.code) {
    case 'too_small':
      return typeof value === 'string' && value.trim() === ''
        ? { fieldName, identifier: 'error.validation.required' }
        : { fieldName, identifier: 'error.validation.tooShort', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { fieldName, identifier: 'error.validation.tooLong', params: { maximum: Number(issue.maximum) } };
    case 'invalid_value':
      return { fieldName, identifier: 'error.validation.invalidOption', params: { options: issue.values.map(String).join(', ') } };
    case 'invalid_type':
      return { fieldName, identifier: 'error.validation.invalidType', params: { expected: issue.expected } };
    case 'invalid_format':
      return { fieldName, identifier: 'error.claims.email' };
    default:
      return { fieldName, identifier: 'error.validation.invalid' };
  }
}

/** DNI exactly 8 digits; the other documents 1–12 letters or digits (stored upper-case). */
function idNumber(fieldName: string, type: PersonIdType | undefined, value: unknown, errors: FieldErrorSpec[]): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    errors.push({ fieldName, identifier: 'error.validation.required' });
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.push({ fieldName, identifier: 'error.validation.invalidType', params: { expected: 'string' } });
    return undefined;
  }
  if (!type) return undefined; // the type's own error is enough
  const number = value.trim();
  const problem = claimIdNumberProblem(type, number);
  if (!problem) return normalizeIdNumber(number);
  if (problem === 'digits') errors.push({ fieldName, identifier: 'error.claims.idNumberDni' });
  else errors.push({ fieldName, identifier: 'error.claims.idNumberOther', params: { maximum: OTHER_ID_MAX } });
  return undefined;
}

/** The claim JSON → clean values, or every field error at once. */
export function validateClaim(raw: unknown): { value: ClaimInput } | { errors: FieldErrorSpec[] } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { errors: [{ fieldName: 'claim', identifier: 'error.claims.claimJson' }] };
  }
  const input = raw as Record<string, unknown>;
  const errors: FieldErrorSpec[] = [];
  const clean: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(FIELDS)) {
    const result = (schema as z.ZodType).safeParse(input[name]);
    if (result.success) clean[name] = result.data;
    else errors.push(fieldError(name, result.error.issues[0], input[name]));
  }
  const consumerIdType = clean.consumerIdType as PersonIdType | undefined;
  const consumerIdNumber = idNumber('consumerIdNumber', consumerIdType, input.consumerIdNumber, errors);

  let guardian: { name: string | null; idType: PersonIdType | null; idNumber: string | null } = { name: null, idType: null, idNumber: null };
  if (clean.isMinor === true) {
    const name = text(GUARDIAN_NAME_MAX).safeParse(input.guardianName);
    if (!name.success) errors.push(fieldError('guardianName', name.error.issues[0], input.guardianName));
    const type = z.enum(PERSON_ID_TYPES).safeParse(input.guardianIdType);
    if (!type.success) errors.push(fieldError('guardianIdType', type.error.issues[0], input.guardianIdType));
    const number = idNumber('guardianIdNumber', type.success ? type.data : undefined, input.guardianIdNumber, errors);
    guardian = { name: name.success ? name.data : null, idType: type.success ? type.data : null, idNumber: number ?? null };
  }
  if (errors.length) return { errors };
  return {
    value: {
      ...(clean as Omit<ClaimInput, 'consumerIdNumber' | 'guardianName' | 'guardianIdType' | 'guardianIdNumber'>),
      consumerIdNumber: consumerIdNumber as string,
      consumerPhone: (clean.consumerPhone as string | null | undefined) ?? '',
      claimedAmount: (clean.claimedAmount as number | null | undefined) ?? null,
      orderNumber: (clean.orderNumber as string | null | undefined) || null,
      guardianName: guardian.name, guardianIdType: guardian.idType, guardianIdNumber: guardian.idNumber,
    },
  };
}

export const countryParams = z.object({ countryId: countryIdSchema });
export const claimParams = countryParams.extend({ claimId: z.coerce.number().int().positive() });
export const attachmentParams = claimParams.extend({ claimFileId: z.coerce.number().int().positive() });

const shopSchema = z.object({ legalName: z.string(), ruc: z.string(), address: z.string() });

export const challengeSchema = z.object({
  challengeId: z.string(), algorithm: z.literal(POW_ALGORITHM), prefix: z.string(), difficulty: z.number().int(),
  expiresAt: z.string().describe('ISO instant; 10 minutes after issue'),
});

export const formDataSchema = z.object({
  shop: shopSchema,
  consumer: z.object({
    firstName: z.string().nullable(), lastName: z.string().nullable(), idType: z.enum(PERSON_ID_TYPES).nullable(),
    idNumber: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), address: z.string().nullable(),
  }).describe('Prefilled from the customer record and the default address'),
  limits: z.object({
    firstNameMax: z.number(), lastNameMax: z.number(), addressMax: z.number(), phoneMax: z.number(), descriptionMax: z.number(),
    requestMax: z.number(), itemDescriptionMax: z.number(), maxFileBytes: z.number(), maxTotalBytes: z.number(), maxFiles: z.number(),
    fileTypes: z.array(z.enum(FILE_TYPES)),
  }),
  responseBusinessDays: z.number().int(),
  today: z.string().describe('YYYY-MM-DD in America/Lima'),
});

export const attachmentSchema = z.object({
  claimFileId: z.number().int(), fileName: z.string(), mimeType: z.enum(FILE_TYPES), sizeBytes: z.number().int(),
});

export const claimRecordSchema = z.object({
  claimId: z.number().int(),
  claimNumber: z.string().describe('YYYY-NNNNNN, sequential and gap-free per year (Lima date)'),
  createdAt: z.string(),
  responseDueDate: z.string().describe('YYYY-MM-DD: 15 business days after the filing day (America/Lima; weekends and Peruvian public holidays excluded)'),
  status: z.enum(['RECEIVED', 'IN_REVIEW', 'ANSWERED']),
  shop: shopSchema,
  consumerFirstName: z.string(), consumerLastName: z.string(), consumerIdType: z.enum(PERSON_ID_TYPES), consumerIdNumber: z.string(),
  consumerEmail: z.string(), consumerPhone: z.string(), consumerAddress: z.string(), isMinor: z.boolean(),
  guardianName: z.string().nullable(), guardianIdType: z.enum(PERSON_ID_TYPES).nullable(), guardianIdNumber: z.string().nullable(),
  itemType: z.enum(['PRODUCT', 'SERVICE']), itemDescription: z.string(), claimedAmount: z.number().nullable(),
  claimType: z.enum(['CLAIM', 'COMPLAINT']), description: z.string(), consumerRequest: z.string(), orderNumber: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  emailSent: z.boolean().describe('The e-mail copy was accepted by the mail server (emailStatus SENT)'),
  emailStatus: z.enum(['PENDING', 'SENT', 'FAILED']).describe('The e-mail copy: PENDING = queued or being retried (the filing\'s answer '
    + 'always says PENDING: it is sent after the answer); SENT = the mail server took it; FAILED = given up after every retry'),
});
export type ClaimRecord = z.infer<typeof claimRecordSchema>;
export type FormData = z.infer<typeof formDataSchema>;
export type ChallengeAnswer = z.infer<typeof challengeSchema>;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const challengeResponse = { 200: challengeSchema, ...errors, 429: rateLimitBodySchema };
export const formDataResponse = { 200: formDataSchema, ...errors, 500: errorBodySchema };
export const fileClaimResponse = {
  201: claimRecordSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema, 429: rateLimitBodySchema,
  500: errorBodySchema,
};
export const listClaimsResponse = { 200: listOf(claimRecordSchema).describe('The caller\'s claims, newest first'), ...errors };
export const claimResponse = { 200: claimRecordSchema, ...errors };
