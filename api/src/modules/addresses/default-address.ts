// The user's default delivery address (the one whose store serves the cart). Used by addresses, cart and orders.
import type { Kysely, Selectable } from 'kysely';
import type { DB, UserAddressesTable } from '../../db/types.js';

export type AddressRow = Selectable<UserAddressesTable>;

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
