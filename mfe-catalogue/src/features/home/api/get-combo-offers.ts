// GET /api/v1/{countryId}/homescreen/combo-offers: active combos (home carousel, /combo-offers-all).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { COMBOS_LIMIT } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ComboListAnswer } from '../../../types/catalogue-records';
import { countryPath, LIST_STALE_ON, listParams, type Page } from '../../../utils/list-params';

export async function getComboOffers(page: Page = { limit: COMBOS_LIMIT, offset: 0 }): Promise<ComboListAnswer> {
  const { data } = await api.get<ComboListAnswer>(`${countryPath()}/homescreen/combo-offers`, { params: listParams(page), callName: 'getComboOffers' });
  return data;
}

/** The home carousel's combos (10), for the session's country and address. */
export function useHomeComboOffers(): ApiQuery<ComboListAnswer> {
  const country = useSession((s) => s.country);
  const userId = useSession((s) => s.userId);
  const addressId = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`homeCombos|${country}|${userId ?? ''}|${addressId}`, () => getComboOffers(), { refetchOn: LIST_STALE_ON });
}
