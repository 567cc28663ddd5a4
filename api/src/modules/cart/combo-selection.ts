// The choice a combo line carries: a normal combo is always its own products; a list
// combo is one alternative per list (the first is the default). Lines store the choice canonical (cart_items.
// combo_selection), so equal choices are one line and a different choice is another.
import type { MessageKey, MessageParams } from '../../i18n/messages.js';

/** One chosen product as the API shows it (comboOfferData): listId only on list combos. */
export interface ComboEntry { productId: number; quantity: number; listId?: number }

/** What the shopper may choose: normal → the products (in combo order); list → the lists with their alternatives. */
export interface ComboDefinition {
  comboOfferId: number;
  type: 'normal' | 'list';
  products: readonly { productId: number; quantity: number }[];
  lists: readonly { listId: number; alternatives: readonly { productId: number; quantity: number }[] }[];
}

/** A requested entry as the body may carry it (listId may be absent or null). */
export interface RequestedEntry { productId: number; quantity: number; listId?: number | null | undefined }

export interface SelectionProblem { fieldName: string; identifier: MessageKey; params?: MessageParams }

export type SelectionResult = { ok: true; entries: ComboEntry[] } | { ok: false; problem: SelectionProblem };

const FIELD = 'comboOfferData';

/** The defaults: a normal combo's products; a list combo's first alternative of every list. */
export function defaultSelection(def: ComboDefinition): ComboEntry[] {
  if (def.type === 'normal') return def.products.map((p) => ({ productId: p.productId, quantity: p.quantity }));
  return def.lists.flatMap((list) => {
    const first = list.alternatives[0];
    return first ? [{ productId: first.productId, quantity: first.quantity, listId: list.listId }] : [];
  });
}

const fail = (problem: SelectionProblem): SelectionResult => ({ ok: false, problem });

function chooseNormal(def: ComboDefinition, requested: readonly RequestedEntry[]): SelectionResult {
  const seen = new Set<number>();
  for (const [index, entry] of requested.entries()) {
    const product = def.products.find((p) => p.productId === entry.productId);
    if (entry.listId !== undefined && entry.listId !== null) return fail({ fieldName: `${FIELD}.${index}.listId`, identifier: 'error.combo.selectionMismatch' });
    if (!product || seen.has(entry.productId)) return fail({ fieldName: `${FIELD}.${index}.productId`, identifier: 'error.combo.selectionMismatch' });
    if (product.quantity !== entry.quantity) {
      return fail({ fieldName: `${FIELD}.${index}.quantity`, identifier: 'error.combo.wrongQuantity', params: { quantity: product.quantity } });
    }
    seen.add(entry.productId);
  }
  if (seen.size !== def.products.length) return fail({ fieldName: FIELD, identifier: 'error.combo.selectionMismatch' });
  return { ok: true, entries: defaultSelection(def) };
}

function chooseList(def: ComboDefinition, requested: readonly RequestedEntry[]): SelectionResult {
  const chosen = new Map<number, ComboEntry>();
  for (const [index, entry] of requested.entries()) {
    if (entry.listId === undefined || entry.listId === null) return fail({ fieldName: `${FIELD}.${index}.listId`, identifier: 'error.combo.listRequired' });
    const list = def.lists.find((l) => l.listId === entry.listId);
    if (!list) return fail({ fieldName: `${FIELD}.${index}.listId`, identifier: 'error.combo.unknownList' });
    const alternative = list.alternatives.find((a) => a.productId === entry.productId);
    if (!alternative) return fail({ fieldName: `${FIELD}.${index}.productId`, identifier: 'error.combo.notAnAlternative' });
    if (alternative.quantity !== entry.quantity) {
      return fail({ fieldName: `${FIELD}.${index}.quantity`, identifier: 'error.combo.wrongQuantity', params: { quantity: alternative.quantity } });
    }
    if (chosen.has(list.listId)) return fail({ fieldName: `${FIELD}.${index}.listId`, identifier: 'error.combo.oneChoicePerList' });
    chosen.set(list.listId, { productId: alternative.productId, quantity: alternative.quantity, listId: list.listId });
  }
  if (chosen.size !== def.lists.length) return fail({ fieldName: FIELD, identifier: 'error.combo.oneChoicePerList' });
  return { ok: true, entries: def.lists.map((l) => chosen.get(l.listId) as ComboEntry) };
}

/** Validates a requested choice; an empty one means the defaults. Entries come back in the combo's own order. */
export function chooseSelection(def: ComboDefinition, requested: readonly RequestedEntry[]): SelectionResult {
  if (requested.length === 0) return { ok: true, entries: defaultSelection(def) };
  return def.type === 'normal' ? chooseNormal(def, requested) : chooseList(def, requested);
}

/** The stored form: JSON with a fixed key order, sorted by listId (list) or productId (normal). */
export function canonicalSelection(entries: readonly ComboEntry[]): string {
  const sorted = [...entries].sort((a, b) => (a.listId ?? 0) - (b.listId ?? 0) || a.productId - b.productId);
  return JSON.stringify(sorted.map((e) => (e.listId === undefined
    ? { productId: e.productId, quantity: e.quantity }
    : { listId: e.listId, productId: e.productId, quantity: e.quantity })));
}

const isPositiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function parseStored(stored: string): RequestedEntry[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const entries: RequestedEntry[] = [];
  for (const item of parsed as unknown[]) {
    if (item === null || typeof item !== 'object') return null;
    const { productId, quantity, listId } = item as Record<string, unknown>;
    if (!isPositiveInt(productId) || !isPositiveInt(quantity) || (listId !== undefined && listId !== null && !isPositiveInt(listId))) return null;
    entries.push({ productId, quantity, listId: listId as number | null | undefined });
  }
  return entries;
}

/**
 * A line's stored choice against the combo as it is now. null (a line written without one) = the defaults. A choice
 * the combo no longer offers (an alternative removed since) stays visible but is not valid: the line is unavailable.
 */
export function readSelection(def: ComboDefinition, stored: string | null): { entries: ComboEntry[]; valid: boolean } {
  // A normal combo's choice is always its products as they are now, whatever was stored when it was added.
  if (def.type === 'normal' || stored === null || stored.trim() === '') return { entries: defaultSelection(def), valid: true };
  const requested = parseStored(stored);
  if (requested === null) return { entries: [], valid: false };
  const result = chooseSelection(def, requested);
  if (result.ok) return { entries: result.entries, valid: true };
  return {
    entries: requested.map((e) => (e.listId === undefined || e.listId === null
      ? { productId: e.productId, quantity: e.quantity }
      : { productId: e.productId, quantity: e.quantity, listId: e.listId })),
    valid: false,
  };
}

/** The canonical key of a line's effective choice (what POST compares to find "the same line"). */
export const selectionKey = (def: ComboDefinition, stored: string | null): string => canonicalSelection(readSelection(def, stored).entries);
