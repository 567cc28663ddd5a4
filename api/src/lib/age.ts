// Who may put age-restricted goods in a cart (the product's restriction, never below the legal age of 18), by full
// years between a date of birth and today's date in the shop's time zone (the shared date rules).
import { calendarDateIn, fullYears, LEGAL_AGE, requiredAge } from '../rules/shop-dates.js';

export { fullYears, LEGAL_AGE, requiredAge };

/** The calendar date of an instant in a time zone, as YYYY-MM-DD (e.g. America/Lima). */
export const localDate = (now: Date, timezone: string): string => calendarDateIn(now, timezone);

export type AgeVerdict = 'allowed' | 'loginRequired' | 'verificationRequired' | 'underAge';

/** Whether this buyer may add goods with this restriction: guests must log in, customers need a date of birth. */
export function ageVerdict(input: { restriction: number; isCustomer: boolean; dob: string | null; today: string }): AgeVerdict {
  const needed = requiredAge(input.restriction);
  if (needed === 0) return 'allowed';
  if (!input.isCustomer) return 'loginRequired';
  if (!input.dob) return 'verificationRequired';
  return fullYears(input.dob, input.today) >= needed ? 'allowed' : 'underAge';
}
