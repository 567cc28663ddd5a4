// Ages on calendar dates for the add-to-cart age check: the API's shop-date rules (full years, the 16-year limit of the
// form, the age restricted goods need) and today's date in the shop's time zone.
import { calendarDateIn } from '@shop/api/rules/shop-dates';

export { EARLIEST_DOB, fullYears, isCalendarDate, latestDob, MIN_CUSTOMER_AGE, requiredAge } from '@shop/api/rules/shop-dates';

/** Today's date in the shop's time zone, 'YYYY-MM-DD'. */
export const shopToday = (now: number = Date.now()): string => calendarDateIn(now);
