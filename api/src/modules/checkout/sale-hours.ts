// Alcohol sale hours (Ley 28681 lets districts set them; Lima's "Hora Segura" allows 09:00–23:00 for sealed containers):
// each store has a window, ms since the shop's midnight like its order-acceptance hours. A cart holding alcohol may be
// ordered for now only inside it, or scheduled for a time inside it. The cart answer, the schedule call and the order
// placement all judge it here.
import { sql } from 'kysely';
import { translate, type Language, type MessageKey } from '../../i18n/messages.js';
import { msSinceMidnight, timeOfDay, withinAcceptanceHours, type StoreRow } from '../stores/coverage.js';

export interface AlcoholSale {
  saleTimeFrom: number;
  saleTimeTo: number;
  /** The alcohol may be ordered as the cart stands: now inside the window, or the schedule inside it. */
  allowed: boolean;
  /** Why not, in the shopper's language (the same words placement refuses with); null when allowed. */
  message: string | null;
}

/**
 * Whether the product of a query's category `c` is sold as alcohol: its category says so, or the category's parent
 * (a sub-category of beer is beer). For selects joining products to `categories as c`.
 */
export const alcoholOfCategory = sql<boolean>`(c.alcohol or coalesce((select pc.alcohol from categories pc
  where pc.category_id = c.parent_category_id), false))`;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A time of day ('HH:mm') inside the store's alcohol window. */
export const inAlcoholHours = (store: StoreRow, time: string): boolean =>
  withinAcceptanceHours(minutesOf(time) * 60_000, store.alcohol_sale_time_from, store.alcohol_sale_time_to);

/** The window as the messages write it, in the shopper's language ('09:00' / '9:00 AM', 'medianoche'). */
export const alcoholHoursText = (store: StoreRow, language: Language): { from: string; to: string } =>
  ({ from: timeOfDay(store.alcohol_sale_time_from, language), to: timeOfDay(store.alcohol_sale_time_to, language) });

/** The refusal for a cart whose alcohol falls outside the window: schedule inside it where the store schedules. */
export function alcoholHoursRefusal(store: StoreRow, language: Language): { identifier: MessageKey; params: Record<string, string> } {
  return {
    identifier: store.schedule_delivery_enabled ? 'error.order.alcoholHours' : 'error.order.alcoholHoursNoSchedule',
    params: { store: store.name, ...alcoholHoursText(store, language) },
  };
}

/** The verdict for a cart holding alcohol: for the schedule that counts ('HH:mm' in the shop's zone), else for now. */
export function alcoholSaleOf(store: StoreRow, at: { now: Date; timezone: string; scheduleTime: string | null }, language: Language): AlcoholSale {
  const from = store.alcohol_sale_time_from;
  const to = store.alcohol_sale_time_to;
  const allowed = at.scheduleTime !== null
    ? inAlcoholHours(store, at.scheduleTime)
    : withinAcceptanceHours(msSinceMidnight(at.now, at.timezone), from, to);
  const refusal = alcoholHoursRefusal(store, language);
  return { saleTimeFrom: from, saleTimeTo: to, allowed, message: allowed ? null : translate(language, refusal.identifier, refusal.params) };
}
