// Promo code money and eligibility, pure (a discount is rounded up to 2 decimals). Amounts in
// céntimos; the promo's own numeric(12,2) columns arrive as strings.
import type { MessageKey, MessageParams } from '../../i18n/messages.js';
import { toCentimos } from './pricing.js';

export interface PromoTerms {
  discountType: 'PERCENTAGE' | 'FIXED';
  /** Percent (e.g. '10.00', '12.50') or soles for FIXED. */
  discountValue: string;
  maxDiscountAmount: string | null;
  minimumCartAmount: string;
}

/** a / b rounded half up, for non-negative integers. */
const divideHalfUp = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/**
 * The promo's discount on the goods (item subtotal after item discounts), in céntimos: a percentage of it, half-up to
 * the céntimo and capped by max_discount_amount; a fixed amount capped at the subtotal. Never more than the goods.
 */
export function promoDiscount(terms: Pick<PromoTerms, 'discountType' | 'discountValue' | 'maxDiscountAmount'>, goods: number): number {
  if (goods <= 0) return 0;
  const value = toCentimos(terms.discountValue);
  let discount = terms.discountType === 'PERCENTAGE'
    // value is the percentage × 100 (10% → 1000), so the share of the goods is goods × value / 10 000.
    ? divideHalfUp(goods * value, 10_000)
    : value;
  if (terms.maxDiscountAmount !== null) discount = Math.min(discount, toCentimos(terms.maxDiscountAmount));
  return Math.min(discount, goods);
}

const SCALE_DIGITS = 10;

/** A decimal amount as an exact integer count of 10⁻¹⁰ soles (numbers are read by their shortest decimal form). */
function toScaled(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(SCALE_DIGITS) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal amount: ${JSON.stringify(value)}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const scaled = BigInt(whole + fraction.slice(0, SCALE_DIGITS).padEnd(SCALE_DIGITS, '0'));
  return minus ? -scaled : scaled;
}

/**
 * What the cart still lacks to reach a minimum, in céntimos, rounded UP to the céntimo (missing 10.001 → 10.01) and
 * 0 once reached. Works on the exact decimals, so 30 − 19.99 is 10.01 and not 10.02.
 */
export function amountMissing(minimum: number | string, subtotal: number | string): number {
  const missing = toScaled(minimum) - toScaled(subtotal);
  if (missing <= 0n) return 0;
  const perCentimo = 10n ** BigInt(SCALE_DIGITS - 2);
  return Number((missing + perCentimo - 1n) / perCentimo);
}

/** '10%' / '12.5%' for a percentage, 'S/ 5.00' for a fixed amount (the country's currency symbol). */
export function formattedDiscount(terms: Pick<PromoTerms, 'discountType' | 'discountValue'>, currencySymbol: string): string {
  const centimos = toCentimos(terms.discountValue);
  if (terms.discountType === 'PERCENTAGE') {
    const whole = Math.trunc(centimos / 100);
    const fraction = String(centimos % 100).padStart(2, '0').replace(/0+$/, '');
    return `${whole}${fraction ? `.${fraction}` : ''}%`;
  }
  return `${currencySymbol} ${(centimos / 100).toFixed(2)}`;
}

export interface PromoState extends PromoTerms {
  active: boolean;
  startDate: Date;
  endDate: Date;
  perCustomerLimit: number;
  /** Orders of this customer that used the promo (promo_uses). */
  usesByCustomer: number;
}

export type PromoVerdict =
  | { valid: true; discount: number }
  | { valid: false; identifier: MessageKey; params: MessageParams };

/**
 * Whether the promo applies to goods worth `goods` céntimos now, and its discount. The order of the reasons is the
 * order a shopper can act on: a promo that is gone (withdrawn, not started, ended) first, then the use limit, then the
 * minimum (which more items would fix).
 */
export function judgePromo(promo: PromoState, goods: number, now: Date): PromoVerdict {
  if (!promo.active || promo.startDate.getTime() > now.getTime()) return { valid: false, identifier: 'error.promo.notFound', params: {} };
  if (promo.endDate.getTime() < now.getTime()) return { valid: false, identifier: 'error.promo.expired', params: {} };
  if (promo.usesByCustomer >= promo.perCustomerLimit) return { valid: false, identifier: 'error.promo.limitReached', params: {} };
  const missing = amountMissing(promo.minimumCartAmount, (goods / 100).toFixed(2));
  if (missing > 0) return { valid: false, identifier: 'error.promo.minimumNotMet', params: { missing: (missing / 100).toFixed(2) } };
  return { valid: true, discount: promoDiscount(promo, goods) };
}
