// Promo money and eligibility, pure: the discount on goods after item discounts (half-up, capped), the amount still
// missing for a minimum (rounded up to the céntimo), the displayed discount, and the verdict used by every cart answer.
import { goodsTotal, priceCart, storeCharges, unitPrice, type PricedLine } from '../src/modules/cart/pricing.js';
import { amountMissing, formattedDiscount, judgePromo, promoDiscount, type PromoState } from '../src/modules/cart/promo-rules.js';

const line = (actual: string, discounted: string, quantity: number, available = true): PricedLine =>
  ({ ...unitPrice({ productActual: actual, productDiscounted: discounted }), quantity, available });
const MIRAFLORES = storeCharges({ shipping_fee: '4.90', service_charge: '1.00', free_shipping_threshold: '80.00' });
const NOW = new Date('2026-11-21T15:00:00Z');

const promo = (fields: Partial<PromoState> = {}): PromoState => ({
  discountType: 'PERCENTAGE', discountValue: '10.00', maxDiscountAmount: null, minimumCartAmount: '0.00', active: true,
  startDate: new Date('2026-01-01T05:00:00Z'), endDate: new Date('2026-12-31T04:59:59Z'), perCustomerLimit: 1, usesByCustomer: 0, ...fields,
});

describe('the discount', () => {
  test('a percentage of the goods, half up to the céntimo', () => {
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '10.00', maxDiscountAmount: null }, 4590)).toBe(459);
    // 10% of S/ 12.35 = 1.235 → 1.24 (half up); of S/ 12.34 = 1.234 → 1.23.
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '10', maxDiscountAmount: null }, 1235)).toBe(124);
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '10', maxDiscountAmount: null }, 1234)).toBe(123);
    // 12.5% of S/ 0.04 = 0.005 → 0.01.
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '12.50', maxDiscountAmount: null }, 4)).toBe(1);
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '100', maxDiscountAmount: null }, 999)).toBe(999);
  });

  test('capped by max_discount_amount; a fixed amount is capped at the goods; no goods, no discount', () => {
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '10', maxDiscountAmount: '15.00' }, 200_00)).toBe(15_00);
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '10', maxDiscountAmount: '15.00' }, 150_00)).toBe(15_00);
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '10', maxDiscountAmount: '15.00' }, 149_99)).toBe(15_00);
    expect(promoDiscount({ discountType: 'PERCENTAGE', discountValue: '10', maxDiscountAmount: '15.00' }, 149_94)).toBe(14_99);
    expect(promoDiscount({ discountType: 'FIXED', discountValue: '5.00', maxDiscountAmount: null }, 40_00)).toBe(5_00);
    expect(promoDiscount({ discountType: 'FIXED', discountValue: '5.00', maxDiscountAmount: null }, 3_20)).toBe(3_20);
    expect(promoDiscount({ discountType: 'FIXED', discountValue: '5.00', maxDiscountAmount: null }, 0)).toBe(0);
  });

  test('over items that already have item discounts: the percentage applies to what they cost after them', () => {
    // 3 × S/ 10.00 discounted to S/ 8.50 and 1 × S/ 6.00 at full price: base 36.00, item discount 4.50, goods 31.50.
    const lines = [line('10.00', '8.50', 3), line('6.00', '6.00', 1), line('20.00', '15.00', 2, false)];
    const goods = goodsTotal(lines);
    expect(goods).toBe(31_50);
    const discount = promoDiscount({ discountType: 'PERCENTAGE', discountValue: '10', maxDiscountAmount: null }, goods);
    expect(discount).toBe(3_15);
    const bill = priceCart(lines, MIRAFLORES, discount);
    expect(bill).toEqual({
      basePrice: 36_00, discount: 4_50, shipping: 4_90, serviceCharge: 1_00, promoCodeDiscount: 3_15,
      finalPayAmount: 36_00 - 4_50 + 4_90 + 1_00 - 3_15, cartCount: 4,
    });
  });

  test('free shipping looks at the goods before the promo: S/ 80 of goods ships free even with a promo on top', () => {
    const lines = [line('100.00', '80.00', 1)];
    const bill = priceCart(lines, MIRAFLORES, promoDiscount({ discountType: 'FIXED', discountValue: '5', maxDiscountAmount: null }, goodsTotal(lines)));
    expect(bill).toMatchObject({ shipping: 0, promoCodeDiscount: 5_00, finalPayAmount: 80_00 + 1_00 - 5_00 });
    const below = priceCart([line('100.00', '79.99', 1)], MIRAFLORES, 5_00);
    expect(below).toMatchObject({ shipping: 4_90, finalPayAmount: 79_99 + 4_90 + 1_00 - 5_00 });
  });
});

describe('the amount missing for a minimum', () => {
  test('rounded up to the céntimo, exact on 2-decimal amounts, 0 once reached', () => {
    expect(amountMissing('30.00', '19.99')).toBe(10_01);
    expect(amountMissing(30, 19.99)).toBe(10_01);
    expect(amountMissing('30', '19.999')).toBe(10_01);
    // Missing 10.001 → 10.01; missing 10.0001 → 10.01; an exact 10.01 stays 10.01.
    expect(amountMissing('30.001', '20')).toBe(10_01);
    expect(amountMissing('30.0001', '20')).toBe(10_01);
    expect(amountMissing('30.01', '20')).toBe(10_01);
    expect(amountMissing('0.1', '0.09')).toBe(1);
    expect(amountMissing('30.00', '30.00')).toBe(0);
    expect(amountMissing('30.00', '45.10')).toBe(0);
  });
});

describe('the displayed discount', () => {
  test("'10%' or 'S/ 5.00', with the country's currency symbol", () => {
    expect(formattedDiscount({ discountType: 'PERCENTAGE', discountValue: '10.00' }, 'S/')).toBe('10%');
    expect(formattedDiscount({ discountType: 'PERCENTAGE', discountValue: '12.50' }, 'S/')).toBe('12.5%');
    expect(formattedDiscount({ discountType: 'PERCENTAGE', discountValue: '7.25' }, 'S/')).toBe('7.25%');
    expect(formattedDiscount({ discountType: 'FIXED', discountValue: '5.00' }, 'S/')).toBe('S/ 5.00');
    expect(formattedDiscount({ discountType: 'FIXED', discountValue: '12.5' }, 'S/')).toBe('S/ 12.50');
  });
});

describe('the verdict', () => {
  test('the minimum at the exact boundary qualifies; one céntimo below says how much is missing', () => {
    expect(judgePromo(promo({ minimumCartAmount: '30.00' }), 30_00, NOW)).toEqual({ valid: true, discount: 3_00 });
    expect(judgePromo(promo({ minimumCartAmount: '30.00' }), 29_99, NOW)).toEqual({ valid: false, identifier: 'error.promo.minimumNotMet', params: { missing: '0.01' } });
  });

  test('ended → expired; withdrawn or not started → notFound; uses at the limit → limitReached', () => {
    expect(judgePromo(promo({ endDate: new Date(NOW.getTime() - 1) }), 50_00, NOW)).toMatchObject({ valid: false, identifier: 'error.promo.expired' });
    expect(judgePromo(promo({ endDate: NOW }), 50_00, NOW)).toMatchObject({ valid: true });
    expect(judgePromo(promo({ active: false }), 50_00, NOW)).toMatchObject({ valid: false, identifier: 'error.promo.notFound' });
    expect(judgePromo(promo({ startDate: new Date(NOW.getTime() + 1) }), 50_00, NOW)).toMatchObject({ valid: false, identifier: 'error.promo.notFound' });
    expect(judgePromo(promo({ perCustomerLimit: 3, usesByCustomer: 2 }), 50_00, NOW)).toMatchObject({ valid: true });
    expect(judgePromo(promo({ perCustomerLimit: 3, usesByCustomer: 3 }), 50_00, NOW)).toMatchObject({ valid: false, identifier: 'error.promo.limitReached' });
  });

  test('an expired promo says so before its minimum', () => {
    const gone = promo({ minimumCartAmount: '100.00', endDate: new Date('2025-01-01T00:00:00Z') });
    expect(judgePromo(gone, 10_00, NOW)).toMatchObject({ identifier: 'error.promo.expired' });
  });
});
