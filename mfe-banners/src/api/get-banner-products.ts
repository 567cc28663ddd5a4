// GET /api/v1/{country}/banners/{bannerId}/products: a banner page's products (catalogue ProductRecords), paged.
import { api } from '@shop/shared/api';
import type { ListAnswer } from '../types/banner';
import type { ProductRecord } from '../types/catalogue';
import { countryPath, sessionParams } from '../utils/session-params';

export interface Page { limit: number; offset: number }

export async function getBannerProducts(bannerId: string, page: Page): Promise<ListAnswer<ProductRecord>> {
  const { data } = await api.get<ListAnswer<ProductRecord>>(`${countryPath()}/banners/${encodeURIComponent(bannerId)}/products`, {
    params: { ...sessionParams(), ...page },
    callName: 'getBannerProducts',
  });
  return data;
}
