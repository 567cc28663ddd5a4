// Request and answer schemas of the product endpoints: details, the catalogue listings, the cart's recommendations.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, languageCodeSchema, limitSchema, listOf, offsetSchema } from '../../lib/schemas.js';

const money = z.number().describe('Soles, at most 2 decimals');

export const productFileSchema = z.object({ type: z.enum(['Primary', 'Secondary', 'Thumbnail']), imageUrl: z.string() }).meta({ id: 'ProductFile' });

export const productRecordSchema = z.object({
  productId: z.number().int(),
  slug: z.string().describe('slugify(name): lowercase, accents kept, other non-alphanumerics removed, spaces → hyphens'),
  categoryId: z.number().int(),
  categoryName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  name: z.string(),
  productFile: z.array(productFileSchema).describe('Primary first'),
  productAttribute: z.array(z.object({
    attributeCode: z.string(), attributeName: z.string(), value: z.string(), inputType: z.string(), visibleToUsers: z.boolean(),
  })),
  productPrice: z.array(z.object({ actualPrice: money, discountedPrice: money })).describe('For the store serving the address'),
  ageRestriction: z.number().int().describe('max(product, category); 0 = none'),
  alcohol: z.boolean().describe('An alcoholic drink (its category sells alcohol): the legal notice shows and the store\'s alcohol sale hours apply'),
  available: z.boolean().describe('Sold by the serving store (true when no store is known)'),
  rating: z.number().nullable().describe('Average rating, 1 decimal; null without reviews'),
  totalRatings: z.number().int(),
  cartItemCount: z.number().int().describe('Units of this product in the caller\'s active cart'),
  cartItemId: z.number().int().nullable().describe('The caller\'s line without toppings, else the first'),
  selectedToppings: z.string().nullable().describe('JSON list of that line\'s toppings (request language)'),
  toppings: z.array(z.object({ name: z.string(), extraPrice: money })),
}).meta({ id: 'Product' });
export type ProductRecord = z.infer<typeof productRecordSchema>;

const idSchema = z.coerce.number().int().positive();

/** The shopper's address: selects the serving store only when it is the caller's own (otherwise ignored, never an error). */
const addressFields = {
  userAddressId: idSchema.optional().describe('The caller\'s address whose serving store sets prices and availability'),
  addressId: idSchema.optional().describe('Same as userAddressId (the name some of the pages\' calls use)'),
};

const common = {
  countryId: countryIdSchema.optional().describe('Repeats the path country; must be a country we serve'),
  languageCode: languageCodeSchema,
  ...addressFields,
};

export const countryParams = z.object({ countryId: countryIdSchema });
export const productParams = z.object({ countryId: countryIdSchema, id: idSchema.describe('Product id') });

export const detailsQuery = z.object(common);
export type DetailsQuery = z.infer<typeof detailsQuery>;

export const productDetailsSchema = productRecordSchema.extend({
  images: z.array(productFileSchema).describe('Every image of the product, Primary first'),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
}).meta({ id: 'ProductDetails' });
export type ProductDetails = z.infer<typeof productDetailsSchema>;

const sortTypeSchema = z.enum(['asc', 'desc']);

export const popularQuery = z.object({ ...common, limit: limitSchema(20), offset: offsetSchema });
export const buyAgainQuery = z.object({ ...common, limit: limitSchema(10), offset: offsetSchema });
export const trendingQuery = z.object({
  ...common, limit: limitSchema(20), offset: offsetSchema,
  sortType: sortTypeSchema.default('desc').describe('On the units ordered over the last 30 days; ties by popularity'),
});
export const similarQuery = z.object({
  ...common, limit: limitSchema(20), offset: offsetSchema, productId: idSchema.describe('The product to find similar ones for'),
});
export const categoryProductsQuery = z.object({
  ...common, limit: limitSchema(20), offset: offsetSchema, categoryId: idSchema.describe('The category (its sub-categories included)'),
});
export const brandProductsQuery = z.object({ ...common, limit: limitSchema(20), offset: offsetSchema, brandId: idSchema });
/** Columns the recommendations may be sorted on (products.updated_at, created_at, popularity). */
export const RECOMMENDED_SORT_COLUMNS = ['updatedAt', 'createdAt', 'popularity'] as const;
export const RECOMMENDED_MAX_LIMIT = 20;
export const recommendedQuery = z.object({
  ...common,
  limit: z.coerce.number().int().min(1).max(RECOMMENDED_MAX_LIMIT).default(10).describe(`Page size, 1–${RECOMMENDED_MAX_LIMIT}`),
  offset: offsetSchema,
  sortColumn: z.enum(RECOMMENDED_SORT_COLUMNS).default('updatedAt').describe('Sort key; ties go to the most popular, then the product id'),
  sortType: sortTypeSchema.default('desc'),
});
export type RecommendedQuery = z.infer<typeof recommendedQuery>;

export type ListingQuery = z.infer<typeof popularQuery>;
export type TrendingQuery = z.infer<typeof trendingQuery>;
export type SimilarQuery = z.infer<typeof similarQuery>;
export type CategoryProductsQuery = z.infer<typeof categoryProductsQuery>;
export type BrandProductsQuery = z.infer<typeof brandProductsQuery>;

export const productListSchema = listOf(productRecordSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const detailsResponse = { 200: productDetailsSchema, 400: errorBodySchema, 404: errorBodySchema };
export const listResponse = { 200: productListSchema, 400: errorBodySchema, 404: errorBodySchema };
