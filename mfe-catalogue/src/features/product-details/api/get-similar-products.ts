// GET /api/v1/{countryId}/products/similar-products: the product page's "similar products" slider.
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { SIMILAR_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ProductList } from '../../product-tile/types';

export async function getSimilarProducts(productId: string): Promise<ProductList> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<ProductList>(`/${encodeURIComponent(country)}/products/similar-products`, {
    params: {
      countryId: country, languageCode: language, limit: SIMILAR_LIMIT, offset: 0, productId,
      ...(userData?.userAddressId ? { addressId: userData.userAddressId } : {}),
    },
    callName: 'getSimilarProducts',
  });
  return data;
}

export function useSimilarProducts(productId: string): ApiQuery<ProductList> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`similar|${productId}|${country}|${language}|${address}`, () => getSimilarProducts(productId), {
    refetchOn: ['cart:changed', 'auth:changed'],
  });
}
