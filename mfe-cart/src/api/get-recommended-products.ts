// GET /{countryId}/products/recommended-products: 'before you checkout', products the serving store sells that the cart lacks.
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { RECOMMENDED_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';

/** The catalogue's ProductRecord, as the cart's carousel shows it. */
export type RecommendedProduct = Wire.ProductRecord;
export type RecommendedList = Wire.ProductList;

export const GET_RECOMMENDED_PRODUCTS = 'getRecommendedProducts';

export async function getRecommendedProducts(): Promise<RecommendedList> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<RecommendedList>(`/${encodeURIComponent(country)}/products/recommended-products`, {
    params: {
      countryId: country,
      languageCode: language,
      limit: RECOMMENDED_LIMIT,
      offset: 0,
      sortColumn: 'updatedAt',
      sortType: 'desc',
      ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}),
    },
    callName: GET_RECOMMENDED_PRODUCTS,
  });
  return data;
}

/** Read again when the cart changes (an added product leaves the list), and on address, shopper or language changes. */
export function useRecommendedProducts(): ApiQuery<RecommendedList> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`recommended|${country}|${language}|${address}`, getRecommendedProducts, {
    refetchOn: ['cart:changed', 'auth:changed', 'address:changed'],
  });
}
