// GET /api/v1/{country}/banners/{bannerId}/products: a banner page's products (catalogue ProductRecords), paged.
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { SEARCH_SHOW_MORE_STEP } from '@shop/shared/constants';
import { offsetPagesQueryOptions, useInfiniteQuery, type PageRange } from '@shop/shared/query';
import type { ListAnswer } from './banner-records';
import type { ProductRecord } from './catalogue-records';
import { countryPath, sessionParams } from '../utils/session-params';
import { bannerKeys } from './query-keys';

export async function getBannerProducts(bannerId: string, page: PageRange, { signal }: ReadOptions = {}): Promise<ListAnswer<ProductRecord>> {
  const { data } = await api.get<ListAnswer<ProductRecord>>(`${countryPath()}/banners/${encodeURIComponent(bannerId)}/products`, {
    params: { ...sessionParams(), ...page },
    callName: 'getBannerProducts',
    signal,
  });
  return data;
}

export const bannerProductsQueryOptions = (bannerId: string) =>
  offsetPagesQueryOptions(bannerKeys.products(bannerId), (page, read) => getBannerProducts(bannerId, page, read), SEARCH_SHOW_MORE_STEP);

export const useBannerProducts = (bannerId: string) => useInfiniteQuery(bannerProductsQueryOptions(bannerId));
