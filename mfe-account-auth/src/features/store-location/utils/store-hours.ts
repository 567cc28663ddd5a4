// A store's order-acceptance hours (ms since the shop's midnight in Lima, catalogue §3) as the shopper reads them.

const MS_PER_DAY = 86_400_000;

/**
 * 'HH:mm' of ms since the shop's midnight. The value is already Lima wall-clock time, so no time-zone
 * arithmetic is needed; the end of the day reads 24:00 so "06:00–24:00" is not "06:00–00:00".
 */
export function hhmm(ms: number): string {
  const minutes = Math.floor(Math.min(Math.max(ms, 0), MS_PER_DAY) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export type DeliveryState = 'delivering' | 'notDelivering' | 'offline';

/** The server has already weighed online flag, paused deliveries and the hours into storeDeliveryStatus. */
export function deliveryState(status: { storeOnlineStatus: boolean; storeDeliveryStatus: boolean }): DeliveryState {
  if (!status.storeOnlineStatus) return 'offline';
  return status.storeDeliveryStatus ? 'delivering' : 'notDelivering';
}
