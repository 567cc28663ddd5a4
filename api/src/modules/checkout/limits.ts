// Checkout input limits (delivery instructions, the schedule's days), shared by schemas, rules and messages.
export const DELIVERY_INSTRUCTIONS_MAX = 250;
/** Today and the next 7 days: 8 selectable days. */
export const SCHEDULE_DAYS_AHEAD = 7;
