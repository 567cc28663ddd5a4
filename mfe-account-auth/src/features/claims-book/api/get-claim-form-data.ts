// GET /api/v1/{countryId}/claims/form-data: the shop's legal data, the customer's prefill, the limits and today's date.
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import type { ClaimFormData } from './types';

export async function getClaimFormData(countryId: string): Promise<ClaimFormData> {
  const { data } = await api.get<ClaimFormData>(`/${encodeURIComponent(countryId)}/claims/form-data`, { callName: 'getClaimFormData' });
  return data;
}

export function useClaimFormData(): ApiQuery<ClaimFormData> {
  const country = useSession((s) => s.country);
  const userId = useSession((s) => s.userId);
  // The prefill is the customer's: another login reads it again; the language changes the server's texts only.
  return useApiQuery(`claimFormData|${country}|${userId}`, () => getClaimFormData(country), { refetchOn: ['language:changed'] });
}
