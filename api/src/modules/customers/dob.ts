// Dates of birth travel as epoch ms of the date's midnight in the shop's time zone (America/Lima: 05:00Z) and are
// stored as a calendar date; these helpers convert both ways at the country's zone and judge them by the shared rules.
import moment from 'moment-timezone';
import { calendarDateAtOffset, dobProblem as dobRuleProblem, EARLIEST_DOB, MIN_CUSTOMER_AGE, midnightAtOffset } from '../../rules/shop-dates.js';
import { localDate } from '../../lib/age.js';

/**
 * The zone's present-day UTC offset in ms (its last tz rule; America/Lima: −5 h). A date of birth is a calendar date,
 * so it uses this one fixed offset, as the contract ("UTC−5, i.e. 05:00Z") and the pages' dobToEpoch do.
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
  return calendarDateAtOffset(typeof epochMs === 'number' ? epochMs : epochMs.getTime(), presentOffsetMs(timezone));
}

/** Epoch ms of the midnight that starts the calendar date in the zone (PE: the date at 05:00Z). */
export function midnightEpochOf(date: string, timezone: string): number {
  return midnightAtOffset(date, presentOffsetMs(timezone));
}

export type DobProblem =
  | { identifier: 'error.customer.dobFuture' }
  | { identifier: 'error.customer.dobTooYoung'; params: { age: number } }
  | { identifier: 'error.customer.dobTooOld'; params: { year: number } };

/** Not in the future, at least MIN_CUSTOMER_AGE full years old today, not before EARLIEST_DOB (the shared rule's messages). */
export function dobProblem(dob: string, now: Date, timezone: string): DobProblem | null {
  switch (dobRuleProblem(dob, localDate(now, timezone))) {
    case null: return null;
    case 'future': return { identifier: 'error.customer.dobFuture' };
    case 'tooYoung': return { identifier: 'error.customer.dobTooYoung', params: { age: MIN_CUSTOMER_AGE } };
    default: return { identifier: 'error.customer.dobTooOld', params: { year: Number(EARLIEST_DOB.slice(0, 4)) } };
  }
}
