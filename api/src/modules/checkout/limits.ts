// Checkout input limits (cart-checkout-banners §3 invoice fields, §9 constants), shared by schemas, rules and messages.
export const DELIVERY_INSTRUCTIONS_MAX = 250;
/** Today and the next 7 days: 8 selectable days (§9). */
export const SCHEDULE_DAYS_AHEAD = 7;
