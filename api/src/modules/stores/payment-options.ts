// The payment options a store accepts (migration 0006), as GET /api/v1/stores and the cart's payment-options answer them.
import { PAYMENT_OPTIONS, paymentOptionsSchema, type PaymentOption, type PaymentOptions } from './schemas.js';

export { PAYMENT_OPTIONS, paymentOptionsSchema, type PaymentOption, type PaymentOptions };

/** Both options in the fixed order; no store (nobody delivers there) accepts neither. */
export function paymentOptionsOf(store: { accepts_cash: boolean; accepts_pinpaid: boolean } | null): PaymentOptions {
  return [
    { option: 'CASH', enabled: store?.accepts_cash ?? false },
    { option: 'PINPAID', enabled: store?.accepts_pinpaid ?? false },
  ];
}

/** Whether the store takes this payment method (ONLINE and anything else: never). */
export function acceptsPayment(store: { accepts_cash: boolean; accepts_pinpaid: boolean } | null, method: string): boolean {
  return paymentOptionsOf(store).some((o) => o.option === method && o.enabled);
}
