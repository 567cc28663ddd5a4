// The shopper's default delivery address for the header chip, picked from the page's addresses query.
import { useCallback } from 'react';
import { addressesQueryOptions, type Address, type AddressList } from '@shop/shared/calls';
import { useQuery, type UseQueryResult } from '@shop/shared/query';
import { hasAddress, useSession } from '@shop/shared/session';

/** The session's delivery address (its userAddressId, else the one marked default), or null. */
export function pickDefaultAddress(addresses: readonly Address[], userAddressId: string | null): Address | null {
  return (
    addresses.find((a) => userAddressId !== null && String(a.userAddressId) === userAddressId) ??
    addresses.find((a) => a.defaultShipping) ??
    null
  );
}

/** The default address of a shopper who has one; no call for a visitor without an address. */
export function useDefaultAddress(): UseQueryResult<Address | null> {
  const userAddressId = useSession((s) => s.userData?.userAddressId ?? null);
  const withAddress = useSession(hasAddress);
  const pick = useCallback((list: AddressList) => pickDefaultAddress(list.records, userAddressId), [userAddressId]);
  return useQuery({ ...addressesQueryOptions(), enabled: withAddress, select: pick });
}
