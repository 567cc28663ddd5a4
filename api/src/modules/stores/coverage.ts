// Which store serves a point, and whether it takes orders now. Shared by stores, addresses, cart and orders.
import moment from 'moment-timezone';
import type { Kysely, Selectable } from 'kysely';
import type { DB, Stores } from '../../db/types.js';
import type { Language } from '../../i18n/messages.js';
import { translate } from '../../i18n/messages.js';

export type StoreRow = Selectable<Stores>;

/** Whether a store takes orders now, and its hours; times are ms since midnight in the shop's time zone. */
export interface StoreStatus {
  storeId: number;
  storeName: string;
  storeOnlineStatus: boolean;
  storeDeliveryStatus: boolean;
  scheduleDeliveryEnabled: boolean;
  storeOfflineMessage: string | null;
  orderAcceptanceTimeFrom: number;
  orderAcceptanceTimeTo: number;
  nowEpoch: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const MS_PER_DAY = 86_400_000;

/** Great-circle distance in metres (haversine); plenty exact for delivery radii of a few km. */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The store that delivers to the point: among active stores whose radius covers it, the nearest; else null. */
export async function findServingStore(db: Kysely<DB>, point: { latitude: number; longitude: number }, countryId?: string): Promise<StoreRow | null> {
  let query = db.selectFrom('stores').selectAll().where('active', '=', true);
  if (countryId) query = query.where('country_id', '=', countryId);
  // A cheap bounding box first (1° latitude ≈ 111 km; the largest radius is far below 0.5°), exact distance after.
  query = query.where('latitude', '>=', point.latitude - 0.5).where('latitude', '<=', point.latitude + 0.5)
    .where('longitude', '>=', point.longitude - 0.5).where('longitude', '<=', point.longitude + 0.5);
  return servingStoreAmong(await query.execute(), point);
}

/** The nearest of these stores whose radius covers the point (ties: the lower store id), else null. Pure: callers
 * that check many points (a list of addresses) load the stores once. Does not look at `active`. */
export function servingStoreAmong<S extends { store_id: number; latitude: number; longitude: number; delivery_radius_m: number }>(
  stores: readonly S[], point: { latitude: number; longitude: number },
): S | null {
  let best: { store: S; distance: number } | null = null;
  for (const store of stores) {
    const distance = distanceMeters(point, store);
    if (distance <= store.delivery_radius_m
      && (!best || distance < best.distance || (distance === best.distance && store.store_id < best.store.store_id))) best = { store, distance };
  }
  return best?.store ?? null;
}

/** ms since midnight of `now` in the time zone. */
export function msSinceMidnight(now: Date, timezone: string): number {
  const local = moment.tz(now, timezone);
  return local.diff(local.clone().startOf('day'));
}

/** Inside [from, to); a window that ends after midnight (to < from) wraps; from === to means all day. */
export function withinAcceptanceHours(ms: number, from: number, to: number): boolean {
  if (from === to || (from === 0 && to === MS_PER_DAY)) return true;
  return from < to ? ms >= from && ms < to : ms >= from || ms < to;
}

/** 'HH:mm' of ms since midnight for operators and machines (the staff API); the end of the day reads 24:00. */
export const hhmm = (ms: number): string => {
  const minutes = Math.floor(Math.min(Math.max(ms, 0), MS_PER_DAY) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

const CLOCKS: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-PE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
};

/**
 * A time of day (ms since midnight, as store hours are kept) the way the pages write it: '19:30' in Spanish, '7:30 PM'
 * in English, and the end of the day as 'medianoche' / 'midnight' rather than '24:00' or '00:00'.
 */
export function timeOfDay(ms: number, language: Language): string {
  if (ms >= MS_PER_DAY) return translate(language, 'time.midnight');
  // Intl's narrow no-break space before AM/PM reads as a plain space in every message.
  return CLOCKS[language].format(Math.max(ms, 0)).replace(/[\u00a0\u202f]/g, ' ');
}

/** The store's status now: online flag, delivering now (online, delivering and inside its hours), and the message to show. */
export function storeStatusOf(store: StoreRow, now: Date, language: Language, timezone: string): StoreStatus {
  const inHours = withinAcceptanceHours(msSinceMidnight(now, timezone), store.order_acceptance_time_from, store.order_acceptance_time_to);
  const online = store.online;
  const delivering = online && store.delivering && inHours;
  let message: string | null = null;
  if (!online) {
    message = (language === 'en' ? store.offline_message_en : store.offline_message_es)
      ?? translate(language, 'store.offline', { store: store.name });
  } else if (!store.delivering) {
    // Online but its deliveries are paused by the operator: saying "takes orders from 07:00 to 23:00" would be wrong.
    message = translate(language, 'store.notDelivering', { store: store.name });
  } else if (!delivering) {
    message = translate(language, 'store.outsideHours', {
      store: store.name, from: timeOfDay(store.order_acceptance_time_from, language), to: timeOfDay(store.order_acceptance_time_to, language),
    });
  }
  return {
    storeId: store.store_id,
    storeName: store.name,
    storeOnlineStatus: online,
    storeDeliveryStatus: delivering,
    scheduleDeliveryEnabled: store.schedule_delivery_enabled,
    storeOfflineMessage: message,
    orderAcceptanceTimeFrom: store.order_acceptance_time_from,
    orderAcceptanceTimeTo: store.order_acceptance_time_to,
    nowEpoch: now.getTime(),
  };
}

/** The time zone of a country (PE uses America/Lima). */
export async function countryTimezone(db: Kysely<DB>, countryId: string): Promise<string> {
  const row = await db.selectFrom('countries').select('timezone').where('country_id', '=', countryId).executeTakeFirst();
  return row?.timezone ?? 'America/Lima';
}
