// The query every banners call sends: country, language and the session's saved address (its serving store).
import { useSession } from '@shop/shared/session';

/** Read when the call starts, so a call made after an address change sends the new one. */
export function sessionParams(): Record<string, string> {
  const { country, language, userData } = useSession.getState();
  return {
    countryId: country,
    languageCode: language,
    ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}),
  };
}

export const countryPath = (): string => `/${encodeURIComponent(useSession.getState().country)}`;

/** What makes a banners answer stale besides its own parameters. */
export const BANNERS_STALE_ON = ['address:changed', 'auth:changed', 'language:changed'] as const;
