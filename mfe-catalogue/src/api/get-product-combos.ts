// GET /api/v1/{countryId}/combo-offers/products/{productId}: the combos holding a product (the product page's slider,
// /combo-offers-all/:productId).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { PRODUCT_COMBOS_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ComboListAnswer } from '../types/catalogue-records';
import { countryPath, listParams, type Page } from '../utils/list-params';

export async function getProductCombos(productId: string, page: Page = { limit: PRODUCT_COMBOS_LIMIT, offset: 0 }): Promise<ComboListAnswer> {
  const { data } = await api.get<ComboListAnswer>(`${countryPath()}/combo-offers/products/${encodeURIComponent(productId)}`, {
    params: listParams(page, 'addressId'),
    callName: 'getProductCombos',
  });
  return data;
}

/** The product page's slider; read again when the cart, the address, the shopper or the language changes. */
export function useProductCombos(productId: string): ApiQuery<ComboListAnswer> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`productCombos|${productId}|${country}|${language}|${address}`, () => getProductCombos(productId), {
    refetchOn: ['cart:changed', 'auth:changed'],
  });
}
