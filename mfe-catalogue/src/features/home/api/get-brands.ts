// GET /api/v1/brands/list: the home page's brand carousel.
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { BRANDS_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';

export type Brand = Wire.Brand;
export type BrandList = Wire.BrandList;

export interface GetBrandsParams {
  countryId: string;
  languageCode: string;
}

export async function getBrands({ countryId, languageCode }: GetBrandsParams): Promise<BrandList> {
  const { data } = await api.get<BrandList>('/brands/list', {
    params: { countryId, languageCode, target: 'brandList', limit: BRANDS_LIMIT, offset: 0 },
  });
  return data;
}

/** Brands for the session's country and language (read when the call starts, see useCategories); stale after language, address or cart changes. */
export function useBrands(): ApiQuery<BrandList> {
  const countryId = useSession((s) => s.country);
  return useApiQuery(`brands|${countryId}`, () => getBrands({ countryId, languageCode: useSession.getState().language }), {
    refetchOn: ['language:changed', 'address:changed', 'cart:changed'],
  });
}
