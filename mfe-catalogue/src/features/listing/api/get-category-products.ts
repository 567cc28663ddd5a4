// GET /api/v1/{countryId}/products/category-products?categoryId: a category's products, by popularity (category page).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { useInfiniteQuery } from '@shop/shared/query';
import { listPagesQueryOptions } from '../../../api/list-queries';
import { productKeys } from '../../../api/query-keys';
import type { ProductList } from '../../../api/catalogue-records';
import { countryPath, listParams, type Page } from '../../../utils/list-params';

export async function getCategoryProducts(categoryId: string, page: Page, { signal }: ReadOptions = {}): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/category-products`, {
    params: { categoryId, ...listParams(page) },
    callName: 'getCategoryProducts',
    signal,
  });
  return data;
}

export const categoryProductPagesQueryOptions = (categoryId: string) =>
  listPagesQueryOptions(productKeys.pages('category', { categoryId }), (page, read) => getCategoryProducts(categoryId, page, read));

export const useCategoryProductPages = (categoryId: string) => useInfiniteQuery(categoryProductPagesQueryOptions(categoryId));
