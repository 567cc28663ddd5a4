// The shop's formatting rules: money per country, product slugs, discount percent, and (lazily) shop-time-zone dates.
import { useEffect, useState } from 'react';
import { COUNTRIES, FALLBACK_COUNTRY, SHOP_TIMEZONE, countrySettings, type Language } from '@shop/shared/constants';
import { translate } from '@shop/shared/i18n';

/** The product slug (lowercase, accents kept, other non-alphanumerics removed, spaces → hyphens): the API's own rule. */
export { slugify } from '@shop/api/rules/slug';

interface MoneyStyle {
  symbol: string;
  thousands: string;
  decimal: string;
  minDecimals: number;
  maxDecimals: number;
}

// Written out rather than Intl: ICU versions disagree on es-* grouping of 4-digit numbers and on spaces.
const MONEY: Record<string, MoneyStyle> = {
  PE: { symbol: 'S/', thousands: ',', decimal: '.', minDecimals: 2, maxDecimals: 2 },
  CO: { symbol: '$', thousands: '.', decimal: ',', minDecimals: 0, maxDecimals: 0 },
  US: { symbol: '$', thousands: ',', decimal: '.', minDecimals: 0, maxDecimals: 2 },
};

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Money as the shopper's country writes it: PE `S/ 1,234.50`, CO `$ 12.500` (whole), US `$ 12.5`.
 * Unknown countries use the Colombian style. Text amounts from the API are accepted;
 * a value that is not a number formats as 0 so a bad price never breaks a page.
 */
export function formatCurrency(amount: number | string, country = 'PE'): string {
  const style = MONEY[COUNTRIES[country] ? country : FALLBACK_COUNTRY] ?? (MONEY[FALLBACK_COUNTRY] as MoneyStyle);
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const safe = Number.isFinite(value) ? value : 0;
  const fixed = Math.abs(safe).toFixed(style.maxDecimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  let decimals = fraction;
  while (decimals.length > style.minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const number = groupThousands(whole, style.thousands) + (decimals ? style.decimal + decimals : '');
  const negative = safe < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${style.symbol} ${number}`;
}

/** (actual - discounted) / actual in percent with at most one decimal: '10', '12.3'; '0' when no discount. */
export function discountPercent(actual: number, discounted: number): string {
  if (!(actual > 0) || !(discounted < actual)) return '0';
  const percent = Math.round(((actual - discounted) / actual) * 1000) / 10;
  return String(percent);
}

// ---- Dates ---------------------------------------------------------------------------------------

/**
 * A date or time for the shopper, in their language and the shop's time zone, through Intl (no moment):
 * formatShopDateTime(ms, 'es', { day: 'numeric', month: 'long' }) → '20 de noviembre'.
 */
export function formatShopDateTime(
  date: Date | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  country?: string,
): string {
  return new Intl.DateTimeFormat(localeOf(language, country), { timeZone: country ? countrySettings(country).timezone : SHOP_TIMEZONE, ...options }).format(date);
}

const localeOf = (language: Language, country?: string): string =>
  (language === 'es' ? countrySettings(country).locale.replace(/^en-/, 'es-') : 'en-US');

const DAY_MS = 86_400_000;

/** Wall-clock parts formatted as they are: in UTC, so no zone moves them. */
const formatWallClock = (ms: number, language: Language, options: Intl.DateTimeFormatOptions, country?: string): string =>
  new Intl.DateTimeFormat(localeOf(language, country), { ...options, timeZone: 'UTC' }).format(ms);

/**
 * A time of day given in ms since the shop's midnight (store hours, schedule slots) as the shopper reads it: '19:30' in
 * Spanish (the 24-hour clock shops write, and no 'p. m.' to end a sentence on two full stops), '7:30 PM' in English.
 * The end of the day (24 h) is 'medianoche' / 'midnight', never '24:00' or '00:00'.
 */
export function formatTimeOfDay(ms: number, language: Language, country?: string): string {
  if (ms === DAY_MS) return translate('time.midnight', { lng: language });
  const clock: Intl.DateTimeFormatOptions = language === 'es'
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { hour: 'numeric', minute: '2-digit' };
  return formatWallClock(((ms % DAY_MS) + DAY_MS) % DAY_MS, language, clock, country);
}

/** The schedule call's English month abbreviations (its format, 'DD MMM YYYY'; never shown to the shopper). */
const API_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A schedule as the cart and orders answer it ('02 Dec 2026' and '07:00 AM', the API's English format) in the shopper's
 * language: { date: 'mié, 2 dic. 2026', time: '07:00' }. Null when either part is not in that format.
 */
export function formatSchedule(date: string, time: string, language: Language, country?: string): { date: string; time: string } | null {
  const d = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(time.trim());
  const month = d ? API_MONTHS.indexOf(d[2] as string) : -1;
  if (!d || !t || month < 0) return null;
  const hours = (Number(t[1]) % 12) + (t[3] === 'PM' ? 12 : 0);
  const day = Date.UTC(Number(d[3]), month, Number(d[1]));
  return {
    date: formatWallClock(day, language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, country),
    time: formatTimeOfDay((hours * 60 + Number(t[2])) * 60_000, language, country),
  };
}

// ---- Zone arithmetic, kept out of the first load -------------------------------------------------------------

export type ShopDates = typeof import('./shop-dates');

let shopDates: Promise<ShopDates> | undefined;

/**
 * moment-timezone is heavy, and the home page needs no dates: date helpers (formatShopDate,
 * startOfShopDay, isSameShopDay, msSinceShopMidnight, ageOn, nextShopDays) load on first use.
 */
export function loadShopDates(): Promise<ShopDates> {
  shopDates ??= import('./shop-dates').catch((error: unknown) => {
    shopDates = undefined; // a failed chunk load may succeed on the next try
    throw error;
  });
  return shopDates;
}

/** The date helpers once loaded (null on the first render, then the module). */
export function useShopDates(): ShopDates | null {
  const [dates, setDates] = useState<ShopDates | null>(null);
  useEffect(() => {
    let live = true;
    loadShopDates().then((d) => {
      if (live) setDates(() => d);
    }, (error: unknown) => console.error('[format] shop dates failed to load', error));
    return () => {
      live = false;
    };
  }, []);
  return dates;
}
