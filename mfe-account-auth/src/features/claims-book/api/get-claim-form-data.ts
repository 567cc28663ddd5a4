// GET /api/v1/{countryId}/claims/form-data: the shop's legal data, the customer's prefill, the limits and today's date.
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { claimKeys } from './claim-keys';
import type { ClaimFormData } from './types';

export async function getClaimFormData(countryId: string, { signal }: ReadOptions = {}): Promise<ClaimFormData> {
  const { data } = await api.get<ClaimFormData>(`/${encodeURIComponent(countryId)}/claims/form-data`, { callName: 'getClaimFormData', signal });
  return data;
}

/** The prefill is the customer's (another login reads it again); the language changes the server's texts. */
export const claimFormDataQueryOptions = () => queryOptions({
  queryKey: claimKeys.formData(),
  queryFn: ({ signal }) => getClaimFormData(useSession.getState().country, { signal }),
  meta: { staleOn: ['user', 'language'] },
});

export function useClaimFormData(): UseQueryResult<ClaimFormData> {
  return useQuery(claimFormDataQueryOptions());
}
