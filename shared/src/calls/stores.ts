// Stores: does one deliver to a point, the store list (store-location page), the serving store's status and open orders.
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { hasAddress, useSession } from '@shop/shared/session';
import { CALL_NAMES, sessionCountry, sessionLanguage } from './common';
import type { Id, OrderStatusAnswer, StoreExistsAnswer, StoreList } from './types';

/** GET /stores/exists?latitude&longitude (public): whether a store delivers to the point. */
export async function storeExists(latitude: number, longitude: number): Promise<StoreExistsAnswer> {
  const { data } = await api.get<StoreExistsAnswer>('/stores/exists', {
    params: { latitude, longitude },
    callName: CALL_NAMES.storeExists,
  });
  return data;
}

/** GET /stores?countryId&languageCode (public): the store-location page's list, with each store's status. */
export async function listStores(): Promise<StoreList> {
  const { data } = await api.get<StoreList>('/stores', {
    params: { countryId: sessionCountry(), languageCode: sessionLanguage() },
    callName: CALL_NAMES.listStores,
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
export async function orderStatus(userAddressId: Id, { limit = 0, offset = 0 }: OrderStatusPage = {}): Promise<OrderStatusAnswer> {
  const { data } = await api.get<OrderStatusAnswer>('/orders/order-status', {
    params: { userAddressId, countryId: sessionCountry(), languageCode: sessionLanguage(), limit, offset },
    callName: CALL_NAMES.orderStatus,
  });
  return data;
}

// ---- Hooks ---------------------------------------------------------------------------------------------

/** The store list in the session's language; refetched on language:changed. */
export function useStores(): ApiQuery<StoreList> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`stores|${country}|${language}`, listStores, { refetchOn: ['language:changed'] });
}

/**
 * orderStatus of the session's default address (no call without one): the serving store's status.
 * Refetched on address:changed, auth:changed, language:changed and order:placed.
 */
export function useOrderStatus(page: OrderStatusPage = {}): ApiQuery<OrderStatusAnswer> {
  const withAddress = useSession(hasAddress);
  const userAddressId = useSession((s) => s.userData?.userAddressId ?? null);
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const { limit = 0, offset = 0 } = page;
  return useApiQuery(
    `order-status|${country}|${language}|${userAddressId ?? ''}|${limit}|${offset}`,
    () => orderStatus(userAddressId as string, { limit, offset }),
    { enabled: withAddress, refetchOn: ['address:changed', 'auth:changed', 'language:changed', 'order:placed'] },
  );
}
