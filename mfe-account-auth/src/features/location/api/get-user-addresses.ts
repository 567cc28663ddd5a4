// GET /api/v1/user-addresses/{userId}: the shopper's saved addresses (the chip shows the default one's street).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { hasAddress, useSession } from '@shop/shared/session';

/** The address fields of catalogue-browsing §3 this app reads so far. */
export interface UserAddress {
  userAddressId: string | number;
  street1: string;
  street2?: string | null;
  defaultShipping?: boolean;
  alias?: string | null;
}

/** The specs do not show this answer's shape: a list answer is `{count, records}` in this API, a bare array is accepted too. */
type UserAddressesAnswer = { records: UserAddress[] } | UserAddress[];

export async function getUserAddresses(userId: string): Promise<UserAddress[]> {
  const { data } = await api.get<UserAddressesAnswer>(`/user-addresses/${encodeURIComponent(userId)}`, { callName: 'getUserAddresses' });
  return Array.isArray(data) ? data : data.records;
}

/** The session's delivery address (its userAddressId, else the one marked default), or null. */
export function pickDefaultAddress(addresses: readonly UserAddress[], userAddressId: string | null): UserAddress | null {
  return (
    addresses.find((a) => userAddressId !== null && String(a.userAddressId) === userAddressId) ??
    addresses.find((a) => a.defaultShipping) ??
    null
  );
}

/** The default address of a shopper who has one; no call for a visitor without an address. */
export function useDefaultAddress(): ApiQuery<UserAddress | null> {
  const userId = useSession((s) => s.userId);
  const userAddressId = useSession((s) => s.userData?.userAddressId ?? null);
  const withAddress = useSession(hasAddress);
  return useApiQuery(
    `addresses|${userId ?? ''}|${userAddressId ?? ''}`,
    async () => pickDefaultAddress(await getUserAddresses(userId as string), userAddressId),
    { enabled: withAddress, refetchOn: ['address:changed'] },
  );
}
