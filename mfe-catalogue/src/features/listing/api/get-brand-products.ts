// GET /api/v1/{countryId}/products/brand-products?brandId: a brand's products, by popularity (brand page).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { useInfiniteQuery } from '@shop/shared/query';
import { listPagesQueryOptions } from '../../../api/list-queries';
import { productKeys } from '../../../api/query-keys';
import type { ProductList } from '../../../api/catalogue-records';
import { countryPath, listParams, type Page } from '../../../utils/list-params';

export async function getBrandProducts(brandId: string, page: Page, { signal }: ReadOptions = {}): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/brand-products`, {
    params: { brandId, ...listParams(page) },
    callName: 'getBrandProducts',
    signal,
  });
  return data;
}

export const brandProductPagesQueryOptions = (brandId: string) =>
  listPagesQueryOptions(productKeys.pages('brand', { brandId }), (page, read) => getBrandProducts(brandId, page, read));

export const useBrandProductPages = (brandId: string) => useInfiniteQuery(brandProductPagesQueryOptions(brandId));
