// GET /api/v1/{countryId}/products/similar-products?productId: same category first, then same brand (similar page).
import { api } from '@shop/shared/api';
import type { ProductList } from '../../product-tile/types';
import { countryPath, listParams, type Page } from '../../home/utils/list-params';

export async function getSimilarProducts(productId: string, page: Page): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/similar-products`, {
    // The spec's similar call names the address 'addressId'.
    params: { productId, ...listParams(page, 'addressId') },
    callName: 'getSimilarProducts',
  });
  return data;
}
