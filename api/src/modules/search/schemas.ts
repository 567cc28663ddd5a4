// Request and answer schemas of product search: the search box's suggestions and the results page.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, languageCodeSchema, limitSchema, listOf, offsetSchema, rateLimitBodySchema } from '../../lib/schemas.js';
import { productRecordSchema } from '../products/schemas.js';
import { MAX_SEARCH_LENGTH } from './limits.js';

const idSchema = z.coerce.number().int().positive();

const searchText = z.string({ error: 'error.search.textRequired' }).trim()
  .min(1, 'error.search.textRequired').max(MAX_SEARCH_LENGTH, 'error.search.textTooLong')
  .describe(`What the shopper typed: 1–${MAX_SEARCH_LENGTH} characters after trimming; accents and one-letter typos do not matter`);

const common = {
  search: searchText,
  countryId: countryIdSchema.optional().describe('Must be a country we serve'),
  languageCode: languageCodeSchema,
  userAddressId: idSchema.optional().describe('The caller\'s own address: its serving store sets prices and availability (ignored otherwise)'),
  addressId: idSchema.optional().describe('Same as userAddressId'),
  limit: limitSchema(20),
  offset: offsetSchema,
};

export const sortTypeSchema = z.enum(['asc', 'desc']);
export const sortColumnSchema = z.enum(['none', 'price', 'popularity', 'rating']);
export type SortColumn = z.infer<typeof sortColumnSchema>;
export type SortType = z.infer<typeof sortTypeSchema>;

export const quickQuery = z.object({
  ...common,
  sortType: sortTypeSchema.optional().describe('Accepted (asc) as the search box sends it; suggestions are in relevance order'),
});
export type QuickQuery = z.infer<typeof quickQuery>;

export const productsQuery = z.object({
  ...common,
  sortColumn: sortColumnSchema.default('none')
    .describe('none = relevance (whole text at the start of the name first, then as a word, as a part, every word, typo matches, category matches)'),
  sortType: sortTypeSchema.optional().describe('Default: asc for price, desc for popularity and rating; ignored for none'),
});
export type ProductsQuery = z.infer<typeof productsQuery>;

const similerKeywords = z.array(z.string())
  .describe('Only when nothing matches: up to 5 product, brand or category names close to the text (the field name is spelt as the clients read it)');

export const quickRecordSchema = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  categoryName: z.string(),
  imageUrl: z.string(),
}).meta({ id: 'QuickSearchProduct' });
export type QuickRecord = z.infer<typeof quickRecordSchema>;

export const quickResponse = {
  200: listOf(z.object({ count: z.number().int().describe('Matching products in all'), records: z.array(quickRecordSchema), similerKeywords }))
    .describe('records[0] holds the answer'),
  400: errorBodySchema, 429: rateLimitBodySchema,
};

export const productsResponse = {
  200: listOf(z.object({
    count: z.number().int().describe('Matching products in all'),
    records: z.array(productRecordSchema),
    ageRestricted: z.boolean().describe('Some matching product (on any page) has an age restriction'),
    similerKeywords,
  })).describe('records[0] holds the answer'),
  400: errorBodySchema, 429: rateLimitBodySchema,
};
