// Rules of the stores area: which store serves a point, each store's status now (in its country's time zone), and the
// operator's setting of a store's alcohol sale hours.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Language } from '../../i18n/messages.js';
import { assertCountryInQuery } from '../countries/service.js';
import { FieldValidationError, NotFoundError, type FieldErrorSpec } from '../../lib/errors.js';
import { countryTimezone, findServingStore, hhmm, storeStatusOf } from './coverage.js';
import { paymentOptionsOf } from './payment-options.js';
import { activeStores, updateAlcoholSaleHours } from './repository.js';
import type { StoreExistsQuery, StoreListRecord, StoresQuery } from './schemas.js';

export async function storeExists(db: Kysely<DB>, point: StoreExistsQuery) {
  const store = await findServingStore(db, point);
  return { storeExists: store !== null, storeId: store?.store_id ?? null, storeName: store?.name ?? null };
}

export async function listStores(db: Kysely<DB>, now: Date, language: Language, query: StoresQuery): Promise<{ count: number; records: StoreListRecord[] }> {
  await assertCountryInQuery(db, query.countryId);
  const stores = await activeStores(db, query.countryId);
  const timezones = new Map<string, string>();
  for (const countryId of new Set(stores.map((s) => s.country_id))) timezones.set(countryId, await countryTimezone(db, countryId));
  const records = stores.map((store) => ({
    storeId: store.store_id,
    storeName: store.name,
    address: store.address,
    latitude: store.latitude,
    longitude: store.longitude,
    deliveryRadius: store.delivery_radius_m,
    phone: store.phone,
    storeStatus: storeStatusOf(store, now, language, timezones.get(store.country_id) as string),
    paymentOptions: paymentOptionsOf(store),
  }));
  return { count: records.length, records };
}

/** 'HH:mm' from 00:00 to 24:00 → ms since midnight, else null. */
export function msOfTime(text: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const ms = (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  return ms <= 86_400_000 ? ms : null;
}

/**
 * The operator's setting of a store's alcohol sale window (a district may set other hours than Lima's 09:00–23:00);
 * from later than to wraps past midnight, from equal to to means no limit, as the order-acceptance hours read.
 */
export async function setAlcoholSaleHours(db: Kysely<DB>, code: string, window: { from: string; to: string }, now: Date):
  Promise<{ storeCode: string; storeName: string; from: string; to: string }> {
  const from = msOfTime(window.from);
  const to = msOfTime(window.to);
  const errors: FieldErrorSpec[] = [];
  if (from === null) errors.push({ fieldName: 'from', identifier: 'error.ops.timeInvalid' });
  if (to === null) errors.push({ fieldName: 'to', identifier: 'error.ops.timeInvalid' });
  if (from === null || to === null) throw new FieldValidationError(errors);
  const store = await updateAlcoholSaleHours(db, code, from, to, now);
  if (!store) throw new NotFoundError('error.ops.storeNotFound', { code });
  return { storeCode: store.code, storeName: store.name, from: hhmm(store.alcohol_sale_time_from), to: hhmm(store.alcohol_sale_time_to) };
}
