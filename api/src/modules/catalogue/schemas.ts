// Request and answer schemas of the brand list and home-screen categories.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, languageCodeSchema, limitSchema, listOf, offsetSchema } from '../../lib/schemas.js';

export const brandsQuery = z.object({
  countryId: countryIdSchema.optional(),
  languageCode: languageCodeSchema,
  target: z.enum(['brandList']).default('brandList').describe('Always brandList: the home-page brand carousel'),
  limit: limitSchema(50),
  offset: offsetSchema,
});
export type BrandsQuery = z.infer<typeof brandsQuery>;

export const brandRecord = z.object({ brandId: z.number().int(), brandName: z.string(), brandImage: z.string() }).meta({ id: 'Brand' });
export type BrandRecord = z.infer<typeof brandRecord>;
export const brandsResponse = { 200: listOf(brandRecord), 400: errorBodySchema };

export const categoriesParams = z.object({ countryId: countryIdSchema });
export const categoriesQuery = z.object({
  countryId: countryIdSchema.optional().describe('Repeats the path country; must be a country we serve'),
  languageCode: languageCodeSchema,
  limit: limitSchema(20),
  offset: offsetSchema,
  category: z.coerce.number().int().min(0).max(1).optional()
    .describe('1 = top-level categories only (what the home page shows), 0 = every category'),
  addressId: z.coerce.number().int().positive().optional()
    .describe('The shopper\'s address; accepted as the pages send it. Every store carries every category, so it does not change the list.'),
});
export type CategoriesQuery = z.infer<typeof categoriesQuery>;

export const categoryRecord = z.object({
  categoryId: z.number().int(),
  categoryImageUrl: z.string(),
  customAttributes: z.array(z.object({ attributeCode: z.enum(['category_name', 'age_restriction']), value: z.string() })),
}).meta({ id: 'Category' });
export type CategoryRecord = z.infer<typeof categoryRecord>;
export const categoriesResponse = { 200: listOf(categoryRecord), 400: errorBodySchema, 404: errorBodySchema };
