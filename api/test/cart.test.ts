// Cart core over HTTP: the cart answer, line changes and their pricing, store availability and stock, age limits,
// ownership (IDOR), concurrency, limits and the discard check before an address change.
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { distanceMeters } from '../src/modules/stores/coverage.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { primaryImage } from './helpers/images.js';
import { demoCustomer, newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

// 10:00 in Lima (UTC−5) on Monday 15 June 2026: every online store is taking orders.
const START = '2026-06-15T15:00:00Z';
const clock = new ManualClock(START);
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });
afterEach(() => clock.set(START));

type Point = { latitude: number; longitude: number };
const MIRAFLORES: Point = { latitude: -12.1236, longitude: -77.0293 };
const SAN_ISIDRO_ONLY: Point = { latitude: -12.09, longitude: -77.04 };
const SURCO: Point = { latitude: -12.1108, longitude: -76.9889 };
const NOWHERE: Point = { latitude: -12.0464, longitude: -77.0428 };

const db = () => ctx.database.db;
const cents = (amount: string): number => Math.round(Number(amount) * 100);

interface Shopper extends TestCaller { cartId: number }

async function addAddress(userId: number, point: Point, isDefault = true): Promise<number> {
  if (isDefault) await db().updateTable('user_addresses').set({ default_shipping: false }).where('user_id', '=', userId).execute();
  const row = await db().insertInto('user_addresses').values({
    user_id: userId, country_id: 'PE', first_name: 'Rosa', last_name: 'Test', telephone: '999888777', street1: 'Calle Prueba 123',
    latitude: point.latitude, longitude: point.longitude, alias: 'Home', default_shipping: isDefault,
  }).returning('user_address_id').executeTakeFirstOrThrow();
  return row.user_address_id;
}

const cartsUrl = (lang = 'es') => `/api/v1/PE/${lang}/carts`;
const itemsUrl = (cartId: number, lang = 'es') => `${cartsUrl(lang)}/${cartId}/cart-items`;
const itemUrl = (cartId: number, cartItemId: number, lang = 'es') => `${itemsUrl(cartId, lang)}/${cartItemId}`;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller?: TestCaller, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const getCart = async (caller: TestCaller, lang = 'es') => {
  const res = await call('GET', cartsUrl(lang), caller);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const add = (s: Shopper, productId: number, quantity: number, toppings: string | null = null, lang = 'es') =>
  call('POST', itemsUrl(s.cartId, lang), s, { countryId: 'PE', productId, quantity, toppings });

/** A shopper with a session, a default address at the point (unless null) and their cart id. */
async function shopper(kind: 'customer' | 'guest' | TestCaller, point: Point | null = MIRAFLORES, dob: string | null = null): Promise<Shopper> {
  const caller = kind === 'customer' ? await newCustomer(ctx, { dob }) : kind === 'guest' ? await newGuest(ctx) : kind;
  if (point) await addAddress(caller.userId, point);
  return { ...caller, cartId: (await getCart(caller)).cartId };
}

interface Product { id: number; actual: string; discounted: string; nameEs: string; nameEn: string; brand: string }

/** Unrestricted products without toppings, each handed out once so tests can change their store rows freely. */
let plain: Product[] = [];
const take = (): Product => {
  const next = plain.shift();
  if (!next) throw new Error('out of test products');
  return next;
};
beforeAll(async () => {
  plain = (await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .innerJoin('product_translations as es', (j) => j.onRef('es.product_id', '=', 'p.product_id').on('es.language_id', '=', 1))
    .innerJoin('product_translations as en', (j) => j.onRef('en.product_id', '=', 'p.product_id').on('en.language_id', '=', 2))
    .select(['p.product_id as id', 'p.actual_price as actual', 'p.discounted_price as discounted', 'es.name as nameEs', 'en.name as nameEn', 'es.brand_name as brand'])
    .where('p.active', '=', true).where('p.age_restriction', '=', 0).where('c.age_restriction', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('product_toppings as pt').select('pt.product_id').whereRef('pt.product_id', '=', 'p.product_id'))))
    // products every store sells: the discard tests pick their own from the store rows
    .where((eb) => eb.not(eb.exists(eb.selectFrom('store_products as sp').select('sp.product_id').whereRef('sp.product_id', '=', 'p.product_id').where('sp.available', '=', false))))
    .orderBy('p.product_id').execute()) as Product[];
});

const storeId = async (code: string): Promise<number> =>
  (await db().selectFrom('stores').select('store_id').where('code', '=', code).executeTakeFirstOrThrow()).store_id;
const setStoreRow = async (code: string, productId: number, fields: { available?: boolean; stock?: number | null; actual_price?: string | null; discounted_price?: string | null }) =>
  db().updateTable('store_products').set(fields).where('store_id', '=', await storeId(code)).where('product_id', '=', productId).execute();

/** The bill for (product, quantity) lines at Miraflores (shipping 4.90 under S/ 80 of goods, service 1.00). */
function miraflorasBill(lines: [Product, number][]) {
  const base = lines.reduce((sum, [p, q]) => sum + cents(p.actual) * q, 0);
  const discount = lines.reduce((sum, [p, q]) => sum + (cents(p.actual) - cents(p.discounted)) * q, 0);
  const empty = lines.length === 0;
  const shipping = empty || base - discount >= 8000 ? 0 : 490;
  const service = empty ? 0 : 100;
  return {
    basePrice: base / 100, shipping: shipping / 100, serviceCharge: service / 100, discount: discount / 100, promoCodeDiscount: 0,
    finalPayAmount: (base - discount + shipping + service) / 100,
  };
}

const fieldErrors = (res: LightMyRequestResponse) => res.json().errors.fieldsErrors as { fieldName: string; identifier: string; message: string }[];
const general = (res: LightMyRequestResponse) => res.json().errors.general as { identifier: string; message: string }[];

test('the test points are where the brief says: Miraflores, San Isidro only, Surco, outside every store', async () => {
  const stores = await db().selectFrom('stores').selectAll().execute();
  const covering = (p: Point) => stores.filter((s) => distanceMeters(p, s) <= s.delivery_radius_m).map((s) => s.code).sort();
  expect(covering(MIRAFLORES)).toContain('lima-miraflores');
  expect(covering(SAN_ISIDRO_ONLY)).toEqual(['lima-san-isidro']);
  expect(covering(SURCO)).toEqual(['lima-surco']);
  expect(covering(NOWHERE)).toEqual([]);
});

describe('sessions and ownership', () => {
  test('no session → 401 on every route, translated', async () => {
    const owner = await shopper('customer');
    const product = take();
    const line = await add(owner, product.id, 1);
    const cartItemId = line.json().cartItems[0].cartItemId as number;
    const routes: [string, string, unknown?][] = [
      ['GET', cartsUrl()],
      ['POST', itemsUrl(owner.cartId), { countryId: 'PE', productId: product.id, quantity: 1, toppings: null }],
      ['PUT', itemUrl(owner.cartId, cartItemId), { quantity: 2, toppings: null }],
      ['DELETE', itemUrl(owner.cartId, cartItemId)],
      ['DELETE', itemsUrl(owner.cartId)],
      ['GET', `${cartsUrl()}/${owner.cartId}/cart-discard-status?latitude=-12.09&longitude=-77.04`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method as 'GET', url, undefined, payload);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
      expect(general(res)).toEqual([{ identifier: 'error.auth.sessionRequired', message: 'Inicia sesión para continuar.' }]);
    }
    const en = await call('GET', cartsUrl('en'));
    expect(general(en)[0]?.message).toBe('Please sign in to continue.');
    expect((await getCart(owner)).cartItems[0].quantity).toBe(1);
  });

  test('IDOR: another user\'s cart and line ids answer 404 on every route and change nothing', async () => {
    const owner = await shopper('customer');
    const [p1, p2] = [take(), take()];
    await add(owner, p1.id, 2);
    const ownerLines = (await add(owner, p2.id, 1)).json().cartItems as { cartItemId: number }[];
    const itemId = ownerLines[0]!.cartItemId;
    const intruder = await shopper('customer');
    const before = await getCart(owner);
    const counts = await tableCounts(ctx.database);

    const notFound = async (res: LightMyRequestResponse, identifier: string) => {
      expect(res.statusCode).toBe(404);
      expect(general(res)[0]?.identifier).toBe(identifier);
    };
    await notFound(await add({ ...intruder, cartId: owner.cartId }, p1.id, 1), 'error.cart.notFound');
    await notFound(await call('PUT', itemUrl(owner.cartId, itemId), intruder, { quantity: 5, toppings: null }), 'error.cart.notFound');
    await notFound(await call('DELETE', itemUrl(owner.cartId, itemId), intruder), 'error.cart.notFound');
    await notFound(await call('DELETE', itemsUrl(owner.cartId), intruder), 'error.cart.notFound');
    await notFound(await call('GET', `${cartsUrl()}/${owner.cartId}/cart-discard-status?latitude=-12.09&longitude=-77.04`, intruder), 'error.cart.notFound');
    // the owner's line id through the intruder's own cart
    await notFound(await call('PUT', itemUrl(intruder.cartId, itemId), intruder, { quantity: 5, toppings: null }), 'error.cartItem.notFound');
    await notFound(await call('DELETE', itemUrl(intruder.cartId, itemId), intruder), 'error.cartItem.notFound');
    // ids that exist nowhere look the same
    await notFound(await call('DELETE', itemUrl(intruder.cartId, 999_999), intruder), 'error.cartItem.notFound');
    await notFound(await call('DELETE', itemsUrl(999_999), intruder), 'error.cart.notFound');

    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect(await getCart(owner)).toEqual(before);
    expect((await getCart(intruder)).cartItems).toEqual([]);
  });
});

describe('the cart answer', () => {
  test('an empty cart without an address answers every key of the contract; GET creates the cart once', async () => {
    const customer = await newCustomer(ctx);
    const body = await getCart(customer);
    expect(body).toEqual({
      cartId: expect.any(Number),
      cartCount: 0,
      cartItems: [],
      minimumOrderAmount: 0,
      freeShippingThreshold: null,
      storeStatus: null,
      alcoholSale: null,
      address: null,
      pricing: { basePrice: 0, shipping: 0, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 0 },
      promoCode: { promoCodeId: null, promoCode: null, promoCodeDescription: null, promoCodeValid: false, promoCodeMessage: null },
      scheduleDelivery: { scheduleDelivery: false, scheduleDate: null, scheduleTime: null },
      deliveryInstructions: null,
      invoiceDetails: { boletaSimple: false, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null },
    });
    expect((await getCart(customer)).cartId).toBe(body.cartId);
    const carts = await db().selectFrom('carts').select(['cart_id', 'status']).where('user_id', '=', customer.userId).execute();
    expect(carts).toEqual([{ cart_id: body.cartId, status: 'ACTIVE' }]);
  });

  test('with a default address: the serving store\'s status, minimum and threshold, and the address', async () => {
    const customer = await newCustomer(ctx);
    const addressId = await addAddress(customer.userId, MIRAFLORES);
    const body = await getCart(customer);
    expect(body.minimumOrderAmount).toBe(20);
    expect(body.freeShippingThreshold).toBe(80);
    expect(body.storeStatus).toEqual({
      storeId: await storeId('lima-miraflores'), storeName: 'Mi Bodega Express Miraflores', storeOnlineStatus: true, storeDeliveryStatus: true,
      scheduleDeliveryEnabled: true, storeOfflineMessage: null, orderAcceptanceTimeFrom: 7 * 3_600_000, orderAcceptanceTimeTo: 23 * 3_600_000,
      nowEpoch: Date.parse(START),
    });
    expect(body.address).toEqual({
      userAddressId: addressId, firstName: 'Rosa', lastName: 'Test', telephone: '999888777', street1: 'Calle Prueba 123', street2: null, landmark: null,
      latitude: MIRAFLORES.latitude, longitude: MIRAFLORES.longitude, countryId: 'PE', alias: 'Home', defaultShipping: true, orderDelivered: false,
    });
    expect(body.pricing).toEqual({ basePrice: 0, shipping: 0, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 0 });

    // Store hours follow the injected clock: 23:30 in Lima is outside Miraflores' 07–23 window.
    clock.set('2026-06-16T04:30:00Z');
    const late = await getCart(customer, 'en');
    expect(late.storeStatus).toMatchObject({ storeOnlineStatus: true, storeDeliveryStatus: false, nowEpoch: Date.parse('2026-06-16T04:30:00Z') });
    expect(late.storeStatus.storeOfflineMessage).toBe('Mi Bodega Express Miraflores takes orders from 7:00 AM to 11:00 PM.');

    // The offline Surco store: its own message, its own fees.
    const surco = await newCustomer(ctx);
    await addAddress(surco.userId, SURCO);
    const offline = await getCart(surco, 'en');
    expect(offline.storeStatus).toMatchObject({ storeName: 'Mi Bodega Express Surco', storeOnlineStatus: false, storeDeliveryStatus: false });
    expect(offline.storeStatus.storeOfflineMessage).toBe('Our Surco store is temporarily closed for stocktaking. You can schedule your order for another day.');
    expect(offline.freeShippingThreshold).toBe(90);
  });

  test('orderDelivered: only an order of this user to this address that reached DELIVERY_COMPLETED or COMPLETED', async () => {
    const customer = await newCustomer(ctx);
    const other = await newCustomer(ctx);
    const addressId = await addAddress(customer.userId, MIRAFLORES);
    let n = 0;
    const order = (userId: number, status: 'INITIATED' | 'DELIVERY_COMPLETED' | 'COMPLETED' | 'DELIVERY_CANCELED', snapshotId: number) => {
      n += 1;
      return db().insertInto('orders').values({
        order_number: `T-${userId}-${n}`, user_id: userId, country_id: 'PE', language_id: 1, status, payment_method: 'CASH', base_price: '10.00',
        shipping: '4.90', service_charge: '1.00', discount: '0.00', promo_code_discount: '0.00', tip: '0.00', final_pay_amount: '15.90', idempotency_key: `k-${userId}-${n}`, request_hash: 'h',
        address_snapshot: JSON.stringify({ userAddressId: snapshotId, street1: 'Calle Prueba 123' }), invoice_snapshot: '{}',
      }).execute();
    };
    await order(customer.userId, 'INITIATED', addressId);
    await order(customer.userId, 'DELIVERY_CANCELED', addressId);
    await order(customer.userId, 'COMPLETED', addressId + 1000);
    await order(other.userId, 'COMPLETED', addressId);
    expect((await getCart(customer)).address.orderDelivered).toBe(false);
    await order(customer.userId, 'DELIVERY_COMPLETED', addressId);
    expect((await getCart(customer)).address.orderDelivered).toBe(true);
  });
});

describe('lines and pricing', () => {
  test('add, update, delete and clear answer the whole cart with its pricing and count', async () => {
    const s = await shopper('customer');
    const [a, b] = [take(), take()];

    let res = await add(s, a.id, 2);
    expect(res.statusCode).toBe(200);
    let body = res.json();
    expect(body.cartId).toBe(s.cartId);
    expect(body.cartCount).toBe(2);
    expect(body.cartItems).toEqual([{
      cartItemId: expect.any(Number), productId: a.id, comboOfferId: null, quantity: 2, toppings: null, comboOfferData: null, available: true,
      lineTotal: (cents(a.discounted) * 2) / 100,
      product: {
        productId: a.id, name: a.nameEs, brandName: a.brand, cartItemCount: 2,
        productPrice: { originalActualPrice: cents(a.actual) / 100, originalDiscountedPrice: cents(a.discounted) / 100 },
        productFiles: [{ type: 'Primary', imageUrl: await primaryImage(ctx.database.db, a.id) }], ageRestrictionValue: 0,
      },
    }]);
    expect(body.pricing).toEqual(miraflorasBill([[a, 2]]));
    const lineA = body.cartItems[0].cartItemId as number;

    body = (await add(s, b.id, 1)).json();
    expect(body.cartCount).toBe(3);
    expect(body.cartItems.map((i: { productId: number }) => i.productId)).toEqual([a.id, b.id]);
    expect(body.pricing).toEqual(miraflorasBill([[a, 2], [b, 1]]));
    const lineB = body.cartItems[1].cartItemId as number;

    res = await call('PUT', itemUrl(s.cartId, lineA), s, { quantity: 5, toppings: null });
    expect(res.statusCode).toBe(200);
    body = res.json();
    expect(body.cartCount).toBe(6);
    expect(body.cartItems[0]).toMatchObject({ cartItemId: lineA, quantity: 5, lineTotal: (cents(a.discounted) * 5) / 100, product: { cartItemCount: 5 } });
    expect(body.pricing).toEqual(miraflorasBill([[a, 5], [b, 1]]));

    // The same cart in English: names translated, nothing else changes.
    const en = await getCart(s, 'en');
    expect(en.cartItems[0].product.name).toBe(a.nameEn);
    expect(en.pricing).toEqual(body.pricing);

    body = (await call('DELETE', itemUrl(s.cartId, lineB), s)).json();
    expect(body.cartCount).toBe(5);
    expect(body.cartItems.map((i: { cartItemId: number }) => i.cartItemId)).toEqual([lineA]);
    expect(body.pricing).toEqual(miraflorasBill([[a, 5]]));

    await add(s, b.id, 3);
    res = await call('DELETE', itemsUrl(s.cartId), s);
    expect(res.statusCode).toBe(200);
    body = res.json();
    expect(body).toMatchObject({ cartId: s.cartId, cartCount: 0, cartItems: [], minimumOrderAmount: 20, freeShippingThreshold: 80 });
    expect(body.pricing).toEqual(miraflorasBill([]));
    expect(await db().selectFrom('cart_items').select('cart_item_id').where('cart_id', '=', s.cartId).execute()).toEqual([]);
  });

  test('adding the same product twice makes one line with the quantities added', async () => {
    const s = await shopper('customer');
    const p = take();
    await add(s, p.id, 2);
    const body = (await add(s, p.id, 3)).json();
    expect(body.cartItems).toHaveLength(1);
    expect(body.cartItems[0]).toMatchObject({ productId: p.id, quantity: 5 });
    expect(body.cartCount).toBe(5);
  });

  test('store prices override the product\'s; shipping is free at exactly the S/ 80 threshold', async () => {
    const s = await shopper('customer');
    const p = take();
    await setStoreRow('lima-miraflores', p.id, { actual_price: '45.00', discounted_price: '40.00' });
    let body = (await add(s, p.id, 1)).json();
    expect(body.cartItems[0].product.productPrice).toEqual({ originalActualPrice: 45, originalDiscountedPrice: 40 });
    expect(body.pricing).toEqual({ basePrice: 45, shipping: 4.9, serviceCharge: 1, discount: 5, promoCodeDiscount: 0, finalPayAmount: 45.9 });
    body = (await add(s, p.id, 1)).json();
    expect(body.pricing).toEqual({ basePrice: 90, shipping: 0, serviceCharge: 1, discount: 10, promoCodeDiscount: 0, finalPayAmount: 81 });
    expect(body.cartItems[0].lineTotal).toBe(80);

    // Only the actual price overridden: the product's discounted price still applies.
    const q = take();
    await setStoreRow('lima-miraflores', q.id, { actual_price: '99.99' });
    body = (await add(s, q.id, 1)).json();
    expect(body.cartItems[1].product.productPrice).toEqual({ originalActualPrice: 99.99, originalDiscountedPrice: cents(q.discounted) / 100 });
  });

  test('toppings: stored canonical whatever the language, priced per unit, shown in the request language', async () => {
    const s = await shopper('customer');
    const toppingProduct = await db().selectFrom('product_toppings').select('product_id')
      .groupBy('product_id').having((eb) => eb.fn.countAll(), '=', 6).orderBy('product_id').executeTakeFirstOrThrow();
    const id = toppingProduct.product_id;
    const rows = await db().selectFrom('product_toppings').select(['language_id', 'name', 'extra_price', 'sort_order'])
      .where('product_id', '=', id).orderBy('sort_order').orderBy('language_id').execute();
    const es = rows.filter((r) => r.language_id === 1);
    const en = rows.filter((r) => r.language_id === 2);
    const product = await db().selectFrom('products').select(['actual_price', 'discounted_price']).where('product_id', '=', id).executeTakeFirstOrThrow();
    // the 2nd and 3rd toppings carry extras (1.50 and 1.00 in the demo data)
    const extras = cents(es[1]!.extra_price) + cents(es[2]!.extra_price);
    expect(extras).toBeGreaterThan(0);

    let res = await add(s, id, 1, JSON.stringify([es[2]!.name, es[1]!.name]));
    expect(res.statusCode).toBe(200);
    let body = res.json();
    expect(body.cartItems[0].toppings).toBe(JSON.stringify([es[1]!.name, es[2]!.name]));
    expect(body.cartItems[0].product.productPrice).toEqual({
      originalActualPrice: (cents(product.actual_price) + extras) / 100, originalDiscountedPrice: (cents(product.discounted_price) + extras) / 100,
    });
    const stored = await db().selectFrom('cart_items').select('toppings').where('cart_id', '=', s.cartId).executeTakeFirstOrThrow();
    expect(stored.toppings).toBe(JSON.stringify([es[1]!.name, es[2]!.name].sort()));

    // The same choice in English, in another order: the same line.
    body = (await add(s, id, 2, JSON.stringify([en[1]!.name, en[2]!.name]), 'en')).json();
    expect(body.cartItems).toHaveLength(1);
    expect(body.cartItems[0]).toMatchObject({ quantity: 3, toppings: JSON.stringify([en[1]!.name, en[2]!.name]) });
    expect(body.cartItems[0].lineTotal).toBe(((cents(product.discounted_price) + extras) * 3) / 100);

    // No toppings ('[]' and null are the same choice) is another line.
    await add(s, id, 1, '[]');
    body = (await add(s, id, 1, null)).json();
    expect(body.cartItems).toHaveLength(2);
    expect(body.cartItems[1]).toMatchObject({ quantity: 2, toppings: null });
    expect(body.cartCount).toBe(5);

    // Replacing the plain line's toppings with the first line's choice merges the two lines.
    res = await call('PUT', itemUrl(s.cartId, body.cartItems[1].cartItemId), s, { quantity: 2, toppings: JSON.stringify([es[1]!.name, es[2]!.name]) });
    expect(res.statusCode).toBe(200);
    body = res.json();
    expect(body.cartItems).toHaveLength(1);
    expect(body.cartItems[0]).toMatchObject({ quantity: 5 });

    // Not a choice of this product → 400 on toppings, translated; nothing changes.
    const counts = await tableCounts(ctx.database);
    for (const bad of ['["Queso azul"]', 'Ketchup', JSON.stringify([es[1]!.name, en[1]!.name])]) {
      res = await add(s, id, 1, bad, 'en');
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual([{ fieldName: 'toppings', identifier: 'error.cart.toppingsInvalid', message: 'The chosen extras are not valid for this product.' }]);
    }
    res = await add(s, take().id, 1, JSON.stringify([es[0]!.name]));
    expect(fieldErrors(res)[0]?.identifier).toBe('error.cart.toppingsInvalid');
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('cart combo lines are priced with the combo prices and shown with their name and image', async () => {
    const s = await shopper('customer');
    const combo = await db().selectFrom('combo_offers as c')
      .innerJoin('combo_offer_translations as t', (j) => j.onRef('t.combo_offer_id', '=', 'c.combo_offer_id').on('t.language_id', '=', 2))
      .select(['c.combo_offer_id', 'c.combo_selling_price', 'c.actual_selling_price', 'c.image_url', 'c.age_restriction', 't.combo_name'])
      .where('c.combo_offer_type', '=', 'normal').where('c.active', '=', true).orderBy('c.combo_offer_id').executeTakeFirstOrThrow();
    const p = take();
    await add(s, p.id, 1);
    await db().insertInto('cart_items').values({ cart_id: s.cartId, combo_offer_id: combo.combo_offer_id, quantity: 2 }).execute();
    const body = await getCart(s, 'en');
    const line = body.cartItems[1];
    // A line written without a choice shows the combo's products (a normal combo's only choice).
    const comboProducts = (await db().selectFrom('combo_offer_products').select(['product_id as productId', 'quantity'])
      .where('combo_offer_id', '=', combo.combo_offer_id).orderBy('sort_order').execute());
    expect(comboProducts.length).toBeGreaterThan(1);
    expect(line).toEqual({
      cartItemId: expect.any(Number), productId: null, comboOfferId: combo.combo_offer_id, quantity: 2, toppings: null,
      comboOfferData: comboProducts, available: true,
      lineTotal: (cents(combo.combo_selling_price) * 2) / 100,
      product: {
        productId: null, name: combo.combo_name, brandName: '', cartItemCount: 2,
        productPrice: { originalActualPrice: cents(combo.actual_selling_price) / 100, originalDiscountedPrice: cents(combo.combo_selling_price) / 100 },
        productFiles: [{ type: 'Primary', imageUrl: combo.image_url }], ageRestrictionValue: combo.age_restriction ? 18 : 0,
      },
    });
    expect(body.cartCount).toBe(3);
    const base = cents(p.actual) + cents(combo.actual_selling_price) * 2;
    const goods = cents(p.discounted) + cents(combo.combo_selling_price) * 2;
    expect(body.pricing.basePrice).toBe(base / 100);
    expect(body.pricing.discount).toBe((base - goods) / 100);
    // Its quantity changes like any line's.
    const res = await call('PUT', itemUrl(s.cartId, line.cartItemId), s, { quantity: 1, toppings: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().cartCount).toBe(2);
  });
});

describe('what may be added', () => {
  test('a product the serving store does not sell (unavailable, or no store row) → 409 and nothing changes', async () => {
    const s = await shopper('customer');
    const [off, unlisted, outOfStock] = [take(), take(), take()];
    await setStoreRow('lima-miraflores', off.id, { available: false });
    await setStoreRow('lima-miraflores', outOfStock.id, { stock: 0 });
    await db().deleteFrom('store_products').where('store_id', '=', await storeId('lima-miraflores')).where('product_id', '=', unlisted.id).execute();
    const counts = await tableCounts(ctx.database);
    for (const p of [off, unlisted, outOfStock]) {
      const res = await add(s, p.id, 1);
      expect(res.statusCode).toBe(409);
      expect(general(res)).toEqual([{ identifier: 'error.cart.productUnavailable', message: 'Este producto no está disponible en la tienda que atiende tu dirección.' }]);
    }
    expect(await tableCounts(ctx.database)).toEqual(counts);

    // A line whose product the store stops selling stays in the cart, unavailable and out of the bill.
    const later = take();
    await add(s, later.id, 2);
    await setStoreRow('lima-miraflores', later.id, { available: false });
    const body = await getCart(s);
    expect(body.cartItems[0]).toMatchObject({ productId: later.id, available: false });
    expect(body.cartCount).toBe(0);
    expect(body.pricing).toEqual(miraflorasBill([]));
  });

  test('no default address → 409 addressRequired; an address no store serves → 409 productUnavailable', async () => {
    const noAddress = await shopper('customer', null);
    const p = take();
    const counts = await tableCounts(ctx.database);
    let res = await add(noAddress, p.id, 1);
    expect(res.statusCode).toBe(409);
    expect(general(res)[0]?.identifier).toBe('error.cart.addressRequired');
    res = await call('POST', itemsUrl(noAddress.cartId, 'en'), noAddress, { countryId: 'PE', productId: p.id, quantity: 1, toppings: null });
    expect(general(res)[0]?.message).toBe('Choose a delivery address to add products to your cart.');
    const nowhere = await shopper('customer', NOWHERE);
    res = await add(nowhere, p.id, 1);
    expect(res.statusCode).toBe(409);
    expect(general(res)[0]?.identifier).toBe('error.cart.productUnavailable');
    expect((await tableCounts(ctx.database)).cart_items).toBe(counts.cart_items);
  });

  test('unknown or withdrawn product → 404 error.product.notFound', async () => {
    const s = await shopper('customer');
    let res = await add(s, 9_999_999, 1);
    expect(res.statusCode).toBe(404);
    expect(general(res)).toEqual([{ identifier: 'error.product.notFound', message: 'El producto no existe o ya no está a la venta.' }]);
    const withdrawn = take();
    await db().updateTable('products').set({ active: false }).where('product_id', '=', withdrawn.id).execute();
    res = await add(s, withdrawn.id, 1, null, 'en');
    expect(res.statusCode).toBe(404);
    expect(general(res)[0]?.message).toBe('This product does not exist or is no longer for sale.');
  });

  test('quantity 0, 21, -1, 1.5 or not a number → 400 on quantity, translated; nothing changes', async () => {
    const s = await shopper('customer');
    const p = take();
    const line = (await add(s, p.id, 1)).json().cartItems[0].cartItemId as number;
    const counts = await tableCounts(ctx.database);
    for (const quantity of [0, 21, -1, 1.5, '2']) {
      const res = await add(s, p.id, quantity as number);
      expect([quantity, res.statusCode]).toEqual([quantity, 400]);
      expect(res.json()).toEqual({ errors: { general: [], fieldsErrors: [{ fieldName: 'quantity', identifier: 'error.cart.quantityRange', message: 'La cantidad debe ser un número entero entre 1 y 20.' }] } });
      if (quantity === 0) continue; // PUT with 0 removes the line (next test)
      const put = await call('PUT', itemUrl(s.cartId, line), s, { quantity, toppings: null });
      expect([quantity, put.statusCode, fieldErrors(put)[0]?.identifier]).toEqual([quantity, 400, 'error.cart.lineQuantityRange']);
    }
    const putEn = await call('PUT', itemUrl(s.cartId, line, 'en'), s, { quantity: 21, toppings: null });
    expect(fieldErrors(putEn)[0]?.message).toBe('The quantity must be a whole number from 0 to 20 (0 removes the item from the cart).');
    const en = await add(s, p.id, 21, null, 'en');
    expect(fieldErrors(en)).toEqual([{ fieldName: 'quantity', identifier: 'error.cart.quantityRange', message: 'The quantity must be a whole number from 1 to 20.' }]);
    const missing = await call('POST', itemsUrl(s.cartId), s, { countryId: 'PE', productId: p.id, toppings: null });
    expect(fieldErrors(missing)[0]).toMatchObject({ fieldName: 'quantity', identifier: 'error.validation.required' });
    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect((await getCart(s)).cartItems[0].quantity).toBe(1);
  });

  test('PUT with quantity 0 deletes the line, even one the store no longer sells; another user\'s line stays', async () => {
    const s = await shopper('customer');
    const [p, q] = [take(), take()];
    await add(s, p.id, 2);
    const lines = (await add(s, q.id, 1)).json().cartItems as { cartItemId: number; productId: number }[];
    const lineP = lines.find((l) => l.productId === p.id)!.cartItemId;
    await setStoreRow('lima-miraflores', p.id, { available: false });
    try {
      const intruder = await shopper('customer');
      const foreign = await call('PUT', itemUrl(intruder.cartId, lineP), intruder, { quantity: 0, toppings: null });
      expect(foreign.statusCode).toBe(404);
      const res = await call('PUT', itemUrl(s.cartId, lineP), s, { quantity: 0, toppings: null });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.cartItems.map((i: { productId: number }) => i.productId)).toEqual([q.id]);
      expect(body.cartCount).toBe(1);
      expect(body.pricing).toEqual(miraflorasBill([[q, 1]]));
      expect(await db().selectFrom('cart_items').select('cart_item_id').where('cart_item_id', '=', lineP).execute()).toEqual([]);
      expect((await call('PUT', itemUrl(s.cartId, lineP), s, { quantity: 0, toppings: null })).statusCode).toBe(404);
    } finally {
      await setStoreRow('lima-miraflores', p.id, { available: true });
    }
  });

  test('a line holds at most 20 units, and never more than the store\'s stock → 400 on quantity', async () => {
    const s = await shopper('customer');
    const [p, scarce] = [take(), take()];
    await add(s, p.id, 15);
    let res = await add(s, p.id, 6);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([{ fieldName: 'quantity', identifier: 'error.cart.quantityAboveLimit', message: 'Puedes llevar como máximo 20 unidades de este producto; ya tienes 15 en tu carrito.' }]);
    expect((await add(s, p.id, 5)).json().cartItems[0].quantity).toBe(20);

    await setStoreRow('lima-miraflores', scarce.id, { stock: 2 });
    res = await add(s, scarce.id, 3, null, 'en');
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([{ fieldName: 'quantity', identifier: 'error.cart.quantityAboveStock', message: 'Only 2 units of this product are left at the store.' }]);
    const body = (await add(s, scarce.id, 2)).json();
    const scarceLine = body.cartItems[1].cartItemId as number;
    expect((await add(s, scarce.id, 1)).statusCode).toBe(400);
    expect((await call('PUT', itemUrl(s.cartId, scarceLine), s, { quantity: 3 })).statusCode).toBe(400);
    expect((await call('PUT', itemUrl(s.cartId, scarceLine), s, { quantity: 1 })).json().cartItems[1].quantity).toBe(1);
  });

  test('a cart holds at most 50 lines → 409; adding to an existing line still works', async () => {
    const s = await shopper('customer');
    const ids = (await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id').select('p.product_id')
      .where('p.active', '=', true).where('p.age_restriction', '=', 0).where('c.age_restriction', '=', 0)
      .orderBy('p.product_id', 'desc').limit(50).execute()).map((r) => r.product_id);
    await db().insertInto('cart_items').values(ids.map((productId) => ({ cart_id: s.cartId, product_id: productId, quantity: 1 }))).execute();
    const counts = await tableCounts(ctx.database);
    const res = await add(s, take().id, 1, null, 'en');
    expect(res.statusCode).toBe(409);
    expect(general(res)).toEqual([{ identifier: 'error.cart.tooManyLines', message: 'Your cart already holds 50 different products, the most allowed.' }]);
    expect(await tableCounts(ctx.database)).toEqual(counts);
    const more = await add(s, ids[0]!, 1);
    expect(more.statusCode).toBe(200);
    expect(more.json().cartItems).toHaveLength(50);
  });

  test('two concurrent adds of 3 to one line end as one line of 6; concurrent adds never break the 20-unit cap', async () => {
    const s = await shopper('customer');
    const p = take();
    const results = await Promise.all([add(s, p.id, 3), add(s, p.id, 3)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const lines = await db().selectFrom('cart_items').select(['product_id', 'quantity']).where('cart_id', '=', s.cartId).execute();
    expect(lines).toEqual([{ product_id: p.id, quantity: 6 }]);
    expect((await getCart(s)).cartCount).toBe(6);

    // The 20-unit cap holds under concurrency too: of two adds of 8 to a line of 6, exactly one fits.
    const capped = await Promise.all([add(s, p.id, 8), add(s, p.id, 8)]);
    expect(capped.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await getCart(s)).cartItems[0].quantity).toBe(14);
  });
});

describe('age-restricted products', () => {
  let beer: number;
  let strict: number;
  beforeAll(async () => {
    // A beer whose own restriction is 0: the category's 18 still applies (the stricter of the two wins).
    const row = await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .select('p.product_id').where('c.code', '=', 'cervezas').orderBy('p.product_id').executeTakeFirstOrThrow();
    beer = row.product_id;
    await db().updateTable('products').set({ age_restriction: 0 }).where('product_id', '=', beer).execute();
    // A product in a free category with its own limit of 21.
    strict = take().id;
    await db().updateTable('products').set({ age_restriction: 21 }).where('product_id', '=', strict).execute();
  });

  test('a guest → 409 ageLoginRequired (but may add unrestricted goods)', async () => {
    const guest = await shopper('guest');
    const counts = await tableCounts(ctx.database);
    const res = await add(guest, beer, 1);
    expect(res.statusCode).toBe(409);
    expect(general(res)).toEqual([{ identifier: 'error.cart.ageLoginRequired', message: 'Este producto es solo para mayores de 18 años. Inicia sesión con tu número de celular para comprarlo.' }]);
    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect((await add(guest, take().id, 1)).statusCode).toBe(200);
  });

  test('a customer without a date of birth → 409 ageVerificationRequired', async () => {
    const s = await shopper('customer', MIRAFLORES, null);
    const res = await add(s, beer, 1, null, 'en');
    expect(res.statusCode).toBe(409);
    expect(general(res)).toEqual([{ identifier: 'error.cart.ageVerificationRequired', message: 'This product is only for people aged 18 or over. Add your date of birth to buy it.' }]);
  });

  test('17 years and 364 days old → 409 ageRestricted; 18 today (Lima date) → allowed', async () => {
    // Today in Lima is 2026-06-15.
    const minor = await shopper('customer', MIRAFLORES, '2008-06-16');
    let res = await add(minor, beer, 1);
    expect(res.statusCode).toBe(409);
    expect(general(res)).toEqual([{ identifier: 'error.cart.ageRestricted', message: 'Este producto es solo para mayores de 18 años.' }]);
    // 23:59 in Lima is already the 16th in UTC: still a minor until Lima's midnight.
    clock.set('2026-06-16T04:59:00Z');
    expect((await add(minor, beer, 1)).statusCode).toBe(409);
    clock.set('2026-06-16T05:00:00Z');
    expect((await add(minor, beer, 1)).statusCode).toBe(200);

    clock.set(START);
    const birthday = await shopper('customer', MIRAFLORES, '2008-06-15');
    res = await add(birthday, beer, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems[0]).toMatchObject({ productId: beer, quantity: 2, product: { ageRestrictionValue: 18 } });
  });

  test('María (demo, born 1990) may buy; a limit above 18 is applied as it is', async () => {
    const maria = await shopper(await demoCustomer(ctx, '987654321'));
    const res = await add(maria, beer, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems.find((i: { productId: number }) => i.productId === beer).product.ageRestrictionValue).toBe(18);
    expect((await add(maria, strict, 1)).statusCode).toBe(200);

    const twenty = await shopper('customer', MIRAFLORES, '2006-01-01');
    expect((await add(twenty, beer, 1)).statusCode).toBe(200);
    const tooYoung = await add(twenty, strict, 1, null, 'en');
    expect(tooYoung.statusCode).toBe(409);
    expect(general(tooYoung)[0]?.message).toBe('This product is only for people aged 21 or over.');
  });
});

describe('cart discard status', () => {
  let missing: number[] = [];
  let everywhere: number;
  beforeAll(async () => {
    // Products San Isidro lacks (every store but Miraflores misses some), and one every store sells.
    missing = (await db().selectFrom('store_products as sp').innerJoin('products as p', 'p.product_id', 'sp.product_id')
      .innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .select('sp.product_id').where('sp.store_id', '=', await storeId('lima-san-isidro')).where('sp.available', '=', false)
      .where('p.age_restriction', '=', 0).where('c.age_restriction', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('product_toppings as pt').select('pt.product_id').whereRef('pt.product_id', '=', 'p.product_id'))))
      .orderBy('sp.product_id').limit(2).execute()).map((r) => r.product_id);
    expect(missing).toHaveLength(2);
    everywhere = take().id;
  });

  const status = async (s: Shopper, query: string) => {
    const res = await call('GET', `${cartsUrl()}/${s.cartId}/cart-discard-status?${query}`, s);
    return { code: res.statusCode, body: res.json() };
  };
  const at = (p: Point) => `latitude=${p.latitude}&longitude=${p.longitude}`;

  test('NONE for an empty cart or the same store; PARTIAL, COMPLETE by availability; COMPLETE with no store', async () => {
    const s = await shopper('customer');
    expect(await status(s, at(SAN_ISIDRO_ONLY))).toEqual({ code: 200, body: { cartDiscardStatus: 'NONE', unavailableCartItemIds: [] } });

    const lines = (await add(s, missing[0]!, 1)).json().cartItems as { cartItemId: number }[];
    const missingLine = lines[0]!.cartItemId;
    const all = (await add(s, everywhere, 2)).json().cartItems.map((i: { cartItemId: number }) => i.cartItemId) as number[];

    expect(await status(s, at(SAN_ISIDRO_ONLY))).toEqual({ code: 200, body: { cartDiscardStatus: 'PARTIAL', unavailableCartItemIds: [missingLine] } });
    expect(await status(s, at(MIRAFLORES))).toEqual({ code: 200, body: { cartDiscardStatus: 'NONE', unavailableCartItemIds: [] } });
    expect(await status(s, at(NOWHERE))).toEqual({ code: 200, body: { cartDiscardStatus: 'COMPLETE', unavailableCartItemIds: all } });

    // Coordinates from an own address.
    const sanIsidroAddress = await addAddress(s.userId, SAN_ISIDRO_ONLY, false);
    expect(await status(s, `userAddressId=${sanIsidroAddress}`)).toEqual({ code: 200, body: { cartDiscardStatus: 'PARTIAL', unavailableCartItemIds: [missingLine] } });

    // Only lines San Isidro lacks: everything would go.
    await call('DELETE', itemUrl(s.cartId, all.find((id) => id !== missingLine)!), s);
    const second = (await add(s, missing[1]!, 1)).json().cartItems.map((i: { cartItemId: number }) => i.cartItemId) as number[];
    expect(await status(s, at(SAN_ISIDRO_ONLY))).toEqual({ code: 200, body: { cartDiscardStatus: 'COMPLETE', unavailableCartItemIds: second } });
    // Every line available at the new store: NONE.
    await call('DELETE', itemsUrl(s.cartId), s);
    await add(s, everywhere, 1);
    expect(await status(s, at(SAN_ISIDRO_ONLY))).toEqual({ code: 200, body: { cartDiscardStatus: 'NONE', unavailableCartItemIds: [] } });
  });

  test('another user\'s userAddressId → 404; no location → 400', async () => {
    const s = await shopper('customer');
    await add(s, everywhere, 1);
    const other = await newCustomer(ctx);
    const foreign = await addAddress(other.userId, SAN_ISIDRO_ONLY);
    const res = await status(s, `userAddressId=${foreign}`);
    expect(res.code).toBe(404);
    expect(res.body.errors.general[0].identifier).toBe('error.address.notFound');
    const none = await status(s, '');
    expect(none.code).toBe(400);
    expect(none.body.errors.fieldsErrors[0]).toMatchObject({ fieldName: 'latitude', identifier: 'error.cart.locationRequired' });
    const half = await status(s, 'latitude=-12.09');
    expect(half.body.errors.fieldsErrors[0]).toMatchObject({ fieldName: 'longitude', identifier: 'error.validation.required' });
  });
});

test('the OpenAPI document lists the cart routes under the cart tag, with the discard query parameters', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths;
  const base = '/api/v1/{countryId}/{lang}/carts';
  expect(paths[base].get.tags).toEqual(['cart']);
  expect(paths[`${base}/{cartId}/cart-items`].post.requestBody).toBeDefined();
  expect(paths[`${base}/{cartId}/cart-items`]).toHaveProperty(['delete']);
  expect(paths[`${base}/{cartId}/cart-items/{cartItemId}`].put.tags).toEqual(['cart']);
  expect(paths[`${base}/{cartId}/cart-items/{cartItemId}`]).toHaveProperty(['delete']);
  const discard = paths[`${base}/{cartId}/cart-discard-status`].get;
  expect(discard.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['latitude', 'longitude', 'userAddressId', 'cartId']));
});
