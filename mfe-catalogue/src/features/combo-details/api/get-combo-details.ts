// GET /api/v1/{countryId}/combo-offers/{id}/comboOfferDetails: the combo page's record.
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { comboKeys } from '../../../api/query-keys';
import type { ComboRecord } from '../../../api/catalogue-records';

export type { ComboAlternative, ComboChoice, ComboList, ComboNormalProduct, ComboRecord } from '../../../api/catalogue-records';

export async function getComboDetails(comboOfferId: string, { signal }: ReadOptions = {}): Promise<ComboRecord> {
  const { country, language } = useSession.getState();
  const { data } = await api.get<ComboRecord>(`/${encodeURIComponent(country)}/combo-offers/${encodeURIComponent(comboOfferId)}/comboOfferDetails`, {
    params: { languageId: language },
    callName: 'getComboDetails',
    signal,
  });
  return data;
}

/** The combo of the page (stale when the user, the address or the language changes; its cart fields: see useProduct). */
export const comboDetailsQueryOptions = (comboOfferId: string) => queryOptions({
  queryKey: comboKeys.detail(comboOfferId),
  queryFn: ({ signal }) => getComboDetails(comboOfferId, { signal }),
});

export function useComboDetails(comboOfferId: string): UseQueryResult<ComboRecord> {
  return useQuery(comboDetailsQueryOptions(comboOfferId));
}
