// GET /{countryId}/products/{productId}: the product's topping choices (name, extra price), read when a cart line's
// toppings dialog opens (the cart line itself names only the chosen ones).
import { api } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';

export interface ToppingChoice {
  name: string;
  extraPrice: number;
}

interface ProductAnswer {
  toppings?: ToppingChoice[];
}

export async function getProductToppings(productId: number): Promise<ToppingChoice[]> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<ProductAnswer>(`/${encodeURIComponent(country)}/products/${encodeURIComponent(String(productId))}`, {
    params: { languageCode: language, ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}) },
    callName: 'getProductToppings',
  });
  return Array.isArray(data?.toppings) ? data.toppings : [];
}
