// GET /api/v1/{countryId}/products/popular-products: the popular sliders of the product and combo pages.
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { POPULAR_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ProductList } from '../../product-tile/types';

export async function getPopularProducts(limit: number = POPULAR_LIMIT): Promise<ProductList> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<ProductList>(`/${encodeURIComponent(country)}/products/popular-products`, {
    params: {
      countryId: country, languageCode: language, limit, offset: 0,
      ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}),
    },
    callName: 'getPopularProducts',
  });
  return data;
}

export function usePopularProducts(limit: number = POPULAR_LIMIT): ApiQuery<ProductList> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`popular|${limit}|${country}|${language}|${address}`, () => getPopularProducts(limit), {
    refetchOn: ['cart:changed', 'auth:changed'],
  });
}
