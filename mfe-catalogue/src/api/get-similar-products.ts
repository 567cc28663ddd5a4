// GET /api/v1/{countryId}/products/similar-products?productId: same category first, then same brand (the product page's
// slider, /similar-products-details/:id).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { SIMILAR_LIMIT } from '@shop/shared/constants';
import { useInfiniteQuery, useQuery } from '@shop/shared/query';
import type { ProductList } from './catalogue-records';
import { countryPath, listParams, type Page } from '../utils/list-params';
import { listPagesQueryOptions, listQueryOptions } from './list-queries';
import { productKeys } from './query-keys';

export async function getSimilarProducts(productId: string, page: Page = { limit: SIMILAR_LIMIT, offset: 0 }, { signal }: ReadOptions = {}): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/similar-products`, {
    // The similar call names the address 'addressId', not userAddressId.
    params: { productId, ...listParams(page, 'addressId') },
    callName: 'getSimilarProducts',
    signal,
  });
  return data;
}

const call = (productId: string) => (page: Page, read: ReadOptions) => getSimilarProducts(productId, page, read);

/** The product page's slider. */
export const similarProductsQueryOptions = (productId: string) =>
  listQueryOptions(productKeys.list('similar', { productId, limit: SIMILAR_LIMIT }), call(productId), { limit: SIMILAR_LIMIT, offset: 0 });

export const useSimilarProducts = (productId: string) => useQuery(similarProductsQueryOptions(productId));

/** /similar-products-details/:id, page by page. */
export const similarProductPagesQueryOptions = (productId: string) => listPagesQueryOptions(productKeys.pages('similar', { productId }), call(productId));

export const useSimilarProductPages = (productId: string) => useInfiniteQuery(similarProductPagesQueryOptions(productId));
