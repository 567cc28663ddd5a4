// GET /api/v1/{countryId}/products/brand-products?brandId: a brand's products, by popularity (brand page).
import { api } from '@shop/shared/api';
import type { ProductList } from '../../../types/catalogue-records';
import { countryPath, listParams, type Page } from '../../../utils/list-params';

export async function getBrandProducts(brandId: string, page: Page): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/brand-products`, {
    params: { brandId, ...listParams(page) },
    callName: 'getBrandProducts',
  });
  return data;
}
