// GET /api/v1/{countryId}/products/{id}: the product page's record (ProductRecord + all images and descriptions).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { productKeys } from '../../../api/query-keys';

export type { ProductAttribute, ProductFile, ProductRecord, Topping } from '../../../api/catalogue-records';

/** The ProductRecord with every file of the product (the gallery) and its descriptions. */
export type ProductDetails = Wire.ProductDetails;

export async function getProduct(productId: string, { signal }: ReadOptions = {}): Promise<ProductDetails> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<ProductDetails>(`/${encodeURIComponent(country)}/products/${encodeURIComponent(productId)}`, {
    params: { languageCode: language, ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}) },
    callName: 'getProduct',
    signal,
  });
  return data;
}

/**
 * The product of the page (stale when the user, the address or the language changes). Its cart fields are the cart's
 * when the page was read: the page shows the page's cart instead, so a cart change reads nothing here.
 */
export const productQueryOptions = (productId: string) => queryOptions({
  queryKey: productKeys.detail(productId),
  queryFn: ({ signal }) => getProduct(productId, { signal }),
});

export function useProduct(productId: string): UseQueryResult<ProductDetails> {
  return useQuery(productQueryOptions(productId));
}
