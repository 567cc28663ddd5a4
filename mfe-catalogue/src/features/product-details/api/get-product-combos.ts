// GET /api/v1/{countryId}/combo-offers/products/{productId}: the combos holding the product (the product page's slider).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { PRODUCT_COMBOS_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ComboListAnswer } from '../../product-tile/types';

export async function getProductCombos(productId: string): Promise<ComboListAnswer> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<ComboListAnswer>(`/${encodeURIComponent(country)}/combo-offers/products/${encodeURIComponent(productId)}`, {
    params: {
      countryId: country, languageCode: language, limit: PRODUCT_COMBOS_LIMIT, offset: 0,
      ...(userData?.userAddressId ? { addressId: userData.userAddressId } : {}),
    },
    callName: 'getProductCombos',
  });
  return data;
}

export function useProductCombos(productId: string): ApiQuery<ComboListAnswer> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`productCombos|${productId}|${country}|${language}|${address}`, () => getProductCombos(productId), {
    refetchOn: ['cart:changed', 'auth:changed'],
  });
}
