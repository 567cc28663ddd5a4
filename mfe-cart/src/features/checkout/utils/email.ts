// The add-email rule (cart §5 "E-mail": a standard e-mail pattern, message cart.emailError).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);
