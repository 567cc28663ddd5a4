// GET /api/v1/{country}/banners/{bannerId}/combo-offers: a banner's combos on offer (catalogue ComboRecords), paged.
import { api } from '@shop/shared/api';
import type { ListAnswer } from '../types/banner';
import type { ComboRecord } from '../types/catalogue';
import { countryPath, sessionParams } from '../utils/session-params';
import type { Page } from './get-banner-products';

export async function getBannerCombos(bannerId: string, page: Page): Promise<ListAnswer<ComboRecord>> {
  const { data } = await api.get<ListAnswer<ComboRecord>>(`${countryPath()}/banners/${encodeURIComponent(bannerId)}/combo-offers`, {
    params: { ...sessionParams(), ...page },
    callName: 'getBannerCombos',
  });
  return data;
}
