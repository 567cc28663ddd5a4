// The shopper's orders (account area): the list, one order with its items and status history, and cancelling it.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { OrderStatus } from '@shop/shared/constants';
import {
  offsetPagesQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient,
  type InfiniteData, type UseInfiniteQueryResult, type UseMutationResult, type UseQueryResult,
} from '@shop/shared/query';
import { isVerified, useSession } from '@shop/shared/session';
import { type ReadOptions, seg, sessionCountry } from './common';
import type { Id } from './types';

/** Call names (axios config.callName) of the order calls. */
export const ORDER_CALL_NAMES = {
  listOrders: 'listOrders',
  getOrder: 'getOrder',
  cancelOrder: 'cancelOrder',
} as const;

/**
 * Statuses after which nothing changes any more: pages stop polling. DELIVERY_COMPLETED is final
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

/** The account's order list grows 20 orders at a time. */
export const ORDERS_PAGE_SIZE = 20;

/** GET /{countryId}/orders?limit&offset (verified customer): own orders, newest first. */
export async function listOrders({ limit = ORDERS_PAGE_SIZE, offset = 0 }: OrderPage = {}, { signal }: ReadOptions = {}): Promise<OrderList> {
  const { data } = await api.get<OrderList>(`/${seg(sessionCountry())}/orders`, {
    params: { limit, offset },
    callName: ORDER_CALL_NAMES.listOrders,
    signal,
  });
  return data;
}

/** GET /{countryId}/orders/{orderId}: one own order (another shopper's answers 404). */
export async function getOrder(orderId: Id, { signal }: ReadOptions = {}): Promise<OrderDetails> {
  const { data } = await api.get<OrderDetails>(`/${seg(sessionCountry())}/orders/${seg(orderId)}`, {
    callName: ORDER_CALL_NAMES.getOrder,
    signal,
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

// ---- Queries -------------------------------------------------------------------------------------------

/** The orders' query keys: the customer's list (pages of ORDERS_PAGE_SIZE) and one order. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (orderId: Id) => [...orderKeys.all, 'detail', String(orderId)] as const,
};

/** The customer's orders, newest first, ORDERS_PAGE_SIZE a page ("show more" asks for the next); stale when the user changes. */
export const ordersQueryOptions = () => ({
  ...offsetPagesQueryOptions(orderKeys.list(), listOrders, ORDERS_PAGE_SIZE),
  meta: { staleOn: ['user'] } as const,
});

/** One own order; stale when the user changes. */
export const orderQueryOptions = (orderId: Id) => queryOptions({
  queryKey: orderKeys.detail(orderId),
  queryFn: ({ signal }) => getOrder(orderId, { signal }),
  meta: { staleOn: ['user'] },
});

/** The verified customer's orders, page by page (a guest or no session makes no call). */
export function useOrders(): UseInfiniteQueryResult<InfiniteData<OrderList>> {
  const customer = useSession(isVerified);
  return useInfiniteQuery({ ...ordersQueryOptions(), enabled: customer });
}

/** One order of the session customer (no call otherwise or without an id). */
export function useOrder(orderId: Id | null | undefined): UseQueryResult<OrderDetails> {
  const customer = useSession(isVerified);
  const id = orderId === null || orderId === undefined ? '' : String(orderId);
  return useQuery({ ...orderQueryOptions(id), enabled: customer && id !== '' });
}

/** cancelOrder as a mutation: its answer (the whole order) is written into the cache, and the list read again. */
export function useCancelOrder(): UseMutationResult<OrderDetails, unknown, Id> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: Id) => cancelOrder(orderId),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(order.orderId), order);
      void client.invalidateQueries({ queryKey: orderKeys.list() });
    },
  });
}
