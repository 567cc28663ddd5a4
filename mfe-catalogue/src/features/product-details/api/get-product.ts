// GET /api/v1/{countryId}/products/{id}: the product page's record (ProductRecord + all images and descriptions).
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';

export type { ProductAttribute, ProductFile, ProductRecord, Topping } from '../../../types/catalogue-records';

/** The ProductRecord with every file of the product (the gallery) and its descriptions. */
export type ProductDetails = Wire.ProductDetails;

export async function getProduct(productId: string): Promise<ProductDetails> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<ProductDetails>(`/${encodeURIComponent(country)}/products/${encodeURIComponent(productId)}`, {
    params: { languageCode: language, ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}) },
    callName: 'getProduct',
  });
  return data;
}

/** The product of the page; read again when the cart, the address, the shopper or the language changes. */
export function useProduct(productId: string): ApiQuery<ProductDetails> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`product|${productId}|${country}|${language}|${address}`, () => getProduct(productId), {
    refetchOn: ['cart:changed', 'auth:changed'],
  });
}
