// GET /api/v1/{countryId}/claims: the customer's own claims, newest first.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { claimKeys } from './claim-keys';

export type ClaimList = Wire.ClaimList;

export async function getClaims(countryId: string, { signal }: ReadOptions = {}): Promise<ClaimList> {
  const { data } = await api.get<ClaimList>(`/${encodeURIComponent(countryId)}/claims`, { callName: 'getClaims', signal });
  return data;
}

/** The customer's claims (a filing reads them again: useSubmitClaim). */
export const claimsQueryOptions = () => queryOptions({
  queryKey: claimKeys.list(),
  queryFn: ({ signal }) => getClaims(useSession.getState().country, { signal }),
  meta: { staleOn: ['user', 'language'] },
});

export function useClaims(): UseQueryResult<ClaimList> {
  return useQuery(claimsQueryOptions());
}
