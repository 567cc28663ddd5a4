// Rules of user addresses: owner only, guest vs customer fields, one default per user, soft delete, 20 at most.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { AppError, FieldValidationError, NotFoundError, type FieldErrorSpec } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertCountryInQuery } from '../countries/service.js';
import { fillEmptyNames } from '../customers/repository.js';
import { findOwnAddress, lockUserAddresses, setDefaultAddress, type AddressRow } from './default-address.js';
import { addressRecords, userAddressRecords, type AddressRecord } from './record.js';
import { countLiveAddresses, insertAddress, mostRecentlyUpdated, updateAddress, type AddressValues } from './repository.js';
import { MAX_ADDRESSES_PER_USER, type AddressBody } from './schemas.js';

type Caller = Pick<SessionUser, 'userId' | 'roleName' | 'countryId'>;

/** Trailing spaces dropped; missing, null and '' are "none". (Leading spaces were refused by the schema.) */
const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trimEnd();
  return trimmed ? trimmed : null;
};

/**
 * The columns to store, or a 400 with every missing field at once. A customer's address is a delivery address:
 * names, telephone and alias are required (the rider calls and greets the customer); a guest's is a location for
 * coverage, so only street1 and the coordinates are. The existing alias is kept when a guest's update omits it.
 */
export function addressValues(body: AddressBody, caller: Caller, existingAlias?: AddressRow['alias']): AddressValues {
  const values: AddressValues = {
    first_name: clean(body.firstName), last_name: clean(body.lastName), telephone: clean(body.telephone),
    street1: body.street1.trimEnd(), street2: clean(body.street2), landmark: clean(body.landmark),
    city_name_google: clean(body.cityNameGoogle), latitude: body.latitude, longitude: body.longitude,
    alias: body.alias ?? existingAlias ?? 'Home',
  };
  const missing: FieldErrorSpec[] = [];
  if (!values.street1) missing.push({ fieldName: 'street1', identifier: 'error.validation.required' });
  if (caller.roleName === 'USER') {
    if (!values.first_name) missing.push({ fieldName: 'firstName', identifier: 'error.validation.required' });
    if (!values.last_name) missing.push({ fieldName: 'lastName', identifier: 'error.validation.required' });
    if (!values.telephone) missing.push({ fieldName: 'telephone', identifier: 'error.validation.required' });
    if (!body.alias) missing.push({ fieldName: 'alias', identifier: 'error.validation.required' });
  }
  if (missing.length) throw new FieldValidationError(missing);
  return values;
}

/**
 * A customer who types their names for a delivery (the address form, checkout's contact details) has told the shop
 * their names: the profile takes them where it has none yet, so the profile and the claims book need not ask again.
 */
async function fillProfileNames(trx: Kysely<DB>, caller: Caller, values: AddressValues, now: Date): Promise<void> {
  if (caller.roleName !== 'USER') return;
  await fillEmptyNames(trx, caller.userId, { firstName: values.first_name ?? null, lastName: values.last_name ?? null }, now);
}

const notFound = () => new NotFoundError('error.address.notFound');

async function recordOf(db: Kysely<DB>, row: AddressRow): Promise<AddressRecord> {
  const [record] = await addressRecords(db, [row]);
  return record as AddressRecord;
}

/** GET /user-addresses/{userId}: only the owner; an empty list is a 404 that the browser answers with the add-address map. */
export async function listAddresses(db: Kysely<DB>, caller: Caller, userId: number): Promise<{ count: number; records: AddressRecord[] }> {
  if (userId !== caller.userId) throw new AppError(403, 'error.auth.forbidden');
  const records = await userAddressRecords(db, userId);
  if (records.length === 0) throw notFound();
  return { count: records.length, records };
}

export async function createAddress(db: Kysely<DB>, now: Date, caller: Caller, body: AddressBody): Promise<AddressRecord> {
  const values = addressValues(body, caller);
  await assertCountryInQuery(db, body.countryId);
  const row = await db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, caller.userId);
    const { count, hasDefault } = await countLiveAddresses(trx, caller.userId);
    if (count >= MAX_ADDRESSES_PER_USER) throw new AppError(409, 'error.address.limit', { max: MAX_ADDRESSES_PER_USER });
    const makeDefault = !hasDefault || body.defaultShipping === true;
    if (makeDefault) {
      await trx.updateTable('user_addresses').set({ default_shipping: false })
        .where('user_id', '=', caller.userId).where('default_shipping', '=', true).where('deleted_at', 'is', null).execute();
    }
    await fillProfileNames(trx, caller, values, now);
    return insertAddress(trx, {
      ...values, user_id: caller.userId, country_id: caller.countryId, default_shipping: makeDefault, created_at: now, updated_at: now,
    });
  });
  return recordOf(db, row);
}

/** PUT replaces the editable fields; defaultShipping true moves the default here, false never leaves the user without one. */
export async function replaceAddress(db: Kysely<DB>, now: Date, caller: Caller, userAddressId: number, body: AddressBody): Promise<AddressRecord> {
  const row = await db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, caller.userId);
    const own = await findOwnAddress(trx, caller.userId, userAddressId);
    if (!own) throw notFound();
    const values = addressValues(body, caller, own.alias);
    await assertCountryInQuery(trx, body.countryId);
    if (body.defaultShipping === true && !own.default_shipping) await setDefaultAddress(trx, caller.userId, userAddressId);
    await fillProfileNames(trx, caller, values, now);
    return updateAddress(trx, caller.userId, userAddressId, { ...values, updated_at: now });
  });
  return recordOf(db, row);
}

/** Soft delete; a deleted default hands the default to the most recently updated remaining address. */
export async function deleteAddress(db: Kysely<DB>, now: Date, caller: Caller, userAddressId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, caller.userId);
    const own = await findOwnAddress(trx, caller.userId, userAddressId);
    if (!own) throw notFound();
    await updateAddress(trx, caller.userId, userAddressId, { deleted_at: now, default_shipping: false, updated_at: now });
    if (own.default_shipping) {
      const heir = await mostRecentlyUpdated(trx, caller.userId);
      if (heir) await setDefaultAddress(trx, caller.userId, heir.user_address_id);
    }
  });
}

export async function makeDefaultAddress(db: Kysely<DB>, now: Date, caller: Caller, userAddressId: number): Promise<AddressRecord> {
  const row = await db.transaction().execute(async (trx) => {
    await lockUserAddresses(trx, caller.userId);
    const own = await findOwnAddress(trx, caller.userId, userAddressId);
    if (!own) throw notFound();
    if (!own.default_shipping) await setDefaultAddress(trx, caller.userId, userAddressId);
    return updateAddress(trx, caller.userId, userAddressId, { updated_at: now });
  });
  return recordOf(db, row);
}
