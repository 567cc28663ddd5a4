// Dates in the shop's time zone: calendar dates ('YYYY-MM-DD'), ages in full years, the date-of-birth limits, and
// dates of birth on the wire (epoch ms of the date's midnight at the zone's present offset: 05:00Z for Lima).

export const SHOP_TIME_ZONE = 'America/Lima';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Lima's offset today (no summer time since 1994). Dates of birth use this one fixed offset, whatever the year. */
export const SHOP_UTC_OFFSET_MS = -5 * HOUR_MS;

/** Age-restricted goods (alcohol, tobacco) are sold from 18. */
export const LEGAL_AGE = 18;
/** The youngest customer whose date of birth the shop records: the picker stops at today − 16 years. */
export const MIN_CUSTOMER_AGE = 16;
/** Nobody on record was born before this. */
export const EARLIEST_DOB = '1900-01-01';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] | null {
  const match = DATE.exec(date);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** A real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(date: string): boolean {
  const p = parts(date);
  if (!p) return false;
  const check = new Date(Date.UTC(p[0], p[1] - 1, p[2]));
  check.setUTCFullYear(p[0]); // Date.UTC maps the years 0–99 to 1900–1999
  return check.getUTCFullYear() === p[0] && check.getUTCMonth() === p[1] - 1 && check.getUTCDate() === p[2];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (its rules of that day, summer time included), e.g. today in Lima. */
export function calendarDateIn(instant: Date | number, timeZone: string = SHOP_TIME_ZONE): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The calendar date of an instant at a fixed UTC offset (the date a date of birth's instant falls on). */
export function calendarDateAtOffset(epochMs: number, offsetMs: number = SHOP_UTC_OFFSET_MS): string {
  return new Date(epochMs + offsetMs).toISOString().slice(0, 10);
}

/** Epoch ms of the midnight that starts a calendar date at a fixed UTC offset (Lima: the date at 05:00Z). */
export function midnightAtOffset(date: string, offsetMs: number = SHOP_UTC_OFFSET_MS): number {
  return Date.parse(`${date}T00:00:00Z`) - offsetMs;
}

/** 'YYYY-MM-DD' → the date of birth as the API takes it. Throws RangeError for anything that is not a real date. */
export function dobToEpoch(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`dobToEpoch: not a calendar date 'YYYY-MM-DD': ${date}`);
  return midnightAtOffset(date);
}

/**
 * A date of birth as the API answers it (epoch ms, or numeric text as the session keeps it) → 'YYYY-MM-DD' ('YYYY-MM-DD'
 * is returned as is). Read to the NEAREST midnight at the fixed offset: 05:00Z gives its date, and so does a zone's
 * true historical midnight (04:00Z in Lima's 1986–87, 1990 and 1994 summers, 05:08Z before 1908), where "minus 5 h"
 * would land a day early.
 */
export function epochToDob(value: number | string): string {
  if (typeof value === 'string' && DATE.test(value)) return value;
  const ms = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(ms)) throw new RangeError(`epochToDob: not an epoch ms: ${String(value)}`);
  const day = Math.round((ms + SHOP_UTC_OFFSET_MS) / DAY_MS);
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Full years from `dob` to `today` (both 'YYYY-MM-DD'); NaN when either is not a date. A birthday today counts; someone
 * born on 29 February has a birthday on 1 March in common years (the 28th is still the day before it).
 */
export function fullYears(dob: string, today: string): number {
  const b = parts(dob);
  const t = parts(today);
  if (!b || !t) return NaN;
  const hadBirthday = t[1] > b[1] || (t[1] === b[1] && t[2] >= b[2]);
  return t[0] - b[0] - (hadBirthday ? 0 : 1);
}

/** The latest date of birth the forms take on `today`: `minAge` years earlier (29 February → 28 February in a common year). */
export function latestDob(today: string, minAge: number = MIN_CUSTOMER_AGE): string {
  const t = parts(today);
  if (!t) return today;
  const candidate = `${String(t[0] - minAge).padStart(4, '0')}-${today.slice(5)}`;
  return isCalendarDate(candidate) ? candidate : `${candidate.slice(0, 8)}28`;
}

export type DobProblem = 'invalid' | 'future' | 'tooOld' | 'tooYoung';

/** A date of birth the customer record takes: a real date, not in the future, not before 1900, at least 16 years ago. */
export function dobProblem(dob: string, today: string): DobProblem | null {
  if (!isCalendarDate(dob)) return 'invalid';
  if (dob > today) return 'future';
  if (dob < EARLIEST_DOB) return 'tooOld';
  return fullYears(dob, today) < MIN_CUSTOMER_AGE ? 'tooYoung' : null;
}

/** The age a buyer needs for goods with this restriction: 0 when unrestricted, else the restriction but at least 18. */
export const requiredAge = (restriction: number): number => (restriction > 0 ? Math.max(LEGAL_AGE, restriction) : 0);
