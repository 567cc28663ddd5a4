// Request and answer schemas of the combo pages (home carousel, combos of a product, details) and combos in the cart.
import { z } from 'zod';
import {
  countryIdSchema, errorBodySchema, languageCodeSchema, languageIdSchema, limitSchema, listOf, offsetSchema,
} from '../../lib/schemas.js';
import { cartSchema, comboEntrySchema } from '../cart/schemas.js';

const id = (what: string) => z.coerce.number().int().positive().describe(what);
const optionalId = (what: string) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()).describe(what);
const money = z.number().describe('Soles, at most 2 decimals');

const ADDRESS = 'The caller\'s own address: its serving store decides `available`. Without it, the caller\'s default address. '
  + 'Someone else\'s or an unknown id: no store (everything available), never an error.';

export const countryParams = z.object({ countryId: countryIdSchema });
export const productCombosParams = countryParams.extend({ productId: id('A product') });
export const comboParams = countryParams.extend({ id: id('A combo offer') });
export const comboCartParams = countryParams.extend({ comboOfferId: id('A combo offer') });

export const homeCombosQuery = z.object({
  countryId: countryIdSchema.optional().describe('Repeats the path country'),
  languageCode: languageCodeSchema,
  limit: limitSchema(10),
  offset: offsetSchema,
  userAddressId: optionalId(ADDRESS),
  addressId: optionalId('Same as userAddressId'),
});
export type HomeCombosQuery = z.infer<typeof homeCombosQuery>;

export const productCombosQuery = homeCombosQuery;
export type ProductCombosQuery = HomeCombosQuery;

export const comboDetailsQuery = z.object({
  languageId: languageIdSchema,
  languageCode: languageCodeSchema,
  userAddressId: optionalId(ADDRESS),
  addressId: optionalId('Same as userAddressId'),
});
export type ComboDetailsQuery = z.infer<typeof comboDetailsQuery>;

export const comboCartQuery = z.object({ languageCode: languageCodeSchema });

const requestedEntrySchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().positive().describe('Units of the product per combo (must be the combo\'s)'),
  listId: z.number().int().positive().nullable().optional().describe('The list the alternative is chosen from (list combos; required there)'),
});
export const comboCartBody = z.object({
  comboOfferData: z.array(requestedEntrySchema).max(50).default([])
    .describe('Normal combo: its products (or empty = the defaults). List combo: exactly one alternative per list (or empty = the first of each).'),
});
export type ComboCartBody = z.infer<typeof comboCartBody>;

export const normalProductSchema = z.object({
  productId: z.number().int(),
  quantity: z.number().int(),
  imageUrl: z.string(),
  brandName: z.string(),
  productName: z.string(),
  slug: z.string(),
});
export const alternativeSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  listId: z.number().int(),
  slug: z.string(),
});
export const listSchema = z.object({ listId: z.number().int(), listName: z.string(), alternatives: z.array(alternativeSchema).describe('The first is the default') });

export const comboRecordSchema = z.object({
  comboOfferId: z.number().int(),
  slug: z.string().describe('slugify(comboName)'),
  comboName: z.string(),
  comboOfferDescription: z.string().describe('HTML (the client sanitizes it)'),
  comboOfferType: z.enum(['normal', 'list']),
  comboSellingPrice: money,
  actualSellingPrice: money,
  imageUrl: z.string(),
  webImageUrl: z.string(),
  ageRestriction: z.boolean().describe('Only for buyers of 18 or more'),
  available: z.boolean().describe('The serving store sells it (normal: every product; list: an alternative of every list); true without a store'),
  cartItemCount: z.number().int().describe('Units of this combo in the caller\'s active cart, over all its lines'),
  cartItemId: z.number().int().nullable().describe('The caller\'s (first) line of this combo'),
  comboOfferData: z.array(comboEntrySchema).describe('That line\'s choice, else the defaults'),
  comboOfferProducts: z.union([z.array(normalProductSchema), z.array(listSchema)])
    .describe('normal: its products; list: its lists with their alternatives'),
}).meta({ id: 'Combo' });
export type ComboRecord = z.infer<typeof comboRecordSchema>;
export type ComboProducts = ComboRecord['comboOfferProducts'];

export const comboListResponse = { 200: listOf(comboRecordSchema), 400: errorBodySchema, 404: errorBodySchema };
export const comboDetailsResponse = { 200: comboRecordSchema, 400: errorBodySchema, 404: errorBodySchema };
export const comboCartResponse = {
  200: cartSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema,
};
