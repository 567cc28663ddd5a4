// GET /api/v1/{country}/homescreen/categories: the category list the footer links to.
import { api } from '@shop/shared/api';
import { CATEGORIES_LIMIT } from '@shop/shared/constants';

export interface CustomAttribute {
  attributeCode: string;
  value: string | number | boolean | null;
}

export interface Category {
  categoryId: number | string;
  categoryImageUrl?: string | null;
  customAttributes: CustomAttribute[];
}

export interface CategoriesResponse {
  records: Category[];
  count?: number;
}

export interface FooterCategory {
  id: string;
  name: string;
}

/** The category's display name lives in its custom attributes (catalogue §3). */
export function categoryName(category: Category): string {
  const value = category.customAttributes?.find((a) => a.attributeCode === 'category_name')?.value;
  return value === null || value === undefined ? '' : String(value);
}

export async function getCategories(country: string, language: string, signal?: AbortSignal): Promise<FooterCategory[]> {
  const { data } = await api.get<CategoriesResponse>(`/${encodeURIComponent(country)}/homescreen/categories`, {
    params: { countryId: country, languageCode: language, limit: CATEGORIES_LIMIT, offset: 0, category: 1 },
    signal,
  });
  return (data.records ?? [])
    .map((c) => ({ id: String(c.categoryId), name: categoryName(c) }))
    .filter((c) => c.name !== '');
}
