// Business days in Peru (Ley 31435: a complaint is answered within 15 business days): Monday to Friday, except the
// national public holidays. Dates are calendar dates 'YYYY-MM-DD' of America/Lima.
import Holidays from 'date-holidays';

export const LIMA_TIME_ZONE = 'America/Lima';

const limaDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LIMA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date in Lima of an instant (a filing at 23:30 Lima on the 31st belongs to the 31st, not to UTC's 1st). */
export function limaDateOf(instant: Date): string {
  return limaDateFormat.format(instant);
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();
const peru = new Holidays('PE');

/**
 * The national public holidays of one year ('public' only: date-holidays also lists observances such as Mother's Day,
 * which are working days). Moving feasts (Holy Thursday and Friday) come from date-holidays' Easter rule.
 */
export function peruPublicHolidays(year: number): ReadonlySet<string> {
  let dates = holidaysByYear.get(year);
  if (!dates) {
    dates = new Set(peru.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
    holidaysByYear.set(year, dates);
  }
  return dates;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): Date {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a calendar date: ${date}`);
  const parsed = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (parsed.toISOString().slice(0, 10) !== date) throw new Error(`not a calendar date: ${date}`);
  return parsed;
}

export function isBusinessDay(date: string): boolean {
  const day = parseDate(date);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !peruPublicHolidays(day.getUTCFullYear()).has(date);
}

/**
 * The Nth business day after `date` (the day itself does not count, whatever it is): with 15, the last day to answer a
 * complaint filed on `date`.
 */
export function addBusinessDays(date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new Error(`business days must be a whole number ≥ 0, got ${days}`);
  const cursor = parseDate(date);
  let counted = 0;
  while (counted < days) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (isBusinessDay(cursor.toISOString().slice(0, 10))) counted += 1;
  }
  return cursor.toISOString().slice(0, 10);
}
