// The catalogue's top-level categories (GET /{countryId}/homescreen/categories): one query for the page, read by the
// host's footer and the catalogue's home section and category pages.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { CATEGORIES_LIMIT, CATEGORY_ATTRIBUTES } from '@shop/shared/constants';
import { queryOptions, useQuery, useServerResultWhileHydrating, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { type ReadOptions, seg, sessionCountry, sessionLanguage } from './common';

export type Category = Wire.Category;
export type CategoryAttribute = Category['customAttributes'][number];
export type CategoryList = Wire.CategoryList;

/**
 * The top-level categories in the session's language. The call names the shopper's address (`addressId`); every
 * store carries every category, so the answer does not depend on it.
 */
export async function getCategories({ signal }: ReadOptions = {}): Promise<CategoryList> {
  const countryId = sessionCountry();
  const addressId = useSession.getState().userData?.userAddressId;
  const { data } = await api.get<CategoryList>(`/${seg(countryId)}/homescreen/categories`, {
    params: { countryId, languageCode: sessionLanguage(), limit: CATEGORIES_LIMIT, offset: 0, category: 1, ...(addressId ? { addressId } : {}) },
    callName: 'getCategories',
    signal,
  });
  return data;
}

/** The category's display name in the answer's language (custom attribute category_name; '' when absent). */
export const categoryName = (category: Category): string =>
  category.customAttributes.find((a) => a.attributeCode === CATEGORY_ATTRIBUTES.categoryName)?.value ?? '';

/** The category's minimum age (custom attribute age_restriction; 0 when absent or unreadable). */
export function categoryAgeRestriction(category: Category): number {
  const value = Number(category.customAttributes.find((a) => a.attributeCode === CATEGORY_ATTRIBUTES.ageRestriction)?.value ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

/** The categories in the session's language (every store carries all of them: only the language makes them stale). */
export const categoriesQueryOptions = () => queryOptions({
  queryKey: categoryKeys.list(),
  queryFn: ({ signal }) => getCategories({ signal }),
  meta: { staleOn: ['language'] },
});

/**
 * The page's categories. Every page's server render fetches them (the footer lists them); when that was late, the
 * host's footer hydrates at once and reads them, so the catalogue's slots see them only after they hydrated.
 */
export function useCategories(): UseQueryResult<CategoryList> {
  const options = categoriesQueryOptions();
  return useServerResultWhileHydrating(useQuery(options), options.queryKey);
}
