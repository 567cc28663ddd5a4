// Order calls: the account area's paths (country in the path), the answer passed through, and hooks only for customers.
import { act, renderHook, waitFor } from '@testing-library/react';
import { cancelOrder, getOrder, isFinalOrderStatus, listOrders, useOrder, useOrders, type OrderDetails, type OrderSummary } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { asCustomer, asGuest, callOf, errorBody, freshPage, routes } from '../../test/calls-fixtures';

jest.mock('notistack', () => ({ enqueueSnackbar: jest.fn() }));

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
  it('makes no call for a guest; loads for a customer and refetches on order:placed', async () => {
    let records = [summary()];
    const api = routes({ 'GET /PE/orders': () => ({ data: { count: records.length, records } }) });
    asGuest();
    const { result } = renderHook(() => useOrders());
    await act(async () => undefined);
    expect(api).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();

    act(() => asCustomer());
    await waitFor(() => expect(result.current.data?.count).toBe(1));
    records = [summary({ orderId: 8 }), summary()];
    act(() => events.emit('order:placed', { orderId: '8' }));
    await waitFor(() => expect(result.current.data?.count).toBe(2));
  });
});

describe('useOrder', () => {
  it('loads one order for a customer, nothing without an id or after logout', async () => {
    asCustomer();
    const api = routes({ 'GET /PE/orders/7': { data: details() } });
    const { result, rerender } = renderHook(({ id }: { id: string | undefined }) => useOrder(id), { initialProps: { id: undefined } as { id: string | undefined } });
    await act(async () => undefined);
    expect(api).not.toHaveBeenCalled();
    rerender({ id: '7' });
    await waitFor(() => expect(result.current.data?.orderNumber).toBe('PE-000007'));
    act(() => useSession.getState().clear());
    await waitFor(() => expect(result.current.data).toBeUndefined());
    expect(api).toHaveBeenCalledTimes(1);
  });
});
