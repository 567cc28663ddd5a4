// The profile's age data: the ID and date-of-birth rules are the API's own (through
// @shop/shared/calls and @shop/api/rules); this remote adds "today" and the form's verdict on a date of birth.
import { calendarDateIn, dobProblem as dobRuleProblem, isCalendarDate } from '@shop/api/rules/shop-dates';

export { EARLIEST_DOB } from '@shop/api/rules/shop-dates';
export { cleanIdNumber, idTypeRules, isCalendarDate, isValidIdNumber, latestDob, parseAcceptableIds, type IdTypeOption } from '@shop/shared/calls';

/** Today's calendar date in the shop's zone. */
export const shopToday = (now: number = Date.now()): string => calendarDateIn(now);

export type DobProblem = 'required' | 'invalid' | 'tooYoung' | null;

/** The form's message for a date of birth: a future date is "too young" too (the picker stops at today − 16 years). */
export function dobProblem(dob: string, today: string): DobProblem {
  if (dob === '') return 'required';
  const problem = dobRuleProblem(dob, today);
  if (problem === 'invalid' || problem === 'tooOld') return 'invalid';
  return problem === null ? null : 'tooYoung';
}

/** A date of birth ('YYYY-MM-DD') as the shop's language writes it, e.g. "12 de abril de 1990"; as given when not a date. */
export function formatDob(dob: string, language: string): string {
  if (!isCalendarDate(dob)) return dob;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'es-PE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dob}T00:00:00Z`));
}
