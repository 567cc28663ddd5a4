// GET /api/v1/{countryId}/combo-offers/{id}/comboOfferDetails: the combo page's record.
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import type { ComboRecord } from '../../../types/catalogue-records';

export type { ComboAlternative, ComboChoice, ComboList, ComboNormalProduct, ComboRecord } from '../../../types/catalogue-records';

export async function getComboDetails(comboOfferId: string): Promise<ComboRecord> {
  const { country, language } = useSession.getState();
  const { data } = await api.get<ComboRecord>(`/${encodeURIComponent(country)}/combo-offers/${encodeURIComponent(comboOfferId)}/comboOfferDetails`, {
    params: { languageId: language },
    callName: 'getComboDetails',
  });
  return data;
}

/** The combo of the page; read again when the cart, the address, the shopper or the language changes. */
export function useComboDetails(comboOfferId: string): ApiQuery<ComboRecord> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`combo|${comboOfferId}|${country}|${language}|${address}`, () => getComboDetails(comboOfferId), {
    refetchOn: ['cart:changed', 'auth:changed'],
  });
}
