// GET /api/v1/{country}/banners/{bannerId}: one banner for its pages (name, description, artwork, destination).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import type { BannerDetails } from './banner-records';
import { countryPath } from '../utils/session-params';
import { bannerKeys } from './query-keys';

export async function getBanner(bannerId: string, { signal }: ReadOptions = {}): Promise<BannerDetails> {
  const { data } = await api.get<BannerDetails>(`${countryPath()}/banners/${encodeURIComponent(bannerId)}`, {
    params: { languageCode: useSession.getState().language },
    callName: 'getBanner',
    signal,
  });
  return data;
}

/** One banner in the session's language (only the language makes it stale). */
export const bannerQueryOptions = (bannerId: string) => queryOptions({
  queryKey: bannerKeys.detail(bannerId),
  queryFn: ({ signal }) => getBanner(bannerId, { signal }),
  meta: { staleOn: ['language'] },
});

export function useBanner(bannerId: string): UseQueryResult<BannerDetails> {
  return useQuery(bannerQueryOptions(bannerId));
}
