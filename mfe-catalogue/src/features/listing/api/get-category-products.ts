// GET /api/v1/{countryId}/products/category-products?categoryId: a category's products, by popularity (category page).
import { api } from '@shop/shared/api';
import type { ProductList } from '../../../types/catalogue-records';
import { countryPath, listParams, type Page } from '../../../utils/list-params';

export async function getCategoryProducts(categoryId: string, page: Page): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/category-products`, {
    params: { categoryId, ...listParams(page) },
    callName: 'getCategoryProducts',
  });
  return data;
}
