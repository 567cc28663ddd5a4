// GET /api/v1/{countryId}/homescreen/categories: the home page's category carousel.
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { CATEGORIES_LIMIT, CATEGORY_ATTRIBUTES } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';

export type Category = Wire.Category;
export type CustomAttribute = Category['customAttributes'][number];
export type CategoryList = Wire.CategoryList;

export interface GetCategoriesParams {
  countryId: string;
  languageCode: string;
  addressId?: string | null;
}

export async function getCategories({ countryId, languageCode, addressId }: GetCategoriesParams): Promise<CategoryList> {
  const { data } = await api.get<CategoryList>(`/${encodeURIComponent(countryId)}/homescreen/categories`, {
    params: {
      countryId,
      languageCode,
      limit: CATEGORIES_LIMIT,
      offset: 0,
      category: 1,
      ...(addressId ? { addressId } : {}),
    },
  });
  return data;
}

/** The category's display name in the request's language (customAttributes category_name). */
export function categoryName(category: Category): string {
  return category.customAttributes.find((a) => a.attributeCode === CATEGORY_ATTRIBUTES.categoryName)?.value ?? '';
}

/**
 * Categories for the session's country, language and address; stale after language, address or cart
 * changes. The language is read when the call starts, not watched: changeLanguage stores it a moment
 * before it emits language:changed, and watching both would load everything twice.
 */
export function useCategories(): ApiQuery<CategoryList> {
  const countryId = useSession((s) => s.country);
  const addressId = useSession((s) => s.userData?.userAddressId ?? null);
  return useApiQuery(
    `categories|${countryId}|${addressId ?? ''}`,
    () => getCategories({ countryId, languageCode: useSession.getState().language, addressId }),
    { refetchOn: ['language:changed', 'address:changed', 'cart:changed'] },
  );
}
