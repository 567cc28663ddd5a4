// How the order pages write dates (Lima time, the shopper's language) and topping lists.
import type { Language } from '@shop/shared/constants';
import { formatShopDateTime } from '@shop/shared/format';

/** Date and time in the shop's zone (America/Lima), e.g. '21 nov 2026, 10:00'. */
export function orderDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatShopDateTime(date, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The line's toppings (a JSON list of names as text); anything unreadable shows nothing rather than raw text. */
export function toppingNames(toppings: string | null): string[] {
  if (!toppings) return [];
  try {
    const parsed: unknown = JSON.parse(toppings);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
  } catch {
    return [];
  }
}
