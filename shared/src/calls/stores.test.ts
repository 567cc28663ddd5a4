// Store calls: public lookups and the serving store's status for an address, with the API's query names.
import { act, renderHook, waitFor } from '@testing-library/react';
import { listStores, orderStatus, storeExists, useOrderStatus } from '@shop/shared/calls';
import { useSession } from '@shop/shared/session';
import { asCustomer, callOf, freshPage, routes, withQueryClient } from '../../test/calls-fixtures';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));

const STATUS = {
  storeId: 1, storeName: 'Miraflores', storeOnlineStatus: true, storeDeliveryStatus: true, scheduleDeliveryEnabled: true,
  storeOfflineMessage: null, orderAcceptanceTimeFrom: 25_200_000, orderAcceptanceTimeTo: 82_800_000, nowEpoch: 0,
};
const ORDER_STATUS = { storeExists: true, storeStatus: STATUS, count: 0, records: [] };

beforeEach(freshPage);

it('storeExists: GET /stores/exists?latitude&longitude', async () => {
  const api = routes({ 'GET /stores/exists': { data: { storeExists: true, storeId: 1, storeName: 'Miraflores' } } });
  await expect(storeExists(-12.1236, -77.0293)).resolves.toEqual({ storeExists: true, storeId: 1, storeName: 'Miraflores' });
  expect(callOf(api)).toMatchObject({ method: 'GET', callName: 'storeExists', params: { latitude: -12.1236, longitude: -77.0293 } });
});

it('listStores: GET /stores?countryId&languageCode in the session language', async () => {
  useSession.getState().setLanguage('en');
  const api = routes({ 'GET /stores': { data: { count: 0, records: [] } } });
  await listStores();
  expect(callOf(api)).toMatchObject({ callName: 'listStores', params: { countryId: 'PE', languageCode: 'en' } });
});

it('orderStatus: GET /orders/order-status?userAddressId&countryId&languageCode&limit=0&offset=0', async () => {
  const api = routes({ 'GET /orders/order-status': { data: ORDER_STATUS } });
  await orderStatus(11);
  expect(callOf(api)).toMatchObject({
    callName: 'orderStatus', params: { userAddressId: 11, countryId: 'PE', languageCode: 'es', limit: 0, offset: 0 },
  });
  await orderStatus('12', { limit: 10, offset: 20 });
  expect(callOf(api, 1).params).toEqual({ userAddressId: '12', countryId: 'PE', languageCode: 'es', limit: 10, offset: 20 });
});

it('useOrderStatus follows the session default address and makes no call without one', async () => {
  const api = routes({ 'GET /orders/order-status': { data: ORDER_STATUS } });
  const { result } = renderHook(() => useOrderStatus(), withQueryClient());
  expect(api).not.toHaveBeenCalled();
  act(() => asCustomer(11));
  await waitFor(() => expect(result.current.data?.storeStatus?.storeName).toBe('Miraflores'));
  act(() => useSession.getState().setUserAddressId(14));
  await waitFor(() => expect(api.mock.calls.some(([c]) => (c.params as { userAddressId: string }).userAddressId === '14')).toBe(true));
});
