// Order placement over HTTP: every server re-check refuses with its error body and changes nothing; a placed
// order charges exactly the cart's pricing, snapshots its lines, uses the promo and empties the same cart; one
// Idempotency-Key places one order, even twice at once; and the account's list, details and cancel (own orders only).
import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ManualClock } from '../src/lib/clock.js';
import { advanceSteps, invoiceVerdict } from '../src/modules/orders/rules.js';
import { centimosText, placeOrder, requestHash } from '../src/modules/orders/placement.js';
import type { PlaceOrderBody } from '../src/modules/orders/schemas.js';
import type { DB } from '../src/db/types.js';
import type { SessionUser } from '../src/plugins/session.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

// 10:00 in Lima (UTC−5) on Monday 15 June 2026: Miraflores (07:00–23:00, scheduling on) takes orders.
const START = '2026-06-15T15:00:00Z';
// 02:00 in Lima the same day: every store is outside its hours.
const NIGHT = '2026-06-15T07:00:00Z';
const clock = new ManualClock(START);
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });
afterEach(() => clock.set(START));

const MIRAFLORES = { latitude: -12.1236, longitude: -77.0293 };
const db = () => ctx.database.db;
const cents = (amount: number | string): number => Math.round(Number(amount) * 100);

interface Shopper extends TestCaller { cartId: number; addressId: number }
interface Product { id: number; discounted: string }

let plain: Product[] = [];
let restricted: Product[] = [];
let mirafloresId = 0;

beforeAll(async () => {
  mirafloresId = (await db().selectFrom('stores').select('store_id').where('code', '=', 'lima-miraflores').executeTakeFirstOrThrow()).store_id;
  const base = () => db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .innerJoin('store_products as sp', (j) => j.onRef('sp.product_id', '=', 'p.product_id').on('sp.store_id', '=', mirafloresId))
    .select(['p.product_id as id', 'p.discounted_price as discounted'])
    .where('p.active', '=', true).where('sp.available', '=', true).where('sp.actual_price', 'is', null).where('sp.discounted_price', 'is', null)
    .where((eb) => eb.or([eb('sp.stock', 'is', null), eb('sp.stock', '>', 20)]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('product_toppings as pt').select('pt.product_id').whereRef('pt.product_id', '=', 'p.product_id'))));
  plain = (await base().where('p.age_restriction', '=', 0).where('c.age_restriction', '=', 0).orderBy('p.product_id').execute()) as Product[];
  restricted = (await base().where(sql<number>`greatest(p.age_restriction, c.age_restriction)`, '>=', 18).orderBy('p.product_id').execute()) as Product[];
});

/** A product costing at least `min` soles (discounted), handed out once. */
function take(min = 0, max = Infinity): Product {
  const index = plain.findIndex((p) => Number(p.discounted) >= min && Number(p.discounted) <= max);
  if (index < 0) throw new Error('out of test products');
  return plain.splice(index, 1)[0] as Product;
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, caller?: TestCaller, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method, url, headers: { ...(caller ? { cookie: caller.cookie } : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const getCart = async (caller: TestCaller) => {
  const res = await call('GET', '/api/v1/PE/es/carts', caller);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** A verified customer with a complete default address at Miraflores, a boleta simple chosen, and `lines` in the cart. */
async function shopper(lines: [Product, number][] = [[take(12), 2]], dob: string | null = '1990-04-12'): Promise<Shopper> {
  const caller = await newCustomer(ctx, { dob });
  const address = await db().insertInto('user_addresses').values({
    user_id: caller.userId, country_id: 'PE', first_name: 'Rosa', last_name: 'Quispe', telephone: '987111222', street1: 'Calle Prueba 123',
    latitude: MIRAFLORES.latitude, longitude: MIRAFLORES.longitude, alias: 'Home', default_shipping: true,
  }).returning('user_address_id').executeTakeFirstOrThrow();
  const { cartId } = await getCart(caller);
  for (const [product, quantity] of lines) {
    const res = await call('POST', `/api/v1/PE/es/carts/${cartId}/cart-items`, caller, { countryId: 'PE', productId: product.id, quantity, toppings: null });
    expect(res.statusCode).toBe(200);
  }
  await db().updateTable('carts').set({ invoice_boleta_simple: true }).where('cart_id', '=', cartId).execute();
  return { ...caller, cartId, addressId: address.user_address_id };
}

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;
const cashBody = (amount: number | null) => ({ countryId: 'PE', orderPlatform: 'WEB', paymentMethod: 'CASH', amountInCustomerHand: amount, tip: 0, languageCode: 'es' });
const pinBody = () => ({ ...cashBody(null), paymentMethod: 'PINPAID' });
const place = (caller: TestCaller, body: unknown = cashBody(1000), key = newKey()) =>
  call('POST', '/api/v1/orders', caller, body, { 'idempotency-key': key });

const general = (res: LightMyRequestResponse) => res.json().errors.general as { identifier: string; message: string }[];
const fields = (res: LightMyRequestResponse) => res.json().errors.fieldsErrors as { fieldName: string; identifier: string }[];

/** Runs a refused placement and proves it changed nothing: every table's row count and the caller's cart. */
async function expectRefused(caller: TestCaller, status: number, identifier: string, body: unknown = cashBody(1000), key = newKey()) {
  const counts = await tableCounts(ctx.database);
  const cart = await getCart(caller);
  const res = await place(caller, body, key);
  expect(res.statusCode).toBe(status);
  if (status === 400) expect(fields(res).map((f) => f.identifier)).toContain(identifier);
  else expect(general(res)).toEqual([{ identifier, message: expect.any(String) }]);
  expect(await tableCounts(ctx.database)).toEqual(counts);
  expect(await getCart(caller)).toEqual(cart);
  return res;
}

describe('who may place an order, and the request', () => {
  test('no session → 401, guest → 403, before the header or body are looked at', async () => {
    const counts = await tableCounts(ctx.database);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/orders', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const guest = await newGuest(ctx);
    const before = await tableCounts(ctx.database);
    const res = await call('POST', '/api/v1/orders', guest, cashBody(100), { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(403);
    expect(general(res)[0]?.identifier).toBe('error.auth.customerRequired');
    expect(await tableCounts(ctx.database)).toEqual(before);
    expect(counts.orders).toBe(before.orders);
  });

  test('Idempotency-Key missing, too short, too long or with other characters → 400 on the header', async () => {
    const s = await shopper();
    const counts = await tableCounts(ctx.database);
    for (const headers of [{} as Record<string, string>, { 'idempotency-key': 'short' }, { 'idempotency-key': 'x'.repeat(101) }, { 'idempotency-key': 'has space 123' }]) {
      const res = await call('POST', '/api/v1/orders', s, cashBody(1000), headers);
      expect(res.statusCode).toBe(400);
      expect(fields(res)).toEqual([expect.objectContaining({ fieldName: 'idempotency-key', identifier: 'error.order.idempotencyKeyInvalid' })]);
    }
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('bad bodies → 400 with the field named, nothing changed', async () => {
    const s = await shopper();
    await expectRefused(s, 400, 'error.validation.invalidOption', { ...cashBody(1000), paymentMethod: 'ONLINE' });
    await expectRefused(s, 400, 'error.validation.invalidOption', { ...cashBody(1000), orderPlatform: 'ANDROID' });
    await expectRefused(s, 400, 'error.validation.invalidOption', { ...cashBody(1000), tip: 2 });
    await expectRefused(s, 400, 'error.validation.tooSmall', cashBody(-1));
    await expectRefused(s, 400, 'error.validation.invalidFormat', cashBody(50.123));
    await expectRefused(s, 400, 'error.validation.unknownCountry', { ...cashBody(1000), countryId: 'ZZ' });
  });
});

describe('refusals (422, translated, nothing changed)', () => {
  test('empty cart, answered in the body\'s language', async () => {
    const s = await shopper([]);
    await expectRefused(s, 422, 'error.order.cartEmpty');
    const res = await expectRefused(s, 422, 'error.order.cartEmpty', { ...cashBody(1000), languageCode: 'en' });
    expect(general(res)[0]?.message).toBe('Your cart is empty.');
  });

  test('address incomplete: no phone, a phone of 8 digits, no last name', async () => {
    const s = await shopper();
    for (const change of [{ telephone: null }, { telephone: '98711122' }, { last_name: '  ' }]) {
      await db().updateTable('user_addresses').set(change).where('user_address_id', '=', s.addressId).execute();
      await expectRefused(s, 422, 'error.order.addressIncomplete');
      await db().updateTable('user_addresses').set({ telephone: '987111222', last_name: 'Quispe' }).where('user_address_id', '=', s.addressId).execute();
    }
    expect((await place(s)).statusCode).toBe(201);
  });

  test('a line the store no longer sells → itemsUnavailable', async () => {
    const product = take(12);
    const s = await shopper([[product, 2]]);
    await db().updateTable('store_products').set({ available: false }).where('store_id', '=', mirafloresId).where('product_id', '=', product.id).execute();
    try {
      await expectRefused(s, 422, 'error.order.itemsUnavailable');
    } finally {
      await db().updateTable('store_products').set({ available: true }).where('store_id', '=', mirafloresId).where('product_id', '=', product.id).execute();
    }
  });

  test('store outside its hours without a schedule → storeClosed; a stale schedule → scheduleInvalid until a cart answer clears it', async () => {
    const s = await shopper();
    clock.set(NIGHT);
    await expectRefused(s, 422, 'error.order.storeClosed');
    // Yesterday, outside the hours, 9 days ahead, earlier today: all no longer valid at 02:00.
    for (const [date, time] of [['2026-06-14', '10:00'], ['2026-06-15', '23:30'], ['2026-06-23', '10:00'], ['2026-06-15', '01:30']]) {
      const slot = { schedule_delivery: true, schedule_date: date, schedule_time: time };
      await db().updateTable('carts').set(slot).where('cart_id', '=', s.cartId).execute();
      // Placed straight after the slot went stale (the shopper's last cart answer still showed it): refused, nothing changed.
      const counts = await tableCounts(ctx.database);
      const res = await place(s);
      expect(res.statusCode).toBe(422);
      expect(general(res)).toEqual([{ identifier: 'error.order.scheduleInvalid', message: expect.any(String) }]);
      expect(await tableCounts(ctx.database)).toEqual(counts);
      const row = await db().selectFrom('carts').select(['schedule_delivery', sql<string>`to_char(schedule_date, 'YYYY-MM-DD')`.as('schedule_date'),
        sql<string>`to_char(schedule_time, 'HH24:MI')`.as('schedule_time')]).where('cart_id', '=', s.cartId).executeTakeFirstOrThrow();
      expect(row).toEqual(slot);
      // The next cart answer shows it as not scheduled (and clears it): placement then says the store is closed.
      expect((await getCart(s)).scheduleDelivery).toEqual({ scheduleDelivery: false, scheduleDate: null, scheduleTime: null });
      await expectRefused(s, 422, 'error.order.storeClosed');
    }
  });

  test('below the store minimum (S/ 20 at Miraflores) → belowMinimum with the minimum', async () => {
    // One cheap unit: goods + shipping 4.90 + service 1.00 stays under 20.
    const s = await shopper([[take(0.5, 10), 1]]);
    const cart = await getCart(s);
    expect(cart.pricing.finalPayAmount).toBeLessThan(20);
    const res = await expectRefused(s, 422, 'error.order.belowMinimum');
    expect(general(res)[0]?.message).toContain('S/ 20.00');
  });

  test('no receipt type → invoiceRequired; boleta or factura with missing or wrong fields → invoiceIncomplete', async () => {
    const s = await shopper();
    await db().updateTable('carts').set({ invoice_boleta_simple: false }).where('cart_id', '=', s.cartId).execute();
    await expectRefused(s, 422, 'error.order.invoiceRequired');
    await db().updateTable('carts').set({ invoice_boleta: true, invoice_id_type: 'DNI', invoice_name: '1234567', invoice_invoice_name: 'Rosa Quispe' })
      .where('cart_id', '=', s.cartId).execute();
    await expectRefused(s, 422, 'error.order.invoiceIncomplete');
    await db().updateTable('carts').set({ invoice_boleta: false, invoice_factura: true, invoice_ruc: '20100070971', invoice_number: 'Bodega SAC', invoice_address: null })
      .where('cart_id', '=', s.cartId).execute();
    await expectRefused(s, 422, 'error.order.invoiceIncomplete');
    await db().updateTable('carts').set({ invoice_address: 'Av. Larco 1', invoice_ruc: '20100070972' }).where('cart_id', '=', s.cartId).execute();
    await expectRefused(s, 422, 'error.order.invoiceIncomplete');
    // A boleta saved before the rules tightened, or written by another tool: a passport number of 5 characters.
    await db().updateTable('carts').set({ invoice_factura: false, invoice_boleta: true, invoice_id_type: 'Pasaporte', invoice_name: 'AB123', invoice_invoice_name: 'Ann Lee' })
      .where('cart_id', '=', s.cartId).execute();
    await expectRefused(s, 422, 'error.order.invoiceIncomplete');
    await db().updateTable('carts').set({ invoice_boleta: false, invoice_factura: true, invoice_id_type: null, invoice_name: null, invoice_invoice_name: null })
      .where('cart_id', '=', s.cartId).execute();
    await db().updateTable('carts').set({ invoice_ruc: '20100070970' }).where('cart_id', '=', s.cartId).execute();
    expect((await place(s)).statusCode).toBe(201);
  });

  test('over S/ 700 a boleta simple is refused (SUNAT wants the buyer\'s document); a boleta with the DNI is placed', async () => {
    const s = await shopper([[take(40), 20]]);
    const cart = await getCart(s);
    expect(cart.pricing.finalPayAmount).toBeGreaterThan(700);
    // Chosen while the cart was smaller, or written by another tool: the receipt is judged again at placement.
    await db().updateTable('carts').set({ invoice_boleta_simple: true, invoice_boleta: false, invoice_factura: false }).where('cart_id', '=', s.cartId).execute();
    const res = await expectRefused(s, 422, 'error.invoice.boletaNeedsId', cashBody(5000));
    expect(general(res)[0]?.message).toBe('Para compras mayores a S/ 700 la SUNAT pide el documento del comprador: elige boleta con tu DNI.');
    await db().updateTable('carts').set({ invoice_boleta_simple: false, invoice_boleta: true, invoice_id_type: 'DNI', invoice_name: '45871236', invoice_invoice_name: 'Rosa Quispe' })
      .where('cart_id', '=', s.cartId).execute();
    expect((await place(s, cashBody(5000))).statusCode).toBe(201);
  });

  test('age-restricted line: no date of birth → ageRequired; under 18 today in Lima → underAge; 18 today → placed', async () => {
    const item = restricted[0] as Product;
    const s = await shopper([[item, 1], [take(12), 2]]);
    await db().updateTable('customers').set({ dob: null }).where('user_id', '=', s.userId).execute();
    await expectRefused(s, 422, 'error.order.ageRequired');
    await db().updateTable('customers').set({ dob: '2008-06-16' }).where('user_id', '=', s.userId).execute();
    await expectRefused(s, 422, 'error.order.underAge');
    await db().updateTable('customers').set({ dob: '2008-06-15' }).where('user_id', '=', s.userId).execute();
    expect((await place(s, { ...cashBody(1000), ageConfirmed: true })).statusCode).toBe(201);
  });

  test('cash below finalPayAmount (or none) → cashTooLow with the amount; exactly the amount is enough', async () => {
    const s = await shopper();
    const final = (await getCart(s)).pricing.finalPayAmount as number;
    const res = await expectRefused(s, 422, 'error.order.cashTooLow', cashBody((cents(final) - 1) / 100));
    expect(general(res)[0]?.message).toContain(`S/ ${final.toFixed(2)}`);
    await expectRefused(s, 422, 'error.order.cashTooLow', cashBody(null));
    expect((await place(s, cashBody(final))).statusCode).toBe(201);
  });

  test('a payment method the store does not accept → paymentMethodUnavailable', async () => {
    const s = await shopper();
    await sql`update stores set accepts_pinpaid = false where store_id = ${mirafloresId}`.execute(db());
    try {
      await expectRefused(s, 422, 'error.order.paymentMethodUnavailable', pinBody());
    } finally {
      await sql`update stores set accepts_pinpaid = true where store_id = ${mirafloresId}`.execute(db());
    }
  });

  test('a promo that no longer qualifies → promoInvalid', async () => {
    const s = await shopper();
    const expired = await db().selectFrom('promos').select('promo_code_id').where('promo_code', '=', 'NAVIDAD2023').executeTakeFirstOrThrow();
    await db().updateTable('carts').set({ promo_code_id: expired.promo_code_id }).where('cart_id', '=', s.cartId).execute();
    await expectRefused(s, 422, 'error.order.promoInvalid');
  });
});

describe('placing an order', () => {
  test('cash: the cart\'s pricing to the céntimo, items snapshotted, history, promo use, the same cart emptied', async () => {
    const a = take(12);
    const b = take(12);
    const s = await shopper([[a, 3], [b, 2]]);
    const promo = await db().selectFrom('promos').select(['promo_code_id']).where('promo_code', '=', 'DELIVERYGRATIS').executeTakeFirstOrThrow();
    await db().updateTable('carts').set({
      promo_code_id: promo.promo_code_id, delivery_instructions: 'Tocar el timbre', invoice_boleta_simple: false, invoice_boleta: true,
      invoice_id_type: 'DNI', invoice_name: '45871236', invoice_invoice_name: 'Rosa Quispe',
    }).where('cart_id', '=', s.cartId).execute();
    const cart = await getCart(s);
    expect(cart.promoCode.promoCodeValid).toBe(true);
    expect(cart.pricing.promoCodeDiscount).toBe(5);
    const before = await tableCounts(ctx.database);

    const res = await place(s, cashBody(200));
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      orderId: expect.any(Number), orderNumber: expect.stringMatching(/^PE-\d{6,}$/), status: 'INITIATED',
      finalPayAmount: cart.pricing.finalPayAmount, createdAt: START.replace('Z', '.000Z'),
    });
    const after = await tableCounts(ctx.database);
    const grew = (table: string) => (after[table] ?? 0) - (before[table] ?? 0);
    expect(grew('orders')).toBe(1);
    expect(grew('order_items')).toBe(2);
    expect(grew('order_status_history')).toBe(1);
    expect(grew('promo_uses')).toBe(1);
    expect(grew('cart_items')).toBe(-2);
    expect(grew('carts')).toBe(0);

    const order = await db().selectFrom('orders').selectAll().where('order_id', '=', answer.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      user_id: s.userId, cart_id: s.cartId, store_id: mirafloresId, status: 'INITIATED', payment_method: 'CASH', amount_in_customer_hand: '200.00',
      base_price: centimosText(cents(cart.pricing.basePrice)), shipping: centimosText(cents(cart.pricing.shipping)),
      service_charge: centimosText(cents(cart.pricing.serviceCharge)), discount: centimosText(cents(cart.pricing.discount)),
      promo_code_discount: '5.00', final_pay_amount: centimosText(cents(cart.pricing.finalPayAmount)), promo_code_id: promo.promo_code_id,
      delivery_instructions: 'Tocar el timbre', schedule_delivery: false, answer,
    });
    expect(order.address_snapshot).toMatchObject({ userAddressId: s.addressId, firstName: 'Rosa', telephone: '987111222' });
    expect(order.invoice_snapshot).toMatchObject({ boleta: true, id: 'DNI', name: '45871236', invoiceName: 'Rosa Quispe' });

    const items = await db().selectFrom('order_items').selectAll().where('order_id', '=', answer.orderId).orderBy('order_item_id').execute();
    expect(items).toEqual(cart.cartItems.map((line: { productId: number; quantity: number; lineTotal: number; product: { name: string; productPrice: { originalActualPrice: number; originalDiscountedPrice: number } } }) =>
      expect.objectContaining({
        product_id: line.productId, combo_offer_id: null, product_name: line.product.name, quantity: line.quantity,
        unit_actual_price: centimosText(cents(line.product.productPrice.originalActualPrice)),
        unit_discounted_price: centimosText(cents(line.product.productPrice.originalDiscountedPrice)),
        line_total: centimosText(cents(line.lineTotal)), item_status: 'ORDERED',
      })));
    expect(items.reduce((sum, i) => sum + cents(i.line_total), 0)).toBe(cents(cart.pricing.basePrice) - cents(cart.pricing.discount));
    const uses = await db().selectFrom('promo_uses').selectAll().where('order_id', '=', answer.orderId).execute();
    expect(uses).toEqual([expect.objectContaining({ promo_code_id: promo.promo_code_id, user_id: s.userId })]);

    const emptied = await getCart(s);
    expect(emptied.cartId).toBe(s.cartId);
    expect(emptied.cartItems).toEqual([]);
    expect(emptied.promoCode.promoCodeId).toBeNull();
    expect(emptied.deliveryInstructions).toBeNull();
    expect(emptied.scheduleDelivery.scheduleDelivery).toBe(false);
    expect(emptied.invoiceDetails).toMatchObject({ boleta: true, id: 'DNI', name: '45871236', invoiceName: 'Rosa Quispe' });
  });

  test('a combo line and a line with toppings are snapshotted as the cart priced them (choice and toppings included)', async () => {
    const s = await shopper([]);
    const topped = await db().selectFrom('product_toppings as pt')
      .innerJoin('store_products as sp', (j) => j.onRef('sp.product_id', '=', 'pt.product_id').on('sp.store_id', '=', mirafloresId))
      .innerJoin('products as p', 'p.product_id', 'pt.product_id').innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .select(['pt.product_id', 'pt.name']).where('pt.language_id', '=', 1).where('sp.available', '=', true).where('p.active', '=', true)
      .where('p.age_restriction', '=', 0).where('c.age_restriction', '=', 0).orderBy('pt.product_id').orderBy('pt.sort_order').executeTakeFirstOrThrow();
    const withToppings = await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s,
      { countryId: 'PE', productId: topped.product_id, quantity: 2, toppings: JSON.stringify([topped.name]) });
    expect(withToppings.statusCode).toBe(200);
    const combos = await db().selectFrom('combo_offers').select(['combo_offer_id']).where('combo_offer_type', '=', 'normal')
      .where('active', '=', true).where('age_restriction', '=', false).orderBy('combo_offer_id').execute();
    let comboAdded = false;
    for (const combo of combos) {
      const parts = await db().selectFrom('combo_offer_products').select(['product_id as productId', 'quantity'])
        .where('combo_offer_id', '=', combo.combo_offer_id).orderBy('sort_order').execute();
      const res = await call('POST', `/api/v1/PE/combo-offers/products/${combo.combo_offer_id}/?languageCode=es`, s, { comboOfferData: parts });
      if (res.statusCode === 200 && res.json().cartItems.every((i: { available: boolean }) => i.available)) {
        comboAdded = true;
        break;
      }
    }
    expect(comboAdded).toBe(true);
    const cart = await getCart(s);
    const res = await place(s, cashBody(9999));
    expect(res.statusCode).toBe(201);
    const items = await db().selectFrom('order_items').selectAll().where('order_id', '=', res.json().orderId).orderBy('order_item_id').execute();
    expect(items).toEqual(cart.cartItems.map((line: { productId: number | null; comboOfferId: number | null; toppings: string | null;
      comboOfferData: unknown[] | null; lineTotal: number; product: { name: string; productPrice: { originalDiscountedPrice: number } } }) => expect.objectContaining({
      product_id: line.productId, combo_offer_id: line.comboOfferId, product_name: line.product.name, toppings: line.toppings,
      combo_selection: line.comboOfferData === null ? null : JSON.stringify(line.comboOfferData),
      unit_discounted_price: centimosText(cents(line.product.productPrice.originalDiscountedPrice)), line_total: centimosText(cents(line.lineTotal)),
    })));
    expect(items.map((i) => i.toppings)).toContain(JSON.stringify([topped.name]));
    expect(items.some((i) => i.combo_offer_id !== null && i.combo_selection !== null)).toBe(true);
    const details = (await call('GET', `/api/v1/PE/orders/${res.json().orderId}`, s)).json();
    expect(details.items.map((i: { comboOfferId: number | null; toppings: string | null }) => [i.comboOfferId, i.toppings]))
      .toEqual(cart.cartItems.map((l: { comboOfferId: number | null; toppings: string | null }) => [l.comboOfferId, l.toppings]));
    expect(details.pricing).toEqual(cart.pricing);
  });

  test('PINPAID: amountInCustomerHand is ignored and not stored', async () => {
    const s = await shopper();
    const res = await place(s, { ...pinBody(), amountInCustomerHand: 5 });
    expect(res.statusCode).toBe(201);
    const order = await db().selectFrom('orders').select(['payment_method', 'amount_in_customer_hand']).where('order_id', '=', res.json().orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ payment_method: 'PINPAID', amount_in_customer_hand: null });
  });

  test('store outside its hours but a valid schedule (later today, inside hours) → placed with the schedule', async () => {
    const s = await shopper();
    clock.set(NIGHT);
    await db().updateTable('carts').set({ schedule_delivery: true, schedule_date: '2026-06-15', schedule_time: '10:30' }).where('cart_id', '=', s.cartId).execute();
    const res = await place(s);
    expect(res.statusCode).toBe(201);
    const details = (await call('GET', `/api/v1/PE/orders/${res.json().orderId}`, s)).json();
    expect(details.scheduleDelivery).toEqual({ scheduleDelivery: true, scheduleDate: '15 Jun 2026', scheduleTime: '10:30 AM' });
    expect((await getCart(s)).scheduleDelivery).toEqual({ scheduleDelivery: false, scheduleDate: null, scheduleTime: null });
  });

  /** A shopper served by the Surco store (seeded offline, taking scheduled orders, 08:00–22:00) with 10 units in the cart. */
  async function surcoShopper(): Promise<Shopper> {
    const s = await shopper([]);
    await db().updateTable('user_addresses').set({ latitude: -12.1108, longitude: -76.9889 }).where('user_address_id', '=', s.addressId).execute();
    const surco = (await db().selectFrom('stores').select('store_id').where('code', '=', 'lima-surco').executeTakeFirstOrThrow()).store_id;
    const product = await db().selectFrom('store_products').select('product_id').where('store_id', '=', surco).where('available', '=', true)
      .where('product_id', 'in', plain.filter((p) => Number(p.discounted) >= 3).map((p) => p.id)).orderBy('product_id').executeTakeFirstOrThrow();
    expect((await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: product.product_id, quantity: 10, toppings: null })).statusCode).toBe(200);
    return s;
  }
  const scheduleSurco = async (s: Shopper) => {
    const res = await call('PUT', `/api/v1/PE/es/carts/${s.cartId}/schedule-delivery`, s, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '09:00 AM' });
    expect(res.statusCode).toBe(200);
    expect(res.json().scheduleDelivery).toEqual({ scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '09:00 AM' });
  };

  // Deliberately changed (it was "the offline Surco store takes a scheduled order for another day"): the cart panel
  // disables Continue for an offline store, schedule or not, and the server now follows the same rule.
  test('the offline Surco store takes no order, scheduled or not → storeOffline, translated; the schedule stays on the cart', async () => {
    const s = await surcoShopper();
    expect((await getCart(s)).storeStatus).toMatchObject({ storeOnlineStatus: false, storeDeliveryStatus: false, scheduleDeliveryEnabled: true });
    const res = await expectRefused(s, 422, 'error.order.storeOffline');
    expect(general(res)[0]?.message).toContain('Mi Bodega Express Surco');
    await scheduleSurco(s);
    const en = await expectRefused(s, 422, 'error.order.storeOffline', { ...cashBody(1000), languageCode: 'en' });
    expect(general(en)[0]?.message).toBe('The Mi Bodega Express Surco store is offline and takes no orders, scheduled ones included. '
      + 'Your scheduled delivery is kept: place the order once it is back online.');
    expect((await getCart(s)).scheduleDelivery.scheduleDelivery).toBe(true);
  });

  test('online but not delivering: refused without a schedule or where the store takes none (storeClosed); placed with a valid schedule', async () => {
    const surco = (await db().selectFrom('stores').select('store_id').where('code', '=', 'lima-surco').executeTakeFirstOrThrow()).store_id;
    await db().updateTable('stores').set({ online: true, delivering: false }).where('store_id', '=', surco).execute();
    try {
      const s = await surcoShopper();
      expect((await getCart(s)).storeStatus).toMatchObject({ storeOnlineStatus: true, storeDeliveryStatus: false, scheduleDeliveryEnabled: true });
      await expectRefused(s, 422, 'error.order.storeClosed');
      await scheduleSurco(s);
      await db().updateTable('stores').set({ schedule_delivery_enabled: false }).where('store_id', '=', surco).execute();
      // The store stopped taking scheduled orders: the schedule no longer counts (the cart answer drops it).
      await expectRefused(s, 422, 'error.order.storeClosed');
      await db().updateTable('stores').set({ schedule_delivery_enabled: true }).where('store_id', '=', surco).execute();
      await scheduleSurco(s);
      const res = await place(s);
      expect(res.statusCode).toBe(201);
      const details = (await call('GET', `/api/v1/PE/orders/${res.json().orderId}`, s)).json();
      expect(details).toMatchObject({ storeName: 'Mi Bodega Express Surco', scheduleDelivery: { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '09:00 AM' } });
    } finally {
      await db().updateTable('stores').set({ online: false, delivering: false, schedule_delivery_enabled: true }).where('store_id', '=', surco).execute();
    }
  });
});

describe('one key, one order', () => {
  test('the same key and body again → the same answer, no second order; another body → 409', async () => {
    const s = await shopper();
    const key = newKey();
    const first = await place(s, cashBody(500), key);
    expect(first.statusCode).toBe(201);
    const counts = await tableCounts(ctx.database);
    // Key order in the JSON does not matter: the hash is of the canonical body.
    const { languageCode, ...rest } = cashBody(500);
    const again = await place(s, { languageCode, ...rest }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await tableCounts(ctx.database)).toEqual(counts);
    // Even with items in the cart again, the retry does not order them.
    await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: take(12).id, quantity: 2, toppings: null });
    const withItems = await tableCounts(ctx.database);
    expect((await place(s, cashBody(500), key)).json()).toEqual(first.json());
    await expectRefused(s, 409, 'error.order.idempotencyKeyReused', cashBody(600), key);
    expect(await tableCounts(ctx.database)).toEqual(withItems);
  });

  test('concurrent requests with one key → exactly one order, every request answered with it', async () => {
    // PGlite has one connection, so interleavings are few; on PostgreSQL (DATABASE_URL) the requests really overlap.
    for (const copies of [2, 5]) {
      const s = await shopper();
      const key = newKey();
      const before = await tableCounts(ctx.database);
      const answers = await Promise.all(Array.from({ length: copies }, () => place(s, cashBody(500), key)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(copies).fill(201));
      for (const res of answers) expect(res.json()).toEqual(answers[0]?.json());
      const orders = await db().selectFrom('orders').select('order_id').where('user_id', '=', s.userId).where('idempotency_key', '=', key).execute();
      expect(orders).toHaveLength(1);
      expect((await tableCounts(ctx.database)).orders).toBe((before.orders ?? 0) + 1);
    }
  });

  test('the key is looked up under the cart lock: a request that began before the first one committed still answers it', async () => {
    // PGlite cannot overlap two requests, so the race is staged: B has begun (validated, about to open its transaction)
    // when A, with the same key, runs to its commit. B must then find A's order, not an empty cart.
    const s = await shopper();
    const key = newKey();
    const caller: SessionUser = { sessionId: 'x', userId: s.userId, roleName: 'USER', roleId: 1, deviceId: null, countryId: 'PE' };
    const body = cashBody(500) as PlaceOrderBody;
    const real = db();
    let first: unknown;
    const staged = new Proxy(real, {
      get(target, prop) {
        if (prop === 'transaction') {
          return () => ({
            execute: async <T>(fn: (trx: Kysely<DB>) => Promise<T>) => {
              first = await placeOrder({ db: real, caller, now: clock.now(), idempotencyKey: key, body });
              return target.transaction().execute(fn);
            },
          });
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const second = await placeOrder({ db: staged, caller, now: clock.now(), idempotencyKey: key, body });
    expect(second).toEqual(first);
    expect(await db().selectFrom('orders').select('order_id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
  });

  test('two concurrent requests with different keys on one cart → one order, the other finds the cart empty', async () => {
    const s = await shopper();
    const [a, b] = await Promise.all([place(s), place(s)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect(general(a.statusCode === 422 ? a : b)[0]?.identifier).toBe('error.order.cartEmpty');
  });
});

describe('the account\'s orders', () => {
  test('list (newest first, paged), details, another user\'s order 404, guest 403', async () => {
    const s = await shopper();
    const first = (await place(s)).json();
    clock.set('2026-06-15T15:05:00Z');
    await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: take(12).id, quantity: 3, toppings: null });
    const second = (await place(s, pinBody())).json();

    const list = await call('GET', '/api/v1/PE/orders?limit=1&offset=0', s);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      count: 2,
      records: [{
        orderId: second.orderId, orderNumber: second.orderNumber, status: 'INITIATED', paymentMethod: 'PINPAID', finalPayAmount: second.finalPayAmount,
        itemCount: 3, createdAt: second.createdAt, storeName: 'Mi Bodega Express Miraflores',
        scheduleDelivery: { scheduleDelivery: false, scheduleDate: null, scheduleTime: null },
      }],
    });
    expect((await call('GET', '/api/v1/PE/orders?offset=1', s)).json().records.map((r: { orderId: number }) => r.orderId)).toEqual([first.orderId]);

    const details = await call('GET', `/api/v1/PE/orders/${first.orderId}`, s);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      orderId: first.orderId, status: 'INITIATED', paymentMethod: 'CASH', amountInCustomerHand: 1000, promoCode: null, cancellable: true,
      address: { firstName: 'Rosa', lastName: 'Quispe', telephone: '987111222', street1: 'Calle Prueba 123', latitude: MIRAFLORES.latitude },
      invoice: { boletaSimple: true, boleta: false, factura: false },
      statusHistory: [{ status: 'INITIATED', changedAt: first.createdAt }],
      items: [expect.objectContaining({ quantity: 2, itemStatus: 'ORDERED', imageUrl: expect.any(String) })],
    });
    expect(details.json().pricing.finalPayAmount).toBe(first.finalPayAmount);

    const other = await shopper();
    for (const url of [`/api/v1/PE/orders/${first.orderId}`]) {
      const res = await call('GET', url, other);
      expect(res.statusCode).toBe(404);
      expect(general(res)[0]?.identifier).toBe('error.order.notFound');
    }
    const counts = await tableCounts(ctx.database);
    expect((await call('PUT', `/api/v1/PE/orders/${first.orderId}/cancel`, other)).statusCode).toBe(404);
    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect((await call('GET', '/api/v1/PE/orders', other)).json()).toEqual({ count: 0, records: [] });
    expect((await call('GET', '/api/v1/XX/orders', s)).statusCode).toBe(404);
    const guest = await newGuest(ctx);
    expect((await call('GET', '/api/v1/PE/orders', guest)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/PE/orders' })).statusCode).toBe(401);
  });

  test('cancel before packing: order DELIVERY_CANCELED, items CANCELED, history; then and after packing → notCancellable', async () => {
    const s = await shopper();
    const placed = (await place(s)).json();
    clock.set('2026-06-15T15:10:00Z');
    const res = await call('PUT', `/api/v1/PE/orders/${placed.orderId}/cancel`, s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'DELIVERY_CANCELED', cancellable: false, items: [expect.objectContaining({ itemStatus: 'CANCELED' })],
      statusHistory: [{ status: 'INITIATED', changedAt: placed.createdAt }, { status: 'DELIVERY_CANCELED', changedAt: '2026-06-15T15:10:00.000Z' }],
    });
    const counts = await tableCounts(ctx.database);
    const again = await call('PUT', `/api/v1/PE/orders/${placed.orderId}/cancel`, s);
    expect(again.statusCode).toBe(422);
    expect(general(again)[0]?.identifier).toBe('error.order.notCancellable');
    expect(await tableCounts(ctx.database)).toEqual(counts);

    const t = await shopper();
    const packing = (await place(t)).json();
    for (const status of ['WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', 'DELIVERY_PARTNER_ALLOCATED'] as const) {
      await db().updateTable('orders').set({ status }).where('order_id', '=', packing.orderId).execute();
      expect((await call('GET', `/api/v1/PE/orders/${packing.orderId}`, t)).json().cancellable).toBe(true);
    }
    await db().updateTable('orders').set({ status: 'AT_THE_STORE' }).where('order_id', '=', packing.orderId).execute();
    expect((await call('GET', `/api/v1/PE/orders/${packing.orderId}`, t)).json().cancellable).toBe(false);
    expect((await call('PUT', `/api/v1/PE/orders/${packing.orderId}/cancel`, t)).statusCode).toBe(422);
  });

  test('cancelling gives the promo use back: a promo of one use per customer applies again after its order is cancelled', async () => {
    // BIENVENIDO10: 10 % from S/ 30, one use per customer.
    const promo = await db().selectFrom('promos').select(['promo_code_id', 'per_customer_limit']).where('promo_code', '=', 'BIENVENIDO10').executeTakeFirstOrThrow();
    expect(promo.per_customer_limit).toBe(1);
    const s = await shopper([[take(16), 2]]);
    const apply = () => call('PUT', `/api/v1/PE/es/carts/${s.cartId}/apply-promo-code?promoCodeId=${promo.promo_code_id}`, s);
    const refill = async () => {
      const res = await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: take(16).id, quantity: 2, toppings: null });
      expect(res.statusCode).toBe(200);
    };
    const uses = async () => (await db().selectFrom('promo_uses').select('order_id').where('user_id', '=', s.userId)
      .where('promo_code_id', '=', promo.promo_code_id).execute()).map((u) => u.order_id);

    expect((await apply()).statusCode).toBe(200);
    const first = await place(s);
    expect(first.statusCode).toBe(201);
    expect(await uses()).toEqual([first.json().orderId]);

    // Used once: the limit is reached while the order stands.
    await refill();
    const refusedApply = await apply();
    expect(refusedApply.statusCode).toBe(422);
    expect(general(refusedApply)[0]?.identifier).toBe('error.promo.limitReached');

    const cancelled = await call('PUT', `/api/v1/PE/orders/${first.json().orderId}/cancel`, s);
    expect(cancelled.statusCode).toBe(200);
    expect(await uses()).toEqual([]);
    // The cancelled order keeps its record of the promo and the discount it had.
    expect(cancelled.json()).toMatchObject({ status: 'DELIVERY_CANCELED', promoCode: 'BIENVENIDO10' });
    expect(cancelled.json().pricing.promoCodeDiscount).toBeGreaterThan(0);

    const applied = await apply();
    expect(applied.statusCode).toBe(200);
    expect(applied.json().promoCode).toMatchObject({ promoCodeId: promo.promo_code_id, promoCodeValid: true });
    expect(applied.json().pricing.promoCodeDiscount).toBeGreaterThan(0);
    const second = await place(s);
    expect(second.statusCode).toBe(201);
    expect(await uses()).toEqual([second.json().orderId]);
  });
});

describe('the age confirmation of restricted goods (once a shop day in Lima)', () => {
  const confirmedAt = async (userId: number) =>
    (await db().selectFrom('customers').select('age_confirmed_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).age_confirmed_at;
  const ageOfOrder = async (orderId: number) => db().selectFrom('orders').select(['age_restricted', 'age_confirmed_at'])
    .where('order_id', '=', orderId).executeTakeFirstOrThrow();

  test('without a confirmation → ageConfirmationRequired, translated; the shopper\'s "No" (false) → ageNotConfirmed; nothing set', async () => {
    const s = await shopper([[restricted[1] as Product, 1], [take(5), 5]]);
    const res = await expectRefused(s, 422, 'error.order.ageConfirmationRequired');
    expect(general(res)[0]?.message).toContain('18 años');
    const en = await expectRefused(s, 422, 'error.order.ageConfirmationRequired', { ...cashBody(1000), languageCode: 'en' });
    expect(general(en)[0]?.message).toBe('Your cart has products only for people aged 18 or over: confirm that you are 18 or over to place the order.');
    await expectRefused(s, 422, 'error.order.ageNotConfirmed', { ...cashBody(1000), ageConfirmed: false });
    expect(await confirmedAt(s.userId)).toBeNull();
    // The "No" is not remembered as a confirmation either: the next try still asks.
    await expectRefused(s, 422, 'error.order.ageConfirmationRequired');
  });

  test('"Yes" places the order and records it; later that Lima day no new confirmation is needed (even past UTC midnight), the next day it is', async () => {
    const s = await shopper([[restricted[2] as Product, 1], [take(5), 5]]);
    // 10:00 in Lima.
    const yes = await place(s, { ...cashBody(1000), ageConfirmed: true });
    expect(yes.statusCode).toBe(201);
    expect(await confirmedAt(s.userId)).toEqual(clock.now());
    expect(await ageOfOrder(yes.json().orderId)).toEqual({ age_restricted: true, age_confirmed_at: clock.now() });

    // 20:30 in Lima is already the next day in UTC: the same shop day, so the earlier "Yes" covers it.
    clock.set('2026-06-16T01:30:00Z');
    await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: (restricted[2] as Product).id, quantity: 1, toppings: null });
    await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: take(5).id, quantity: 5, toppings: null });
    const later = await place(s);
    expect(later.statusCode).toBe(201);
    expect(await ageOfOrder(later.json().orderId)).toEqual({ age_restricted: true, age_confirmed_at: new Date(START) });

    // 10:00 in Lima the next day: asked again.
    clock.set('2026-06-16T15:00:00Z');
    await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: (restricted[2] as Product).id, quantity: 1, toppings: null });
    await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: take(5).id, quantity: 5, toppings: null });
    await expectRefused(s, 422, 'error.order.ageConfirmationRequired');
  });

  test('an order without restricted goods needs no confirmation and records none', async () => {
    const s = await shopper([[take(5), 5]]);
    const res = await place(s, { ...cashBody(1000), ageConfirmed: true });
    expect(res.statusCode).toBe(201);
    expect(await ageOfOrder(res.json().orderId)).toEqual({ age_restricted: false, age_confirmed_at: null });
    expect(await confirmedAt(s.userId)).toBeNull();
  });
});

describe('alcohol sale hours (09:00–23:00 per store, seeded)', () => {
  // 08:30 in Lima: Miraflores takes orders (07:00–23:00), but sells no alcohol yet.
  const EARLY = '2026-06-15T13:30:00Z';
  let beers: Product[] = [];
  let smokes: Product[] = [];
  beforeAll(async () => {
    const alcoholIds = new Set((await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .select('p.product_id').where('c.alcohol', '=', true).execute()).map((r) => r.product_id));
    beers = restricted.filter((p) => alcoholIds.has(p.id));
    smokes = restricted.filter((p) => !alcoholIds.has(p.id));
    expect(beers.length).toBeGreaterThan(3);
    expect(smokes.length).toBeGreaterThan(0);
  });
  const withBeer = (i: number) => shopper([[beers[i] as Product, 2], [take(5), 5]]);
  const yes = { ...cashBody(1000), ageConfirmed: true };
  const schedule = (s: Shopper, time: string, date = '15 Jun 2026') =>
    call('PUT', `/api/v1/PE/es/carts/${s.cartId}/schedule-delivery`, s, { scheduleDelivery: true, scheduleDate: date, scheduleTime: time });

  test('outside the window alcohol cannot be ordered for now: the cart says why (es/en), placement refuses, translated, nothing changed', async () => {
    const s = await withBeer(0);
    clock.set(EARLY);
    const cart = await getCart(s);
    expect(cart.storeStatus.storeDeliveryStatus).toBe(true);
    expect(cart.alcoholSale).toEqual({
      saleTimeFrom: 9 * 3_600_000, saleTimeTo: 23 * 3_600_000, allowed: false,
      message: 'La venta de bebidas alcohólicas en Mi Bodega Express Miraflores es de 09:00 a 23:00. Programa tu entrega dentro de ese horario o quita las bebidas alcohólicas del carrito.',
    });
    const en = await call('GET', '/api/v1/PE/en/carts', s);
    expect(en.json().alcoholSale.message).toBe('Alcoholic drinks are sold at Mi Bodega Express Miraflores from 9:00 AM to 11:00 PM. '
      + 'Schedule your delivery within those hours or remove the alcoholic drinks from your cart.');
    const refused = await expectRefused(s, 422, 'error.order.alcoholHours', yes);
    expect(general(refused)[0]?.message).toBe(cart.alcoholSale.message);
    // 09:00 sharp opens it; 23:00 closes it again.
    clock.set('2026-06-15T14:00:00Z');
    expect((await getCart(s)).alcoholSale).toMatchObject({ allowed: true, message: null });
    clock.set('2026-06-16T04:00:00Z');
    expect((await getCart(s)).alcoholSale).toMatchObject({ allowed: false });
    clock.set('2026-06-16T03:59:00Z');
    expect((await place(s, yes)).statusCode).toBe(201);
  });

  test('only scheduled inside the window: a slot before 09:00 is refused (field error), one at 09:00 is placed', async () => {
    const s = await withBeer(1);
    clock.set(EARLY);
    const early = await schedule(s, '08:45 AM');
    expect(early.statusCode).toBe(400);
    expect(fields(early)).toEqual([expect.objectContaining({
      fieldName: 'scheduleTime', identifier: 'error.schedule.outsideAlcoholHours',
      message: 'Tu carrito tiene bebidas alcohólicas: elige una hora entre 09:00 y 23:00.',
    })]);
    expect((await getCart(s)).scheduleDelivery.scheduleDelivery).toBe(false);
    const nine = await schedule(s, '09:00 AM');
    expect(nine.statusCode).toBe(200);
    expect(nine.json().alcoholSale).toMatchObject({ allowed: true, message: null });
    const res = await place(s, yes);
    expect(res.statusCode).toBe(201);
    const order = await db().selectFrom('orders').select(['schedule_delivery', 'age_restricted']).where('order_id', '=', res.json().orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ schedule_delivery: true, age_restricted: true });
  });

  test('a schedule saved before the beer was added still has to fall inside the window', async () => {
    const s = await shopper([[take(5), 5]]);
    clock.set(EARLY);
    expect((await schedule(s, '08:00 PM', '16 Jun 2026')).statusCode).toBe(200);
    expect((await schedule(s, '07:30 AM', '16 Jun 2026')).statusCode).toBe(200);
    await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: (beers[2] as Product).id, quantity: 1, toppings: null });
    expect((await getCart(s)).alcoholSale).toMatchObject({ allowed: false });
    await expectRefused(s, 422, 'error.order.alcoholHours', yes);
  });

  test('tobacco (age-restricted, not alcohol) and plain goods are not held to the window; the operator may move it', async () => {
    clock.set(EARLY);
    const s = await shopper([[smokes[0] as Product, 1], [take(5), 5]]);
    expect((await getCart(s)).alcoholSale).toBeNull();
    expect((await place(s, yes)).statusCode).toBe(201);
    const plainCart = await shopper([[take(5), 5]]);
    expect((await getCart(plainCart)).alcoholSale).toBeNull();

    await db().updateTable('stores').set({ alcohol_sale_time_from: 8 * 3_600_000 }).where('store_id', '=', mirafloresId).execute();
    try {
      const b = await withBeer(3);
      expect((await getCart(b)).alcoholSale).toMatchObject({ saleTimeFrom: 8 * 3_600_000, allowed: true });
      expect((await place(b, yes)).statusCode).toBe(201);
    } finally {
      await db().updateTable('stores').set({ alcohol_sale_time_from: 9 * 3_600_000 }).where('store_id', '=', mirafloresId).execute();
    }
  });

  test('a store that takes no scheduled orders tells the shopper to come back within the hours', async () => {
    const s = await shopper([]);
    // San Isidro (06:00–24:00, no scheduling) serves this point.
    await db().updateTable('user_addresses').set({ latitude: -12.1031, longitude: -77.0352 }).where('user_address_id', '=', s.addressId).execute();
    const sanIsidro = (await db().selectFrom('stores').select('store_id').where('code', '=', 'lima-san-isidro').executeTakeFirstOrThrow()).store_id;
    const beer = await db().selectFrom('store_products').select('product_id').where('store_id', '=', sanIsidro).where('available', '=', true)
      .where('product_id', 'in', beers.map((p) => p.id)).orderBy('product_id').executeTakeFirstOrThrow();
    expect((await call('POST', `/api/v1/PE/es/carts/${s.cartId}/cart-items`, s, { countryId: 'PE', productId: beer.product_id, quantity: 6, toppings: null })).statusCode).toBe(200);
    clock.set('2026-06-15T12:00:00Z');
    const cart = await getCart(s);
    expect(cart.storeStatus).toMatchObject({ storeName: 'Mi Bodega Express San Isidro', storeDeliveryStatus: true, scheduleDeliveryEnabled: false });
    expect(cart.alcoholSale.message).toBe('La venta de bebidas alcohólicas en Mi Bodega Express San Isidro es de 09:00 a 23:00. '
      + 'Vuelve dentro de ese horario o quita las bebidas alcohólicas del carrito.');
    await expectRefused(s, 422, 'error.order.alcoholHoursNoSchedule', yes);
  });
});

describe('pure rules', () => {
  test('RUC check digit and prefixes; receipts: the invoice-details call\'s rules, as the cart answers the receipt', () => {
    const none = { boletaSimple: false, boleta: false, factura: false, id: null, name: null, invoiceName: null, ruc: null, number: null, address: null };
    const factura = { ...none, factura: true, number: 'Bodega SAC', address: 'Av. Larco 1' };
    expect(invoiceVerdict({ ...factura, ruc: '20100070970' })).toBe('ok');
    expect(invoiceVerdict({ ...factura, ruc: '20100070971' })).toBe('incomplete');
    expect(invoiceVerdict({ ...factura, ruc: '30100070970' })).toBe('incomplete');
    expect(invoiceVerdict({ ...factura, ruc: '2010007097' })).toBe('incomplete');
    expect(invoiceVerdict(none)).toBe('required');
    expect(invoiceVerdict({ ...none, boletaSimple: true })).toBe('ok');
    expect(invoiceVerdict({ ...none, boletaSimple: true, factura: true })).toBe('incomplete');
    expect(invoiceVerdict({ ...none, boleta: true, id: 'Pasaporte', name: 'AB1234567890', invoiceName: 'Ann' })).toBe('ok');
    expect(invoiceVerdict({ ...none, boleta: true, id: 'Pasaporte', name: 'AB12345678901', invoiceName: 'Ann' })).toBe('incomplete');
    expect(invoiceVerdict({ ...none, boleta: true, id: 'RUC', name: '20100070970', invoiceName: ' ' })).toBe('incomplete');
    // One rule with the invoice-details call: a passport or carnet has exactly 12 characters (placement's own copy
    // took 1–12), a RUC as the boleta's ID needs its check digit, and the type must be one of the list.
    expect(invoiceVerdict({ ...none, boleta: true, id: 'Pasaporte', name: 'AB123', invoiceName: 'Ann' })).toBe('incomplete');
    expect(invoiceVerdict({ ...none, boleta: true, id: 'Carnet de Extranjeria', name: '00123456789', invoiceName: 'Ann' })).toBe('incomplete');
    expect(invoiceVerdict({ ...none, boleta: true, id: 'RUC', name: '20100070971', invoiceName: 'Ann' })).toBe('incomplete');
    expect(invoiceVerdict({ ...none, boleta: true, id: 'RUC', name: '20100070970', invoiceName: 'Ann' })).toBe('ok');
    expect(invoiceVerdict({ ...none, boleta: true, id: 'Licencia', name: '12345678', invoiceName: 'Ann' })).toBe('incomplete');
    expect(invoiceVerdict({ ...none, boleta: true, id: 'DNI', name: '45871236', invoiceName: 'A'.repeat(101) })).toBe('incomplete');
  });

  test('money text and the canonical hash', () => {
    expect(centimosText(0)).toBe('0.00');
    expect(centimosText(5)).toBe('0.05');
    expect(centimosText(123_456)).toBe('1234.56');
    const body = cashBody(10) as Parameters<typeof requestHash>[0];
    expect(requestHash(body)).toBe(requestHash({ ...body }));
    expect(requestHash(body)).not.toBe(requestHash({ ...body, amountInCustomerHand: 11 }));
    expect(advanceSteps('INITIATED')).toEqual(['WAITING_FOR_DELIVERY_PARTNER_ALLOCATION']);
  });
});
