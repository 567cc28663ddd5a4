// The age form's identity documents: the acceptableIds metadata ('label++extra' strings) and each type's number rules.
import { ACCEPTABLE_IDS_KEPT, ID_LENGTHS } from '@shop/shared/constants';

export interface IdTypeOption {
  /** What the shopper sees and what the customer record stores (e.g. 'DNI', 'Pasaporte'). */
  label: string;
  /** Exact length of the number. */
  length: number;
  /** Digits only (DNI, RUC): numeric keyboard, non-digits refused. */
  numeric: boolean;
}

/** DNI 8 digits, RUC 11 digits, any other document 12 characters (catalogue §5). */
export function idTypeRules(label: string): IdTypeOption {
  const key = label.trim().toUpperCase();
  if (key === 'DNI') return { label, length: ID_LENGTHS.DNI, numeric: true };
  if (key === 'RUC') return { label, length: ID_LENGTHS.RUC, numeric: true };
  return { label, length: ID_LENGTHS.OTHER, numeric: false };
}

/**
 * metadataValue → the first three types, label only (cart §3 'acceptableIds'). A value that is not a JSON
 * list of strings gives no types.
 */
export function parseAcceptableIds(metadataValue: string): IdTypeOption[] {
  let list: unknown;
  try {
    list = JSON.parse(metadataValue);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is string => typeof entry === 'string')
    .slice(0, ACCEPTABLE_IDS_KEPT)
    .map((entry) => idTypeRules(entry.split('++')[0] ?? ''))
    .filter((option) => option.label.trim() !== '');
}

/** The number without what the type does not allow: non-digits for numeric types, non-alphanumerics otherwise. */
export function cleanIdNumber(value: string, option: IdTypeOption): string {
  const cleaned = option.numeric ? value.replace(/\D/g, '') : value.replace(/[^\p{L}\p{N}]/gu, '');
  return cleaned.slice(0, option.length);
}

export const isValidIdNumber = (value: string, option: IdTypeOption): boolean =>
  value.length === option.length && (option.numeric ? /^\d+$/.test(value) : /^[\p{L}\p{N}]+$/u.test(value));
