// Formatting rules of the specs: money per country, product slugs, discount percent, and (lazily) shop-time-zone dates.
import { useEffect, useState } from 'react';
import { COUNTRIES, FALLBACK_COUNTRY, SHOP_TIMEZONE, countrySettings, type Language } from '@shop/shared/constants';

/** The spec's slug (lowercase, accents kept, other non-alphanumerics removed, spaces → hyphens): the API's own rule. */
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
 * Unknown countries use the Colombian style (spec §9). Text amounts from the API are accepted;
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
  const locale = language === 'es' ? countrySettings(country).locale.replace(/^en-/, 'es-') : 'en-US';
  return new Intl.DateTimeFormat(locale, { timeZone: country ? countrySettings(country).timezone : SHOP_TIMEZONE, ...options }).format(date);
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
