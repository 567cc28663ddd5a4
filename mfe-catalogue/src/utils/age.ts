// Ages on calendar dates, counted as the API counts them (api/src/lib/age.ts): full years between two 'YYYY-MM-DD' dates.
import { AGE_RESTRICTION } from '@shop/shared/constants';

// The form's calendar rules (real date, today − 16 years) are the customer age data rules of @shop/shared/calls.
export { isCalendarDate, latestDob } from '@shop/shared/calls';
import { loadShopDates } from '@shop/shared/format';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] | null {
  const match = DATE.exec(date);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
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

/** Today's date in the shop's time zone, 'YYYY-MM-DD'. */
export async function shopToday(now: number = Date.now()): Promise<string> {
  const dates = await loadShopDates();
  return dates.formatShopDate(now, 'YYYY-MM-DD');
}
