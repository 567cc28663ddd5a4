// The shopper's orders (account area): the list, one order with its items and status history, and cancelling it.
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import type { OrderStatus } from '@shop/shared/constants';
import { isVerified, useSession } from '@shop/shared/session';
import { seg, sessionCountry } from './common';
import type { Id } from './types';

/** Call names (axios config.callName) of the order calls. */
export const ORDER_CALL_NAMES = {
  listOrders: 'listOrders',
  getOrder: 'getOrder',
  cancelOrder: 'cancelOrder',
} as const;

/**
 * Statuses after which nothing changes any more (cart §9): pages stop polling. DELIVERY_COMPLETED is final
 * for the shopper even though the shop closes it later as COMPLETED: the goods are in their hands.
 */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'DELIVERY_COMPLETED', 'DELIVERY_CANCELED'];
export const isFinalOrderStatus = (status: OrderStatus): boolean => FINAL_ORDER_STATUSES.includes(status);

export type OrderSummary = Wire.OrderSummary;
export type OrderScheduleDelivery = OrderSummary['scheduleDelivery'];
export type OrderList = Wire.OrderList;
export type OrderDetails = Wire.OrderDetails;
export type OrderPricing = OrderDetails['pricing'];
/** The delivery address as it was when the order was placed. */
export type OrderAddress = OrderDetails['address'];
/** The invoice choice as the cart's invoice-details call stores it (boleta's `name` is the ID number, factura's `number` the business name). */
export type OrderInvoice = OrderDetails['invoice'];
export type OrderItem = OrderDetails['items'][number];
export type OrderStatusChange = OrderDetails['statusHistory'][number];

export interface OrderPage {
  limit?: number;
  offset?: number;
}

/** The offset page size of cart §9. */
export const ORDERS_PAGE_SIZE = 20;

/** GET /{countryId}/orders?limit&offset (verified customer): own orders, newest first. */
export async function listOrders({ limit = ORDERS_PAGE_SIZE, offset = 0 }: OrderPage = {}): Promise<OrderList> {
  const { data } = await api.get<OrderList>(`/${seg(sessionCountry())}/orders`, {
    params: { limit, offset },
    callName: ORDER_CALL_NAMES.listOrders,
  });
  return data;
}

/** GET /{countryId}/orders/{orderId}: one own order (another shopper's answers 404). */
export async function getOrder(orderId: Id): Promise<OrderDetails> {
  const { data } = await api.get<OrderDetails>(`/${seg(sessionCountry())}/orders/${seg(orderId)}`, {
    callName: ORDER_CALL_NAMES.getOrder,
  });
  return data;
}

/** PUT /{countryId}/orders/{orderId}/cancel: before packing only (else 422 error.order.notCancellable); answers the order. */
export async function cancelOrder(orderId: Id): Promise<OrderDetails> {
  const { data } = await api.put<OrderDetails>(`/${seg(sessionCountry())}/orders/${seg(orderId)}/cancel`, undefined, {
    callName: ORDER_CALL_NAMES.cancelOrder,
  });
  return data;
}

// ---- Hooks ---------------------------------------------------------------------------------------------

/** The verified customer's orders (a guest or no session makes no call); refetched on order:placed and auth:changed. */
export function useOrders(page: OrderPage = {}): ApiQuery<OrderList> {
  const customer = useSession(isVerified);
  const userId = useSession((s) => s.userId);
  const country = useSession((s) => s.country);
  const { limit = ORDERS_PAGE_SIZE, offset = 0 } = page;
  return useApiQuery(
    `orders|${country}|${userId ?? ''}|${limit}|${offset}`,
    () => listOrders({ limit, offset }),
    { enabled: customer, refetchOn: ['order:placed', 'auth:changed'] },
  );
}

/** One order of the session customer (no call otherwise or without an id); refetched on auth:changed. */
export function useOrder(orderId: Id | null | undefined): ApiQuery<OrderDetails> {
  const customer = useSession(isVerified);
  const userId = useSession((s) => s.userId);
  const country = useSession((s) => s.country);
  const hasId = orderId !== null && orderId !== undefined && String(orderId) !== '';
  return useApiQuery(
    `order|${country}|${userId ?? ''}|${hasId ? String(orderId) : ''}`,
    () => getOrder(orderId as Id),
    { enabled: customer && hasId, refetchOn: ['auth:changed'] },
  );
}
