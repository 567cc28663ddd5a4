// SQL of the auth area: users and roles, devices, active carts, one-time codes.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, Otps } from '../../db/types.js';
import { ROLE_IDS } from '../../plugins/session.js';
import type { OtpType } from './schemas.js';

export type OtpRow = Selectable<Otps>;

export async function countryCallingCode(db: Kysely<DB>, countryId: string): Promise<string> {
  const row = await db.selectFrom('countries').select('country_code').where('country_id', '=', countryId).executeTakeFirstOrThrow();
  return row.country_code;
}

/** Holds a transaction-scoped lock on a name: callers with the same name run one after the other. */
export async function lockName(trx: Kysely<DB>, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}

export async function insertGuestUser(trx: Kysely<DB>, countryId: string, languageId: number, now: Date): Promise<number> {
  const user = await trx.insertInto('users').values({ country_id: countryId, language_id: languageId, created_at: now, updated_at: now })
    .returning('user_id').executeTakeFirstOrThrow();
  await trx.insertInto('user_roles').values({ user_id: user.user_id, role_id: ROLE_IDS.WEB_GUEST_USER }).execute();
  return user.user_id;
}

export interface DeviceFields {
  deviceUid: string; deviceToken?: string | null | undefined; deviceName?: string | null | undefined;
  deviceType: string; appVersion?: string | null | undefined; countryId: string;
}

/** One row per browser (deviceUid), pointing at the user who registered it last. */
export async function upsertDevice(trx: Kysely<DB>, device: DeviceFields, userId: number, now: Date): Promise<number> {
  const values = {
    device_token: device.deviceToken ?? null, device_name: device.deviceName ?? null, device_type: device.deviceType,
    app_version: device.appVersion ?? null, country_id: device.countryId, user_id: userId, updated_at: now,
  };
  const row = await trx.insertInto('devices').values({ device_uid: device.deviceUid, created_at: now, ...values })
    .onConflict((oc) => oc.column('device_uid').doUpdateSet(values))
    .returning('device_id').executeTakeFirstOrThrow();
  return row.device_id;
}

export async function findDeviceId(db: Kysely<DB>, deviceUid: string): Promise<number | null> {
  const row = await db.selectFrom('devices').select('device_id').where('device_uid', '=', deviceUid).executeTakeFirst();
  return row?.device_id ?? null;
}

/** The user's active cart, or null when there is none (nothing is created). */
export async function findActiveCart(db: Kysely<DB>, userId: number): Promise<number | null> {
  const row = await db.selectFrom('carts').select('cart_id').where('user_id', '=', userId).where('status', '=', 'ACTIVE').executeTakeFirst();
  return row?.cart_id ?? null;
}

/** The user's active cart, created when missing (the partial unique index keeps it to one even under races). */
export async function ensureActiveCart(db: Kysely<DB>, userId: number, countryId: string, now: Date): Promise<number> {
  const existing = await findActiveCart(db, userId);
  if (existing !== null) return existing;
  await sql`insert into carts (user_id, country_id, created_at, updated_at) values (${userId}, ${countryId}, ${now}, ${now})
    on conflict (user_id) where status = 'ACTIVE' do nothing`.execute(db);
  const row = await db.selectFrom('carts').select('cart_id').where('user_id', '=', userId).where('status', '=', 'ACTIVE').executeTakeFirstOrThrow();
  return row.cart_id;
}

export async function findUserIdByPhone(db: Kysely<DB>, countryCode: string, contactNumber: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('user_id')
    .where('country_code', '=', countryCode).where('contact_number', '=', contactNumber).executeTakeFirst();
  return row?.user_id ?? null;
}

/** A verified customer: the USER role and a customers row (both kept if already there). */
export async function makeCustomer(trx: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await trx.insertInto('user_roles').values({ user_id: userId, role_id: ROLE_IDS.USER }).onConflict((oc) => oc.doNothing()).execute();
  await trx.insertInto('customers').values({ user_id: userId, updated_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

export async function insertPhoneUser(trx: Kysely<DB>, fields: { countryId: string; countryCode: string; contactNumber: string; languageId: number }, now: Date): Promise<number> {
  const user = await trx.insertInto('users').values({
    country_id: fields.countryId, country_code: fields.countryCode, contact_number: fields.contactNumber, language_id: fields.languageId,
    created_at: now, updated_at: now,
  }).returning('user_id').executeTakeFirstOrThrow();
  return user.user_id;
}

/** Another user already holding this e-mail address (compared case-insensitively, as the unique index does). */
export async function emailTakenByOther(db: Kysely<DB>, email: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('user_id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase()).where('user_id', '<>', userId).executeTakeFirst();
  return row !== undefined;
}

export async function setVerifiedEmail(trx: Kysely<DB>, userId: number, email: string, now: Date): Promise<void> {
  await trx.updateTable('users').set({ email, email_verified: true, updated_at: now }).where('user_id', '=', userId).execute();
  await trx.insertInto('customers').values({ user_id: userId, email, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email, updated_at: now })).execute();
}

export async function moveDevice(trx: Kysely<DB>, deviceId: number, userId: number, now: Date): Promise<void> {
  await trx.updateTable('devices').set({ user_id: userId, updated_at: now }).where('device_id', '=', deviceId).execute();
}

export async function deleteSession(trx: Kysely<DB>, sessionId: string): Promise<void> {
  await trx.deleteFrom('sessions').where('session_id', '=', sessionId).execute();
}

// ---- one-time codes ----

/** Creation times of the codes issued in the window, oldest first. */
export async function codeTimesFromIp(trx: Kysely<DB>, ip: string, since: Date): Promise<Date[]> {
  const rows = await trx.selectFrom('otps').select('created_at').where('ip', '=', ip).where('created_at', '>', since).orderBy('created_at').execute();
  return rows.map((r) => r.created_at);
}

export async function codesForTarget(trx: Kysely<DB>, target: string, since: Date): Promise<{ created_at: Date; otp_type: OtpType }[]> {
  return trx.selectFrom('otps').select(['created_at', 'otp_type']).where('target', '=', target).where('created_at', '>', since)
    .orderBy('created_at').execute();
}

/** A new code (`keepOtpId`, once delivered) makes the older unused ones of the same target and type worthless. */
export async function expireLiveCodes(db: Kysely<DB>, target: string, otpType: OtpType, now: Date, keepOtpId: number): Promise<void> {
  await db.updateTable('otps').set({ expires_at: now })
    .where('target', '=', target).where('otp_type', '=', otpType).where('used', '=', false).where('expires_at', '>', now)
    .where('otp_id', '<', keepOtpId).execute();
}

export async function insertCode(trx: Kysely<DB>, code: {
  target: string; channel: 'SMS' | 'EMAIL'; otpType: OtpType; codeHash: string; userId: number | null; expiresAt: Date; ip: string; now: Date;
}): Promise<number> {
  const row = await trx.insertInto('otps').values({
    target: code.target, channel: code.channel, otp_type: code.otpType, code_hash: code.codeHash, user_id: code.userId,
    expires_at: code.expiresAt, ip: code.ip, created_at: code.now,
  }).returning('otp_id').executeTakeFirstOrThrow();
  return row.otp_id;
}

export async function deleteCode(db: Kysely<DB>, otpId: number): Promise<void> {
  await db.deleteFrom('otps').where('otp_id', '=', otpId).execute();
}

/** The newest unused, unexpired code of the target and type (locked for the verification). */
export async function findLiveCode(trx: Kysely<DB>, target: string, otpType: OtpType, userId: number | null, now: Date): Promise<OtpRow | null> {
  let query = trx.selectFrom('otps').selectAll()
    .where('target', '=', target).where('otp_type', '=', otpType).where('used', '=', false).where('expires_at', '>', now);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const row = await query.orderBy('created_at', 'desc').orderBy('otp_id', 'desc').limit(1).forUpdate().executeTakeFirst();
  return row ?? null;
}

export async function recordWrongTry(trx: Kysely<DB>, otpId: number, attempts: number, burned: boolean): Promise<void> {
  await trx.updateTable('otps').set({ attempts, used: burned }).where('otp_id', '=', otpId).execute();
}

export async function markCodeUsed(trx: Kysely<DB>, otpId: number): Promise<void> {
  await trx.updateTable('otps').set({ used: true }).where('otp_id', '=', otpId).execute();
}
