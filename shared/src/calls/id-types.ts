// The customer's age data rules (catalogue §5 "Age form"), the same in every form that collects them (the
// catalogue's age verification, the account's profile): ID types from the acceptableIds metadata, each type's
// number rules, and the latest date of birth accepted (today − 16 years).
import { ACCEPTABLE_IDS_KEPT, ID_LENGTHS, MIN_DOB_AGE } from '@shop/shared/constants';
import { translate } from '@shop/shared/i18n';

export interface IdTypeOption {
  /** What the shopper sees and the customer record stores ('DNI', 'Pasaporte', ...). */
  label: string;
  /** Exact length of the number: DNI 8, RUC 11, any other 12. */
  length: number;
  /** Digits only (DNI, RUC): numeric keyboard, non-digits refused. */
  numeric: boolean;
}

/**
 * The name the shopper reads for an ID type code of the API and the acceptableIds metadata, in the page's language:
 * 'Carnet de Extranjeria' → 'Carnet de Extranjería' / "Foreigner's ID card". An unknown code is shown as it is.
 */
export function idTypeName(code: string): string {
  return translate(`idTypes.${code}`, { defaultValue: code });
}

/** DNI 8 digits, RUC 11 digits, any other document 12 characters. */
export function idTypeRules(label: string): IdTypeOption {
  const key = label.trim().toUpperCase();
  if (key === 'DNI') return { label, length: ID_LENGTHS.DNI, numeric: true };
  if (key === 'RUC') return { label, length: ID_LENGTHS.RUC, numeric: true };
  return { label, length: ID_LENGTHS.OTHER, numeric: false };
}

/** metadataValue (JSON list of 'label++extra') → the first three types, label only; anything else → none. */
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
    .map((entry) => idTypeRules((entry.split('++')[0] ?? '').trim()))
    .filter((option) => option.label !== '');
}

/** Keeps only what the type allows (digits, or letters and digits), cut to its length. */
export function cleanIdNumber(value: string, option: IdTypeOption): string {
  const cleaned = option.numeric ? value.replace(/\D/g, '') : value.replace(/[^\p{L}\p{N}]/gu, '');
  return cleaned.slice(0, option.length);
}

export const isValidIdNumber = (value: string, option: IdTypeOption): boolean =>
  value.length === option.length && (option.numeric ? /^\d+$/.test(value) : /^[\p{L}\p{N}]+$/u.test(value));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(date: string): boolean {
  const m = DATE.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d;
}

/** The latest accepted date of birth: today minus 16 years (29 February → 28 February in a common year). */
export function latestDob(today: string, minAge = MIN_DOB_AGE): string {
  const m = DATE.exec(today);
  if (!m) return today;
  const candidate = `${String(Number(m[1]) - minAge).padStart(4, '0')}-${m[2]}-${m[3]}`;
  return isCalendarDate(candidate) ? candidate : `${candidate.slice(0, 8)}28`;
}
