// Cash in hand: digits and one decimal point, at most 2 decimals, compared in céntimos.

/** What the amount field accepts while typing: up to 5 whole digits, a point, up to 2 decimals. */
export const CASH_INPUT = /^\d{0,5}(\.\d{0,2})?$/;

export const toCentimos = (amount: number): number => Math.round(amount * 100);

/** The typed amount as a number, or null when it is not one yet ('', '.'). */
export function parseCash(text: string): number | null {
  if (!CASH_INPUT.test(text) || !/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export const cashCovers = (text: string, finalPayAmount: number): boolean => {
  const value = parseCash(text);
  return value !== null && toCentimos(value) >= toCentimos(finalPayAmount);
};

const BILLS = [10, 20, 50, 100, 200];

/** Quick picks: the exact amount, then the first bills above it (at most `count` picks in all). */
export function quickPicks(finalPayAmount: number, count = 3): number[] {
  const exact = toCentimos(finalPayAmount) / 100;
  return [exact, ...BILLS.filter((bill) => bill * 100 > toCentimos(finalPayAmount))].slice(0, count);
}

/** The field's text for an amount: two decimals ('37.20', '50.00'). */
export const cashText = (amount: number): string => amount.toFixed(2);
