// GET /api/v1/{countryId}/claims: the customer's own claims, newest first.
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';

export type ClaimList = Wire.ClaimList;

export async function getClaims(countryId: string): Promise<ClaimList> {
  const { data } = await api.get<ClaimList>(`/${encodeURIComponent(countryId)}/claims`, { callName: 'getClaims' });
  return data;
}

/** `version` changes after a filing, so the list shows the new claim. */
export function useClaims(version = 0): ApiQuery<ClaimList> {
  const country = useSession((s) => s.country);
  const userId = useSession((s) => s.userId);
  return useApiQuery(`claims|${country}|${userId}|${version}`, () => getClaims(country));
}
