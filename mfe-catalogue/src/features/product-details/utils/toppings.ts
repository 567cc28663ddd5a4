// Toppings of a product line: the JSON text the cart keeps (a list of topping names) and the checkbox selection.
import type { Topping } from '../api/get-product';

/** The names a cart line's `toppings` / `selectedToppings` JSON holds; anything unreadable counts as none. */
export function parseToppings(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The `toppings` JSON the cart calls take: the chosen names in the product's own order (one line per selection,
 * whatever order they were ticked in), or null for none (a line without toppings).
 */
export function toppingsJson(choices: readonly Topping[], selected: ReadonlySet<string>): string | null {
  const names = choices.map((c) => c.name).filter((name) => selected.has(name));
  return names.length > 0 ? JSON.stringify(names) : null;
}
