// The contract's Address record built from rows (its schema is in schemas.ts): shared by the addresses routes and the auth module's User.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { servingStoreAmong } from '../stores/coverage.js';
import type { AddressRow } from './default-address.js';
import { activeStoresOf, listAddressRows } from './repository.js';
import { ADDRESS_ALIASES, addressRecordSchema, type AddressAlias, type AddressRecord } from './schemas.js';

export { ADDRESS_ALIASES, addressRecordSchema, type AddressAlias, type AddressRecord };

/** Maps a user_addresses row to the Address record; storeExists is the caller's coverage answer for its point. */
export function addressRecord(row: AddressRow, storeExists: boolean): AddressRecord {
  return {
    userAddressId: row.user_address_id,
    userId: row.user_id,
    countryId: row.country_id,
    firstName: row.first_name,
    lastName: row.last_name,
    telephone: row.telephone,
    street1: row.street1,
    street2: row.street2,
    landmark: row.landmark,
    cityNameGoogle: row.city_name_google,
    latitude: row.latitude,
    longitude: row.longitude,
    alias: row.alias,
    defaultShipping: row.default_shipping,
    storeExists,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Address records of rows, with storeExists computed against the active stores of each address's country (one query). */
export async function addressRecords(db: Kysely<DB>, rows: readonly AddressRow[]): Promise<AddressRecord[]> {
  const stores = await activeStoresOf(db, rows.map((r) => r.country_id));
  return rows.map((row) => addressRecord(row, servingStoreAmong(stores.filter((s) => s.country_id === row.country_id), row) !== null));
}

/** The user's live addresses as Address records, default first then newest (what GET /user-addresses/{userId} lists). */
export async function userAddressRecords(db: Kysely<DB>, userId: number): Promise<AddressRecord[]> {
  return addressRecords(db, await listAddressRows(db, userId));
}
