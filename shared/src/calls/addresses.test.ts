// Address calls: paths and bodies, and the session's default address (userData.userAddressId) kept in step.
import { act, renderHook, waitFor } from '@testing-library/react';
import { useFieldErrors } from '@shop/shared/api';
import {
  addressesQueryOptions, CALL_NAMES, createAddress, defaultHeir, deleteAddress, listAddresses, setDefaultAddress, updateAddress, useAddresses,
  useAddressMutation,
} from '@shop/shared/calls';
import { useQuery } from '@shop/shared/query';
import { hasAddress, useSession } from '@shop/shared/session';
import { address, asCustomer, asGuest, callOf, errorBody, freshPage, guestAnswer, routes, spyEvents, withQueryClient } from '../../test/calls-fixtures';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));

const NOT_FOUND = { status: 404, data: errorBody([{ identifier: 'error.address.notFound', message: 'No tienes direcciones' }]) };
const GUEST_LOCATION = { street1: 'Av. Larco 345', latitude: -12.1236, longitude: -77.0293 };
const FULL = { firstName: 'María', lastName: 'Quispe', telephone: '987654321', street1: 'Av. Pardo 120', latitude: -12.12, longitude: -77.03, alias: 'Office' as const };

let spy: ReturnType<typeof spyEvents<'address:changed' | 'auth:changed'>>;
beforeEach(() => {
  freshPage();
  spy = spyEvents('address:changed', 'auth:changed');
});
afterEach(() => spy.stop());
const addressEvents = () => spy.of('address:changed');

it('listAddresses: GET /user-addresses/{userId} of the session user', async () => {
  asCustomer();
  const api = routes({ 'GET /user-addresses/42': { data: { count: 1, records: [address()] } } });
  await expect(listAddresses()).resolves.toMatchObject({ count: 1 });
  expect(callOf(api)).toMatchObject({ method: 'GET', url: '/user-addresses/42', callName: 'listAddresses' });
});

describe('createAddress', () => {
  it('a location confirmed without login: registers a guest, posts the address, stores the new default', async () => {
    const api = routes({
      'POST /PE/guest-users': { status: 201, data: guestAnswer(501, 77) },
      'POST /user-addresses': { status: 201, data: address({ userAddressId: 31, userId: 501, defaultShipping: true }) },
    });
    await createAddress(GUEST_LOCATION);
    expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toEqual(['post /PE/guest-users', 'post /user-addresses']);
    expect(callOf(api, 1)).toMatchObject({ callName: 'createAddress', body: { ...GUEST_LOCATION, countryId: 'PE' } });
    expect(useSession.getState()).toMatchObject({ userId: '501', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '31' } });
    expect(addressEvents()).toEqual([{ userAddressId: '31' }]);
  });

  it('an address that is not the default leaves the stored default alone', async () => {
    asCustomer(11);
    spy.seen.length = 0;
    const api = routes({ 'POST /user-addresses': { status: 201, data: address({ userAddressId: 32, defaultShipping: false }) } });
    await createAddress({ ...FULL, defaultShipping: false });
    expect(callOf(api).body).toEqual({ ...FULL, defaultShipping: false, countryId: 'PE' });
    expect(useSession.getState().userData?.userAddressId).toBe('11');
    expect(addressEvents()).toEqual([]);
  });

  it('field errors reach useFieldErrors(createAddress)', async () => {
    asCustomer();
    routes({ 'POST /user-addresses': { status: 400, data: errorBody([], [{ fieldName: 'telephone', identifier: 'error.address.telephone', message: '9 dígitos' }]) } });
    const { result } = renderHook(() => useFieldErrors(CALL_NAMES.createAddress));
    await act(() => expect(createAddress({ ...FULL, telephone: '98' })).rejects.toMatchObject({ status: 400 }));
    expect(result.current.telephone?.[0]?.identifier).toBe('error.address.telephone');
  });
});

describe('updateAddress', () => {
  it('PUT /user-addresses/{id} with the whole address; editing the stored default announces it again', async () => {
    asCustomer(11);
    spy.seen.length = 0;
    const api = routes({ 'PUT /user-addresses/11': { data: address({ userAddressId: 11, street1: FULL.street1 }) } });
    await updateAddress(11, { ...FULL, defaultShipping: true });
    expect(callOf(api)).toMatchObject({ method: 'PUT', callName: 'updateAddress', body: { ...FULL, defaultShipping: true, countryId: 'PE' } });
    expect(addressEvents()).toEqual([{ userAddressId: '11' }]);
  });

  it('an address made the default becomes the stored one', async () => {
    asCustomer(11);
    spy.seen.length = 0;
    routes({ 'PUT /user-addresses/12': { data: address({ userAddressId: 12, defaultShipping: true }) } });
    await updateAddress('12', { ...FULL, defaultShipping: true });
    expect(useSession.getState().userData?.userAddressId).toBe('12');
    expect(addressEvents()).toEqual([{ userAddressId: '12' }]);
  });

  it('editing another address announces nothing', async () => {
    asCustomer(11);
    spy.seen.length = 0;
    routes({ 'PUT /user-addresses/12': { data: address({ userAddressId: 12, defaultShipping: false }) } });
    await updateAddress(12, FULL);
    expect(addressEvents()).toEqual([]);
  });
});

it('setDefaultAddress: PUT /user-addresses/{id}/default, stores it and emits address:changed', async () => {
  asCustomer(11);
  spy.seen.length = 0;
  const api = routes({ 'PUT /user-addresses/12/default': { data: address({ userAddressId: 12, defaultShipping: true }) } });
  await setDefaultAddress(12);
  expect(callOf(api)).toMatchObject({ method: 'PUT', url: '/user-addresses/12/default', callName: 'setDefaultAddress', body: undefined });
  expect(JSON.parse(localStorage.getItem('userData')!)).toEqual({ roleName: 'USER', userAddressId: '12' });
  expect(addressEvents()).toEqual([{ userAddressId: '12' }]);
});

describe('deleteAddress', () => {
  it('deleting the default stores the new default the server chose', async () => {
    asCustomer(11);
    spy.seen.length = 0;
    const api = routes({
      'DELETE /user-addresses/11': { status: 204 },
      'GET /user-addresses/42': { data: { count: 2, records: [address({ userAddressId: 14, defaultShipping: true }), address({ userAddressId: 12, defaultShipping: false })] } },
    });
    await deleteAddress(11);
    expect(callOf(api)).toMatchObject({ method: 'DELETE', url: '/user-addresses/11', callName: 'deleteAddress' });
    expect(useSession.getState().userData?.userAddressId).toBe('14');
    expect(addressEvents()).toEqual([{ userAddressId: '14' }]);
  });

  it('deleting the last address stores null (the list answers 404 error.address.notFound)', async () => {
    asGuest(10);
    spy.seen.length = 0;
    routes({ 'DELETE /user-addresses/10': { status: 204 }, 'GET /user-addresses/501': NOT_FOUND });
    await deleteAddress('10');
    expect(useSession.getState().userData).toEqual({ roleName: 'WEB_GUEST_USER', userAddressId: null });
    expect(addressEvents()).toEqual([{ userAddressId: null }]);
  });

  it('deleting another address neither re-reads nor announces', async () => {
    asCustomer(11);
    spy.seen.length = 0;
    const api = routes({ 'DELETE /user-addresses/12': { status: 204 } });
    await deleteAddress(12);
    expect(api).toHaveBeenCalledTimes(1);
    expect(useSession.getState().userData?.userAddressId).toBe('11');
    expect(addressEvents()).toEqual([]);
  });
});

describe('defaultHeir (the API rule of a deleted default)', () => {
  const at = (userAddressId: number, updatedAt: string, defaultShipping = false) => address({ userAddressId, updatedAt, defaultShipping });

  it('is the most recently updated other address, not the newest or the first listed', () => {
    const list = [at(11, '2026-11-21T15:00:00.000Z', true), at(14, '2026-11-21T15:01:00.000Z'), at(12, '2026-11-21T15:03:00.000Z'), at(13, '2026-11-21T15:02:00.000Z')];
    expect(defaultHeir(list, 11)?.userAddressId).toBe(12);
    expect(defaultHeir(list, '11')?.userAddressId).toBe(12);
  });

  it('takes the higher id when two were updated at the same moment, and null when nothing is left', () => {
    const same = '2026-11-21T15:00:00.000Z';
    expect(defaultHeir([at(11, same, true), at(12, same), at(13, same)], 11)?.userAddressId).toBe(13);
    expect(defaultHeir([at(11, same, true)], 11)).toBeNull();
    expect(defaultHeir([], 11)).toBeNull();
  });
});

describe('useAddresses', () => {
  it('makes no call without a user, reads "no addresses" as an empty list, refetches on address:changed', async () => {
    let records = [address({ userAddressId: 31 })];
    const api = routes({ 'GET /user-addresses/501': () => (records.length ? { data: { count: records.length, records } } : NOT_FOUND) });
    const { result } = renderHook(() => useAddresses(), withQueryClient());
    expect(api).not.toHaveBeenCalled();
    records = [];
    act(() => asGuest(null));
    await waitFor(() => expect(result.current.data).toEqual({ count: 0, records: [] }));
    expect(result.current.error).toBeNull();
    records = [address({ userAddressId: 31 })];
    act(() => useSession.getState().setUserAddressId(31));
    await waitFor(() => expect(result.current.data?.count).toBe(1));
  });
});

describe('useAddressMutation', () => {
  it('a list read that began before the change and answers after it is read again: the new address is not missed', async () => {
    // A guest confirms a location: registering the guest gives the session a user, and a view reads that user's list
    // while the address is still being posted; that read answers "no addresses" after the address exists.
    let answerFirstRead!: () => void;
    let reads = 0;
    const api = routes({
      'POST /PE/guest-users': { status: 201, data: guestAnswer(501, 77) },
      'POST /user-addresses': { status: 201, data: address({ userAddressId: 31, userId: 501, defaultShipping: true }) },
      'GET /user-addresses/501': () => {
        reads += 1;
        if (reads === 1) return new Promise((resolve) => (answerFirstRead = () => resolve(NOT_FOUND)));
        return { data: { count: 1, records: [address({ userAddressId: 31, userId: 501 })] } };
      },
    });
    const { client, wrapper } = withQueryClient();
    const { result } = renderHook(() => ({
      change: useAddressMutation(createAddress),
      // The header chip: the list, once the session has an address.
      chip: useQuery({ ...addressesQueryOptions(), enabled: useSession(hasAddress) }),
    }), { wrapper });
    const unsubscribe = useSession.subscribe((state, before) => {
      if (state.userId !== null && before.userId === null) void client.prefetchQuery(addressesQueryOptions());
    });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.change.mutateAsync(GUEST_LOCATION);
    });
    await waitFor(() => expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toContain('post /user-addresses'));
    await waitFor(() => expect(useSession.getState().userData?.userAddressId).toBe('31'));
    act(() => answerFirstRead());
    await act(() => done);
    unsubscribe();
    await waitFor(() => expect(result.current.chip.data?.records.map((a) => a.userAddressId)).toEqual([31]));
    expect(reads).toBe(2);
  });
});
