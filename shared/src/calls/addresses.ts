// The shopper's delivery addresses; every change of the default is written to the session (userData.userAddressId).
import { api, isApiError } from '@shop/shared/api';
import { events } from '@shop/shared/events';
import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { ensureSessionUser } from './auth';
import { CALL_NAMES, type ReadOptions, requireUserId, seg, sessionCountry } from './common';
import type { Address, AddressBody, AddressList, Id } from './types';

/** Address bodies without countryId: the session's country is filled in. */
export type AddressInput = Omit<AddressBody, 'countryId'> & { countryId?: string };

const storedDefault = (): string | null => useSession.getState().userData?.userAddressId ?? null;
const setStoredDefault = (id: Id | null): void => useSession.getState().setUserAddressId(id);

/**
 * GET /user-addresses/{userId} (the session's user by default): default first, then newest. A user
 * without addresses is answered 404 error.address.notFound (the pages open the add-address map on it).
 */
export async function listAddresses(userId?: Id, { signal }: ReadOptions = {}): Promise<AddressList> {
  const id = userId ?? requireUserId(CALL_NAMES.listAddresses);
  const { data } = await api.get<AddressList>(`/user-addresses/${seg(id)}`, { callName: CALL_NAMES.listAddresses, signal });
  return data;
}

/**
 * Reads the default from the server after the stored one went away; stores it, or null when the user has
 * none left. A failed re-read stores null too: the deleted id must not stay in the session.
 */
async function refreshStoredDefault(): Promise<void> {
  let next: number | null = null;
  try {
    next = (await listAddresses()).records.find((a) => a.defaultShipping)?.userAddressId ?? null;
  } catch (error) {
    // 404 error.address.notFound = no addresses left; any other failure the client has reported already.
    if (!isApiError(error)) throw error;
  }
  setStoredDefault(next);
}

/**
 * POST /user-addresses. Without a session user a guest is registered first (a location confirmed
 * without login). When the answer is the default (the user's first address, or
 * defaultShipping: true) the session's userAddressId is updated, which emits address:changed.
 */
export async function createAddress(input: AddressInput): Promise<Address> {
  await ensureSessionUser();
  const body: AddressBody = { ...input, countryId: input.countryId ?? sessionCountry() };
  const { data } = await api.post<Address>('/user-addresses', body, { callName: CALL_NAMES.createAddress });
  if (data.defaultShipping) setStoredDefault(data.userAddressId);
  return data;
}

/**
 * PUT /user-addresses/{userAddressId} (the whole address). If the answer is the default, the session
 * stores it; editing the default already stored emits address:changed {same id} because its street or
 * coordinates (so maybe its store) changed. If the stored default stopped being the default, the new one
 * is read from the server.
 */
export async function updateAddress(userAddressId: Id, input: AddressInput): Promise<Address> {
  const body: AddressBody = { ...input, countryId: input.countryId ?? sessionCountry() };
  const { data } = await api.put<Address>(`/user-addresses/${seg(userAddressId)}`, body, { callName: CALL_NAMES.updateAddress });
  const id = String(data.userAddressId);
  if (data.defaultShipping) {
    if (storedDefault() === id) events.emit('address:changed', { userAddressId: id });
    else setStoredDefault(id);
  } else if (storedDefault() === id) {
    await refreshStoredDefault();
  }
  return data;
}

/**
 * DELETE /user-addresses/{userAddressId} (204). Deleting the stored default stores the server's new
 * default (it passes to the most recently updated remaining address) or null when none is left.
 */
export async function deleteAddress(userAddressId: Id): Promise<void> {
  await api.delete(`/user-addresses/${seg(userAddressId)}`, { callName: CALL_NAMES.deleteAddress });
  if (storedDefault() === String(userAddressId)) await refreshStoredDefault();
}

/**
 * The address that becomes the default when `userAddressId` — the default — is deleted, by the API's rule: the most
 * recently updated of the others (the higher id when two were updated together); null when none is left. Lets a
 * page ask the cart about the new delivery point before deleting (the cart may lose items there).
 */
export function defaultHeir(addresses: readonly Address[], userAddressId: Id): Address | null {
  let heir: Address | null = null;
  for (const a of addresses) {
    if (String(a.userAddressId) === String(userAddressId)) continue;
    const newer = heir === null || a.updatedAt > heir.updatedAt || (a.updatedAt === heir.updatedAt && a.userAddressId > heir.userAddressId);
    if (newer) heir = a;
  }
  return heir;
}

/** PUT /user-addresses/{userAddressId}/default; stores it as the session's userAddressId (address:changed). */
export async function setDefaultAddress(userAddressId: Id): Promise<Address> {
  const { data } = await api.put<Address>(`/user-addresses/${seg(userAddressId)}/default`, undefined, {
    callName: CALL_NAMES.setDefaultAddress,
  });
  setStoredDefault(data.userAddressId);
  return data;
}

// ---- Queries -------------------------------------------------------------------------------------------

/** The addresses' query keys: the session user's list. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

const NO_ADDRESSES: AddressList = { count: 0, records: [] };

/**
 * The session user's addresses, default first. 404 error.address.notFound is read as an empty list, so
 * `data.count === 0` is "open the add-address map". Stale when the user or the default address changes.
 */
export const addressesQueryOptions = () => queryOptions({
  queryKey: addressKeys.list(),
  queryFn: async ({ signal }): Promise<AddressList> => {
    try {
      return await listAddresses(undefined, { signal });
    } catch (error) {
      if (isApiError(error) && error.status === 404 && error.identifier === 'error.address.notFound') return NO_ADDRESSES;
      throw error;
    }
  },
  meta: { staleOn: ['user', 'address'] },
});

/** The session user's addresses (no call without a user). */
export function useAddresses(): UseQueryResult<AddressList> {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...addressesQueryOptions(), enabled: userId !== null });
}

/**
 * An address change (createAddress, updateAddress, deleteAddress, setDefaultAddress or a caller's sequence of them) as
 * a mutation: the list is read again once it succeeded. A read still on its way then is dropped and sent again: it may
 * have begun before the change (a guest registered by createAddress gives the session a user, and a view reads that
 * user's list while the address is being posted), and its answer, arriving after the change, would be taken as fresh.
 * That costs at most one request more, when address:changed had already started a read.
 */
export function useAddressMutation<V, T>(change: (variables: V) => Promise<T>): UseMutationResult<T, unknown, V> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await client.cancelQueries({ queryKey: addressKeys.all });
      await client.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
