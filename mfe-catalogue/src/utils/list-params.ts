// The query every product and combo list of the home page and the listing pages sends: country, language, paging and
// the session's default address (which picks the serving store's prices and availability).
import { useSession } from '@shop/shared/session';

export interface Page {
  limit: number;
  offset: number;
}

/** Read when the call starts: a change of the language or the address invalidates the list's query instead. */
export function listParams({ limit, offset }: Page, addressKey: 'userAddressId' | 'addressId' = 'userAddressId'): Record<string, string | number> {
  const { country, language, userData } = useSession.getState();
  return {
    countryId: country,
    languageCode: language,
    limit,
    offset,
    ...(userData?.userAddressId ? { [addressKey]: userData.userAddressId } : {}),
  };
}

export const countryPath = (): string => `/${encodeURIComponent(useSession.getState().country)}`;
