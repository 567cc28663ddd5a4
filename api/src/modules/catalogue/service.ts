// Rules for the brand list and the home-screen categories (names in the request language, sort order kept).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { assertCountryInPath, assertCountryInQuery } from '../countries/service.js';
import { findBrands, findCategories } from './repository.js';
import type { BrandRecord, BrandsQuery, CategoriesQuery, CategoryRecord } from './schemas.js';

export async function listBrands(db: Kysely<DB>, query: BrandsQuery): Promise<{ count: number; records: BrandRecord[] }> {
  await assertCountryInQuery(db, query.countryId);
  const { count, rows } = await findBrands(db, query);
  return {
    count,
    records: rows.map((r) => ({ brandId: r.brand_id, brandName: r.name, brandImage: r.image_url ?? `/api/v1/images/brands/${r.brand_id}.svg` })),
  };
}

export async function listHomeCategories(db: Kysely<DB>, countryId: string, query: CategoriesQuery, language: Language):
  Promise<{ count: number; records: CategoryRecord[] }> {
  await assertCountryInPath(db, countryId);
  await assertCountryInQuery(db, query.countryId);
  const { count, rows } = await findCategories(db, {
    languageId: LANGUAGE_IDS[language], topLevelOnly: query.category !== 0, limit: query.limit, offset: query.offset,
  });
  return {
    count,
    records: rows.map((r) => ({
      categoryId: r.category_id,
      categoryImageUrl: r.image_url ?? `/api/v1/images/categories/${r.category_id}.svg`,
      customAttributes: [
        { attributeCode: 'category_name' as const, value: r.name },
        { attributeCode: 'age_restriction' as const, value: String(r.age_restriction) },
      ],
    })),
  };
}
