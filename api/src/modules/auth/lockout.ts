// The login lockout: wrong codes counted per account (the phone or e-mail the codes go to) across codes, so that asking
// for new codes does not reset the count. The first code's 5 tries are free as before (the 5th burns the code); from the
// 10th wrong code in a row, and after every 5 more, the account waits before codes are sent or checked again, longer each
// time (15 min, 1 h, 4 h, then 24 h), until a right code resets it: about 25 guesses on the first day and 5 a day after
// that, against the 600 a day that 5 tries per code and 5 codes an hour allowed (NIST SP 800-63B: at most 100 in a row).
import moment from 'moment-timezone';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { translate, type Language } from '../../i18n/messages.js';
import { LIMA_TIME_ZONE } from '../../lib/business-days.js';
import { RateLimitError, secondsUntil } from '../../lib/rate-limit.js';

const MINUTE_MS = 60_000;

export const OTP_LOCKOUT = {
  /** The wrong code in a row that locks the account first (the second code's last try). */
  firstLockAt: 10,
  /** Wrong codes in a row between two locks after that (one code's tries). */
  failuresPerLock: 5,
  /** How long the n-th lock lasts; every lock after the last one lasts as long as it. */
  locksMs: [15 * MINUTE_MS, 60 * MINUTE_MS, 4 * 60 * MINUTE_MS, 24 * 60 * MINUTE_MS],
} as const;

/** How long the account waits after its `consecutive`-th wrong code in a row, or 0 when that one does not lock it. */
export function lockMsAfter(consecutive: number): number {
  const past = consecutive - OTP_LOCKOUT.firstLockAt;
  if (past < 0 || past % OTP_LOCKOUT.failuresPerLock !== 0) return 0;
  const step = past / OTP_LOCKOUT.failuresPerLock;
  return OTP_LOCKOUT.locksMs[Math.min(step, OTP_LOCKOUT.locksMs.length - 1)] as number;
}

/** Until when the account is locked (null when it is not), read under the caller's lock on the target. */
export async function lockedUntil(db: Kysely<DB>, target: string, now: Date): Promise<Date | null> {
  const row = await db.selectFrom('otp_lockouts').select('locked_until').where('target', '=', target).executeTakeFirst();
  return row?.locked_until && row.locked_until.getTime() > now.getTime() ? row.locked_until : null;
}

/** Counts one more wrong code in a row; answers the end of the lock this one starts, or null. */
export async function recordFailure(trx: Kysely<DB>, target: string, now: Date): Promise<Date | null> {
  const row = await trx.insertInto('otp_lockouts').values({ target, consecutive_failures: 1, last_failure_at: now })
    .onConflict((oc) => oc.column('target').doUpdateSet((eb) => ({
      consecutive_failures: eb('otp_lockouts.consecutive_failures', '+', 1), last_failure_at: now,
    })))
    .returning('consecutive_failures').executeTakeFirstOrThrow();
  const lockMs = lockMsAfter(row.consecutive_failures);
  if (!lockMs) return null;
  const until = new Date(now.getTime() + lockMs);
  await trx.updateTable('otp_lockouts').set({ locked_until: until }).where('target', '=', target).execute();
  return until;
}

/** A right code: the count starts again. */
export async function clearFailures(trx: Kysely<DB>, target: string): Promise<void> {
  await trx.deleteFrom('otp_lockouts').where('target', '=', target).execute();
}

/** "14:35 (in 15 min)" said the shop's way: the Lima clock time, the day when it is not today, and the wait. */
function whenText(language: Language, until: Date, now: Date): string {
  const minutes = Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS);
  const wait = minutes < 60
    ? translate(language, 'duration.minutes', { minutes })
    : minutes % 60 === 0
      ? translate(language, 'duration.hours', { hours: minutes / 60 })
      : translate(language, 'duration.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const end = moment.tz(until, LIMA_TIME_ZONE);
  const today = end.format('YYYY-MM-DD') === moment.tz(now, LIMA_TIME_ZONE).format('YYYY-MM-DD');
  return today
    ? translate(language, 'otp.when.today', { time: end.format('HH:mm'), wait })
    : translate(language, 'otp.when.day', { date: end.format('DD/MM'), time: end.format('HH:mm'), wait });
}

/** The 429 of a locked account: why, and when to try again (also in Retry-After and retryAfterSeconds). */
export function lockedError(language: Language, until: Date, now: Date): RateLimitError {
  return new RateLimitError('error.otp.locked', secondsUntil(until.getTime(), now), { when: whenText(language, until, now) });
}
