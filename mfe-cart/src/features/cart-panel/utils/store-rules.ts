// What each store status means for the panel: the store message and the schedule toggle
// (Continue's column is the checkout section's).
import type { StoreStatus } from '@shop/shared/calls';

/** 'hidden': no scheduled delivery; 'dialog': the toggle opens the schedule dialog; 'storeOffline': it leads to /store-offline. */
export type ScheduleToggleMode = 'hidden' | 'dialog' | 'storeOffline';

export function scheduleToggleMode(status: StoreStatus | null | undefined): ScheduleToggleMode {
  if (!status || !status.scheduleDeliveryEnabled) return 'hidden';
  return status.storeOnlineStatus ? 'dialog' : 'storeOffline';
}

/** Shown when the store is offline, or online but not delivering now. */
export const showsStoreMessage = (status: StoreStatus | null | undefined): boolean =>
  !!status && (!status.storeOnlineStatus || !status.storeDeliveryStatus);
