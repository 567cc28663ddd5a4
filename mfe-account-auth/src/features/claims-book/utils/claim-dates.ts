// The claims book's dates for the customer: filing instants in Lima time, and the API's calendar dates ('YYYY-MM-DD').
import type { Language } from '@shop/shared/constants';
import { formatShopDateTime } from '@shop/shared/format';

/** A calendar date of the shop ('2026-12-14') written out, e.g. '14 de diciembre de 2026'. */
export function formatClaimDate(date: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  // Noon UTC is the same calendar day in Lima (UTC−5), whatever the browser's own zone.
  return formatShopDateTime(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12), language, { dateStyle: 'long' });
}

/** The filing instant in the shop's time zone (Lima), with the time. */
export function formatClaimDateTime(iso: string, language: Language): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return formatShopDateTime(ms, language, { dateStyle: 'long', timeStyle: 'short' });
}
