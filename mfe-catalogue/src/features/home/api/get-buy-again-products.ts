// GET /api/v1/{countryId}/products/buy-again-products: products of the verified customer's delivered orders (rebuy).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { REBUY_LIMIT } from '@shop/shared/constants';
import { isVerified, useSession } from '@shop/shared/session';
import type { ProductList } from '../../../types/catalogue-records';
import { countryPath, LIST_STALE_ON, listParams, type Page } from '../../../utils/list-params';

export async function getBuyAgainProducts(page: Page = { limit: REBUY_LIMIT, offset: 0 }): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/buy-again-products`, { params: listParams(page), callName: 'getBuyAgainProducts' });
  return data;
}

/** Fetched only for verified customers (catalogue §4); anyone else gets no call and no data. */
export function useHomeBuyAgainProducts(): ApiQuery<ProductList> {
  const verified = useSession(isVerified);
  const country = useSession((s) => s.country);
  const userId = useSession((s) => s.userId);
  const addressId = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`homeRebuy|${country}|${userId ?? ''}|${addressId}`, () => getBuyAgainProducts(), { enabled: verified, refetchOn: LIST_STALE_ON });
}
