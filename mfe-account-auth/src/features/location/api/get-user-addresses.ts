// The shopper's default delivery address for the header chip, read through the shared listAddresses call.
import { useApiQuery, type ApiQuery } from '@shop/shared/api';
import { listAddresses, type Address } from '@shop/shared/calls';
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
export function useDefaultAddress(): ApiQuery<Address | null> {
  const userId = useSession((s) => s.userId);
  const userAddressId = useSession((s) => s.userData?.userAddressId ?? null);
  const withAddress = useSession(hasAddress);
  return useApiQuery(
    `addresses|${userId ?? ''}|${userAddressId ?? ''}`,
    async () => pickDefaultAddress((await listAddresses(userId as string)).records, userAddressId),
    { enabled: withAddress, refetchOn: ['address:changed'] },
  );
}
