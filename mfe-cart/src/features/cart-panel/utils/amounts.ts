// The money lines of the cart panel: amounts still missing (free delivery, a promo's minimum) and signed discounts.
import type { CartPricing } from '@shop/shared/calls';
import { formatCurrency } from '@shop/shared/format';

/** Amounts in integer céntimos, so 10.1 − 0.2 never prints 9.899999. */
const toCentimos = (soles: number): number => Math.round(Number(soles) * 100);

/** What `current` lacks to reach `target` in soles, rounded up to the céntimo; 0 when reached. */
export function missingAmount(target: number, current: number): number {
  const missing = Math.ceil(Number(target) * 100 - 1e-6) - toCentimos(current);
  return missing > 0 ? missing / 100 : 0;
}

/** The subtotal free delivery is measured on: base price after the items' own discounts. */
export const subtotalAfterDiscounts = (pricing: CartPricing): number => (toCentimos(pricing.basePrice) - toCentimos(pricing.discount)) / 100;

/** Soles still needed for free delivery, or null when the store offers none or the cart already has it. */
export function freeShippingMissing(pricing: CartPricing, threshold: number | null): number | null {
  if (threshold === null || threshold === undefined || !(threshold > 0)) return null;
  const missing = missingAmount(threshold, subtotalAfterDiscounts(pricing));
  return missing > 0 ? missing : null;
}

/** Shipping reads 'free' when the store has a threshold and the cart pays none. */
export const shippingIsFree = (pricing: CartPricing, threshold: number | null): boolean =>
  threshold !== null && threshold !== undefined && toCentimos(pricing.shipping) === 0;

/** A discount as a bill line: '- S/ 2.50', or the plain zero when there is none. */
export function discountLine(amount: number, country: string): string {
  return toCentimos(amount) > 0 ? `- ${formatCurrency(amount, country)}` : formatCurrency(0, country);
}
