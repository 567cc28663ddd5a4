// The user's default delivery address (the one whose store serves the cart). Used by addresses, cart and orders.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UserAddresses } from '../../db/types.js';

export type AddressRow = Selectable<UserAddresses>;

export async function findDefaultAddress(db: Kysely<DB>, userId: number): Promise<AddressRow | null> {
  const row = await db.selectFrom('user_addresses').selectAll()
    .where('user_id', '=', userId).where('default_shipping', '=', true).where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** An address of this user (not deleted), or null: callers answer 404 so other users' ids are not revealed. */
export async function findOwnAddress(db: Kysely<DB>, userId: number, userAddressId: number): Promise<AddressRow | null> {
  const row = await db.selectFrom('user_addresses').selectAll()
    .where('user_address_id', '=', userAddressId).where('user_id', '=', userId).where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Serialises every change to one user's addresses (count limit, default moves, hand-over) until the transaction
 * ends. Call it first inside the transaction (trx), before reading. Advisory: locks no row other modules read.
 */
export async function lockUserAddresses(trx: Kysely<DB>, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`user_addresses:${userId}`}))`.execute(trx);
}

/**
 * Makes this address the user's only default. Inside a transaction that holds lockUserAddresses: the old default is
 * unset before the new one is set, as the partial unique index user_addresses_default_key requires.
 */
export async function setDefaultAddress(trx: Kysely<DB>, userId: number, userAddressId: number): Promise<void> {
  await trx.updateTable('user_addresses').set({ default_shipping: false })
    .where('user_id', '=', userId).where('default_shipping', '=', true).where('deleted_at', 'is', null)
    .where('user_address_id', '<>', userAddressId)
    .execute();
  await trx.updateTable('user_addresses').set({ default_shipping: true })
    .where('user_address_id', '=', userAddressId).where('user_id', '=', userId).where('deleted_at', 'is', null)
    .execute();
}
