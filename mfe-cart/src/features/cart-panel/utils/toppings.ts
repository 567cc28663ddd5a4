// A cart line's toppings: the JSON list of names the cart keeps, and the body the line update takes.
import type { ToppingChoice } from '../../../api/get-product-toppings';

/** The names a line's `toppings` JSON holds; anything unreadable counts as none. */
export function parseToppings(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The chosen names in the product's own order, as JSON, or null for none. */
export function toppingsJson(choices: readonly ToppingChoice[], selected: ReadonlySet<string>): string | null {
  const names = choices.map((c) => c.name).filter((name) => selected.has(name));
  return names.length > 0 ? JSON.stringify(names) : null;
}
