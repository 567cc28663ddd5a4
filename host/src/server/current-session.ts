// The shopper of a page request, as the API knows them from the session cookie: the server has the cookie but not the
// browser's storage, so it asks the API (GET /api/v1/users/sessions/current) on the shopper's behalf.
import { DEFAULT_COUNTRY, type Language } from '@shop/shared/constants';
import type { SessionData } from '@shop/shared/session';

/**
 * The API's session cookie: `__Host-shop_sid` over https, `shop_sid` on plain http (and from before the prefix, which
 * the API still takes once). Without either there is nobody to ask about.
 */
export const SESSION_COOKIES = ['__Host-shop_sid', 'shop_sid'] as const;

export const hasSessionCookie = (cookies: Readonly<Record<string, string>>) => SESSION_COOKIES.some((name) => Boolean(cookies[name]));

interface CurrentSession {
  signedIn: boolean;
  userId: number | null;
  roleName: 'USER' | 'WEB_GUEST_USER' | null;
  roleId: number | null;
  cartId: number | null;
  userAddressId: number | null;
  dob: number | null;
  countryId: string | null;
}

const text = (value: number | null) => (value === null ? null : String(value));

/** The session as the browser keeps it, for `language`. */
export function sessionData(current: CurrentSession | null, language: Language): SessionData {
  if (!current?.signedIn) {
    return { userId: null, userData: null, roleId: null, cartId: null, dob: null, language, country: DEFAULT_COUNTRY };
  }
  return {
    userId: text(current.userId),
    userData: { roleName: current.roleName, userAddressId: text(current.userAddressId) },
    roleId: text(current.roleId),
    cartId: text(current.cartId),
    dob: text(current.dob),
    language,
    country: current.countryId ?? DEFAULT_COUNTRY,
  };
}

/**
 * Asks the API who the cookie belongs to. Throws when the API does not answer in time: the page must then not be
 * rendered as signed out (the browser would believe it), so the caller answers with the static shell instead.
 */
export async function fetchCurrentSession(apiUrl: string, headers: { cookie: string; forwardedFor: string; language: Language }, timeoutMs: number): Promise<CurrentSession> {
  const response = await fetch(`${apiUrl}/api/v1/users/sessions/current`, {
    headers: { cookie: headers.cookie, accept: 'application/json', 'accept-language': headers.language, 'x-forwarded-for': headers.forwardedFor },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`the API answered ${response.status} to who the shopper is`);
  return (await response.json()) as CurrentSession;
}
