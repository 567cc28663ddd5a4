// The customer's consents (Ley 29733): GET .../customers/{userId}/consents, and giving or withdrawing the marketing
// consent (PUT .../consents/marketing), which answers the consents as they now stand.
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { isVerified, useSession } from '@shop/shared/session';

export type Consents = Wire.Consents;
/** The terms' or the privacy policy's acceptance (acceptedAt ISO 8601, null when never accepted). */
export type Acceptance = Consents['terms'];

const path = () => {
  const { country, userId } = useSession.getState();
  return `/${encodeURIComponent(country)}/customers/${encodeURIComponent(String(userId))}/consents`;
};

export async function getConsents(): Promise<Consents> {
  const { data } = await api.get<Consents>(path(), { callName: 'getConsents' });
  return data;
}

export async function setMarketingConsent(granted: boolean): Promise<Consents> {
  const { data } = await api.put<Consents>(`${path()}/marketing`, { granted } satisfies Wire.MarketingConsentBody, { callName: 'setMarketingConsent' });
  return data;
}

/** The logged-in customer's consents; no call for visitors and guests. */
export function useConsents(): ApiQuery<Consents> {
  const verified = useSession(isVerified);
  const userId = useSession((s) => s.userId);
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`consents|${country}|${userId ?? ''}|${language}`, getConsents, { enabled: verified, refetchOn: ['auth:changed'] });
}
