// Order calls: the account area's paths (country in the path), the answer passed through, and hooks only for customers.
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  cancelOrder, getOrder, isFinalOrderStatus, listOrders, useCancelOrder, useOrder, useOrders, type OrderDetails, type OrderSummary,
} from '@shop/shared/calls';
import { useSession } from '@shop/shared/session';
import { asCustomer, asGuest, callOf, errorBody, freshPage, routes, withQueryClient } from '../../test/calls-fixtures';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));

const summary = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId: 7, orderNumber: 'PE-000007', status: 'INITIATED', paymentMethod: 'CASH', finalPayAmount: 25.5, itemCount: 3,
  createdAt: '2026-11-21T15:00:00.000Z', storeName: 'Miraflores',
  scheduleDelivery: { scheduleDelivery: false, scheduleDate: null, scheduleTime: null }, ...over,
});
const details = (over: Partial<OrderDetails> = {}): OrderDetails => ({
  ...summary(),
  pricing: { basePrice: 20, shipping: 5, serviceCharge: 0.5, discount: 0, promoCodeDiscount: 0, finalPayAmount: 25.5 },
  amountInCustomerHand: 50, promoCode: null,
  address: { firstName: 'Ana', lastName: 'Quispe', telephone: '987654321', street1: 'Av. Larco 345', street2: null, landmark: null, latitude: -12.12, longitude: -77.03 },
  invoice: { boletaSimple: true, boleta: false, factura: false, id: null, name: null, invoiceName: null, ruc: null, number: null, address: null },
  deliveryInstructions: null, items: [], statusHistory: [{ status: 'INITIATED', changedAt: '2026-11-21T15:00:00.000Z' }], cancellable: true,
  ageRestricted: false, idCheck: null,
  ...over,
});

beforeEach(freshPage);

it('listOrders: GET /{countryId}/orders?limit=20&offset=0 by default', async () => {
  asCustomer();
  const api = routes({ 'GET /PE/orders': { data: { count: 1, records: [summary()] } } });
  await expect(listOrders()).resolves.toEqual({ count: 1, records: [summary()] });
  expect(callOf(api)).toMatchObject({ method: 'GET', url: '/PE/orders', callName: 'listOrders', params: { limit: 20, offset: 0 } });
  await listOrders({ limit: 5, offset: 10 });
  expect(callOf(api, 1).params).toEqual({ limit: 5, offset: 10 });
});

it('getOrder: GET /{countryId}/orders/{orderId}', async () => {
  asCustomer();
  const api = routes({ 'GET /PE/orders/7': { data: details() } });
  await expect(getOrder(7)).resolves.toMatchObject({ orderId: 7, cancellable: true });
  expect(callOf(api)).toMatchObject({ method: 'GET', callName: 'getOrder' });
});

it('cancelOrder: PUT /{countryId}/orders/{orderId}/cancel answers the order; a refusal rejects with its identifier', async () => {
  asCustomer();
  const api = routes({
    'PUT /PE/orders/7/cancel': { data: details({ status: 'DELIVERY_CANCELED', cancellable: false }) },
    'PUT /PE/orders/8/cancel': { status: 422, data: errorBody([{ identifier: 'error.order.notCancellable', message: 'Ya no se puede cancelar' }]) },
  });
  await expect(cancelOrder('7')).resolves.toMatchObject({ status: 'DELIVERY_CANCELED' });
  expect(callOf(api)).toMatchObject({ method: 'PUT', url: '/PE/orders/7/cancel', callName: 'cancelOrder', body: undefined });
  await expect(cancelOrder(8)).rejects.toMatchObject({ status: 422, identifier: 'error.order.notCancellable' });
});

it('final statuses: completed, delivered and canceled; every other status still moves', () => {
  expect(['COMPLETED', 'DELIVERY_COMPLETED', 'DELIVERY_CANCELED'].every((s) => isFinalOrderStatus(s as OrderSummary['status']))).toBe(true);
  expect(isFinalOrderStatus('INITIATED')).toBe(false);
  expect(isFinalOrderStatus('AT_DELIVERY_ADDRESS')).toBe(false);
  expect(isFinalOrderStatus('PENDING_CANCELLATION')).toBe(false);
});

describe('useOrders', () => {
  it('makes no call for a guest; loads a customer\'s first page, then the next on "show more"', async () => {
    const records = Array.from({ length: 25 }, (_, i) => summary({ orderId: 100 - i }));
    const api = routes({
      'GET /PE/orders': (config) => {
        const { limit, offset } = config.params as { limit: number; offset: number };
        return { data: { count: records.length, records: records.slice(offset, offset + limit) } };
      },
    });
    asGuest();
    const { result } = renderHook(() => useOrders(), withQueryClient());
    await act(async () => undefined);
    expect(api).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();

    act(() => asCustomer());
    await waitFor(() => expect(result.current.data?.pages[0]?.records).toHaveLength(20));
    expect(result.current.hasNextPage).toBe(true);
    expect(callOf(api).params).toEqual({ limit: 20, offset: 0 });
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages.flatMap((p) => p.records)).toHaveLength(25));
    expect(callOf(api, 1).params).toEqual({ limit: 20, offset: 20 });
    expect(result.current.hasNextPage).toBe(false);
  });

  it('an empty page ends the list even if the total said more', async () => {
    asCustomer();
    routes({ 'GET /PE/orders': (config) => ({ data: { count: 30, records: (config.params as { offset: number }).offset === 0 ? [summary()] : [] } }) });
    const { result } = renderHook(() => useOrders(), withQueryClient());
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
  });
});

describe('useOrder', () => {
  it('loads one order for a customer, nothing without an id or after logout', async () => {
    asCustomer();
    const api = routes({ 'GET /PE/orders/7': { data: details() } });
    const { result, rerender } = renderHook(({ id }: { id: string | undefined }) => useOrder(id), {
      initialProps: { id: undefined } as { id: string | undefined }, ...withQueryClient(),
    });
    await act(async () => undefined);
    expect(api).not.toHaveBeenCalled();
    rerender({ id: '7' });
    await waitFor(() => expect(result.current.data?.orderNumber).toBe('PE-000007'));
    act(() => useSession.getState().clear());
    await waitFor(() => expect(result.current.data).toBeUndefined());
    expect(api).toHaveBeenCalledTimes(1);
  });
});

it('useCancelOrder writes the cancelled order into the cache and has the list read again', async () => {
  asCustomer();
  let status: OrderSummary['status'] = 'INITIATED';
  const api = routes({
    'GET /PE/orders/7': () => ({ data: details({ status }) }),
    'GET /PE/orders': () => ({ data: { count: 1, records: [summary({ status })] } }),
    'PUT /PE/orders/7/cancel': () => {
      status = 'DELIVERY_CANCELED';
      return { data: details({ status }) };
    },
  });
  const { result } = renderHook(() => ({ order: useOrder('7'), list: useOrders(), cancel: useCancelOrder() }), withQueryClient());
  await waitFor(() => expect(result.current.list.data?.pages[0]?.records[0]?.status).toBe('INITIATED'));
  await waitFor(() => expect(result.current.order.data?.status).toBe('INITIATED'));
  await act(() => result.current.cancel.mutateAsync(7));
  await waitFor(() => expect(result.current.order.data?.status).toBe('DELIVERY_CANCELED'));
  await waitFor(() => expect(result.current.list.data?.pages[0]?.records[0]?.status).toBe('DELIVERY_CANCELED'));
  const urls = api.mock.calls.map(([c]) => `${c.method?.toUpperCase()} ${c.url}`);
  expect(urls.filter((u) => u === 'GET /PE/orders/7')).toHaveLength(1);
});
