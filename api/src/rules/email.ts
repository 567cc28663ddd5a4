// The e-mail rule of every form and of the server: one pattern (zod's default e-mail pattern) and the 254-character limit.

export const EMAIL_MAX = 254;

/** Dotted local part of letters, digits and _'+-; a domain of dotted labels ending in a 2+ letter top-level domain. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
