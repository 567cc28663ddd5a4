// Rules of the stores area: which store serves a point, and each store's status now (in its country's time zone).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Language } from '../../i18n/messages.js';
import { assertCountryInQuery } from '../countries/service.js';
import { countryTimezone, findServingStore, storeStatusOf } from './coverage.js';
import { paymentOptionsOf } from './payment-options.js';
import { activeStores } from './repository.js';
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
