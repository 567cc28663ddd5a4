// Dates in the shop's time zone (moment-timezone with only the shop's zones); loaded lazily through format's loadShopDates().
import moment from 'moment-timezone/moment-timezone';
import { SHOP_TIMEZONE } from '@shop/shared/constants';
import zones from './shop-zones.json';

// The core build carries no zone data: load just ours instead of the ~700 KB world database.
moment.tz.load({ version: zones.version, zones: zones.zones, links: [] });

export type DateInput = Date | number | string;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ('1990-05-17') is that day in the zone; anything else is an instant. */
function inZone(date: DateInput, timezone: string): moment.Moment {
  if (typeof date === 'string' && DATE_ONLY.test(date)) return moment.tz(date, 'YYYY-MM-DD', true, timezone);
  if (typeof date === 'string' && /^-?\d+$/.test(date)) return moment.tz(Number(date), timezone);
  return moment.tz(date, timezone);
}

/**
 * Formats with moment tokens in the shop's zone, e.g. 'DD MMM YYYY' → '20 Nov 2025': the API's own
 * formats (schedule delivery), always English. Dates shown to the shopper: format's formatShopDateTime.
 */
export function formatShopDate(date: DateInput, format = 'DD MMM YYYY', timezone = SHOP_TIMEZONE): string {
  return inZone(date, timezone).format(format);
}

/** Epoch ms of the start of the shop's day holding `date` (the "shown today" markers). */
export function startOfShopDay(date: DateInput = Date.now(), timezone = SHOP_TIMEZONE): number {
  return inZone(date, timezone).startOf('day').valueOf();
}

export function isSameShopDay(a: DateInput, b: DateInput, timezone = SHOP_TIMEZONE): boolean {
  return startOfShopDay(a, timezone) === startOfShopDay(b, timezone);
}

/** Milliseconds since the shop's midnight: the unit of the store's orderAcceptanceTimeFrom/To. */
export function msSinceShopMidnight(date: DateInput = Date.now(), timezone = SHOP_TIMEZONE): number {
  const m = inZone(date, timezone);
  return m.valueOf() - m.clone().startOf('day').valueOf();
}

/** Whole years of age on `now` in the shop's zone (the age checks). */
export function ageOn(dob: DateInput, now: DateInput = Date.now(), timezone = SHOP_TIMEZONE): number {
  return inZone(now, timezone).diff(inZone(dob, timezone).startOf('day'), 'years');
}

/** The shop's days from `date` on, as day starts (schedule delivery offers a fixed number of them). */
export function nextShopDays(count: number, date: DateInput = Date.now(), timezone = SHOP_TIMEZONE): number[] {
  const start = inZone(date, timezone).startOf('day');
  return Array.from({ length: count }, (_, i) => start.clone().add(i, 'days').valueOf());
}
