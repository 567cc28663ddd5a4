// The profile's age data (catalogue §5 "Age form"): ID types from the acceptableIds metadata, each type's number
// rules, and the latest date of birth the form takes (today − 16 years in the shop's zone).
import { isCalendarDate, latestDob } from '@shop/shared/calls';

// The ID and date rules are shared with the catalogue's age form (@shop/shared/calls); this remote adds its own
// "today" and the form's verdict.
export { cleanIdNumber, idTypeRules, isCalendarDate, isValidIdNumber, latestDob, parseAcceptableIds, type IdTypeOption } from '@shop/shared/calls';

/** Lima is UTC−5 all year; the same fixed offset dobToEpoch uses, so "today" needs no time-zone chunk. */
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000;

/** Today's calendar date in the shop's zone. */
export const shopToday = (now: number = Date.now()): string => new Date(now - SHOP_OFFSET_MS).toISOString().slice(0, 10);

/** Nobody on record was born before this (the API refuses it too). */
export const EARLIEST_DOB = '1900-01-01';

export type DobProblem = 'required' | 'invalid' | 'tooYoung' | null;

export function dobProblem(dob: string, today: string): DobProblem {
  if (dob === '') return 'required';
  if (!isCalendarDate(dob) || dob < EARLIEST_DOB) return 'invalid';
  return dob > latestDob(today) ? 'tooYoung' : null;
}

/** A date of birth ('YYYY-MM-DD') as the shop's language writes it, e.g. "12 de abril de 1990"; as given when not a date. */
export function formatDob(dob: string, language: string): string {
  if (!isCalendarDate(dob)) return dob;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'es-PE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dob}T00:00:00Z`));
}
