// Ages on calendar dates, counted as the API counts them (api/src/lib/age.ts): full years between two 'YYYY-MM-DD' dates.
import { AGE_RESTRICTION, MIN_DOB_AGE } from '@shop/shared/constants';
import { loadShopDates } from '@shop/shared/format';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] | null {
  const match = DATE.exec(date);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** A real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(date: string): boolean {
  const p = parts(date);
  if (!p) return false;
  const d = new Date(Date.UTC(p[0], p[1] - 1, p[2]));
  return d.getUTCFullYear() === p[0] && d.getUTCMonth() === p[1] - 1 && d.getUTCDate() === p[2];
}

/** Full years from dob to today (a birthday today counts; 29 February birthdays fall on 1 March in common years). */
export function fullYears(dob: string, today: string): number {
  const b = parts(dob);
  const t = parts(today);
  if (!b || !t) return NaN;
  const hadBirthday = t[1] > b[1] || (t[1] === b[1] && t[2] >= b[2]);
  return t[0] - b[0] - (hadBirthday ? 0 : 1);
}

/** The age an item needs: 0 when unrestricted, else its restriction but never below the legal age. */
export const requiredAge = (restriction: number): number => (restriction > 0 ? Math.max(AGE_RESTRICTION, restriction) : 0);

/** The latest date of birth the age form accepts: today minus 16 years (catalogue §5). */
export function latestDob(today: string, minAge = MIN_DOB_AGE): string {
  const t = parts(today);
  if (!t) return today;
  const pad = (n: number) => String(n).padStart(2, '0');
  const candidate = `${t[0] - minAge}-${pad(t[1])}-${pad(t[2])}`;
  // 29 February of a year that has none: the day before 1 March still counts as under age, so the 28th.
  return isCalendarDate(candidate) ? candidate : `${t[0] - minAge}-${pad(t[1])}-28`;
}

/** Today's date in the shop's time zone, 'YYYY-MM-DD'. */
export async function shopToday(now: number = Date.now()): Promise<string> {
  const dates = await loadShopDates();
  return dates.formatShopDate(now, 'YYYY-MM-DD');
}
