// GET /api/v1/{countryId}/products/popular-products: the most popular products (home carousel, /popular-products-details,
// the popular sliders of the product and combo pages).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { POPULAR_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ProductList } from '../types/catalogue-records';
import { countryPath, LIST_STALE_ON, listParams, type Page } from '../utils/list-params';

export async function getPopularProducts(page: Page = { limit: POPULAR_LIMIT, offset: 0 }): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/popular-products`, { params: listParams(page), callName: 'getPopularProducts' });
  return data;
}

/** The home carousel's products: stale after the list events of catalogue §4. */
export function useHomePopularProducts(): ApiQuery<ProductList> {
  const country = useSession((s) => s.country);
  const userId = useSession((s) => s.userId);
  const addressId = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`homePopular|${country}|${userId ?? ''}|${addressId}`, () => getPopularProducts(), { refetchOn: LIST_STALE_ON });
}

/** The product and combo pages' popular slider; read again when the cart, the address, the shopper or the language changes. */
export function usePopularProducts(limit: number = POPULAR_LIMIT): ApiQuery<ProductList> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`popular|${limit}|${country}|${language}|${address}`, () => getPopularProducts({ limit, offset: 0 }), {
    refetchOn: ['cart:changed', 'auth:changed'],
  });
}
