// GET /api/v1/{countryId}/combo-offers/products/{productId}: the combos holding a product (/combo-offers-all/:productId).
import { api } from '@shop/shared/api';
import type { ComboListAnswer } from '../../product-tile/types';
import { countryPath, listParams, type Page } from '../../home/utils/list-params';

export async function getProductCombos(productId: string, page: Page): Promise<ComboListAnswer> {
  const { data } = await api.get<ComboListAnswer>(`${countryPath()}/combo-offers/products/${encodeURIComponent(productId)}`, {
    params: listParams(page, 'addressId'),
    callName: 'getProductCombos',
  });
  return data;
}
