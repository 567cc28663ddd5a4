// Peruvian mobile numbers as the shop keeps them: nine digits starting with 9, without the +51 calling code.

export const PHONE_LENGTH = 9;
/** The calling code of Peru, sent beside the number (login) and dropped from a pasted one. */
export const PERU_CALLING_CODE = '+51';

const MOBILE = /^9[0-9]{8}$/;
/** What a phone number may be written with: digits, spaces and + ( ) - . as separators. */
const PHONE_TEXT = /^[0-9\s().+-]*$/;
const CALLING_DIGITS = PERU_CALLING_CODE.slice(1);

/**
 * What a shopper typed, pasted or autofilled → the national digits: separators (spaces, hyphens, dots, brackets) go,
 * and a leading calling code goes with them — "+51 987 654 321", "0051 987654321" and "51987654321" (eleven digits)
 * all give "987654321". Anything else is kept as its digits, for the mobile rule to judge.
 */
export function normalizePhone(raw: string): string {
  const text = raw.trim();
  const digits = text.replace(/[^0-9]/g, '');
  const beforeFirstDigit = /^[^0-9]*/.exec(text)?.[0] ?? '';
  if (beforeFirstDigit.includes('+') && digits.startsWith(CALLING_DIGITS)) return digits.slice(CALLING_DIGITS.length);
  if (digits.startsWith(`00${CALLING_DIGITS}`)) return digits.slice(2 + CALLING_DIGITS.length);
  if (digits.length === PHONE_LENGTH + CALLING_DIGITS.length && digits.startsWith(CALLING_DIGITS)) return digits.slice(CALLING_DIGITS.length);
  return digits;
}

/** Written as a phone number (letters or other signs are not). */
export const isPhoneText = (raw: string): boolean => PHONE_TEXT.test(raw);

/** A phone field's value after a keystroke, a paste or an autofill: normalised, at most nine digits. */
export const phoneFieldValue = (raw: string): string => normalizePhone(raw).slice(0, PHONE_LENGTH);

/** A Peruvian mobile: nine digits, the first a 9 (landlines and other countries' numbers are not). */
export const isPeruvianMobile = (value: string): boolean => MOBILE.test(value);
