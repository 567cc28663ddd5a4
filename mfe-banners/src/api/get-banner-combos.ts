// GET /api/v1/{country}/banners/{bannerId}/combo-offers: a banner's combos on offer (catalogue ComboRecords), paged.
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { SEARCH_SHOW_MORE_STEP } from '@shop/shared/constants';
import { offsetPagesQueryOptions, useInfiniteQuery, type PageRange } from '@shop/shared/query';
import type { ListAnswer } from './banner-records';
import type { ComboRecord } from './catalogue-records';
import { countryPath, sessionParams } from '../utils/session-params';
import { bannerKeys } from './query-keys';

export async function getBannerCombos(bannerId: string, page: PageRange, { signal }: ReadOptions = {}): Promise<ListAnswer<ComboRecord>> {
  const { data } = await api.get<ListAnswer<ComboRecord>>(`${countryPath()}/banners/${encodeURIComponent(bannerId)}/combo-offers`, {
    params: { ...sessionParams(), ...page },
    callName: 'getBannerCombos',
    signal,
  });
  return data;
}

export const bannerCombosQueryOptions = (bannerId: string) =>
  offsetPagesQueryOptions(bannerKeys.combos(bannerId), (page, read) => getBannerCombos(bannerId, page, read), SEARCH_SHOW_MORE_STEP);

export const useBannerCombos = (bannerId: string) => useInfiniteQuery(bannerCombosQueryOptions(bannerId));
