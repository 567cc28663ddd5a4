// SQL of customer records: users joined with customers (ID document, date of birth).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { IdType } from '../../rules/id-documents.js';

export interface CustomerRow {
  user_id: number; id_type: IdType | null; id_number: string | null; dob: string | null; email: string | null; email_verified: boolean;
  first_name: string | null; last_name: string | null; contact_number: string | null; country_code: string | null; timezone: string;
}

export async function findCustomerRow(db: Kysely<DB>, userId: number): Promise<CustomerRow | null> {
  const row = await db.selectFrom('users as u')
    .innerJoin('countries as co', 'co.country_id', 'u.country_id')
    .leftJoin('customers as c', 'c.user_id', 'u.user_id')
    .select(['u.user_id', 'c.id_type', 'c.id_number', 'u.email', 'u.email_verified', 'u.first_name', 'u.last_name', 'u.contact_number', 'u.country_code', 'co.timezone'])
    // to_char: a date column would come back as a Date at the API server's local midnight.
    .select(sql<string | null>`to_char(c.dob, 'YYYY-MM-DD')`.as('dob'))
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export interface CustomerChanges {
  idType?: IdType; idNumber?: string; dob?: string; firstName?: string; lastName?: string; email?: string; languageId?: number;
}

/**
 * Writes the given fields; names live on users (the User record) and are copied to customers. The date of birth and the
 * ID are written only where the record has none or the same one: false when a locked field stood in the way (nothing
 * of customers written; the caller's transaction undoes the users part).
 */
export async function updateCustomer(trx: Kysely<DB>, userId: number, changes: CustomerChanges, now: Date): Promise<boolean> {
  const users = {
    ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
    ...(changes.languageId !== undefined ? { language_id: changes.languageId } : {}),
  };
  await trx.updateTable('users').set({ ...users, updated_at: now }).where('user_id', '=', userId).execute();
  const customers = {
    ...(changes.idType !== undefined ? { id_type: changes.idType, id_number: changes.idNumber ?? null } : {}),
    ...(changes.dob !== undefined ? { dob: changes.dob } : {}),
    ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    updated_at: now,
  };
  const written = await trx.insertInto('customers').values({ user_id: userId, ...customers })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(customers).where((eb) => eb.and([
      ...(changes.dob !== undefined ? [eb.or([eb('customers.dob', 'is', null), eb('customers.dob', '=', sql<Date>`cast(${changes.dob} as date)`)])] : []),
      ...(changes.idNumber !== undefined ? [eb.or([eb('customers.id_number', 'is', null),
        eb.and([eb('customers.id_type', '=', changes.idType as IdType), eb('customers.id_number', '=', changes.idNumber)])])] : []),
    ]))).executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A customer (role USER) of the country by mobile number (9 digits): what support is given on the phone. */
export async function findCustomerByPhone(db: Kysely<DB>, countryId: string, phone: string): Promise<{ user_id: number } | undefined> {
  return db.selectFrom('users as u').innerJoin('customers as c', 'c.user_id', 'u.user_id').select('u.user_id')
    .where('u.country_id', '=', countryId).where('u.contact_number', '=', phone).executeTakeFirst();
}

/** Support's correction: the new values over the locked ones, and a row per changed field with its reason. */
export async function writeIdentityCorrection(trx: Kysely<DB>, userId: number, values: Pick<CustomerChanges, 'dob' | 'idType' | 'idNumber'>,
  changes: { field: 'dob' | 'id'; oldValue: string | null; newValue: string | null; reason: string }[], now: Date): Promise<void> {
  await trx.updateTable('customers').set({
    ...(values.dob !== undefined ? { dob: values.dob } : {}),
    ...(values.idType !== undefined ? { id_type: values.idType, id_number: values.idNumber ?? null } : {}),
    updated_at: now,
  }).where('user_id', '=', userId).execute();
  await trx.insertInto('customer_identity_changes').values(changes.map((c) => ({
    user_id: userId, field: c.field, old_value: c.oldValue, new_value: c.newValue, reason: c.reason, changed_at: now,
  }))).execute();
}

/**
 * Names the customer gave elsewhere (a delivery address's contact) fill the profile's names that are still empty, on
 * users and customers alike; a name already on the profile is never overwritten.
 */
export async function fillEmptyNames(trx: Kysely<DB>, userId: number, names: { firstName: string | null; lastName: string | null }, now: Date): Promise<void> {
  for (const table of ['users', 'customers'] as const) {
    for (const [column, value] of [['first_name', names.firstName], ['last_name', names.lastName]] as const) {
      if (!value) continue;
      await trx.updateTable(table).set({ [column]: value, updated_at: now })
        .where('user_id', '=', userId).where((eb) => eb.or([eb(column, 'is', null), eb(column, '=', '')])).execute();
    }
  }
}
