// Request and answer schemas of GET /api/v1/countries.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, languageCodeSchema, limitSchema, listOf, offsetSchema } from '../../lib/schemas.js';

export const countriesQuery = z.object({
  limit: limitSchema(100),
  offset: offsetSchema,
  languageCode: languageCodeSchema,
  countryId: countryIdSchema.optional().describe('Only this country'),
});
export type CountriesQuery = z.infer<typeof countriesQuery>;

export const countryRecord = z.object({
  countryId: z.string(),
  countryName: z.string(),
  countryCode: z.string().describe('Calling code, e.g. +51'),
  flagImgUrl: z.string(),
  currencySymbol: z.string(),
  timezone: z.string(),
}).meta({ id: 'Country' });
export type CountryRecord = z.infer<typeof countryRecord>;

export const countriesResponse = { 200: listOf(countryRecord), 400: errorBodySchema };
