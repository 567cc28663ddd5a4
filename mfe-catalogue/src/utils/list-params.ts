// The query every product and combo list of the home page and the listing pages sends: country, language, paging and
// the session's default address (which picks the serving store's prices and availability).
import { useSession } from '@shop/shared/session';

export interface Page {
  limit: number;
  offset: number;
}

/** Read when the call starts (see useCategories: watching the language too would load everything twice). */
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

/** What makes a list stale besides its own parameters (catalogue §4: carousels refetch on address and cart changes). */
export const LIST_STALE_ON = ['address:changed', 'cart:changed', 'auth:changed', 'language:changed'] as const;
