// GET /api/v1/{country}/homescreen/banners: the home carousel's banners (BANNERHOME, 10) or the pop-up's (POPUP, 1).
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { HOME_BANNER_LIMIT, POPUP_BANNER_LIMIT, type BannerType } from '@shop/shared/constants';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import type { Banner, ListAnswer } from './banner-records';
import { countryPath, sessionParams } from '../utils/session-params';
import { bannerKeys } from './query-keys';

const LIMITS: Record<BannerType, number> = { BANNERHOME: HOME_BANNER_LIMIT, POPUP: POPUP_BANNER_LIMIT };

export async function getHomeBanners(bannerType: BannerType, { signal }: ReadOptions = {}): Promise<ListAnswer<Banner>> {
  const { data } = await api.get<ListAnswer<Banner>>(`${countryPath()}/homescreen/banners`, {
    params: { ...sessionParams(), limit: LIMITS[bannerType], offset: 0, bannerType },
    callName: 'getHomeBanners',
    signal,
  });
  return data;
}

/** The home or pop-up banners for the session's store (stale when the user, the address or the language changes). */
export const homeBannersQueryOptions = (bannerType: BannerType) => queryOptions({
  queryKey: bannerKeys.home(bannerType),
  queryFn: ({ signal }) => getHomeBanners(bannerType, { signal }),
});

/** The carousel's banners. */
export const homeCarouselQueryOptions = () => homeBannersQueryOptions('BANNERHOME');

export function useHomeBanners(): UseQueryResult<ListAnswer<Banner>> {
  return useQuery(homeCarouselQueryOptions());
}
