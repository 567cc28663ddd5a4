import { discountLine, freeShippingMissing, missingAmount, shippingIsFree, subtotalAfterDiscounts } from './amounts';

import { pricingOf as pricing } from '../../../testing/cart-fixtures';

describe('missingAmount', () => {
  it('is exact to the céntimo where floats are not', () => {
    expect(missingAmount(10.1, 0.2)).toBe(9.9);
    expect(missingAmount(50, 49.99)).toBe(0.01);
  });
  it('is 0 once the target is reached or passed', () => {
    expect(missingAmount(50, 50)).toBe(0);
    expect(missingAmount(50, 80)).toBe(0);
  });
  it('rounds a target with more decimals up', () => {
    expect(missingAmount(10.001, 0)).toBe(10.01);
  });
});

describe('free delivery', () => {
  it('measures the subtotal after item discounts', () => {
    expect(subtotalAfterDiscounts(pricing({ basePrice: 60, discount: 12.5 }))).toBe(47.5);
    expect(freeShippingMissing(pricing({ basePrice: 60, discount: 12.5 }), 50)).toBe(2.5);
  });
  it('says nothing without a threshold or once reached', () => {
    expect(freeShippingMissing(pricing({ basePrice: 10 }), null)).toBeNull();
    expect(freeShippingMissing(pricing({ basePrice: 60 }), 50)).toBeNull();
  });
  it("shipping reads free only with a threshold and no charge", () => {
    expect(shippingIsFree(pricing({ shipping: 0 }), 50)).toBe(true);
    expect(shippingIsFree(pricing({ shipping: 0 }), null)).toBe(false);
    expect(shippingIsFree(pricing({ shipping: 5 }), 50)).toBe(false);
  });
});

describe('discountLine', () => {
  it('prints a discount with a minus sign, and zero plainly', () => {
    expect(discountLine(2.5, 'PE')).toBe('- S/ 2.50');
    expect(discountLine(0, 'PE')).toBe('S/ 0.00');
  });
});
