// Cart money, all in integer céntimos (1 sol = 100): numeric(12,2) strings are parsed exactly, sums never
// touch floating point, and only the final answer is turned into JSON numbers with at most 2 decimals.

/** numeric(12,2) as PostgreSQL returns it ('4.90'), or a number written with at most 2 decimals. */
export function toCentimos(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount with at most 2 decimals: ${JSON.stringify(value)}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const centimos = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(centimos)) throw new Error(`amount out of range: ${text}`);
  return minus && centimos !== 0 ? -centimos : centimos;
}

/** Céntimos as the JSON number of soles: an integer divided by 100 prints as its exact 2-decimal value (30 → 0.3). */
export function toSoles(centimos: number): number {
  if (!Number.isSafeInteger(centimos)) throw new Error(`céntimos must be an integer: ${centimos}`);
  return centimos / 100;
}

export interface UnitPriceInput {
  productActual: string;
  productDiscounted: string;
  /** store_products overrides; null = the product's own price applies in that store. */
  storeActual?: string | null;
  storeDiscounted?: string | null;
  /** Extra price per unit of each chosen topping (numeric strings). */
  toppingExtras?: readonly string[];
}

/** Price of one unit in céntimos: the store's override where set, plus topping extras (on both prices). */
export interface UnitPrice { actual: number; discounted: number }

export function unitPrice(input: UnitPriceInput): UnitPrice {
  const extras = (input.toppingExtras ?? []).reduce((sum, extra) => sum + toCentimos(extra), 0);
  const actual = toCentimos(input.storeActual ?? input.productActual);
  // A store overriding only one of the two prices could leave discounted above actual: never a negative discount.
  const discounted = Math.min(actual, toCentimos(input.storeDiscounted ?? input.productDiscounted));
  return { actual: actual + extras, discounted: discounted + extras };
}

export interface PricedLine extends UnitPrice { quantity: number; available: boolean }

/** What the shopper pays for a line: discounted unit price × quantity. */
export const lineTotal = (line: { discounted: number; quantity: number }): number => line.discounted * line.quantity;

/** The goods: what the available lines cost after item discounts (what promo minimums and free shipping look at). */
export const goodsTotal = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, line) => (line.available ? sum + lineTotal(line) : sum), 0);

/** The serving store's charges in céntimos (null threshold: shipping is never free). */
export interface StoreCharges { shippingFee: number; serviceCharge: number; freeShippingThreshold: number | null }

export function storeCharges(store: { shipping_fee: string; service_charge: string; free_shipping_threshold: string | null }): StoreCharges {
  return {
    shippingFee: toCentimos(store.shipping_fee),
    serviceCharge: toCentimos(store.service_charge),
    freeShippingThreshold: store.free_shipping_threshold === null ? null : toCentimos(store.free_shipping_threshold),
  };
}

export interface CartTotals {
  basePrice: number;
  shipping: number;
  serviceCharge: number;
  discount: number;
  promoCodeDiscount: number;
  finalPayAmount: number;
  /** Σ quantities of the available lines (the header's count). */
  cartCount: number;
}

/**
 * The cart's bill. Unavailable lines count for nothing; an empty cart (or
 * one without a serving store) pays no shipping or service charge; shipping is free once the goods
 * (basePrice − discount) reach the store's threshold; the final amount never goes below zero.
 */
export function priceCart(lines: readonly PricedLine[], store: StoreCharges | null, promoCodeDiscount = 0): CartTotals {
  let basePrice = 0;
  let discount = 0;
  let cartCount = 0;
  for (const line of lines) {
    if (!line.available) continue;
    basePrice += line.actual * line.quantity;
    discount += (line.actual - line.discounted) * line.quantity;
    cartCount += line.quantity;
  }
  const empty = cartCount === 0;
  const goods = basePrice - discount;
  const freeShipping = store?.freeShippingThreshold != null && goods >= store.freeShippingThreshold;
  const shipping = empty || !store || freeShipping ? 0 : store.shippingFee;
  const serviceCharge = empty || !store ? 0 : store.serviceCharge;
  const promo = empty ? 0 : Math.max(0, promoCodeDiscount);
  const finalPayAmount = Math.max(0, goods + shipping + serviceCharge - promo);
  return { basePrice, shipping, serviceCharge, discount, promoCodeDiscount: promo, finalPayAmount, cartCount };
}
