// Pure cart rules, no database: money in céntimos, the bill, the age computation and topping choices.
import { ageVerdict, fullYears, localDate, requiredAge } from '../src/lib/age.js';
import { lineTotal, priceCart, storeCharges, toCentimos, toSoles, unitPrice, type PricedLine, type StoreCharges } from '../src/modules/cart/pricing.js';
import { chooseToppings, describeToppings, parseToppingNames, toppingOptions, type ToppingRow } from '../src/modules/cart/toppings.js';

const line = (actual: string, discounted: string, quantity: number, available = true): PricedLine =>
  ({ ...unitPrice({ productActual: actual, productDiscounted: discounted }), quantity, available });
const MIRAFLORES: StoreCharges = storeCharges({ shipping_fee: '4.90', service_charge: '1.00', free_shipping_threshold: '80.00' });

describe('céntimos', () => {
  test('numeric(12,2) strings and 2-decimal numbers parse exactly; anything else is refused', () => {
    expect(toCentimos('4.90')).toBe(490);
    expect(toCentimos('0.10')).toBe(10);
    expect(toCentimos('109.9')).toBe(10990);
    expect(toCentimos('12')).toBe(1200);
    expect(toCentimos(0.1)).toBe(10);
    expect(toCentimos(4.9)).toBe(490);
    expect(toCentimos('-1.05')).toBe(-105);
    expect(toCentimos('9999999999.99')).toBe(999_999_999_999);
    for (const bad of ['', 'abc', '1.005', '1,50', '1e3', ' . ']) expect(() => toCentimos(bad)).toThrow();
    expect(() => toCentimos(1.005)).toThrow();
  });

  test('sums never drift: 3 × 0.10 is exactly 0.30, and 0.10 + 0.20 is exactly 0.30', () => {
    expect(0.1 * 3).not.toBe(0.3); // what a float sum would answer
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toSoles(lineTotal({ discounted: toCentimos('0.10'), quantity: 3 }))).toBe(0.3);
    const bill = priceCart([line('0.10', '0.10', 1), line('0.20', '0.20', 1)], null);
    expect(toSoles(bill.basePrice)).toBe(0.3);
    expect(JSON.stringify({ basePrice: toSoles(bill.basePrice) })).toBe('{"basePrice":0.3}');
    expect(toSoles(1999)).toBe(19.99);
    expect(() => toSoles(0.5)).toThrow();
  });
});

describe('unit prices', () => {
  test('the store\'s prices override the product\'s where set; topping extras go on both prices', () => {
    expect(unitPrice({ productActual: '7.90', productDiscounted: '6.90' })).toEqual({ actual: 790, discounted: 690 });
    expect(unitPrice({ productActual: '7.90', productDiscounted: '6.90', storeActual: '8.50', storeDiscounted: null })).toEqual({ actual: 850, discounted: 690 });
    expect(unitPrice({ productActual: '7.90', productDiscounted: '6.90', storeActual: null, storeDiscounted: '5.00' })).toEqual({ actual: 790, discounted: 500 });
    expect(unitPrice({ productActual: '7.90', productDiscounted: '6.90', toppingExtras: ['0.00', '1.50', '1.00'] })).toEqual({ actual: 1040, discounted: 940 });
  });

  test('a store lowering only the actual price never yields a discounted price above it (no negative discount)', () => {
    expect(unitPrice({ productActual: '7.90', productDiscounted: '7.50', storeActual: '6.00' })).toEqual({ actual: 600, discounted: 600 });
  });
});

describe('the bill', () => {
  test('an empty cart is all zeros, even with a store (no shipping, no service charge)', () => {
    const zero = { basePrice: 0, shipping: 0, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 0, cartCount: 0 };
    expect(priceCart([], MIRAFLORES)).toEqual(zero);
    expect(priceCart([], null)).toEqual(zero);
    expect(priceCart([line('5.00', '5.00', 2, false)], MIRAFLORES)).toEqual(zero); // only unavailable lines
  });

  test('base, discount, shipping, service and final amount; unavailable lines count for nothing', () => {
    const bill = priceCart([line('7.90', '6.90', 2), line('2.50', '2.50', 3), line('99.00', '90.00', 1, false)], MIRAFLORES);
    expect(bill).toEqual({ basePrice: 2330, discount: 200, shipping: 490, serviceCharge: 100, promoCodeDiscount: 0, finalPayAmount: 2330 - 200 + 490 + 100, cartCount: 5 });
  });

  test('shipping is free at exactly the threshold (after discount), and charged one céntimo below it', () => {
    expect(priceCart([line('80.00', '80.00', 1)], MIRAFLORES).shipping).toBe(0);
    expect(priceCart([line('85.00', '80.00', 1)], MIRAFLORES).shipping).toBe(0);
    expect(priceCart([line('85.00', '79.99', 1)], MIRAFLORES).shipping).toBe(490);
    expect(priceCart([line('79.99', '79.99', 1)], MIRAFLORES)).toMatchObject({ shipping: 490, finalPayAmount: 7999 + 490 + 100 });
    const noThreshold = { ...MIRAFLORES, freeShippingThreshold: null };
    expect(priceCart([line('500.00', '500.00', 1)], noThreshold).shipping).toBe(490);
  });

  test('the final amount never goes below zero, whatever the discounts', () => {
    const bill = priceCart([line('10.00', '1.00', 1)], { shippingFee: 0, serviceCharge: 0, freeShippingThreshold: null }, 5000);
    expect(bill.discount).toBe(900);
    expect(bill.finalPayAmount).toBe(0);
    expect(priceCart([line('10.00', '10.00', 1)], MIRAFLORES, 100).finalPayAmount).toBe(1000 + 490 + 100 - 100);
  });

  test('large quantities stay exact integers', () => {
    const bill = priceCart([line('9999999.99', '9999999.98', 20), line('0.01', '0.01', 20)], null);
    expect(bill.basePrice).toBe(999_999_999 * 20 + 20); // S/ 200 000 000.00
    expect(bill.discount).toBe(20);
    expect(toSoles(bill.finalPayAmount)).toBe(199999999.8);
    expect(Number.isSafeInteger(bill.finalPayAmount)).toBe(true);
  });
});

describe('age', () => {
  test('full years between calendar dates: a birthday today counts, the day before does not', () => {
    expect(fullYears('2008-06-15', '2026-06-15')).toBe(18);
    expect(fullYears('2008-06-15', '2026-06-14')).toBe(17);
    expect(fullYears('2008-06-15', '2026-05-31')).toBe(17);
    expect(fullYears('1990-04-12', '2026-01-01')).toBe(35);
    expect(fullYears('2008-12-31', '2026-01-01')).toBe(17);
  });

  test('born on 29 February: in a common year the birthday is 1 March; in a leap year 29 February', () => {
    expect(fullYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(fullYears('2008-02-29', '2026-03-01')).toBe(18);
    expect(fullYears('2008-02-29', '2028-02-28')).toBe(19);
    expect(fullYears('2008-02-29', '2028-02-29')).toBe(20);
  });

  test('today is the date in the shop\'s time zone, not UTC', () => {
    expect(localDate(new Date('2026-06-15T04:59:59Z'), 'America/Lima')).toBe('2026-06-14');
    expect(localDate(new Date('2026-06-15T05:00:00Z'), 'America/Lima')).toBe('2026-06-15');
  });

  test('the verdict: free goods for all; restricted ones need a customer with a date of birth old enough', () => {
    const today = '2026-06-15';
    expect(requiredAge(0)).toBe(0);
    expect(requiredAge(16)).toBe(18);
    expect(requiredAge(21)).toBe(21);
    expect(ageVerdict({ restriction: 0, isCustomer: false, dob: null, today })).toBe('allowed');
    expect(ageVerdict({ restriction: 18, isCustomer: false, dob: '1990-01-01', today })).toBe('loginRequired');
    expect(ageVerdict({ restriction: 18, isCustomer: true, dob: null, today })).toBe('verificationRequired');
    expect(ageVerdict({ restriction: 18, isCustomer: true, dob: '2008-06-16', today })).toBe('underAge');
    expect(ageVerdict({ restriction: 18, isCustomer: true, dob: '2008-06-15', today })).toBe('allowed');
    expect(ageVerdict({ restriction: 21, isCustomer: true, dob: '2005-06-16', today })).toBe('underAge');
    expect(ageVerdict({ restriction: 10, isCustomer: true, dob: '2010-01-01', today })).toBe('underAge'); // never below 18
  });
});

describe('toppings', () => {
  const rows: ToppingRow[] = [
    { language_id: 1, name: 'Mayonesa', extra_price: '0.00', sort_order: 1 }, { language_id: 2, name: 'Mayonnaise', extra_price: '0.00', sort_order: 1 },
    { language_id: 1, name: 'Ketchup', extra_price: '1.50', sort_order: 2 }, { language_id: 2, name: 'Ketchup', extra_price: '1.50', sort_order: 2 },
    { language_id: 1, name: 'Ají de la casa', extra_price: '1.00', sort_order: 3 }, { language_id: 2, name: 'House chili sauce', extra_price: '1.00', sort_order: 3 },
  ];
  const options = toppingOptions(rows, 1);

  test('a choice in either language is stored as the sorted Spanish names; none is null', () => {
    expect(chooseToppings('["Mayonesa","Ají de la casa"]', options)?.stored).toBe('["Ají de la casa","Mayonesa"]');
    expect(chooseToppings('["House chili sauce","Mayonnaise"]', options)?.stored).toBe('["Ají de la casa","Mayonesa"]');
    expect(chooseToppings(' ["Ketchup"] ', options)?.stored).toBe('["Ketchup"]');
    for (const none of [null, undefined, '', '[]', 'null']) expect(chooseToppings(none, options)).toEqual({ stored: null, options: [] });
  });

  test('unknown names, repeats and anything but a JSON list of names are refused', () => {
    for (const bad of ['["Queso"]', '["Ketchup","Ketchup"]', '["Mayonesa","Mayonnaise"]', 'Ketchup', '{"a":1}', '[1]', '[""]', '"Ketchup"']) {
      expect(chooseToppings(bad, options)).toBeNull();
    }
    expect(chooseToppings('["Ketchup"]', [])).toBeNull(); // a product without toppings
    expect(parseToppingNames('[" Ketchup "]')).toEqual(['Ketchup']);
  });

  test('a stored choice reads back in the request language in the product\'s order, with its extras', () => {
    expect(describeToppings('["Ají de la casa","Mayonesa"]', options, 2)).toEqual({ toppings: '["Mayonnaise","House chili sauce"]', extraPrices: ['0.00', '1.00'] });
    expect(describeToppings('["Ají de la casa","Mayonesa"]', options, 1)).toEqual({ toppings: '["Mayonesa","Ají de la casa"]', extraPrices: ['0.00', '1.00'] });
    expect(describeToppings(null, options, 2)).toEqual({ toppings: null, extraPrices: [] });
    expect(describeToppings('["Retirado"]', options, 2)).toEqual({ toppings: '["Retirado"]', extraPrices: [] });
  });
});
