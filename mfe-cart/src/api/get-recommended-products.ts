// GET /{countryId}/products/recommended-products: 'before you checkout', products the serving store sells that the cart lacks.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { RECOMMENDED_LIMIT } from '@shop/shared/constants';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';

/** The catalogue's ProductRecord, as the cart's carousel shows it. */
export type RecommendedProduct = Wire.ProductRecord;
export type RecommendedList = Wire.ProductList;

export const GET_RECOMMENDED_PRODUCTS = 'getRecommendedProducts';

export async function getRecommendedProducts({ signal }: ReadOptions = {}): Promise<RecommendedList> {
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
    signal,
  });
  return data;
}

/** The recommendations' query keys: the panel's list. */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  list: () => [...recommendationKeys.all, 'list'] as const,
};

/**
 * The panel's list: stale when the shopper, the serving store or the language changes. Not when the cart changes: the
 * panel leaves out what the cart holds by itself (Recommendations), so a change reads nothing.
 */
export const recommendedProductsQueryOptions = () => queryOptions({
  queryKey: recommendationKeys.list(),
  queryFn: ({ signal }) => getRecommendedProducts({ signal }),
});

export function useRecommendedProducts(): UseQueryResult<RecommendedList> {
  return useQuery(recommendedProductsQueryOptions());
}
