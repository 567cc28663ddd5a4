// Request and answer schemas of the user-addresses routes. Shape rules that hold for every caller live here; the
// rules that depend on the role (a customer must give names, telephone and alias) are in service.ts.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, listOf, peruvianMobileSchema } from '../../lib/schemas.js';
import { ADDRESS_LIMITS, startsWithSpace } from '../../rules/address.js';

export const ADDRESS_ALIASES = ['Home', 'Office', 'Others'] as const;
export type AddressAlias = (typeof ADDRESS_ALIASES)[number];

export const addressRecordSchema = z.object({
  userAddressId: z.number().int(),
  userId: z.number().int(),
  countryId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  telephone: z.string().nullable().describe('9 digits, without the country calling code'),
  street1: z.string(),
  street2: z.string().nullable().describe('Flat or house number'),
  landmark: z.string().nullable(),
  cityNameGoogle: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  alias: z.enum(ADDRESS_ALIASES),
  defaultShipping: z.boolean().describe('The one delivery address of the user that the cart uses'),
  storeExists: z.boolean().describe('Whether an active store delivers to this point'),
  updatedAt: z.string().describe('ISO 8601. Deleting the default hands it to the most recently updated other address (then the higher id)'),
}).meta({ id: 'Address', description: 'A delivery address of the user' });
export type AddressRecord = z.infer<typeof addressRecordSchema>;

/** At most this many live (not deleted) addresses per user. */
export const MAX_ADDRESSES_PER_USER = 20;

/** Free text up to max characters that must not start with a space (the form blocks it too). */
const text = (max: number) => z.string().max(max).refine((v) => !startsWithSpace(v), { message: 'error.address.leadingSpace' });
/** Optional text: missing, null and '' all mean "none" (a guest's location picker sends empty fields). */
const optionalText = (max: number) => text(max).nullable().optional();

export const addressBody = z.object({
  countryId: countryIdSchema.describe('Must be a country we serve; the address is stored with the caller\'s country'),
  firstName: optionalText(ADDRESS_LIMITS.firstName).describe(`1–${ADDRESS_LIMITS.firstName} characters; required for customers`),
  lastName: optionalText(ADDRESS_LIMITS.lastName).describe(`1–${ADDRESS_LIMITS.lastName} characters; required for customers`),
  telephone: peruvianMobileSchema('error.address.telephone', { optional: true }).nullable().optional()
    .describe('A Peruvian mobile: 9 digits starting with 9 (separators and a +51 prefix are dropped); required for customers'),
  street1: text(ADDRESS_LIMITS.street1).min(1).describe(`Street and number (from the map), 1–${ADDRESS_LIMITS.street1} characters`),
  street2: optionalText(ADDRESS_LIMITS.street2).describe(`Flat or house number, at most ${ADDRESS_LIMITS.street2} characters`),
  landmark: optionalText(ADDRESS_LIMITS.landmark).describe(`At most ${ADDRESS_LIMITS.landmark} characters`),
  cityNameGoogle: optionalText(ADDRESS_LIMITS.cityNameGoogle).describe(`City name from the maps service, at most ${ADDRESS_LIMITS.cityNameGoogle} characters`),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  alias: z.enum(ADDRESS_ALIASES).nullable().optional().describe('Required for customers; a guest\'s address defaults to Home'),
  defaultShipping: z.boolean().nullable().optional()
    .describe('true makes this the default address (the previous one is unset); the first address is always the default'),
});
export type AddressBody = z.infer<typeof addressBody>;

export const userIdParams = z.object({ userId: z.coerce.number().int().positive() });
export const addressIdParams = z.object({ userAddressId: z.coerce.number().int().positive() });

export const listAddressesResponse = {
  200: listOf(addressRecordSchema).describe('Default first, then newest'),
  400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema,
};
export const createAddressResponse = { 201: addressRecordSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema };
export const addressResponse = { 200: addressRecordSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
export const deleteAddressResponse = {
  204: z.null().describe('Deleted'), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema,
};
