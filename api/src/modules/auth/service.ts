// Rules of guests and phone login: guest creation, one-time codes (issue, limits, verification), login answers.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isEmail } from '../../rules/email.js';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, translate, type Language } from '../../i18n/messages.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, FieldValidationError, type FieldErrorSpec } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { findDefaultAddress } from '../addresses/default-address.js';
import { assertCountryInPath } from '../countries/service.js';
import { recordLoginConsents } from '../consents/service.js';
import { mergeGuestIntoCustomer } from './merge.js';
import { countHit, RateLimitError, secondsUntil } from '../../lib/rate-limit.js';
import * as repo from './repository.js';
import type { CurrentSession, GuestBody, LoginAnswer, OtpRequestBody, OtpType, OtpVerifyBody } from './schemas.js';
import type { OtpChannel, OtpSender } from './sender.js';
import { userRecord } from './user-record.js';
import { clearFailures, lockedError, lockedUntil, recordFailure } from './lockout.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A per-network-address limit from the environment (a positive whole number), else the default. Many shoppers can
 * share one address (mobile carriers' NAT, an office), so an operator may raise it; the test journeys, which all come
 * from one machine, do.
 */
export function perAddressLimit(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const OTP_LIMITS = {
  validMs: 10 * MINUTE_MS,
  resendAfterMs: 60_000,
  perTargetPerHour: 5,
  perIpPerHour: perAddressLimit('OTP_PER_IP_PER_HOUR', 20),
  wrongTries: 5,
  /** Codes checked (right or wrong) per network address and hour: guessing spread over many numbers from one place. */
  verificationsPerIpPerHour: perAddressLimit('OTP_VERIFY_PER_IP_PER_HOUR', 60),
} as const;
export const GUESTS_PER_IP_PER_HOUR = perAddressLimit('GUESTS_PER_IP_PER_HOUR', 30);

/** Opens the caller's new session inside the given transaction (app.startSession bound to the request). */
export type StartSession = (trx: Kysely<DB>, userId: number, deviceId: number | null) => Promise<void>;

export interface AuthDeps { db: Kysely<DB>; clock: Clock }

/** The body's countryId must repeat the path's. */
export function assertSameCountry(pathCountryId: string, bodyCountryId: string): void {
  if (pathCountryId !== bodyCountryId) {
    throw new FieldValidationError([{ fieldName: 'countryId', identifier: 'error.auth.countryMismatch', params: { countryId: pathCountryId } }]);
  }
}

export async function loginAnswer(db: Kysely<DB>, userId: number, cartId: number): Promise<LoginAnswer> {
  const [user, address] = [await userRecord(db, userId), await findDefaultAddress(db, userId)];
  return { user, cartId, userAddressId: address?.user_address_id ?? null };
}

/**
 * Who the caller is, read only: what the browser keeps as its session (user, role, cart, default address, date of
 * birth), for a page rendered on the server, which has the cookie but not the browser's storage.
 */
export async function currentSession(db: Kysely<DB>, caller: SessionUser | null): Promise<CurrentSession> {
  if (!caller) return { signedIn: false, userId: null, roleName: null, roleId: null, cartId: null, userAddressId: null, dob: null, countryId: null };
  const [user, address, cartId] = [await userRecord(db, caller.userId), await findDefaultAddress(db, caller.userId), await repo.findActiveCart(db, caller.userId)];
  return {
    signedIn: true, userId: caller.userId, roleName: caller.roleName, roleId: caller.roleId, cartId,
    userAddressId: address?.user_address_id ?? null, dob: user.dob, countryId: caller.countryId,
  };
}

// ---- guests ----

/**
 * POST .../guest-users. A caller with a valid session gets its own user back (created: false); otherwise a new guest
 * with its device, an active cart and a session, at most GUESTS_PER_IP_PER_HOUR per network address.
 */
export async function registerGuest(deps: AuthDeps, input: {
  countryId: string; body: GuestBody; caller: SessionUser | null; ip: string; language: Language; startSession: StartSession;
}): Promise<{ created: boolean; answer: LoginAnswer }> {
  const { db, clock } = deps;
  await assertCountryInPath(db, input.countryId);
  assertSameCountry(input.countryId, input.body.countryId);
  const now = clock.now();
  if (input.caller) {
    const cartId = await repo.ensureActiveCart(db, input.caller.userId, input.caller.countryId, now);
    return { created: false, answer: await loginAnswer(db, input.caller.userId, cartId) };
  }
  const { hits, retryAfterSeconds } = await countHit(db, `guest-users:${input.ip}`, now, HOUR_MS);
  if (hits > GUESTS_PER_IP_PER_HOUR) {
    throw new RateLimitError('error.auth.tooManyGuests', retryAfterSeconds, { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
  const { userId, cartId } = await db.transaction().execute(async (trx) => {
    const guestId = await repo.insertGuestUser(trx, input.countryId, LANGUAGE_IDS[input.language], now);
    const deviceId = await repo.upsertDevice(trx, input.body, guestId, now);
    const newCartId = await repo.ensureActiveCart(trx, guestId, input.countryId, now);
    await input.startSession(trx, guestId, deviceId);
    return { userId: guestId, cartId: newCartId };
  });
  return { created: true, answer: await loginAnswer(db, userId, cartId) };
}

// ---- one-time codes ----

interface Target { target: string; channel: OtpChannel; otpType: OtpType; userId: number | null; countryCode: string; contactNumber?: string }

/** Who the code is for: LOGIN → the phone (+51987654321, SMS); CHANGE_EMAIL → the caller's new e-mail (EMAIL). */
async function resolveTarget(db: Kysely<DB>, countryId: string, body: OtpRequestBody, caller: SessionUser | null): Promise<Target> {
  await assertCountryInPath(db, countryId);
  const callingCode = await repo.countryCallingCode(db, countryId);
  if (body.otpType === 'CHANGE_EMAIL') {
    if (!caller) throw new AppError(401, 'error.auth.sessionRequired');
    if (caller.roleName !== 'USER') throw new AppError(403, 'error.auth.customerRequired');
  }
  const errors: FieldErrorSpec[] = [];
  if (body.countryCode !== undefined && body.countryCode !== callingCode) {
    errors.push({ fieldName: 'countryCode', identifier: 'error.auth.countryCodeInvalid', params: { countryCode: callingCode } });
  }
  if (body.otpType === 'LOGIN') {
    if (body.contactNumber === undefined) errors.push({ fieldName: 'contactNumber', identifier: 'error.validation.required' });
    if (body.countryCode === undefined) errors.push({ fieldName: 'countryCode', identifier: 'error.validation.required' });
    if (errors.length) throw new FieldValidationError(errors);
    const contactNumber = body.contactNumber as string;
    return { target: `${callingCode}${contactNumber}`, channel: 'SMS', otpType: 'LOGIN', userId: null, countryCode: callingCode, contactNumber };
  }
  const email = body.email?.trim().toLowerCase() ?? '';
  if (!email) errors.push({ fieldName: 'email', identifier: 'error.validation.required' });
  else if (!isEmail(email)) errors.push({ fieldName: 'email', identifier: 'error.email.invalid' });
  if (errors.length) throw new FieldValidationError(errors);
  const userId = (caller as SessionUser).userId;
  if (await repo.emailTakenByOther(db, email, userId)) throw new AppError(409, 'error.email.taken');
  return { target: email, channel: 'EMAIL', otpType: 'CHANGE_EMAIL', userId, countryCode: callingCode };
}

const hashCode = (target: Target, code: string): string =>
  crypto.createHash('sha256').update(`${target.otpType}:${target.target}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The i-th oldest time (of those that fill the limit) leaves the rolling hour at that time + 1 h. */
const freedAt = (times: Date[], limit: number): number => (times[times.length - limit] as Date).getTime() + HOUR_MS;

/**
 * POST .../login/request-otp. The limits are read and the code written in one transaction that holds a lock on the
 * caller's network address and on the target, so concurrent requests cannot both pass the 60-second rule.
 */
export async function requestOtp(deps: AuthDeps & { sender: OtpSender; log: FastifyBaseLogger }, input: {
  countryId: string; body: OtpRequestBody; caller: SessionUser | null; ip: string; language: Language;
}): Promise<{ otpSent: true; expiresInSeconds: number; resendInSeconds: number }> {
  const { db, clock } = deps;
  const target = await resolveTarget(db, input.countryId, input.body, input.caller);
  const now = clock.now();
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const otpId = await db.transaction().execute(async (trx) => {
    // Always the network lock first, then the target: one order, so two requests cannot wait on each other.
    await repo.lockName(trx, `otp-ip:${input.ip}`);
    await repo.lockName(trx, `otp:${target.target}`);
    // A locked account gets no new code: it could not be checked, and the SMS would only bother the phone's owner.
    const locked = await lockedUntil(trx, target.target, now);
    if (locked) throw lockedError(input.language, locked, now);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const fromIp = await repo.codeTimesFromIp(trx, input.ip, hourAgo);
    if (fromIp.length >= OTP_LIMITS.perIpPerHour) {
      const wait = secondsUntil(freedAt(fromIp, OTP_LIMITS.perIpPerHour), now);
      throw new RateLimitError('error.otp.tooManyFromNetwork', wait, { minutes: Math.ceil(wait / 60) });
    }
    const forTarget = await repo.codesForTarget(trx, target.target, hourAgo);
    if (forTarget.length >= OTP_LIMITS.perTargetPerHour) {
      const wait = secondsUntil(freedAt(forTarget.map((c) => c.created_at), OTP_LIMITS.perTargetPerHour), now);
      throw new RateLimitError('error.otp.tooManyCodes', wait, { minutes: Math.ceil(wait / 60) });
    }
    const last = forTarget.filter((c) => c.otp_type === target.otpType).at(-1);
    if (last && now.getTime() - last.created_at.getTime() < OTP_LIMITS.resendAfterMs) {
      const wait = secondsUntil(last.created_at.getTime() + OTP_LIMITS.resendAfterMs, now);
      throw new RateLimitError('error.otp.resendTooSoon', wait, { seconds: wait });
    }
    return repo.insertCode(trx, {
      target: target.target, channel: target.channel, otpType: target.otpType, codeHash: hashCode(target, code), userId: target.userId,
      expiresAt: new Date(now.getTime() + OTP_LIMITS.validMs), ip: input.ip, now,
    });
  });
  const body = translate(input.language, 'otp.message', { code, minutes: OTP_LIMITS.validMs / MINUTE_MS });
  try {
    await deps.sender.send({ to: target.target, channel: target.channel, code, body });
  } catch (error) {
    // Not delivered: withdraw the code, so it neither works nor holds back the next request (the 60 s rule and the
    // hourly limits count only codes that went out), and the earlier code, still unexpired, keeps working.
    // 502: the gateway behind us failed; the shop is not down (a 503 would send the shopper to /maintenance).
    deps.log.error({ err: error, channel: target.channel }, 'OTP delivery failed');
    await repo.deleteCode(db, otpId);
    throw new AppError(502, 'error.otp.sendFailed');
  }
  // Delivered: the new code makes the older ones worthless.
  await repo.expireLiveCodes(db, target.target, target.otpType, now, otpId);
  return { otpSent: true, expiresInSeconds: OTP_LIMITS.validMs / 1000, resendInSeconds: OTP_LIMITS.resendAfterMs / 1000 };
}

type VerifyOutcome =
  | { kind: 'expired' } | { kind: 'wrong'; remaining: number } | { kind: 'burned' } | { kind: 'taken' } | { kind: 'locked'; until: Date }
  | { kind: 'ok'; userId: number; cartId: number | null };

/**
 * POST .../login/verify-otp. Wrong tries are counted in the database and committed before the error answer.
 * LOGIN: finds or creates the customer, takes over a guest caller's cart lines and addresses, renews the session —
 * all in one transaction. CHANGE_EMAIL: stores the verified e-mail; the session stays.
 */
export async function verifyOtp(deps: AuthDeps, input: {
  countryId: string; body: OtpVerifyBody; caller: SessionUser | null; ip: string; language: Language; startSession: StartSession;
}): Promise<LoginAnswer> {
  const { db, clock } = deps;
  const now = clock.now();
  const target = await resolveTarget(db, input.countryId, input.body, input.caller);
  // Before the code is looked at: a login without the terms box tries no code, so it costs no try and is not counted.
  if (target.otpType === 'LOGIN' && input.body.termsAccepted !== true) {
    throw new FieldValidationError([{ fieldName: 'termsAccepted', identifier: 'error.consent.termsRequired' }]);
  }
  // Counted before the code is compared: a limit on guessing, right or wrong, from one network address.
  const { hits, retryAfterSeconds } = await countHit(db, `otp-verify:${input.ip}`, now, HOUR_MS);
  if (hits > OTP_LIMITS.verificationsPerIpPerHour) {
    throw new RateLimitError('error.otp.tooManyVerifications', retryAfterSeconds, { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
  const caller = input.caller;
  const outcome = await db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    await repo.lockName(trx, `otp:${target.target}`);
    // A locked account's code is not even compared: the lock is what stops the guessing.
    const locked = await lockedUntil(trx, target.target, now);
    if (locked) return { kind: 'locked', until: locked };
    const live = await repo.findLiveCode(trx, target.target, target.otpType, target.userId, now);
    if (!live) return { kind: 'expired' };
    if (!sameHash(live.code_hash, hashCode(target, input.body.otp))) {
      const attempts = live.attempts + 1;
      const burned = attempts >= OTP_LIMITS.wrongTries;
      await repo.recordWrongTry(trx, live.otp_id, attempts, burned);
      // Counted across codes: a new code does not start the count again, only a right one does.
      const lockedFrom = await recordFailure(trx, target.target, now);
      if (lockedFrom) return { kind: 'locked', until: lockedFrom };
      return burned ? { kind: 'burned' } : { kind: 'wrong', remaining: OTP_LIMITS.wrongTries - attempts };
    }
    await clearFailures(trx, target.target);
    if (target.otpType === 'CHANGE_EMAIL') {
      const userId = target.userId as number;
      if (await repo.emailTakenByOther(trx, target.target, userId)) return { kind: 'taken' };
      await repo.markCodeUsed(trx, live.otp_id);
      await repo.setVerifiedEmail(trx, userId, target.target, now);
      return { kind: 'ok', userId, cartId: null };
    }
    await repo.markCodeUsed(trx, live.otp_id);
    const contactNumber = target.contactNumber as string;
    const userId = await repo.findUserIdByPhone(trx, target.countryCode, contactNumber)
      ?? await repo.insertPhoneUser(trx, { countryId: input.countryId, countryCode: target.countryCode, contactNumber, languageId: LANGUAGE_IDS[input.language] }, now);
    await repo.makeCustomer(trx, userId, now);
    await recordLoginConsents(trx, userId, { marketing: input.body.marketingConsent === true, language: input.language }, now);
    const cartId = await repo.ensureActiveCart(trx, userId, input.countryId, now);
    if (caller && caller.roleName === 'WEB_GUEST_USER' && caller.userId !== userId) {
      await mergeGuestIntoCustomer(trx, caller.userId, userId, cartId, now);
    }
    // Session renewal: the pre-login session id must not survive the login.
    if (caller) await repo.deleteSession(trx, caller.sessionId);
    let deviceId = caller?.deviceId ?? null;
    const deviceUid = typeof input.body.userDevice === 'string' ? input.body.userDevice : input.body.userDevice?.deviceUid;
    if (deviceId === null && deviceUid) deviceId = await repo.findDeviceId(trx, deviceUid);
    if (deviceId !== null) await repo.moveDevice(trx, deviceId, userId, now);
    await input.startSession(trx, userId, deviceId);
    return { kind: 'ok', userId, cartId };
  });
  switch (outcome.kind) {
    case 'locked': throw lockedError(input.language, outcome.until, now);
    case 'expired': throw new AppError(400, 'error.otp.expired');
    case 'burned': throw new AppError(400, 'error.otp.burned');
    case 'wrong': throw new FieldValidationError([{ fieldName: 'otp', identifier: 'error.otp.invalid', params: { remaining: outcome.remaining } }]);
    case 'taken': throw new AppError(409, 'error.email.taken');
    case 'ok': {
      const cartId = outcome.cartId ?? await repo.ensureActiveCart(db, outcome.userId, caller?.countryId ?? input.countryId, clock.now());
      return loginAnswer(db, outcome.userId, cartId);
    }
  }
}
