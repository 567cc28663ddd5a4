// GET /api/v1/{country}/banners/{bannerId}: one banner for its pages (name, description, artwork, destination).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import type { BannerDetails } from '../types/banner';
import { countryPath } from '../utils/session-params';

export async function getBanner(bannerId: string): Promise<BannerDetails> {
  const { data } = await api.get<BannerDetails>(`${countryPath()}/banners/${encodeURIComponent(bannerId)}`, {
    params: { languageCode: useSession.getState().language },
    callName: 'getBanner',
  });
  return data;
}

export function useBanner(bannerId: string): ApiQuery<BannerDetails> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`banner|${country}|${language}|${bannerId}`, () => getBanner(bannerId), { refetchOn: ['language:changed'] });
}
