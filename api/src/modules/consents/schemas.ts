// Request and answer schemas of the customer's consents (GET and the marketing PUT).
import { z } from 'zod';
import { countryIdSchema, errorBodySchema } from '../../lib/schemas.js';

export const consentsParams = z.object({ countryId: countryIdSchema, userId: z.coerce.number().int().positive() });

const accepted = z.object({
  accepted: z.boolean().describe('Accepted the current version'),
  version: z.string().nullable().describe('The version last accepted (null: never)'),
  acceptedAt: z.string().nullable().describe('When, ISO 8601'),
  currentVersion: z.string().describe('The version in force now'),
});

export const consentsRecord = z.object({
  terms: accepted.describe('Terms and conditions'),
  privacy: accepted.describe('Privacy policy (Ley 29733)'),
  marketing: z.object({
    granted: z.boolean().describe('Offers and news by SMS and e-mail (optional)'),
    version: z.string().nullable().describe('The privacy policy version it was given or withdrawn under'),
    recordedAt: z.string().nullable().describe('When it was last given or withdrawn (null: never asked)'),
  }),
});
export type ConsentsRecord = z.infer<typeof consentsRecord>;

export const marketingBody = z.object({ granted: z.boolean().describe('true gives, false withdraws the marketing consent') });

export const consentsResponse = { 200: consentsRecord, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
