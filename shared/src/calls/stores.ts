// Stores: does one deliver to a point, the store list (store-location page), the serving store's status and open orders.
import { api } from '@shop/shared/api';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { hasAddress, useSession } from '@shop/shared/session';
import { CALL_NAMES, type ReadOptions, sessionCountry, sessionLanguage } from './common';
import type { Id, OrderStatusAnswer, StoreExistsAnswer, StoreList } from './types';

/** GET /stores/exists?latitude&longitude (public): whether a store delivers to the point. */
export async function storeExists(latitude: number, longitude: number, { signal }: ReadOptions = {}): Promise<StoreExistsAnswer> {
  const { data } = await api.get<StoreExistsAnswer>('/stores/exists', {
    params: { latitude, longitude },
    callName: CALL_NAMES.storeExists,
    signal,
  });
  return data;
}

/** GET /stores?countryId&languageCode (public): the store-location page's list, with each store's status. */
export async function listStores({ signal }: ReadOptions = {}): Promise<StoreList> {
  const { data } = await api.get<StoreList>('/stores', {
    params: { countryId: sessionCountry(), languageCode: sessionLanguage() },
    callName: CALL_NAMES.listStores,
    signal,
  });
  return data;
}

export interface OrderStatusPage {
  limit?: number;
  offset?: number;
}

/**
 * GET /orders/order-status?userAddressId&countryId&languageCode&limit&offset (session): the status of the
 * store serving that (own) address and the caller's unfinished orders. limit and offset default to 0 as
 * the catalogue sends them.
 */
export async function orderStatus(userAddressId: Id, { limit = 0, offset = 0 }: OrderStatusPage = {}, { signal }: ReadOptions = {}): Promise<OrderStatusAnswer> {
  const { data } = await api.get<OrderStatusAnswer>('/orders/order-status', {
    params: { userAddressId, countryId: sessionCountry(), languageCode: sessionLanguage(), limit, offset },
    callName: CALL_NAMES.orderStatus,
    signal,
  });
  return data;
}

// ---- Queries -------------------------------------------------------------------------------------------

/** The stores' query keys: the list, delivery at a point, the serving store's status for an own address. */
export const storeKeys = {
  all: ['stores'] as const,
  list: () => [...storeKeys.all, 'list'] as const,
  exists: (latitude: number, longitude: number) => [...storeKeys.all, 'exists', { latitude, longitude }] as const,
  orderStatus: (userAddressId: Id, { limit = 0, offset = 0 }: OrderStatusPage = {}) =>
    [...storeKeys.all, 'order-status', { userAddressId: String(userAddressId), limit, offset }] as const,
};

/** The store list in the session's language. */
export const storesQueryOptions = () => queryOptions({
  queryKey: storeKeys.list(),
  queryFn: ({ signal }) => listStores({ signal }),
  meta: { staleOn: ['language'] },
});

/** Whether a store delivers to a point (public; the same for everyone). */
export const storeExistsQueryOptions = (latitude: number, longitude: number) => queryOptions({
  queryKey: storeKeys.exists(latitude, longitude),
  queryFn: ({ signal }) => storeExists(latitude, longitude, { signal }),
  meta: { staleOn: [] },
});

/** The serving store's status and the caller's open orders for an own address; an order placed makes it stale too. */
export const orderStatusQueryOptions = (userAddressId: Id, page: OrderStatusPage = {}) => queryOptions({
  queryKey: storeKeys.orderStatus(userAddressId, page),
  queryFn: ({ signal }) => orderStatus(userAddressId, page, { signal }),
  meta: { staleOn: ['user', 'language'] },
});

/** The store list in the session's language. */
export function useStores(): UseQueryResult<StoreList> {
  return useQuery(storesQueryOptions());
}

/** orderStatus of the session's default address (no call without one): the serving store's status. */
export function useOrderStatus(page: OrderStatusPage = {}): UseQueryResult<OrderStatusAnswer> {
  const withAddress = useSession(hasAddress);
  const userAddressId = useSession((s) => s.userData?.userAddressId ?? '');
  return useQuery({ ...orderStatusQueryOptions(userAddressId, page), enabled: withAddress });
}
