// GET /api/v1/{countryId}/combo-offers/products/{productId}: the combos holding a product (the product page's slider,
// /combo-offers-all/:productId).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { PRODUCT_COMBOS_LIMIT } from '@shop/shared/constants';
import { useInfiniteQuery, useQuery } from '@shop/shared/query';
import type { ComboListAnswer } from './catalogue-records';
import { countryPath, listParams, type Page } from '../utils/list-params';
import { listPagesQueryOptions, listQueryOptions } from './list-queries';
import { comboKeys } from './query-keys';

export async function getProductCombos(productId: string, page: Page = { limit: PRODUCT_COMBOS_LIMIT, offset: 0 }, { signal }: ReadOptions = {}): Promise<ComboListAnswer> {
  const { data } = await api.get<ComboListAnswer>(`${countryPath()}/combo-offers/products/${encodeURIComponent(productId)}`, {
    params: listParams(page, 'addressId'),
    callName: 'getProductCombos',
    signal,
  });
  return data;
}

const call = (productId: string) => (page: Page, read: ReadOptions) => getProductCombos(productId, page, read);

/** The product page's slider. */
export const productCombosQueryOptions = (productId: string) =>
  listQueryOptions(comboKeys.list('product', { productId, limit: PRODUCT_COMBOS_LIMIT }), call(productId), { limit: PRODUCT_COMBOS_LIMIT, offset: 0 });

export const useProductCombos = (productId: string) => useQuery(productCombosQueryOptions(productId));

/** /combo-offers-all/:productId, page by page. */
export const productComboPagesQueryOptions = (productId: string) => listPagesQueryOptions(comboKeys.pages('product', { productId }), call(productId));

export const useProductComboPages = (productId: string) => useInfiniteQuery(productComboPagesQueryOptions(productId));
