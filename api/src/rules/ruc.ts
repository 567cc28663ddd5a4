// Peruvian RUC (tax payer number): 11 digits, a taxpayer-type prefix and SUNAT's modulo-11 check digit.

export const RUC_LENGTH = 11;

/** Weights of the first ten digits (SUNAT). */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** 10 natural persons with a business, 15 and 17 other natural-person and non-domiciled cases, 20 companies. */
export const RUC_PREFIXES = ['10', '15', '17', '20'] as const;

/** The check digit of the first ten digits: 11 − (Σ digit × weight mod 11); 10 → 0, 11 → 1. */
export function rucCheckDigit(firstTen: string): number {
  if (!/^[0-9]{10}$/.test(firstTen)) throw new Error(`a RUC body is 10 digits: ${JSON.stringify(firstTen)}`);
  const sum = WEIGHTS.reduce((total, weight, i) => total + Number(firstTen[i]) * weight, 0);
  const digit = 11 - (sum % 11);
  return digit === 10 ? 0 : digit === 11 ? 1 : digit;
}

export type RucProblem = 'format' | 'prefix' | 'checkDigit';

/** null when the RUC is valid, else what is wrong with it. */
export function rucProblem(ruc: string): RucProblem | null {
  if (!new RegExp(`^[0-9]{${RUC_LENGTH}}$`).test(ruc)) return 'format';
  if (!(RUC_PREFIXES as readonly string[]).includes(ruc.slice(0, 2))) return 'prefix';
  return rucCheckDigit(ruc.slice(0, 10)) === Number(ruc[10]) ? null : 'checkDigit';
}

export const isValidRuc = (ruc: string): boolean => rucProblem(ruc) === null;
