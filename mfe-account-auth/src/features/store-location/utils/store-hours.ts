// Whether a store delivers now, as the store-location page says it (its hours are formatted by @shop/shared/format).

export type DeliveryState = 'delivering' | 'notDelivering' | 'offline';

/** The server has already weighed online flag, paused deliveries and the hours into storeDeliveryStatus. */
export function deliveryState(status: { storeOnlineStatus: boolean; storeDeliveryStatus: boolean }): DeliveryState {
  if (!status.storeOnlineStatus) return 'offline';
  return status.storeDeliveryStatus ? 'delivering' : 'notDelivering';
}
