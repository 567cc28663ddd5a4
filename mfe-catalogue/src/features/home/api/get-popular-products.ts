// GET /api/v1/{countryId}/products/popular-products: the most popular products (home carousel, /popular-products-details).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { POPULAR_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ProductList } from '../../product-tile/types';
import { countryPath, LIST_STALE_ON, listParams, type Page } from '../utils/list-params';

export async function getPopularProducts(page: Page = { limit: POPULAR_LIMIT, offset: 0 }): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/popular-products`, { params: listParams(page), callName: 'getPopularProducts' });
  return data;
}

export function useHomePopularProducts(): ApiQuery<ProductList> {
  const country = useSession((s) => s.country);
  const userId = useSession((s) => s.userId);
  const addressId = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`homePopular|${country}|${userId ?? ''}|${addressId}`, () => getPopularProducts(), { refetchOn: LIST_STALE_ON });
}
