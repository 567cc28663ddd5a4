// The e-mail rule of the add-email form (cart-checkout §5 "E-mail": a standard e-mail pattern, cart.emailError).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);
