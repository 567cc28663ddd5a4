// Dates of birth travel as epoch ms of the date's midnight in the shop's time zone (America/Lima: 05:00Z) and are
// stored as a calendar date; these helpers convert both ways and hold the age rules of the customer form.
import moment from 'moment-timezone';
import { fullYears } from '../../lib/age.js';

/**
 * The zone's present-day UTC offset in ms (its last tz rule; America/Lima: −5 h). A date of birth is a calendar date,
 * so it uses this one fixed offset, as the contract ("UTC−5, i.e. 05:00Z") and the shared front end's dobToEpoch do.
 * The zone's historical rules would shift some dates by a day: Lima kept local mean time (−5:08) until 1908 and
 * summer time (−4) in 1986–87, 1990 and 1994, where 05:00Z is not the local midnight.
 */
export function presentOffsetMs(timezone: string): number {
  const zone = moment.tz.zone(timezone);
  const minutesWest = zone?.offsets[zone.offsets.length - 1] ?? 0;
  return -minutesWest * 60_000;
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone (at its present-day offset). */
export function calendarDateOf(epochMs: number | Date, timezone: string): string {
  const ms = typeof epochMs === 'number' ? epochMs : epochMs.getTime();
  return new Date(ms + presentOffsetMs(timezone)).toISOString().slice(0, 10);
}

/** Epoch ms of the midnight that starts the calendar date in the zone (PE: the date at 05:00Z). */
export function midnightEpochOf(date: string, timezone: string): number {
  return Date.parse(`${date}T00:00:00Z`) - presentOffsetMs(timezone);
}

/** Full years between a date of birth and the calendar date `today` (both YYYY-MM-DD); the cart's age rule too. */
export const ageOn = fullYears;

export const MIN_CUSTOMER_AGE = 16;
export const EARLIEST_BIRTH_YEAR = 1900;

export type DobProblem =
  | { identifier: 'error.customer.dobFuture' }
  | { identifier: 'error.customer.dobTooYoung'; params: { age: number } }
  | { identifier: 'error.customer.dobTooOld'; params: { year: number } };

/** Not in the future, at least MIN_CUSTOMER_AGE full years old today, not before EARLIEST_BIRTH_YEAR. */
export function dobProblem(dob: string, now: Date, timezone: string): DobProblem | null {
  const today = calendarDateOf(now, timezone);
  if (dob > today) return { identifier: 'error.customer.dobFuture' };
  if (dob < `${EARLIEST_BIRTH_YEAR}-01-01`) return { identifier: 'error.customer.dobTooOld', params: { year: EARLIEST_BIRTH_YEAR } };
  if (ageOn(dob, today) < MIN_CUSTOMER_AGE) return { identifier: 'error.customer.dobTooYoung', params: { age: MIN_CUSTOMER_AGE } };
  return null;
}
