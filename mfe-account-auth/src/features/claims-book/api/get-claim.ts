// GET /api/v1/{countryId}/claims/{claimId}: one of the customer's claims (another's answers 404), and its attachments' address.
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { API_BASE } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { ClaimRecord } from './types';

export async function getClaim(countryId: string, claimId: string): Promise<ClaimRecord> {
  const { data } = await api.get<ClaimRecord>(`/${encodeURIComponent(countryId)}/claims/${encodeURIComponent(claimId)}`, { callName: 'getClaim' });
  return data;
}

export function useClaim(claimId: string, enabled = true): ApiQuery<ClaimRecord> {
  const country = useSession((s) => s.country);
  return useApiQuery(`claim|${country}|${claimId}`, () => getClaim(country, claimId), { enabled });
}

/** The file's download address (same origin, the session cookie goes with it). */
export function claimAttachmentUrl(countryId: string, claimId: string | number, claimFileId: string | number): string {
  const base = (api.defaults.baseURL ?? API_BASE).replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(countryId)}/claims/${encodeURIComponent(String(claimId))}/attachments/${encodeURIComponent(String(claimFileId))}`;
}
