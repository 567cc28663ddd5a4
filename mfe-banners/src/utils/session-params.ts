// The query every banners call sends: country, language and the session's saved address (its serving store).
import { useSession } from '@shop/shared/session';

/** Read when the call starts, so a call made after an address change (which invalidates the query) sends the new one. */
export function sessionParams(): Record<string, string> {
  const { country, language, userData } = useSession.getState();
  return {
    countryId: country,
    languageCode: language,
    ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}),
  };
}

export const countryPath = (): string => `/${encodeURIComponent(useSession.getState().country)}`;
