// SQL of stores: the active ones for the store-location page.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { StoreRow } from './coverage.js';

export function activeStores(db: Kysely<DB>, countryId?: string): Promise<StoreRow[]> {
  let query = db.selectFrom('stores').selectAll().where('active', '=', true);
  if (countryId) query = query.where('country_id', '=', countryId);
  return query.orderBy('name').orderBy('store_id').execute();
}

/** Sets a store's alcohol sale window (ms since midnight); undefined when no store has the code. */
export async function updateAlcoholSaleHours(db: Kysely<DB>, code: string, from: number, to: number, now: Date): Promise<StoreRow | undefined> {
  return db.updateTable('stores').set({ alcohol_sale_time_from: from, alcohol_sale_time_to: to, updated_at: now })
    .where('code', '=', code).returningAll().executeTakeFirst();
}
