// SQL of stores: the active ones for the store-location page.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { StoreRow } from './coverage.js';

export function activeStores(db: Kysely<DB>, countryId?: string): Promise<StoreRow[]> {
  let query = db.selectFrom('stores').selectAll().where('active', '=', true);
  if (countryId) query = query.where('country_id', '=', countryId);
  return query.orderBy('name').orderBy('store_id').execute();
}
