// Request and answer schemas of the customer record (GET/PUT /api/v1/{countryId}/customers/{userId}).
import { z } from 'zod';
import { countryIdSchema, errorBodySchema } from '../../lib/schemas.js';
import { ID_TYPES } from '../../rules/id-documents.js';

export const customerParams = z.object({
  countryId: countryIdSchema,
  userId: z.coerce.number().int().positive(),
});

export const customerRecord = z.object({
  userId: z.number().int(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  dob: z.number().int().nullable().describe('Date of birth: epoch ms of that date\'s midnight in the shop\'s time zone (America/Lima)'),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  contactNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
}).meta({ id: 'Customer' });
export type CustomerRecord = z.infer<typeof customerRecord>;

// Epoch ms between the years 1 and 9999: anything else is not a date of birth (the rules below say which).
const EPOCH_MIN = -62_135_596_800_000;
const EPOCH_MAX = 253_402_300_799_999;

export const customerBody = z.object({
  idType: z.enum(ID_TYPES).optional().describe('Given together with idNumber'),
  idNumber: z.string().max(20).optional().describe('DNI 8 digits, RUC 11 digits, Pasaporte / Carnet de Extranjeria 12 letters or digits'),
  dob: z.number().int().min(EPOCH_MIN).max(EPOCH_MAX).optional()
    .describe('Epoch ms of the date\'s midnight in America/Lima; at least 16 years ago, not before 1900'),
  countryId: countryIdSchema.describe('Must equal the path\'s countryId'),
  selectedLanguage: z.union([z.enum(['es', 'en', '1', '2']), z.literal(1), z.literal(2)]).optional()
    .describe('The customer\'s language: es / en, or the language id (1 = es, 2 = en)'),
  firstName: z.string().max(200).optional().describe('1–50 characters, not starting with a space'),
  lastName: z.string().max(200).optional().describe('1–50 characters, not starting with a space'),
  email: z.string().max(254).optional().describe('Only the already verified address (e-mails change through CHANGE_EMAIL codes)'),
});
export type CustomerBody = z.infer<typeof customerBody>;

export const getCustomerResponse = { 200: customerRecord, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const putCustomerResponse = getCustomerResponse;
