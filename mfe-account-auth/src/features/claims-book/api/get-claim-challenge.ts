// GET /api/v1/{countryId}/claims/challenge: a single-use proof-of-work puzzle bound to the customer (10 minutes).
import { api } from '@shop/shared/api';
import type { ClaimChallenge } from './types';

export async function getClaimChallenge(countryId: string): Promise<ClaimChallenge> {
  const { data } = await api.get<ClaimChallenge>(`/${encodeURIComponent(countryId)}/claims/challenge`, { callName: 'getClaimChallenge' });
  return data;
}
