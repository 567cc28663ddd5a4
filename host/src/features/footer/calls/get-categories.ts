// GET /api/v1/{country}/homescreen/categories: the category list the footer links to.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { CATEGORIES_LIMIT } from '@shop/shared/constants';

export type Category = Wire.Category;
export type CustomAttribute = Category['customAttributes'][number];
export type CategoriesResponse = Wire.CategoryList;

export interface FooterCategory {
  id: string;
  name: string;
}

/** The category's display name lives in its custom attributes (catalogue §3). */
export function categoryName(category: Category): string {
  return category.customAttributes.find((a) => a.attributeCode === 'category_name')?.value ?? '';
}

export async function getCategories(country: string, language: string, signal?: AbortSignal): Promise<FooterCategory[]> {
  const { data } = await api.get<CategoriesResponse>(`/${encodeURIComponent(country)}/homescreen/categories`, {
    params: { countryId: country, languageCode: language, limit: CATEGORIES_LIMIT, offset: 0, category: 1 },
    signal,
  });
  return data.records
    .map((c) => ({ id: String(c.categoryId), name: categoryName(c) }))
    .filter((c) => c.name !== '');
}
