// Rules of the cart core: one active cart per user, lines priced for the store serving the default address,
// store availability and stock, age limits, per-line and per-cart limits, and the discard check.
import moment from 'moment-timezone';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, translate, type Language } from '../../i18n/messages.js';
import { AppError, FieldValidationError, NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { findDefaultAddress, findOwnAddress, type AddressRow } from '../addresses/default-address.js';
import { assertCountryInPath, assertCountryInQuery } from '../countries/service.js';
import { midnightEpochOf } from '../customers/dob.js';
import { SCHEDULE_DATE_FORMAT, SCHEDULE_TIME_FORMAT, storedScheduleValid } from '../checkout/schedule.js';
import { alcoholSaleOf, type AlcoholSale } from '../checkout/sale-hours.js';
import { countryTimezone, findServingStore, storeStatusOf, type StoreRow } from '../stores/coverage.js';
import { ageVerdict, LEGAL_AGE, localDate, requiredAge } from '../../lib/age.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.js';
import { goodsTotal, lineTotal, priceCart, storeCharges, toCentimos, toSoles, unitPrice, type CartTotals, type PricedLine } from './pricing.js';
import { judgePromo, type PromoState, type PromoVerdict } from './promo-rules.js';
import * as repo from './repository.js';
import type { AddItemBody, CartItemView, CartView, DiscardQuery, DiscardStatus, UpdateItemBody } from './schemas.js';
import { chooseToppings, describeToppings, toppingOptions, type ToppingOption } from './toppings.js';
import { readSelection, type ComboEntry } from './combo-selection.js';

export interface CartRequest {
  db: Kysely<DB>;
  caller: SessionUser;
  language: Language;
  now: Date;
}

const CANONICAL_LANGUAGE_ID = LANGUAGE_IDS.es;
const cartNotFound = (): never => { throw new NotFoundError('error.cart.notFound'); };
const lineNotFound = (): never => { throw new NotFoundError('error.cartItem.notFound'); };

type ProductLineRow = Awaited<ReturnType<typeof repo.findProductLines>>[number];
type ComboLineRow = Awaited<ReturnType<typeof repo.findComboLines>>[number];

/** A product line can be bought at the store: still on sale, listed and available there, not out of stock. */
const productLineAvailable = (row: ProductLineRow): boolean => row.active && row.available === true && row.stock !== 0;

/** A combo is on offer: active and within its dates. */
export const comboOnOffer = (combo: { active: boolean; start_date: Date | null; end_date: Date | null }, now: Date): boolean => combo.active
  && (combo.start_date === null || combo.start_date.getTime() <= now.getTime()) && (combo.end_date === null || combo.end_date.getTime() > now.getTime());

type StoreProductRow = Awaited<ReturnType<typeof repo.findProductsAtStore>>[number];

/** Every product of a combo choice can be bought at the store (same rule as a product line). */
export const comboProductsSold = (entries: readonly ComboEntry[], atStore: ReadonlyMap<number, StoreProductRow>): boolean =>
  entries.every((entry) => {
    const product = atStore.get(entry.productId);
    return product !== undefined && product.active && product.available === true && product.stock !== 0;
  });

/** A combo line can be bought: the combo is on offer, its choice is still offered, and the store sells every product of it. */
const comboLineAvailable = (row: ComboLineRow, selection: { entries: ComboEntry[]; valid: boolean },
  atStore: ReadonlyMap<number, StoreProductRow>, now: Date): boolean =>
  comboOnOffer(row, now) && selection.valid && comboProductsSold(selection.entries, atStore);

async function optionsByProduct(db: Kysely<DB>, productIds: readonly number[]): Promise<Map<number, ToppingOption[]>> {
  const rows = await repo.findToppingRows(db, productIds);
  const grouped = new Map<number, typeof rows>();
  for (const row of rows) grouped.set(row.product_id, [...(grouped.get(row.product_id) ?? []), row]);
  return new Map([...grouped].map(([productId, list]) => [productId, toppingOptions(list, CANONICAL_LANGUAGE_ID)]));
}

/** A priced line, and whether it holds alcohol (a product of an alcohol category, or a combo choosing one). */
type CartLine = CartItemView & PricedLine & { alcohol: boolean };

/** Every line of the cart priced for a store (null = no store: nothing is available). */
async function priceLines(db: Kysely<DB>, cartId: number, store: StoreRow | null, language: Language, now: Date): Promise<CartLine[]> {
  const languageId = LANGUAGE_IDS[language];
  const storeId = store?.store_id ?? null;
  const productRows = await repo.findProductLines(db, cartId, storeId, languageId);
  const comboRows = await repo.findComboLines(db, cartId, languageId);
  const options = await optionsByProduct(db, productRows.filter((r) => r.toppings !== null).map((r) => r.product_id));
  const definitions = await repo.findComboDefinitions(db, comboRows.map((r) => r.combo_offer_id));
  const selections = comboRows.map((row) => {
    const def = definitions.get(row.combo_offer_id);
    return def ? readSelection(def, row.combo_selection) : { entries: [], valid: false };
  });
  const atStore = new Map((await repo.findProductsAtStore(db, storeId, selections.flatMap((sel) => sel.entries.map((e) => e.productId))))
    .map((row) => [row.product_id, row]));

  const products = productRows.map((row) => {
    const { toppings, extraPrices } = describeToppings(row.toppings, options.get(row.product_id) ?? [], languageId);
    const unit = unitPrice({
      productActual: row.actual_price, productDiscounted: row.discounted_price,
      storeActual: row.store_actual_price, storeDiscounted: row.store_discounted_price, toppingExtras: extraPrices,
    });
    return {
      ...unit, available: store !== null && productLineAvailable(row), alcohol: row.alcohol,
      cartItemId: row.cart_item_id, productId: row.product_id, comboOfferId: null, quantity: row.quantity, toppings, comboOfferData: null,
      lineTotal: toSoles(lineTotal({ discounted: unit.discounted, quantity: row.quantity })),
      product: {
        productId: row.product_id, name: row.name, brandName: row.brand_name, cartItemCount: row.quantity,
        productPrice: { originalActualPrice: toSoles(unit.actual), originalDiscountedPrice: toSoles(unit.discounted) },
        productFiles: [{ type: 'Primary', imageUrl: row.image_url ?? `/api/v1/images/products/${row.product_id}.svg` }],
        ageRestrictionValue: row.age_restriction,
      },
    };
  });
  const combos = comboRows.map((row, index) => {
    const unit = unitPrice({ productActual: row.actual_selling_price, productDiscounted: row.combo_selling_price });
    const selection = selections[index] as { entries: ComboEntry[]; valid: boolean };
    return {
      ...unit, available: store !== null && comboLineAvailable(row, selection, atStore, now),
      alcohol: selection.entries.some((entry) => atStore.get(entry.productId)?.alcohol === true),
      cartItemId: row.cart_item_id, productId: null, comboOfferId: row.combo_offer_id, quantity: row.quantity, toppings: null,
      comboOfferData: selection.entries,
      lineTotal: toSoles(lineTotal({ discounted: unit.discounted, quantity: row.quantity })),
      product: {
        productId: null, name: row.name, brandName: '', cartItemCount: row.quantity,
        productPrice: { originalActualPrice: toSoles(unit.actual), originalDiscountedPrice: toSoles(unit.discounted) },
        productFiles: [{ type: 'Primary', imageUrl: row.image_url ?? `/api/v1/images/combos/${row.combo_offer_id}-mobile.svg` }],
        ageRestrictionValue: row.age_restriction ? LEGAL_AGE : 0,
      },
    };
  });
  return [...products, ...combos].sort((a, b) => a.cartItemId - b.cartItemId);
}

/** Epoch ms of a calendar date's midnight in the shop's time zone, as every date of birth is answered. */
const dateToEpoch = (date: string | null, timezone: string): number | null => (date ? midnightEpochOf(date, timezone) : null);

type PromoRow = NonNullable<Awaited<ReturnType<typeof repo.findPromoForUser>>>;

/** A promo row as the pure rules read it. */
export const promoStateOf = (row: PromoRow): PromoState => ({
  discountType: row.discount_type, discountValue: row.discount_value, maxDiscountAmount: row.max_discount_amount,
  minimumCartAmount: row.minimum_cart_amount, active: row.active, startDate: row.start_date, endDate: row.end_date,
  perCustomerLimit: row.per_customer_limit, usesByCustomer: Number(row.uses ?? 0),
});

/** The cart's promo, judged against the goods now (a promo of another country counts as unknown). */
async function attachedPromo(db: Kysely<DB>, cart: { promo_code_id: number | null; country_id: string }, userId: number,
  language: Language, goods: number, now: Date): Promise<{ row: PromoRow; verdict: PromoVerdict } | null> {
  if (cart.promo_code_id === null) return null;
  const row = await repo.findPromoForUser(db, cart.promo_code_id, userId, LANGUAGE_IDS[language]);
  if (!row) return null;
  const verdict: PromoVerdict = row.country_id === cart.country_id
    ? judgePromo(promoStateOf(row), goods, now) : { valid: false, identifier: 'error.promo.notFound', params: {} };
  return { row, verdict };
}

/** Everything a cart answer is made of, money in céntimos, for callers that act on it (orders). */
export interface CartEvaluation {
  view: CartView;
  /** The store serving the default address (null: none). */
  store: StoreRow | null;
  timezone: string;
  /** Lines with their unit prices in céntimos (available or not). */
  lines: CartLine[];
  /** The bill in céntimos (promoCodeDiscount already 0 when the promo does not qualify). */
  totals: CartTotals;
  /** The attached promo and its verdict now; null without one. */
  promo: { promoCodeId: number; promoCode: string; verdict: PromoVerdict } | null;
  /**
   * The schedule that counts ('YYYY-MM-DD', 'HH:mm'): saved, and a slot the serving store would still accept now (it
   * takes scheduled orders, the slot is inside its hours, later than now and within the 8 days); null otherwise.
   */
  schedule: { date: string; time: string } | null;
  /** A saved schedule that no longer counts (the answer shows the cart as not scheduled); null when there is none. */
  staleSchedule: { date: string; time: string } | null;
  /** The store's alcohol sale hours judged for this cart (now, or its schedule); null when it holds no alcohol or no store serves it. */
  alcoholSale: AlcoholSale | null;
}



/** The saved schedule split into the one that counts and one that no longer does (checkout/schedule.ts rules, now). */
function judgeSchedule(cart: { schedule_delivery: boolean; schedule_date: string | null; schedule_time: string | null }, store: StoreRow | null,
  now: Date, timezone: string): Pick<CartEvaluation, 'schedule' | 'staleSchedule'> {
  const saved = cart.schedule_delivery && cart.schedule_date && cart.schedule_time ? { date: cart.schedule_date, time: cart.schedule_time } : null;
  if (!saved) return { schedule: null, staleSchedule: null };
  const valid = store !== null && store.schedule_delivery_enabled
    && storedScheduleValid(saved, now, timezone, store.order_acceptance_time_from, store.order_acceptance_time_to);
  return valid ? { schedule: saved, staleSchedule: null } : { schedule: null, staleSchedule: saved };
}

/**
 * The cart priced for the store serving the caller's default address, with its promo judged now. Every cart answer
 * and the order placement read the money from here, so they always agree. Pass a transaction to read under its locks.
 */
export async function evaluateCart(db: Kysely<DB>, cartId: number, caller: SessionUser, language: Language, now: Date): Promise<CartEvaluation> {
  const cart = await repo.findCartRecord(db, cartId);
  const address = await findDefaultAddress(db, caller.userId);
  const store = address ? await findServingStore(db, address, cart.country_id) : null;
  const timezone = await countryTimezone(db, cart.country_id);
  const items = await priceLines(db, cartId, store, language, now);
  const goods = goodsTotal(items);
  const promo = await attachedPromo(db, cart, caller.userId, language, goods, now);
  const totals = priceCart(items, store ? storeCharges(store) : null, promo?.verdict.valid ? promo.verdict.discount : 0);
  const promoCodeMessage = promo && !promo.verdict.valid ? translate(language, promo.verdict.identifier, promo.verdict.params) : null;
  const { schedule, staleSchedule } = judgeSchedule(cart, store, now, timezone);
  const alcoholSale = store && items.some((line) => line.alcohol)
    ? alcoholSaleOf(store, { now, timezone, scheduleTime: schedule?.time ?? null }, language) : null;

  const view: CartView = {
    cartId: cart.cart_id,
    cartCount: totals.cartCount,
    cartItems: items.map(({ actual: _actual, discounted: _discounted, alcohol: _alcohol, ...item }) => item),
    minimumOrderAmount: store ? toSoles(toCentimos(store.minimum_order_amount)) : 0,
    freeShippingThreshold: store?.free_shipping_threshold != null ? toSoles(toCentimos(store.free_shipping_threshold)) : null,
    storeStatus: store ? storeStatusOf(store, now, language, timezone) : null,
    alcoholSale,
    address: address ? await cartAddress(db, caller.userId, address) : null,
    pricing: {
      basePrice: toSoles(totals.basePrice), shipping: toSoles(totals.shipping), serviceCharge: toSoles(totals.serviceCharge),
      discount: toSoles(totals.discount), promoCodeDiscount: toSoles(totals.promoCodeDiscount), finalPayAmount: toSoles(totals.finalPayAmount),
    },
    promoCode: {
      promoCodeId: promo?.row.promo_code_id ?? null, promoCode: promo?.row.promo_code ?? null, promoCodeDescription: promo?.row.description ?? null,
      promoCodeValid: promo?.verdict.valid ?? false, promoCodeMessage,
    },
    // Only a schedule that counts: a past or no longer acceptable one would enable Continue for an order placement refuses.
    scheduleDelivery: {
      scheduleDelivery: schedule !== null,
      scheduleDate: schedule ? moment.utc(schedule.date, 'YYYY-MM-DD').locale('en').format(SCHEDULE_DATE_FORMAT) : null,
      scheduleTime: schedule ? moment.utc(schedule.time, 'HH:mm').locale('en').format(SCHEDULE_TIME_FORMAT) : null,
    },
    deliveryInstructions: cart.delivery_instructions,
    invoiceDetails: {
      // Stored as: invoice_id_type = the boleta's ID type (answered as `id`), invoice_name = its ID number (`name`).
      boletaSimple: cart.invoice_boleta_simple, boleta: cart.invoice_boleta, factura: cart.invoice_factura, id: cart.invoice_id_type,
      name: cart.invoice_name, invoiceName: cart.invoice_invoice_name, dob: dateToEpoch(cart.invoice_dob, timezone), ruc: cart.invoice_ruc,
      number: cart.invoice_number, address: cart.invoice_address,
    },
  };
  return {
    view, store, timezone, lines: items, totals,
    promo: promo ? { promoCodeId: promo.row.promo_code_id, promoCode: promo.row.promo_code, verdict: promo.verdict } : null,
    schedule, staleSchedule, alcoholSale,
  };
}

/**
 * The cart answer (GET carts and every cart mutation). A saved schedule that no longer counts is cleared here, so the
 * row agrees with the answer the shopper sees (docs/decisions.md); only that exact slot is cleared, so a schedule set
 * by a concurrent call survives.
 */
export async function buildCart(db: Kysely<DB>, cartId: number, caller: SessionUser, language: Language, now: Date): Promise<CartView> {
  const evaluation = await evaluateCart(db, cartId, caller, language, now);
  if (evaluation.staleSchedule) await repo.clearSchedule(db, cartId, evaluation.staleSchedule, now);
  return evaluation.view;
}

async function cartAddress(db: Kysely<DB>, userId: number, a: AddressRow): Promise<NonNullable<CartView['address']>> {
  return {
    userAddressId: a.user_address_id, firstName: a.first_name, lastName: a.last_name, telephone: a.telephone, street1: a.street1,
    street2: a.street2, landmark: a.landmark, latitude: a.latitude, longitude: a.longitude, countryId: a.country_id, alias: a.alias,
    defaultShipping: a.default_shipping, orderDelivered: await repo.hasDeliveredOrder(db, userId, a.user_address_id),
  };
}

/** GET .../carts: the caller's active cart (created on first use). */
export async function getCart(request: CartRequest, countryId: string): Promise<CartView> {
  await assertCountryInPath(request.db, countryId);
  const cartId = await repo.ensureActiveCart(request.db, request.caller.userId, request.caller.countryId, request.now);
  return buildCart(request.db, cartId, request.caller, request.language, request.now);
}

/**
 * Runs a change of the caller's active cart (created if needed) in a transaction that first locks the cart row, then
 * answers the whole cart. For calls that name no cart, like the combo calls.
 */
export async function changeActiveCart(request: CartRequest, countryId: string,
  change: (trx: Kysely<DB>, cart: { cart_id: number; country_id: string }) => Promise<void>): Promise<CartView> {
  await assertCountryInPath(request.db, countryId);
  let cartId = 0;
  await request.db.transaction().execute(async (trx) => {
    // Created inside the transaction: a refused change leaves no new cart behind.
    cartId = await repo.ensureActiveCart(trx, request.caller.userId, request.caller.countryId, request.now);
    const cart = (await repo.lockOwnActiveCart(trx, request.caller.userId, cartId)) ?? cartNotFound();
    await change(trx, cart);
  });
  return buildCart(request.db, cartId, request.caller, request.language, request.now);
}

/** Runs a change of the caller's cart in a transaction that first locks the cart row, then answers the whole cart. */
export async function changeCart(request: CartRequest, countryId: string, cartId: number,
  change: (trx: Kysely<DB>, cart: { cart_id: number; country_id: string }) => Promise<void>): Promise<CartView> {
  await assertCountryInPath(request.db, countryId);
  await request.db.transaction().execute(async (trx) => {
    const cart = (await repo.lockOwnActiveCart(trx, request.caller.userId, cartId)) ?? cartNotFound();
    await change(trx, cart);
  });
  return buildCart(request.db, cartId, request.caller, request.language, request.now);
}

interface SellingStore { store: StoreRow; stock: number | null }

/** The store serving the caller's default address: 409 without a default address or without a store covering it. */
export async function servingStoreFor(trx: Kysely<DB>, userId: number, countryId: string): Promise<StoreRow> {
  const address = await findDefaultAddress(trx, userId);
  if (!address) throw new AppError(409, 'error.cart.addressRequired');
  const store = await findServingStore(trx, address, countryId);
  if (!store) throw new AppError(409, 'error.cart.productUnavailable');
  return store;
}

/** The store serving the default address, if it sells the product now (409s otherwise). */
async function sellingStore(trx: Kysely<DB>, userId: number, countryId: string, productId: number): Promise<SellingStore> {
  const address = await findDefaultAddress(trx, userId);
  if (!address) throw new AppError(409, 'error.cart.addressRequired');
  const store = await findServingStore(trx, address, countryId);
  const listed = store ? await repo.findStoreProduct(trx, store.store_id, productId) : undefined;
  if (!store || !listed || !listed.available || listed.stock === 0) throw new AppError(409, 'error.cart.productUnavailable');
  return { store, stock: listed.stock };
}

/** 409 unless the caller may buy goods with this age restriction (guests log in, customers need an old enough dob). */
export async function assertAgeAllowed(trx: Kysely<DB>, request: CartRequest, countryId: string, restriction: number): Promise<void> {
  if (requiredAge(restriction) === 0) return;
  const isCustomer = request.caller.roleName === 'USER';
  const dob = isCustomer ? await repo.findCustomerDob(trx, request.caller.userId) : null;
  const today = localDate(request.now, await countryTimezone(trx, countryId));
  const verdict = ageVerdict({ restriction, isCustomer, dob, today });
  const params = { age: requiredAge(restriction) };
  if (verdict === 'loginRequired') throw new AppError(409, 'error.cart.ageLoginRequired', params);
  if (verdict === 'verificationRequired') throw new AppError(409, 'error.cart.ageVerificationRequired', params);
  if (verdict === 'underAge') throw new AppError(409, 'error.cart.ageRestricted', params);
}

/** Per-line limits on the quantity a line would end with: the 20-unit cap, then the store's stock. */
function assertLineQuantity(total: number, alreadyInCart: number, stock: number | null): void {
  if (total > MAX_LINE_QUANTITY) {
    throw new FieldValidationError([{ fieldName: 'quantity', identifier: 'error.cart.quantityAboveLimit', params: { max: MAX_LINE_QUANTITY, inCart: alreadyInCart } }]);
  }
  if (stock !== null && total > stock) {
    throw new FieldValidationError([{ fieldName: 'quantity', identifier: 'error.cart.quantityAboveStock', params: { stock } }]);
  }
}

const invalidToppings = (): never => {
  throw new FieldValidationError([{ fieldName: 'toppings', identifier: 'error.cart.toppingsInvalid' }]);
};

/** POST .../cart-items: adds units of a product; the same product with the same toppings grows its line. */
export async function addItem(request: CartRequest, countryId: string, cartId: number, body: AddItemBody): Promise<CartView> {
  await assertCountryInQuery(request.db, body.countryId);
  return changeCart(request, countryId, cartId, async (trx, cart) => {
    const product = await repo.findProduct(trx, body.productId);
    if (!product || !product.active) throw new NotFoundError('error.product.notFound');
    const options = (await optionsByProduct(trx, [product.product_id])).get(product.product_id) ?? [];
    const choice = chooseToppings(body.toppings, options) ?? invalidToppings();
    const { store, stock } = await sellingStore(trx, request.caller.userId, cart.country_id, product.product_id);
    await assertAgeAllowed(trx, request, cart.country_id, product.age_restriction);

    const existing = await repo.findProductLine(trx, cart.cart_id, product.product_id, choice.stored);
    assertLineQuantity((existing?.quantity ?? 0) + body.quantity, existing?.quantity ?? 0, stock);
    if (!existing && (await repo.countLines(trx, cart.cart_id)) >= MAX_CART_LINES) throw new AppError(409, 'error.cart.tooManyLines');
    await repo.addToProductLine(trx, { cartId: cart.cart_id, productId: product.product_id, toppings: choice.stored, quantity: body.quantity, now: request.now });
    await repo.touchCart(trx, cart.cart_id, request.now, store.store_id);
  });
}

/**
 * PUT .../cart-items/{id}: sets a line's quantity (0 deletes the line) and, when toppings are sent, its topping choice.
 * A choice equal to another line's merges the two (their quantities add up, within the same limits).
 */
export async function updateItem(request: CartRequest, countryId: string, cartId: number, cartItemId: number, body: UpdateItemBody): Promise<CartView> {
  return changeCart(request, countryId, cartId, async (trx, cart) => {
    const line = (await repo.findLine(trx, cart.cart_id, cartItemId)) ?? lineNotFound();
    if (body.quantity === 0) {
      // A quantity reaching 0 removes the line, whatever the store now sells: removing never needs a check.
      await repo.deleteLine(trx, line.cart_item_id);
      await repo.touchCart(trx, cart.cart_id, request.now);
      return;
    }
    if (line.product_id === null) {
      // Combo lines: only the quantity changes here (their choices belong to the combo flow).
      if (body.toppings !== undefined && chooseToppings(body.toppings, []) === null) invalidToppings();
      await repo.updateLine(trx, line.cart_item_id, { quantity: body.quantity, now: request.now });
      await repo.touchCart(trx, cart.cart_id, request.now);
      return;
    }
    const product = await repo.findProduct(trx, line.product_id);
    if (!product || !product.active) throw new AppError(409, 'error.cart.productUnavailable');
    let toppings = line.toppings;
    if (body.toppings !== undefined) {
      const options = (await optionsByProduct(trx, [product.product_id])).get(product.product_id) ?? [];
      toppings = (chooseToppings(body.toppings, options) ?? invalidToppings()).stored;
    }
    const { store, stock } = await sellingStore(trx, request.caller.userId, cart.country_id, product.product_id);
    await assertAgeAllowed(trx, request, cart.country_id, product.age_restriction);

    const twin = toppings === line.toppings ? undefined : await repo.findProductLine(trx, cart.cart_id, product.product_id, toppings);
    assertLineQuantity((twin?.quantity ?? 0) + body.quantity, twin?.quantity ?? 0, stock);
    if (twin) await repo.deleteLine(trx, twin.cart_item_id);
    await repo.updateLine(trx, line.cart_item_id, { quantity: (twin?.quantity ?? 0) + body.quantity, toppings, now: request.now });
    await repo.touchCart(trx, cart.cart_id, request.now, store.store_id);
  });
}

/** DELETE .../cart-items/{id}: removes one line. */
export async function deleteItem(request: CartRequest, countryId: string, cartId: number, cartItemId: number): Promise<CartView> {
  return changeCart(request, countryId, cartId, async (trx, cart) => {
    const line = (await repo.findLine(trx, cart.cart_id, cartItemId)) ?? lineNotFound();
    await repo.deleteLine(trx, line.cart_item_id);
    await repo.touchCart(trx, cart.cart_id, request.now);
  });
}

/** DELETE .../cart-items: empties the cart (the cart itself, its instructions and invoice choice stay). */
export async function clearItems(request: CartRequest, countryId: string, cartId: number): Promise<CartView> {
  return changeCart(request, countryId, cartId, async (trx, cart) => {
    await repo.deleteAllLines(trx, cart.cart_id);
    await repo.touchCart(trx, cart.cart_id, request.now);
  });
}

/** Where the new address is: query coordinates, else the own address userAddressId (which must be the caller's). */
async function discardPoint(request: CartRequest, query: DiscardQuery): Promise<{ latitude: number; longitude: number }> {
  let address: AddressRow | null = null;
  if (query.userAddressId !== undefined) {
    address = await findOwnAddress(request.db, request.caller.userId, query.userAddressId);
    if (!address) throw new NotFoundError('error.address.notFound');
  }
  if (query.latitude !== undefined && query.longitude !== undefined) return { latitude: query.latitude, longitude: query.longitude };
  if (query.latitude !== undefined || query.longitude !== undefined) {
    const missing = query.latitude === undefined ? 'latitude' : 'longitude';
    throw new FieldValidationError([{ fieldName: missing, identifier: 'error.validation.required' }]);
  }
  if (address) return address;
  throw new FieldValidationError([{ fieldName: 'latitude', identifier: 'error.cart.locationRequired' }]);
}

/**
 * GET .../cart-discard-status: what moving the cart to a new address would cost. NONE: empty cart,
 * same store, or everything available there; PARTIAL: some lines unavailable; COMPLETE: none available, or no store.
 */
export async function discardStatus(request: CartRequest, countryId: string, cartId: number, query: DiscardQuery): Promise<DiscardStatus> {
  await assertCountryInPath(request.db, countryId);
  const cart = (await repo.findOwnActiveCart(request.db, request.caller.userId, cartId)) ?? cartNotFound();
  const point = await discardPoint(request, query);
  const newStore = await findServingStore(request.db, point, cart.country_id);
  const items = await priceLines(request.db, cart.cart_id, newStore, request.language, request.now);
  const lines = items.map((i) => ({ cartItemId: i.cartItemId, available: i.available }));
  if (lines.length === 0) return { cartDiscardStatus: 'NONE', unavailableCartItemIds: [] };
  if (!newStore) return { cartDiscardStatus: 'COMPLETE', unavailableCartItemIds: lines.map((l) => l.cartItemId) };

  const current = await findDefaultAddress(request.db, request.caller.userId);
  const currentStore = current ? await findServingStore(request.db, current, cart.country_id) : null;
  if (currentStore?.store_id === newStore.store_id) return { cartDiscardStatus: 'NONE', unavailableCartItemIds: [] };

  const unavailable = lines.filter((l) => !l.available).map((l) => l.cartItemId);
  const status = unavailable.length === 0 ? 'NONE' : unavailable.length === lines.length ? 'COMPLETE' : 'PARTIAL';
  return { cartDiscardStatus: status, unavailableCartItemIds: unavailable };
}
