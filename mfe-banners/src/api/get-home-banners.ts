// GET /api/v1/{country}/homescreen/banners: the home carousel's banners (BANNERHOME, 10) or the pop-up's (POPUP, 1).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { HOME_BANNER_LIMIT, POPUP_BANNER_LIMIT, type BannerType } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { Banner, ListAnswer } from '../types/banner';
import { BANNERS_STALE_ON, countryPath, sessionParams } from '../utils/session-params';

const LIMITS: Record<BannerType, number> = { BANNERHOME: HOME_BANNER_LIMIT, POPUP: POPUP_BANNER_LIMIT };

export async function getHomeBanners(bannerType: BannerType): Promise<ListAnswer<Banner>> {
  const { data } = await api.get<ListAnswer<Banner>>(`${countryPath()}/homescreen/banners`, {
    params: { ...sessionParams(), limit: LIMITS[bannerType], offset: 0, bannerType },
    callName: 'getHomeBanners',
  });
  return data;
}

/** The carousel's banners for the session's country, language and address; fetched again when the address changes. */
export function useHomeBanners(): ApiQuery<ListAnswer<Banner>> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const userId = useSession((s) => s.userId);
  const addressId = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`homeBanners|${country}|${language}|${userId ?? ''}|${addressId}`, () => getHomeBanners('BANNERHOME'), { refetchOn: BANNERS_STALE_ON });
}
