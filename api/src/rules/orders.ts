// The order's enumerations: its statuses in progress order, an item's statuses and the
// payment methods, as the API stores and answers them.

export const ORDER_STATUSES = [
  'INITIATED', 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', 'DELIVERY_PARTNER_ALLOCATED', 'AT_THE_STORE',
  'ON_ROUTE_TO_DELIVERY_ADDRESS', 'AT_DELIVERY_ADDRESS', 'DELIVERY_COMPLETED', 'COMPLETED',
  'PENDING_CANCELLATION', 'DELIVERY_CANCELED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ITEM_STATUSES = ['ORDERED', 'MODIFIED', 'REPLACED', 'PARTIALLY_REPLACED', 'REMOVED', 'APPENDED', 'DELIVERED', 'CANCELED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const PAYMENT_METHODS = ['CASH', 'PINPAID', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The rider's ID check at the door of an order with age-restricted goods: an ID showing 18 or over, or none (not delivered). */
export const ID_CHECKS = ['CHECKED', 'REFUSED'] as const;
export type IdCheck = (typeof ID_CHECKS)[number];
