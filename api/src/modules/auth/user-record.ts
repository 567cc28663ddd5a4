// The User record of the login answers (contract "User"): profile, roles and the non-deleted addresses
// (in the addresses module's Address shape, default first then newest).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { userAddressRecords } from '../addresses/record.js';
import { midnightEpochOf } from '../customers/dob.js';
import { isRoleName, type UserRecord } from './schemas.js';

export type { UserRecord };

/** The user's record (the user must exist). Addresses: the default first, then the newest. */
export async function userRecord(db: Kysely<DB>, userId: number): Promise<UserRecord> {
  const user = await db.selectFrom('users as u')
    .innerJoin('countries as co', 'co.country_id', 'u.country_id')
    .leftJoin('customers as c', 'c.user_id', 'u.user_id')
    .select(['u.user_id', 'u.first_name', 'u.last_name', 'u.contact_number', 'u.country_code', 'u.email', 'co.timezone'])
    // to_char: a date column would come back as a Date at the API server's local midnight.
    .select(sql<string | null>`to_char(c.dob, 'YYYY-MM-DD')`.as('dob'))
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new Error(`userRecord: no user ${userId}`);
  const roles = await db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select(['r.role_id', 'r.role_name']).where('ur.user_id', '=', userId).orderBy('r.role_id').execute();
  return {
    userId: user.user_id,
    firstName: user.first_name,
    lastName: user.last_name,
    contactNumber: user.contact_number,
    countryCode: user.country_code,
    email: user.email,
    dob: user.dob ? midnightEpochOf(user.dob, user.timezone) : null,
    // A role the shop does not give (added by hand in the database) is not part of the contract: left out.
    userRoles: roles.flatMap((r) => (isRoleName(r.role_name) ? [{ roleId: r.role_id, roleName: r.role_name }] : [])),
    userAddresses: await userAddressRecords(db, userId),
  };
}
