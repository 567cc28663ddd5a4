// GET /api/v1/{countryId}/claims/{claimId}: one of the customer's claims (another's answers 404), and its attachments' address.
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { API_BASE } from '@shop/shared/constants';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { claimKeys } from './claim-keys';
import type { ClaimRecord } from './types';

export async function getClaim(countryId: string, claimId: string, { signal }: ReadOptions = {}): Promise<ClaimRecord> {
  const { data } = await api.get<ClaimRecord>(`/${encodeURIComponent(countryId)}/claims/${encodeURIComponent(claimId)}`, { callName: 'getClaim', signal });
  return data;
}

/** One claim of the customer's. */
export const claimQueryOptions = (claimId: string) => queryOptions({
  queryKey: claimKeys.detail(claimId),
  queryFn: ({ signal }) => getClaim(useSession.getState().country, claimId, { signal }),
  meta: { staleOn: ['user', 'language'] },
});

export function useClaim(claimId: string, enabled = true): UseQueryResult<ClaimRecord> {
  return useQuery({ ...claimQueryOptions(claimId), enabled });
}

/** The file's download address (same origin, the session cookie goes with it). */
export function claimAttachmentUrl(countryId: string, claimId: string | number, claimFileId: string | number): string {
  const base = (api.defaults.baseURL ?? API_BASE).replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(countryId)}/claims/${encodeURIComponent(String(claimId))}/attachments/${encodeURIComponent(String(claimFileId))}`;
}
