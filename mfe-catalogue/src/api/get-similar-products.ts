// GET /api/v1/{countryId}/products/similar-products?productId: same category first, then same brand (the product page's
// slider, /similar-products-details/:id).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { SIMILAR_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ProductList } from '../types/catalogue-records';
import { countryPath, listParams, type Page } from '../utils/list-params';

export async function getSimilarProducts(productId: string, page: Page = { limit: SIMILAR_LIMIT, offset: 0 }): Promise<ProductList> {
  const { data } = await api.get<ProductList>(`${countryPath()}/products/similar-products`, {
    // The spec's similar call names the address 'addressId'.
    params: { productId, ...listParams(page, 'addressId') },
    callName: 'getSimilarProducts',
  });
  return data;
}

/** The product page's slider; read again when the cart, the address, the shopper or the language changes. */
export function useSimilarProducts(productId: string): ApiQuery<ProductList> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`similar|${productId}|${country}|${language}|${address}`, () => getSimilarProducts(productId), {
    refetchOn: ['cart:changed', 'auth:changed'],
  });
}
