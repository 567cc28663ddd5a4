// The customer's consents (Ley 29733): GET .../customers/{userId}/consents, and giving or withdrawing the marketing
// consent (PUT .../consents/marketing), which answers the consents as they now stand.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@shop/shared/query';
import { isVerified, useSession } from '@shop/shared/session';

export type Consents = Wire.Consents;
/** The terms' or the privacy policy's acceptance (acceptedAt ISO 8601, null when never accepted). */
export type Acceptance = Consents['terms'];

const path = () => {
  const { country, userId } = useSession.getState();
  return `/${encodeURIComponent(country)}/customers/${encodeURIComponent(String(userId))}/consents`;
};

export async function getConsents({ signal }: ReadOptions = {}): Promise<Consents> {
  const { data } = await api.get<Consents>(path(), { callName: 'getConsents', signal });
  return data;
}

export async function setMarketingConsent(granted: boolean): Promise<Consents> {
  const { data } = await api.put<Consents>(`${path()}/marketing`, { granted } satisfies Wire.MarketingConsentBody, { callName: 'setMarketingConsent' });
  return data;
}

export const consentKeys = {
  all: ['consents'] as const,
  current: () => [...consentKeys.all, 'current'] as const,
};

/** The logged-in customer's consents; stale when the user changes. */
export const consentsQueryOptions = () => queryOptions({
  queryKey: consentKeys.current(),
  queryFn: ({ signal }) => getConsents({ signal }),
  meta: { staleOn: ['user'] },
});

/** The logged-in customer's consents; no call for visitors and guests. */
export function useConsents(): UseQueryResult<Consents> {
  const verified = useSession(isVerified);
  return useQuery({ ...consentsQueryOptions(), enabled: verified });
}

/** setMarketingConsent as a mutation: its answer (the consents as they now stand) is written into the cache. */
export function useSetMarketingConsent(): UseMutationResult<Consents, unknown, boolean> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMarketingConsent,
    onSuccess: (consents) => client.setQueryData(consentKeys.current(), consents),
  });
}
