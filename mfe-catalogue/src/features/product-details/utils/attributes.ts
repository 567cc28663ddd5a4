// The attribute list rules: only attributes visible to users, never the descriptions (shown apart);
// no_of_unit as a number of units, price_per_unit as a price per unit of measure, list-type values parsed.
import { PRODUCT_ATTRIBUTES } from '@shop/shared/constants';
import type { ProductAttribute } from '../api/get-product';

export type AttributeRow =
  | { kind: 'text'; code: string; label: string; value: string }
  | { kind: 'list'; code: string; label: string; items: string[] }
  | { kind: 'units'; code: string; label: string; count: number }
  | { kind: 'pricePerUnit'; code: string; label: string; price: number; unit: string | null }
  | { kind: 'price'; code: string; label: string; price: number }
  | { kind: 'boolean'; code: string; label: string; value: boolean };

/** Shown in their own places, never in the list. */
const HIDDEN = new Set<string>([PRODUCT_ATTRIBUTES.shortDescription, PRODUCT_ATTRIBUTES.description]);

/** A list attribute's JSON text as its items; text that is not a JSON list counts as one item (or none when blank). */
export function parseList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((v) => v !== null && v !== '').map(String);
  } catch {
    // Not JSON: the value as written.
  }
  return value.trim() ? [value.trim()] : [];
}

const number = (value: string): number | null => {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
};

export function attributeRows(attributes: readonly ProductAttribute[]): AttributeRow[] {
  const unitOf = attributes.find((a) => a.attributeCode === PRODUCT_ATTRIBUTES.unitOfPricePerUnit)?.value.trim() || null;
  const hasPricePerUnit = attributes.some((a) => a.visibleToUsers && a.attributeCode === PRODUCT_ATTRIBUTES.pricePerUnit && number(a.value) !== null);
  const rows: AttributeRow[] = [];
  for (const a of attributes) {
    const { attributeCode: code, attributeName: label, value } = a;
    if (!a.visibleToUsers || HIDDEN.has(code)) continue;
    // The unit is part of the price per unit ("S/ 4.50 / L"), not a row of its own.
    if (code === PRODUCT_ATTRIBUTES.unitOfPricePerUnit && hasPricePerUnit) continue;
    if (code === PRODUCT_ATTRIBUTES.noOfUnit) {
      const count = number(value);
      rows.push(count === null ? { kind: 'text', code, label, value } : { kind: 'units', code, label, count });
    } else if (code === PRODUCT_ATTRIBUTES.pricePerUnit) {
      const price = number(value);
      rows.push(price === null ? { kind: 'text', code, label, value } : { kind: 'pricePerUnit', code, label, price, unit: unitOf });
    } else if (a.inputType === 'list') {
      rows.push({ kind: 'list', code, label, items: parseList(value) });
    } else if (a.inputType === 'price' && number(value) !== null) {
      rows.push({ kind: 'price', code, label, price: number(value) as number });
    } else if (a.inputType === 'boolean') {
      rows.push({ kind: 'boolean', code, label, value: value === 'true' || value === '1' });
    } else if (value.trim()) {
      rows.push({ kind: 'text', code, label, value });
    }
  }
  return rows;
}
