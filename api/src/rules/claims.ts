// The claims book's field rules (Libro de Reclamaciones): lengths, the phone, the amount, the
// order number and the attachments. The form checks them before sending and the server again on filing.

/** The proof of work a filing carries (GET claims/challenge): SHA-256 of the challenge's prefix and a nonce. */
export const CLAIM_POW_ALGORITHM = 'SHA-256';

export const CLAIM_FILE_TYPES = ['application/pdf', 'image/jpeg'] as const;
export type ClaimFileType = (typeof CLAIM_FILE_TYPES)[number];

/** The limits the server also sends to the form (form-data), so an operator's change reaches both. */
export const CLAIM_LIMITS = {
  firstNameMax: 50, lastNameMax: 50, addressMax: 100, phoneMax: 15, descriptionMax: 1000, requestMax: 1000, itemDescriptionMax: 200,
  maxFileBytes: 10 * 1024 * 1024, maxTotalBytes: 32 * 1024 * 1024, maxFiles: 5, fileTypes: [...CLAIM_FILE_TYPES],
};
export const GUARDIAN_NAME_MAX = 100;
export const ORDER_NUMBER_MAX = 50;
/** The largest amount the book takes (S/ 99,999.99). */
export const CLAIMED_AMOUNT_MAX = 99_999.99;
/** The shop answers a claim within this many business days (Lima, weekends and public holidays excluded). */
export const CLAIM_RESPONSE_BUSINESS_DAYS = 15;

/** Optional; any phone (a landline too), as its digits (phone.ts normalizePhone): '' or 1–15 of them. */
export const isClaimPhone = (value: string, max: number = CLAIM_LIMITS.phoneMax): boolean => new RegExp(`^[0-9]{0,${max}}$`).test(value);

/** Order numbers are letters, digits and hyphens ('PE-100001'). */
export const isOrderNumber = (value: string): boolean => new RegExp(`^[A-Za-z0-9-]{0,${ORDER_NUMBER_MAX}}$`).test(value);
export const cleanOrderNumber = (text: string): string => text.replace(/[^A-Za-z0-9-]/g, '').slice(0, ORDER_NUMBER_MAX);

/** 0 to the maximum, in soles with at most two decimals. */
export const isClaimedAmount = (amount: number): boolean =>
  Number.isFinite(amount) && amount >= 0 && amount <= CLAIMED_AMOUNT_MAX && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
