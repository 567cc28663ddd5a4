// Cart limits the server enforces (shared with the guest → customer merge at login).
/** Most units of one line (product + topping choice); a store's stock may lower it. */
export const MAX_LINE_QUANTITY = 20;
/** Most lines in one cart. */
export const MAX_CART_LINES = 50;
