// The profile's age data (catalogue §5 "Age form"): ID types from the acceptableIds metadata, each type's number
// rules, and the latest date of birth the form takes (today − 16 years in the shop's zone).
import { ACCEPTABLE_IDS_KEPT, ID_LENGTHS, MIN_DOB_AGE } from '@shop/shared/constants';

export interface IdTypeOption {
  /** What the shopper sees and the customer record stores ('DNI', 'Pasaporte', ...). */
  label: string;
  /** Exact length of the number: DNI 8, RUC 11, any other 12. */
  length: number;
  /** Digits only (DNI, RUC): numeric keyboard, non-digits refused. */
  numeric: boolean;
}

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

/** Lima is UTC−5 all year; the same fixed offset dobToEpoch uses, so "today" needs no time-zone chunk. */
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000;

/** Today's calendar date in the shop's zone. */
export const shopToday = (now: number = Date.now()): string => new Date(now - SHOP_OFFSET_MS).toISOString().slice(0, 10);

/** The latest accepted date of birth: today minus 16 years (29 February → 28 February in a common year). */
export function latestDob(today: string, minAge = MIN_DOB_AGE): string {
  const m = DATE.exec(today);
  if (!m) return today;
  const candidate = `${String(Number(m[1]) - minAge).padStart(4, '0')}-${m[2]}-${m[3]}`;
  return isCalendarDate(candidate) ? candidate : `${candidate.slice(0, 8)}28`;
}

/** Nobody on record was born before this (the API refuses it too). */
export const EARLIEST_DOB = '1900-01-01';

export type DobProblem = 'required' | 'invalid' | 'tooYoung' | null;

export function dobProblem(dob: string, today: string): DobProblem {
  if (dob === '') return 'required';
  if (!isCalendarDate(dob) || dob < EARLIEST_DOB) return 'invalid';
  return dob > latestDob(today) ? 'tooYoung' : null;
}
