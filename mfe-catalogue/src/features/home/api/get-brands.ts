// GET /api/v1/brands/list: the home page's brand carousel.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { BRANDS_LIMIT } from '@shop/shared/constants';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { brandKeys } from '../../../api/query-keys';

export type Brand = Wire.Brand;
export type BrandList = Wire.BrandList;

export async function getBrands({ signal }: ReadOptions = {}): Promise<BrandList> {
  const { country: countryId, language: languageCode } = useSession.getState();
  const { data } = await api.get<BrandList>('/brands/list', {
    params: { countryId, languageCode, target: 'brandList', limit: BRANDS_LIMIT, offset: 0 },
    callName: 'getBrands',
    signal,
  });
  return data;
}

/** The brands of the session's country in its language (only the language makes them stale). */
export const brandsQueryOptions = () => queryOptions({
  queryKey: brandKeys.list(),
  queryFn: ({ signal }) => getBrands({ signal }),
  meta: { staleOn: ['language'] },
});

export function useBrands(): UseQueryResult<BrandList> {
  return useQuery(brandsQueryOptions());
}
