// GET /{countryId}/products/{productId}: the product's topping choices (name, extra price), read when a cart line's
// toppings dialog opens (the cart line itself names only the chosen ones).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';

export type ToppingChoice = Wire.ProductDetails['toppings'][number];
type ProductAnswer = Pick<Wire.ProductDetails, 'toppings'>;

export async function getProductToppings(productId: number): Promise<ToppingChoice[]> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<ProductAnswer>(`/${encodeURIComponent(country)}/products/${encodeURIComponent(String(productId))}`, {
    params: { languageCode: language, ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}) },
    callName: 'getProductToppings',
  });
  return Array.isArray(data?.toppings) ? data.toppings : [];
}
