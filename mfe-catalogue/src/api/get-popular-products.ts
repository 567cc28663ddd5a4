// GET /api/v1/{countryId}/products/popular-products: the most popular products (home carousel, /popular-products-details,
// the popular sliders of the product and combo pages).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { POPULAR_LIMIT } from '@shop/shared/constants';
import { useInfiniteQuery, useQuery } from '@shop/shared/query';
import type { ProductList } from './catalogue-records';
import { countryPath, listParams, type Page } from '../utils/list-params';
import { listPagesQueryOptions, listQueryOptions } from './list-queries';
import { productKeys } from './query-keys';

export async function getPopularProducts(page: Page = { limit: POPULAR_LIMIT, offset: 0 }, { signal }: ReadOptions = {}): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/popular-products`, {
    params: listParams(page), callName: 'getPopularProducts', signal,
  });
  return data;
}

/** The first `limit` popular products: the home carousel and the product and combo pages' sliders share one read. */
export const popularProductsQueryOptions = (limit: number = POPULAR_LIMIT) =>
  listQueryOptions(productKeys.list('popular', { limit }), getPopularProducts, { limit, offset: 0 });

export const usePopularProducts = (limit: number = POPULAR_LIMIT) => useQuery(popularProductsQueryOptions(limit));

/** /popular-products-details, page by page. */
export const popularProductPagesQueryOptions = () => listPagesQueryOptions(productKeys.pages('popular'), getPopularProducts);

export const usePopularProductPages = () => useInfiniteQuery(popularProductPagesQueryOptions());
