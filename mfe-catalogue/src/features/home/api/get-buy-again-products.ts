// GET /api/v1/{countryId}/products/buy-again-products: products of the verified customer's delivered orders (rebuy).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { REBUY_LIMIT } from '@shop/shared/constants';
import { useInfiniteQuery, useQuery } from '@shop/shared/query';
import { isVerified, useSession } from '@shop/shared/session';
import { listPagesQueryOptions, listQueryOptions } from '../../../api/list-queries';
import { productKeys } from '../../../api/query-keys';
import type { ProductList } from '../../../api/catalogue-records';
import { countryPath, listParams, type Page } from '../../../utils/list-params';

export async function getBuyAgainProducts(page: Page = { limit: REBUY_LIMIT, offset: 0 }, { signal }: ReadOptions = {}): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/buy-again-products`, {
    params: listParams(page), callName: 'getBuyAgainProducts', signal,
  });
  return data;
}

/** The home carousel's rebuy products. */
export const buyAgainProductsQueryOptions = () =>
  listQueryOptions(productKeys.list('buy-again', { limit: REBUY_LIMIT }), getBuyAgainProducts, { limit: REBUY_LIMIT, offset: 0 });

/** Fetched only for verified customers (only they have orders); anyone else gets no call and no data. */
export function useHomeBuyAgainProducts() {
  const verified = useSession(isVerified);
  return useQuery({ ...buyAgainProductsQueryOptions(), enabled: verified });
}

/** /rebuy-products-details, page by page (verified customers only). */
export const buyAgainProductPagesQueryOptions = () => listPagesQueryOptions(productKeys.pages('buy-again'), getBuyAgainProducts);

export function useBuyAgainProductPages() {
  const verified = useSession(isVerified);
  return useInfiniteQuery({ ...buyAgainProductPagesQueryOptions(), enabled: verified });
}
