// PUT .../carts/{cartId}/schedule-delivery: on with a date ('DD MMM YYYY') and time ('hh:mm A'), or off (clears both).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { useCartMutation, type Cart } from '@shop/shared/calls';
import { announceCart, cartPath, onCart } from './cart-call';

export const SET_SCHEDULE_DELIVERY = 'setScheduleDelivery';

/** A body the API takes, checked against its schema's type. */
type Accepted<T extends Wire.ScheduleDeliveryBody> = T;

export type ScheduleDeliveryBody = Accepted<
  | { scheduleDelivery: false }
  | { scheduleDelivery: true; scheduleDate: string; scheduleTime: string }
>;

/**
 * Refusals: error.schedule.notEnabled, invalidDate, invalidTime, past, tooFar, outsideHours {from, to}
 * (field errors on scheduleDate / scheduleTime, readable with useFieldErrors(SET_SCHEDULE_DELIVERY)).
 */
export async function setScheduleDelivery(body: ScheduleDeliveryBody): Promise<Cart> {
  const cart = await onCart(SET_SCHEDULE_DELIVERY, async (cartId) => (
    (await api.put<Cart>(`${cartPath(cartId)}/schedule-delivery`, body, { callName: SET_SCHEDULE_DELIVERY })).data
  ));
  return announceCart(cart);
}

/** setScheduleDelivery as a change of the page's cart: its answer is written into the cache. */
export const useSetScheduleDelivery = () => useCartMutation(setScheduleDelivery);
