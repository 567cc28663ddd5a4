// GET /{countryId}/products/{productId}: the product's topping choices (name, extra price), read when a cart line's
// toppings dialog opens (the cart line itself names only the chosen ones).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';

export type ToppingChoice = Wire.ProductDetails['toppings'][number];
type ProductAnswer = Pick<Wire.ProductDetails, 'toppings'>;

export async function getProductToppings(productId: number, { signal }: ReadOptions = {}): Promise<ToppingChoice[]> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<ProductAnswer>(`/${encodeURIComponent(country)}/products/${encodeURIComponent(String(productId))}`, {
    params: { languageCode: language, ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}) },
    callName: 'getProductToppings',
    signal,
  });
  return Array.isArray(data?.toppings) ? data.toppings : [];
}

/** The toppings' query keys: a product's choices. */
export const toppingKeys = {
  all: ['toppings'] as const,
  product: (productId: number) => [...toppingKeys.all, String(productId)] as const,
};

/** A product's topping choices (names and extra prices follow the language and the serving store). */
export const productToppingsQueryOptions = (productId: number) => queryOptions({
  queryKey: toppingKeys.product(productId),
  queryFn: ({ signal }) => getProductToppings(productId, { signal }),
  meta: { staleOn: ['address', 'language'] },
});

export function useProductToppings(productId: number): UseQueryResult<ToppingChoice[]> {
  return useQuery(productToppingsQueryOptions(productId));
}
