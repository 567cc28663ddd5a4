// Ages on calendar dates: full years between a date of birth and today's date in the shop's time zone; who may put
// age-restricted goods in a cart (the product's restriction, never below the legal age of 18); the customer form's
// minimum age uses the same count.
import moment from 'moment-timezone';

/** cart-checkout-banners.md §5/§9 "Age restriction threshold: 18". */
export const LEGAL_AGE = 18;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Full years from `dob` to `today` (both YYYY-MM-DD calendar dates). A birthday today counts. Someone born on
 * 29 February has a birthday on 1 March in common years (the 28th is still the day before it).
 */
export function fullYears(dob: string, today: string): number {
  const [by, bm, bd] = parts(dob);
  const [ty, tm, td] = parts(today);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The calendar date of an instant in a time zone, as YYYY-MM-DD (e.g. America/Lima). */
export function localDate(now: Date, timezone: string): string {
  return moment.tz(now, timezone).format('YYYY-MM-DD');
}

/** The age a buyer needs: 0 for unrestricted goods, else the restriction but at least the legal age. */
export function requiredAge(restriction: number): number {
  return restriction > 0 ? Math.max(LEGAL_AGE, restriction) : 0;
}

export type AgeVerdict = 'allowed' | 'loginRequired' | 'verificationRequired' | 'underAge';

/** Whether this buyer may add goods with this restriction: guests must log in, customers need a date of birth. */
export function ageVerdict(input: { restriction: number; isCustomer: boolean; dob: string | null; today: string }): AgeVerdict {
  const needed = requiredAge(input.restriction);
  if (needed === 0) return 'allowed';
  if (!input.isCustomer) return 'loginRequired';
  if (!input.dob) return 'verificationRequired';
  return fullYears(input.dob, input.today) >= needed ? 'allowed' : 'underAge';
}
