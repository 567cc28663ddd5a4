// Topping choices of a cart line. The browser sends a JSON list of names in either language; the line stores it
// canonical (the names in the default language, sorted, or null for none) so equal choices are one line
// (unique index cart_items_product_line_key), and answers show the names in the request language.

/** One product_toppings row. A topping's rows in each language share its sort_order (that is how they pair up). */
export interface ToppingRow { language_id: number; name: string; extra_price: string; sort_order: number }

export interface ToppingOption {
  sortOrder: number;
  /** The name stored in cart_items.toppings: the canonical language's, else any. */
  canonical: string;
  /** Extra price per unit (numeric string), from the canonical row so it never depends on the language. */
  extraPrice: string;
  names: ReadonlyMap<number, string>;
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Groups a product's rows into its topping options, in the product's order. */
export function toppingOptions(rows: readonly ToppingRow[], canonicalLanguageId: number): ToppingOption[] {
  const bySort = new Map<number, ToppingRow[]>();
  for (const row of rows) bySort.set(row.sort_order, [...(bySort.get(row.sort_order) ?? []), row]);
  return [...bySort.entries()].sort(([a], [b]) => a - b).map(([sortOrder, group]) => {
    const main = group.find((r) => r.language_id === canonicalLanguageId) ?? (group[0] as ToppingRow);
    return { sortOrder, canonical: main.name, extraPrice: main.extra_price, names: new Map(group.map((r) => [r.language_id, r.name])) };
  });
}

/** The list in a toppings string: null/''/'[]' → []; not a JSON list of non-empty strings → null. */
export function parseToppingNames(raw: string | null | undefined): string[] | null {
  if (raw === null || raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (parsed === null) return [];
  if (!Array.isArray(parsed) || !parsed.every((name) => typeof name === 'string' && name.trim() !== '')) return null;
  return (parsed as string[]).map((name) => name.trim());
}

export interface ToppingChoice {
  /** What cart_items.toppings holds: sorted canonical names as JSON, or null for none. */
  stored: string | null;
  options: ToppingOption[];
}

/** Validates a requested choice against the product's options; null = not a valid choice (400 on toppings). */
export function chooseToppings(raw: string | null | undefined, options: readonly ToppingOption[]): ToppingChoice | null {
  const names = parseToppingNames(raw);
  if (names === null) return null;
  const chosen: ToppingOption[] = [];
  for (const name of names) {
    const option = options.find((o) => [...o.names.values()].includes(name));
    if (!option || chosen.includes(option)) return null; // unknown name, or the same topping twice
    chosen.push(option);
  }
  if (chosen.length === 0) return { stored: null, options: [] };
  return { stored: JSON.stringify(chosen.map((o) => o.canonical).sort(byCodeUnits)), options: chosen };
}

/** A stored choice for the answer: names in the language (product order) and the extras to price. */
export function describeToppings(stored: string | null, options: readonly ToppingOption[], languageId: number):
  { toppings: string | null; extraPrices: string[] } {
  const names = parseToppingNames(stored) ?? [];
  if (names.length === 0) return { toppings: null, extraPrices: [] };
  const known = names.map((name) => ({ name, option: options.find((o) => o.canonical === name || [...o.names.values()].includes(name)) }));
  known.sort((a, b) => (a.option?.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.option?.sortOrder ?? Number.MAX_SAFE_INTEGER));
  return {
    // A topping the shop has since removed keeps its stored name and costs nothing extra.
    toppings: JSON.stringify(known.map(({ name, option }) => option?.names.get(languageId) ?? option?.canonical ?? name)),
    extraPrices: known.flatMap(({ option }) => (option ? [option.extraPrice] : [])),
  };
}
