// Request and answer schemas of the user-addresses routes. Shape rules that hold for every caller live here; the
// rules that depend on the role (a customer must give names, telephone and alias) are in service.ts.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, listOf, peruvianMobileSchema } from '../../lib/schemas.js';
import { ADDRESS_ALIASES, addressRecordSchema } from './record.js';

/** At most this many live (not deleted) addresses per user. */
export const MAX_ADDRESSES_PER_USER = 20;

const noLeadingSpace = (value: string) => !/^\s/.test(value);
/** Free text up to max characters that must not start with a space (the form blocks it too). */
const text = (max: number) => z.string().max(max).refine(noLeadingSpace, { message: 'error.address.leadingSpace' });
/** Optional text: missing, null and '' all mean "none" (a guest's location picker sends empty fields). */
const optionalText = (max: number) => text(max).nullable().optional();

export const addressBody = z.object({
  countryId: countryIdSchema.describe('Must be a country we serve; the address is stored with the caller\'s country'),
  firstName: optionalText(50).describe('1–50 characters; required for customers'),
  lastName: optionalText(50).describe('1–50 characters; required for customers'),
  telephone: peruvianMobileSchema('error.address.telephone', { optional: true }).nullable().optional()
    .describe('A Peruvian mobile: 9 digits starting with 9 (separators and a +51 prefix are dropped); required for customers'),
  street1: text(200).min(1).describe('Street and number (from the map), 1–200 characters'),
  street2: optionalText(100).describe('Flat or house number, at most 100 characters'),
  landmark: optionalText(100).describe('At most 100 characters'),
  cityNameGoogle: optionalText(100).describe('City name from the maps service, at most 100 characters'),
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
