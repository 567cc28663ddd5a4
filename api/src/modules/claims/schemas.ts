// Limits, the claim's JSON (for the OpenAPI document) and the answer schemas of the complaints book (Libro de
// Reclamaciones). The claim arrives inside multipart/form-data: validation.ts checks its fields one by one.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, fileResponse, listOf, rateLimitBodySchema } from '../../lib/schemas.js';
import { CLAIM_FILE_TYPES, CLAIM_LIMITS, CLAIM_POW_ALGORITHM, CLAIM_RESPONSE_BUSINESS_DAYS, CLAIMED_AMOUNT_MAX, type ClaimFileType } from '../../rules/claims.js';
import { PERSON_ID_TYPES } from '../../rules/id-documents.js';

export { CLAIM_LIMITS };
export const RESPONSE_BUSINESS_DAYS = CLAIM_RESPONSE_BUSINESS_DAYS;
export const FILE_TYPES = CLAIM_FILE_TYPES;
export type FileType = ClaimFileType;

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

export const countryParams = z.object({ countryId: countryIdSchema });
export const claimParams = countryParams.extend({ claimId: z.coerce.number().int().positive() });
export const attachmentParams = claimParams.extend({ claimFileId: z.coerce.number().int().positive() });

const shopSchema = z.object({ legalName: z.string(), ruc: z.string(), address: z.string() });

export const challengeSchema = z.object({
  challengeId: z.string(), algorithm: z.literal(CLAIM_POW_ALGORITHM), prefix: z.string(), difficulty: z.number().int(),
  expiresAt: z.string().describe('ISO instant; 10 minutes after issue'),
}).meta({ id: 'ClaimChallenge' });

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
}).meta({ id: 'ClaimFormData' });

export const attachmentSchema = z.object({
  claimFileId: z.number().int(), fileName: z.string(), mimeType: z.enum(FILE_TYPES), sizeBytes: z.number().int(),
}).meta({ id: 'ClaimAttachment' });

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
}).meta({ id: 'Claim' });
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
export const attachmentFileResponse = {
  200: fileResponse('The file as filed (Content-Disposition: attachment)', FILE_TYPES), ...errors,
};
