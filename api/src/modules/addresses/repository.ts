// SQL of user addresses. Writes take the transaction (trx) that holds lockUserAddresses.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, UserAddresses } from '../../db/types.js';
import type { StoreRow } from '../stores/coverage.js';
import type { AddressRow } from './default-address.js';

/** The columns a caller may set (everything but ids, owner, country, default flag and timestamps). */
export type AddressValues = Required<Pick<Insertable<UserAddresses>,
  'first_name' | 'last_name' | 'telephone' | 'street1' | 'street2' | 'landmark' | 'city_name_google' | 'latitude' | 'longitude' | 'alias'>>;

/** Live addresses of the user: default first, then newest. */
export function listAddressRows(db: Kysely<DB>, userId: number): Promise<AddressRow[]> {
  return db.selectFrom('user_addresses').selectAll()
    .where('user_id', '=', userId).where('deleted_at', 'is', null)
    .orderBy('default_shipping', 'desc').orderBy('created_at', 'desc').orderBy('user_address_id', 'desc')
    .execute();
}

export async function countLiveAddresses(db: Kysely<DB>, userId: number): Promise<{ count: number; hasDefault: boolean }> {
  const row = await db.selectFrom('user_addresses')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn<boolean | null>('bool_or', ['default_shipping']).as('has_default')])
    .where('user_id', '=', userId).where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), hasDefault: Boolean(row.has_default) };
}

export function insertAddress(db: Kysely<DB>, values: Insertable<UserAddresses>): Promise<AddressRow> {
  return db.insertInto('user_addresses').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAddress(db: Kysely<DB>, userId: number, userAddressId: number, values: Updateable<UserAddresses>): Promise<AddressRow> {
  return db.updateTable('user_addresses').set(values)
    .where('user_address_id', '=', userAddressId).where('user_id', '=', userId).where('deleted_at', 'is', null)
    .returningAll().executeTakeFirstOrThrow();
}

/** The live address changed last (the default's heir when the default is deleted). */
export async function mostRecentlyUpdated(db: Kysely<DB>, userId: number): Promise<AddressRow | null> {
  const row = await db.selectFrom('user_addresses').selectAll()
    .where('user_id', '=', userId).where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc').orderBy('user_address_id', 'desc')
    .limit(1).executeTakeFirst();
  return row ?? null;
}

/** Active stores of these countries, loaded once to check coverage of many points. */
export async function activeStoresOf(db: Kysely<DB>, countryIds: readonly string[]): Promise<StoreRow[]> {
  if (countryIds.length === 0) return [];
  return db.selectFrom('stores').selectAll().where('active', '=', true).where('country_id', 'in', [...new Set(countryIds)]).execute();
}
