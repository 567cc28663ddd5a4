// The cart's checkout calls over HTTP: promos (list, apply, remove, re-judged on
// every cart answer), delivery instructions, scheduled delivery, invoice details and payment options. Every refusal
// answers the translated error body and changes nothing; another user's cart is a 404.
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { clearSchedule } from '../src/modules/cart/repository.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

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
const H = 3_600_000;

const db = () => ctx.database.db;
interface Shopper extends TestCaller { cartId: number }

async function addAddress(userId: number, point: Point): Promise<number> {
  await db().updateTable('user_addresses').set({ default_shipping: false }).where('user_id', '=', userId).execute();
  const row = await db().insertInto('user_addresses').values({
    user_id: userId, country_id: 'PE', first_name: 'Rosa', last_name: 'Test', telephone: '999888777', street1: 'Calle Prueba 123',
    latitude: point.latitude, longitude: point.longitude, alias: 'Home', default_shipping: true,
  }).returning('user_address_id').executeTakeFirstOrThrow();
  return row.user_address_id;
}

const cartsUrl = (lang = 'es') => `/api/v1/PE/${lang}/carts`;
const cartUrl = (cartId: number, path: string, lang = 'es') => `${cartsUrl(lang)}/${cartId}/${path}`;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller?: TestCaller, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const getCart = async (caller: TestCaller, lang = 'es') => {
  const res = await call('GET', cartsUrl(lang), caller);
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function shopper(kind: 'customer' | 'guest' = 'customer', point: Point | null = MIRAFLORES): Promise<Shopper> {
  const caller = kind === 'customer' ? await newCustomer(ctx) : await newGuest(ctx);
  if (point) await addAddress(caller.userId, point);
  return { ...caller, cartId: (await getCart(caller)).cartId };
}

/** Unrestricted products without toppings that every store sells, each handed out once (tests set their store prices). */
let plain: number[] = [];
const take = (): number => {
  const next = plain.shift();
  if (!next) throw new Error('out of test products');
  return next;
};
beforeAll(async () => {
  plain = (await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .select('p.product_id').where('p.active', '=', true).where('p.age_restriction', '=', 0).where('c.age_restriction', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('product_toppings as pt').select('pt.product_id').whereRef('pt.product_id', '=', 'p.product_id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('store_products as sp').select('sp.product_id').whereRef('sp.product_id', '=', 'p.product_id').where('sp.available', '=', false))))
    .orderBy('p.product_id').execute()).map((r) => r.product_id);
});

const storeId = async (code: string): Promise<number> =>
  (await db().selectFrom('stores').select('store_id').where('code', '=', code).executeTakeFirstOrThrow()).store_id;

/** A product sold at Miraflores for exactly these prices. */
async function pricedProduct(actual: string, discounted = actual): Promise<number> {
  const id = take();
  await db().updateTable('store_products').set({ actual_price: actual, discounted_price: discounted })
    .where('store_id', '=', await storeId('lima-miraflores')).where('product_id', '=', id).execute();
  return id;
}

const add = async (s: Shopper, productId: number, quantity = 1) => {
  const res = await call('POST', cartUrl(s.cartId, 'cart-items'), s, { countryId: 'PE', productId, quantity, toppings: null });
  expect(res.statusCode).toBe(200);
  return res.json();
};

let promoCounter = 0;
interface PromoFields {
  type?: 'PERCENTAGE' | 'FIXED'; value?: string; max?: string | null; minimum?: string; start?: string; end?: string; perCustomer?: number;
  active?: boolean; es?: string; en?: string; code?: string;
}
async function makePromo(fields: PromoFields = {}): Promise<{ id: number; code: string }> {
  promoCounter += 1;
  const code = fields.code ?? `TEST${promoCounter}`;
  const row = await db().insertInto('promos').values({
    promo_code: code, country_id: 'PE', discount_type: fields.type ?? 'PERCENTAGE', discount_value: fields.value ?? '10.00',
    max_discount_amount: fields.max === undefined ? null : fields.max, minimum_cart_amount: fields.minimum ?? '0.00',
    start_date: fields.start ?? '2026-01-01T05:00:00Z', end_date: fields.end ?? '2026-12-31T04:59:59Z', per_customer_limit: fields.perCustomer ?? 1,
    active: fields.active ?? true,
  }).returning('promo_code_id').executeTakeFirstOrThrow();
  await db().insertInto('promo_translations').values([
    { promo_code_id: row.promo_code_id, language_id: 1, description: fields.es ?? `Promoción de prueba ${code}` },
    { promo_code_id: row.promo_code_id, language_id: 2, description: fields.en ?? `Test promotion ${code}` },
  ]).execute();
  return { id: row.promo_code_id, code };
}
const seededPromo = async (code: string): Promise<number> =>
  (await db().selectFrom('promos').select('promo_code_id').where('promo_code', '=', code).executeTakeFirstOrThrow()).promo_code_id;

const apply = (s: TestCaller & { cartId: number }, promoCodeId: number | '', lang = 'es') =>
  call('PUT', cartUrl(s.cartId, `apply-promo-code?promoCodeId=${promoCodeId}`, lang), s);
const general = (res: LightMyRequestResponse) => res.json().errors.general as { identifier: string; message: string }[];
const fieldErrors = (res: LightMyRequestResponse) => res.json().errors.fieldsErrors as { fieldName: string; identifier: string; message: string }[];

/** Runs a refused call: its status and error body as expected, and neither the cart answer nor any table changed. */
async function refused(s: Shopper, send: () => Promise<LightMyRequestResponse>, status: number): Promise<LightMyRequestResponse> {
  const before = await getCart(s);
  const counts = await tableCounts(ctx.database);
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(await getCart(s)).toEqual(before);
  expect(await tableCounts(ctx.database)).toEqual(counts);
  return res;
}

const PROMO_NONE = { promoCodeId: null, promoCode: null, promoCodeDescription: null, promoCodeValid: false, promoCodeMessage: null };

describe('sessions, roles and ownership', () => {
  const routes = (cartId: number): [string, string, unknown?][] => [
    ['GET', cartUrl(cartId, 'active-promos')],
    ['PUT', cartUrl(cartId, 'apply-promo-code?promoCodeId=')],
    ['PUT', cartUrl(cartId, 'delivery-instructions'), { deliveryInstructions: 'Tocar el timbre' }],
    ['PUT', cartUrl(cartId, 'schedule-delivery'), { scheduleDelivery: false }],
    ['PUT', cartUrl(cartId, 'invoice-details'), { boletaSimple: true, boleta: false, factura: false }],
    ['GET', cartUrl(cartId, 'payment-options')],
  ];

  test('no session → 401 on every route', async () => {
    const owner = await shopper();
    for (const [method, url, payload] of routes(owner.cartId)) {
      const res = await call(method as 'GET', url, undefined, payload);
      expect([method, url, res.statusCode, general(res)[0]?.identifier]).toEqual([method, url, 401, 'error.auth.sessionRequired']);
    }
  });

  test('another user\'s cart → 404 on every route, and nothing of it changes', async () => {
    const owner = await shopper();
    await add(owner, await pricedProduct('40.00'));
    const intruder = await shopper();
    const before = await getCart(owner);
    const counts = await tableCounts(ctx.database);
    for (const [method, url, payload] of [...routes(owner.cartId), ['PUT', cartUrl(owner.cartId, `apply-promo-code?promoCodeId=${await seededPromo('BIENVENIDO10')}`)] as [string, string]]) {
      const res = await call(method as 'GET', url, intruder, payload);
      expect([method, url, res.statusCode, general(res)[0]?.identifier]).toEqual([method, url, 404, 'error.cart.notFound']);
    }
    expect(await getCart(owner)).toEqual(before);
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('a guest may list promos but not apply or remove one (403); the rest of checkout is theirs too', async () => {
    const guest = await shopper('guest');
    await add(guest, await pricedProduct('50.00'));
    const list = await call('GET', cartUrl(guest.cartId, 'active-promos'), guest);
    expect(list.statusCode).toBe(200);
    const res = await refused(guest, () => apply(guest, list.json().records[0].promoCodeId), 403);
    expect(general(res)).toEqual([{ identifier: 'error.auth.customerRequired', message: expect.any(String) }]);
    await refused(guest, () => apply(guest, ''), 403);
    const instructions = await call('PUT', cartUrl(guest.cartId, 'delivery-instructions'), guest, { deliveryInstructions: 'Dejar en portería' });
    expect(instructions.json().deliveryInstructions).toBe('Dejar en portería');
  });
});

describe('promos', () => {
  test('active-promos: the country\'s promos in force, judged against this cart, in the request language', async () => {
    const s = await shopper();
    await add(s, await pricedProduct('25.00', '19.99'));
    const res = await call('GET', cartUrl(s.cartId, 'active-promos'), s);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const codes = body.records.map((r: { promoCode: string }) => r.promoCode);
    expect(codes).toEqual(expect.arrayContaining(['BIENVENIDO10', 'DELIVERYGRATIS', 'VERANO15', 'CHELA5', 'FINDE20']));
    expect(codes).not.toContain('NAVIDAD2023');
    expect(body.count).toBe(body.records.length);
    const bienvenido = body.records.find((r: { promoCode: string }) => r.promoCode === 'BIENVENIDO10');
    expect(bienvenido).toEqual({
      promoCodeId: await seededPromo('BIENVENIDO10'), promoCode: 'BIENVENIDO10', description: '10% de descuento en tu primera compra (máximo S/ 15).',
      minimumCartAmount: 30, formattedDiscount: '10%', enableApplyButton: false, endDate: '2030-12-31T04:59:59.000Z',
      // 30.00 − 19.99 = 10.01 exactly (not 10.02 from floating point).
      amountMissing: 10.01, applied: false,
    });
    expect(body.records.find((r: { promoCode: string }) => r.promoCode === 'CHELA5')).toMatchObject({ formattedDiscount: 'S/ 5.00', amountMissing: 30.01 });
    // Lowest minimum first.
    const minimums = body.records.map((r: { minimumCartAmount: number }) => r.minimumCartAmount);
    expect(minimums).toEqual([...minimums].sort((a, b) => a - b));

    const en = (await call('GET', cartUrl(s.cartId, 'active-promos', 'en'), s)).json();
    expect(en.records.find((r: { promoCode: string }) => r.promoCode === 'BIENVENIDO10').description).toBe('10% off your first order (up to S/ 15).');

    // Promos not started, withdrawn, or ended a moment ago are not listed; one ending right now still is.
    const future = await makePromo({ start: '2026-07-01T05:00:00Z' });
    const withdrawn = await makePromo({ active: false });
    const ended = await makePromo({ end: '2026-06-15T14:59:59Z' });
    const endsNow = await makePromo({ end: START });
    const listed = (await call('GET', cartUrl(s.cartId, 'active-promos'), s)).json().records.map((r: { promoCodeId: number }) => r.promoCodeId);
    expect(listed).toContain(endsNow.id);
    for (const hidden of [future, withdrawn, ended]) expect(listed).not.toContain(hidden.id);
  });

  test('searchPromo matches the code or the description, ignoring case and accents', async () => {
    const s = await shopper();
    const lacteos = await makePromo({ es: 'Descuento en LÁCTEOS y panadería', en: 'Dairy and bakery discount' });
    const search = async (text: string, lang = 'es') => (await call('GET', `${cartUrl(s.cartId, 'active-promos', lang)}?searchPromo=${encodeURIComponent(text)}`, s))
      .json().records.map((r: { promoCode: string }) => r.promoCode);
    expect(await search('lacteos')).toEqual([lacteos.code]);
    expect(await search('PANADERÍA')).toEqual([lacteos.code]);
    expect(await search('dairy', 'en')).toEqual([lacteos.code]);
    expect(await search('dairy', 'es')).toEqual([]);
    expect(await search('bienvenido')).toEqual(['BIENVENIDO10']);
    expect(await search('primera compra')).toEqual(['BIENVENIDO10']);
    // LIKE wildcards are plain characters: '%' finds the descriptions that contain a percent sign, not everything.
    expect(await search('%')).toEqual(['BIENVENIDO10', 'VERANO15', 'FINDE20']);
    expect(await search('_')).toEqual([]);
    expect((await search('  ')).length).toBeGreaterThan(1);
  });

  test('apply: the discount on the goods after item discounts, capped; the cart answer carries it; empty id removes it', async () => {
    const s = await shopper();
    // 3 × S/ 12.00 discounted to S/ 10.50: base 36.00, item discount 4.50, goods 31.50 (shipping 4.90, service 1.00).
    await add(s, await pricedProduct('12.00', '10.50'), 3);
    const promo = await makePromo({ value: '10.00', max: '15.00', minimum: '30.00', es: 'Diez por ciento', en: 'Ten percent' });
    const res = await apply(s, promo.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.promoCode).toEqual({ promoCodeId: promo.id, promoCode: promo.code, promoCodeDescription: 'Diez por ciento', promoCodeValid: true, promoCodeMessage: null });
    expect(body.pricing).toEqual({ basePrice: 36, shipping: 4.9, serviceCharge: 1, discount: 4.5, promoCodeDiscount: 3.15, finalPayAmount: 34.25 });
    expect((await getCart(s, 'en')).promoCode.promoCodeDescription).toBe('Ten percent');
    const listed = (await call('GET', cartUrl(s.cartId, 'active-promos'), s)).json().records.find((r: { promoCodeId: number }) => r.promoCodeId === promo.id);
    expect(listed).toMatchObject({ applied: true, enableApplyButton: true, amountMissing: 0 });

    // The cap: 10% of S/ 200 would be 20.00, the promo gives at most 15.00.
    await add(s, await pricedProduct('168.50'));
    expect((await getCart(s)).pricing).toMatchObject({ promoCodeDiscount: 15, finalPayAmount: 200 - 15 + 0 + 1 });

    // Another promo replaces it; an empty id removes it.
    const fixed = await makePromo({ type: 'FIXED', value: '5.00' });
    expect((await apply(s, fixed.id)).json().promoCode.promoCodeId).toBe(fixed.id);
    const removed = await apply(s, '');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().promoCode).toEqual(PROMO_NONE);
    expect(removed.json().pricing.promoCodeDiscount).toBe(0);
    const none = await call('PUT', cartUrl(s.cartId, 'apply-promo-code'), s);
    expect(none.statusCode).toBe(200);
  });

  test('a fixed promo larger than the goods takes them to zero, never below', async () => {
    const s = await shopper();
    await add(s, await pricedProduct('3.20'));
    const promo = await makePromo({ type: 'FIXED', value: '5.00' });
    expect((await apply(s, promo.id)).json().pricing).toEqual({ basePrice: 3.2, shipping: 4.9, serviceCharge: 1, discount: 0, promoCodeDiscount: 3.2, finalPayAmount: 5.9 });
  });

  test('refusals: unknown, withdrawn or not started → notFound; ended → expired; below the minimum → minimumNotMet {missing}; limit → limitReached', async () => {
    const s = await shopper();
    await add(s, await pricedProduct('25.00', '19.99'));
    const expect422 = async (promoCodeId: number, identifier: string, message: string) => {
      const res = await refused(s, () => apply(s, promoCodeId), 422);
      expect(res.json()).toEqual({ errors: { general: [{ identifier, message }], fieldsErrors: [] } });
    };
    await expect422(999_999, 'error.promo.notFound', 'Ese código promocional no existe o no está disponible.');
    await expect422((await makePromo({ active: false })).id, 'error.promo.notFound', 'Ese código promocional no existe o no está disponible.');
    await expect422((await makePromo({ start: '2026-07-01T05:00:00Z' })).id, 'error.promo.notFound', 'Ese código promocional no existe o no está disponible.');
    await expect422(await seededPromo('NAVIDAD2023'), 'error.promo.expired', 'Ese código promocional ya venció.');
    await expect422(await seededPromo('BIENVENIDO10'), 'error.promo.minimumNotMet', 'Te faltan S/ 10.01 en productos para usar este código promocional.');
    const twice = await makePromo({ perCustomer: 2 });
    await db().insertInto('promo_uses').values([{ promo_code_id: twice.id, user_id: s.userId }, { promo_code_id: twice.id, user_id: s.userId }]).execute();
    await expect422(twice.id, 'error.promo.limitReached', 'Ya usaste este código promocional todas las veces permitidas.');
    const en = await apply(s, await seededPromo('BIENVENIDO10'), 'en');
    expect(general(en)).toEqual([{ identifier: 'error.promo.minimumNotMet', message: 'Add S/ 10.01 more in products to use this promo code.' }]);

    // Other users' uses do not count; one use left of two still applies.
    const once = await makePromo({ perCustomer: 2 });
    const other = await newCustomer(ctx);
    await db().insertInto('promo_uses').values([{ promo_code_id: once.id, user_id: other.userId }, { promo_code_id: once.id, user_id: other.userId }, { promo_code_id: once.id, user_id: s.userId }]).execute();
    expect((await apply(s, once.id)).statusCode).toBe(200);

    // Bad ids are a 400 on promoCodeId.
    for (const bad of ['abc', '-1', '0', '1.5']) {
      const res = await refused(s, () => call('PUT', cartUrl(s.cartId, `apply-promo-code?promoCodeId=${bad}`), s), 400);
      expect(fieldErrors(res)[0]?.fieldName).toBe('promoCodeId');
    }
  });

  test('the minimum at the exact boundary qualifies, one céntimo less does not', async () => {
    const s = await shopper();
    await add(s, await pricedProduct('35.00', '30.00'));
    const promo = await makePromo({ minimum: '30.00' });
    expect((await apply(s, promo.id)).json().promoCode.promoCodeValid).toBe(true);
    const t = await shopper();
    await add(t, await pricedProduct('35.00', '29.99'));
    const res = await refused(t, () => apply(t, promo.id), 422);
    expect(general(res)[0]).toMatchObject({ identifier: 'error.promo.minimumNotMet', message: 'Te faltan S/ 0.01 en productos para usar este código promocional.' });
  });

  test('a promo that stops qualifying stays attached with discount 0 and says why; it comes back when it qualifies again', async () => {
    const s = await shopper();
    const [a, b] = [await pricedProduct('20.00'), await pricedProduct('15.00')];
    await add(s, a);
    const lines = (await add(s, b)).cartItems as { cartItemId: number; productId: number }[];
    const promo = await makePromo({ value: '10.00', minimum: '30.00', end: '2026-06-20T04:59:59Z' });
    expect((await apply(s, promo.id)).json().pricing).toMatchObject({ promoCodeDiscount: 3.5, finalPayAmount: 35 + 4.9 + 1 - 3.5 });

    const lineB = lines.find((l) => l.productId === b)!.cartItemId;
    const removed = await call('DELETE', cartUrl(s.cartId, `cart-items/${lineB}`), s);
    expect(removed.json().promoCode).toEqual({
      promoCodeId: promo.id, promoCode: promo.code, promoCodeDescription: expect.any(String), promoCodeValid: false,
      promoCodeMessage: 'Te faltan S/ 10.00 en productos para usar este código promocional.',
    });
    expect(removed.json().pricing).toEqual({ basePrice: 20, shipping: 4.9, serviceCharge: 1, discount: 0, promoCodeDiscount: 0, finalPayAmount: 25.9 });
    expect((await getCart(s, 'en')).promoCode.promoCodeMessage).toBe('Add S/ 10.00 more in products to use this promo code.');

    const back = await add(s, b);
    expect(back.promoCode).toMatchObject({ promoCodeValid: true, promoCodeMessage: null });
    expect(back.pricing.promoCodeDiscount).toBe(3.5);

    // Time passes: once ended, the same cart answers expired and discount 0.
    clock.set('2026-06-20T05:00:00Z');
    const later = await getCart(s);
    expect(later.promoCode).toMatchObject({ promoCodeId: promo.id, promoCodeValid: false, promoCodeMessage: 'Ese código promocional ya venció.' });
    expect(later.pricing.promoCodeDiscount).toBe(0);
    clock.set(START);

    // An order used it up (promo_uses): limit reached.
    await db().insertInto('promo_uses').values({ promo_code_id: promo.id, user_id: s.userId }).execute();
    expect((await getCart(s)).promoCode).toMatchObject({ promoCodeValid: false, promoCodeMessage: 'Ya usaste este código promocional todas las veces permitidas.' });

    // Withdrawn by the shop.
    await db().deleteFrom('promo_uses').where('promo_code_id', '=', promo.id).execute();
    await db().updateTable('promos').set({ active: false }).where('promo_code_id', '=', promo.id).execute();
    expect((await getCart(s)).promoCode).toMatchObject({ promoCodeValid: false, promoCodeMessage: 'Ese código promocional no existe o no está disponible.' });
  });

  test('free shipping at exactly the store\'s threshold (goods after item discounts, before the promo)', async () => {
    const s = await shopper();
    const p = await pricedProduct('90.00', '80.00');
    await add(s, p);
    const promo = await makePromo({ type: 'FIXED', value: '5.00' });
    const body = (await apply(s, promo.id)).json();
    expect(body.freeShippingThreshold).toBe(80);
    expect(body.pricing).toEqual({ basePrice: 90, shipping: 0, serviceCharge: 1, discount: 10, promoCodeDiscount: 5, finalPayAmount: 76 });
    await db().updateTable('store_products').set({ discounted_price: '79.99' }).where('store_id', '=', await storeId('lima-miraflores')).where('product_id', '=', p).execute();
    expect((await getCart(s)).pricing).toEqual({ basePrice: 90, shipping: 4.9, serviceCharge: 1, discount: 10.01, promoCodeDiscount: 5, finalPayAmount: 80.89 });
  });
});

describe('delivery instructions', () => {
  const put = (s: Shopper, deliveryInstructions: unknown, lang = 'es') =>
    call('PUT', cartUrl(s.cartId, 'delivery-instructions', lang), s, { deliveryInstructions });

  test('saved trimmed; up to 250 characters (an emoji is one); null clears', async () => {
    const s = await shopper();
    let res = await put(s, '  Tocar el timbre del 3er piso.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().deliveryInstructions).toBe('Tocar el timbre del 3er piso.');
    const full = `${'a'.repeat(249)}🚪`;
    res = await put(s, full);
    expect(res.json().deliveryInstructions).toBe(full);
    res = await put(s, null);
    expect(res.json().deliveryInstructions).toBeNull();
  });

  test('blank, too long, missing or not text → 400 on deliveryInstructions, nothing changes', async () => {
    const s = await shopper();
    await put(s, 'Dejar en portería');
    let res = await refused(s, () => put(s, '   '), 400);
    expect(fieldErrors(res)).toEqual([{ fieldName: 'deliveryInstructions', identifier: 'error.instructions.blank', message: 'Escribe las indicaciones de entrega o quítalas.' }]);
    res = await refused(s, () => put(s, 'b'.repeat(251), 'en'), 400);
    expect(fieldErrors(res)).toEqual([{ fieldName: 'deliveryInstructions', identifier: 'error.instructions.tooLong', message: 'Delivery instructions can be up to 250 characters long.' }]);
    res = await refused(s, () => call('PUT', cartUrl(s.cartId, 'delivery-instructions'), s, {}), 400);
    expect(fieldErrors(res)[0]).toMatchObject({ fieldName: 'deliveryInstructions', identifier: 'error.validation.required' });
    res = await refused(s, () => put(s, 42), 400);
    expect(fieldErrors(res)[0]?.fieldName).toBe('deliveryInstructions');
  });
});

describe('scheduled delivery', () => {
  const put = (s: Shopper, body: unknown, lang = 'es') => call('PUT', cartUrl(s.cartId, 'schedule-delivery', lang), s, body);

  test('on: a slot today after now or up to 7 days ahead, inside the store\'s hours; off clears it', async () => {
    const s = await shopper();
    let res = await put(s, { scheduleDelivery: true, scheduleDate: '15 Jun 2026', scheduleTime: '10:30 AM' });
    expect(res.statusCode).toBe(200);
    expect(res.json().scheduleDelivery).toEqual({ scheduleDelivery: true, scheduleDate: '15 Jun 2026', scheduleTime: '10:30 AM' });
    res = await put(s, { scheduleDelivery: true, scheduleDate: '22 Jun 2026', scheduleTime: '10:59 PM' });
    expect(res.json().scheduleDelivery).toEqual({ scheduleDelivery: true, scheduleDate: '22 Jun 2026', scheduleTime: '10:59 PM' });
    const row = await db().selectFrom('carts').select(['schedule_delivery', 'schedule_time']).where('cart_id', '=', s.cartId).executeTakeFirstOrThrow();
    expect(row).toEqual({ schedule_delivery: true, schedule_time: '22:59:00' });
    res = await put(s, { scheduleDelivery: false, scheduleDate: '99 Foo', scheduleTime: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().scheduleDelivery).toEqual({ scheduleDelivery: false, scheduleDate: null, scheduleTime: null });
  });

  test('every bad slot → 400 on its field with the translated reason; nothing changes', async () => {
    const s = await shopper();
    await put(s, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '08:00 AM' });
    const cases: [unknown, { fieldName: string; identifier: string }[]][] = [
      [{ scheduleDelivery: true, scheduleDate: '2026-06-16', scheduleTime: '08:00 AM' }, [{ fieldName: 'scheduleDate', identifier: 'error.schedule.invalidDate' }]],
      [{ scheduleDelivery: true, scheduleDate: '16 jun. 2026', scheduleTime: '08:00 AM' }, [{ fieldName: 'scheduleDate', identifier: 'error.schedule.invalidDate' }]],
      [{ scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '20:00' }, [{ fieldName: 'scheduleTime', identifier: 'error.schedule.invalidTime' }]],
      [{ scheduleDelivery: true, scheduleDate: '14 Jun 2026', scheduleTime: '08:00 AM' }, [{ fieldName: 'scheduleDate', identifier: 'error.schedule.past' }]],
      [{ scheduleDelivery: true, scheduleDate: '15 Jun 2026', scheduleTime: '10:00 AM' }, [{ fieldName: 'scheduleTime', identifier: 'error.schedule.past' }]],
      [{ scheduleDelivery: true, scheduleDate: '23 Jun 2026', scheduleTime: '08:00 AM' }, [{ fieldName: 'scheduleDate', identifier: 'error.schedule.tooFar' }]],
      [{ scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '11:00 PM' }, [{ fieldName: 'scheduleTime', identifier: 'error.schedule.outsideHours' }]],
      [{ scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '06:30 AM' }, [{ fieldName: 'scheduleTime', identifier: 'error.schedule.outsideHours' }]],
      [{ scheduleDelivery: true }, [{ fieldName: 'scheduleDate', identifier: 'error.validation.required' }, { fieldName: 'scheduleTime', identifier: 'error.validation.required' }]],
      [{ scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '' }, [{ fieldName: 'scheduleTime', identifier: 'error.validation.required' }]],
      [{ scheduleDate: '16 Jun 2026', scheduleTime: '08:00 AM' }, [{ fieldName: 'scheduleDelivery', identifier: 'error.validation.required' }]],
    ];
    for (const [body, expected] of cases) {
      const res = await refused(s, () => put(s, body), 400);
      expect([body, fieldErrors(res).map(({ fieldName, identifier }) => ({ fieldName, identifier }))]).toEqual([body, expected]);
      expect(general(res)).toEqual([]);
    }
    const hours = await put(s, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '11:30 PM' }, 'en');
    expect(fieldErrors(hours)[0]?.message).toBe('The store takes orders from 7:00 AM to 11:00 PM. Choose a time within those hours.');
  });

  test('the store decides: San Isidro takes no scheduled orders, nor does a cart without a store (422 notEnabled)', async () => {
    const s = await shopper('customer', SAN_ISIDRO_ONLY);
    const res = await refused(s, () => put(s, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '08:00 AM' }), 422);
    expect(general(res)).toEqual([{ identifier: 'error.schedule.notEnabled', message: 'La tienda que atiende tu dirección no acepta pedidos programados.' }]);
    const far = await shopper('customer', NOWHERE);
    await refused(far, () => put(far, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '08:00 AM' }), 422);
    // Turning it off always works.
    expect((await put(s, { scheduleDelivery: false })).statusCode).toBe(200);
  });

  test('the offline Surco store takes scheduled orders within its hours (08–22 h)', async () => {
    const s = await shopper('customer', SURCO);
    expect((await put(s, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '08:00 AM' })).statusCode).toBe(200);
    expect(fieldErrors(await put(s, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '07:30 AM' }))[0]?.identifier).toBe('error.schedule.outsideHours');
  });

  test('a store open across midnight (22:00–06:00) and "today" in Lima at 23:30 (already tomorrow in UTC)', async () => {
    const code = 'lima-miraflores';
    await db().updateTable('stores').set({ order_acceptance_time_from: 22 * H, order_acceptance_time_to: 6 * H }).where('code', '=', code).execute();
    try {
      const s = await shopper();
      clock.set('2026-06-16T04:30:00Z'); // 23:30 on 15 June in Lima
      expect((await put(s, { scheduleDelivery: true, scheduleDate: '15 Jun 2026', scheduleTime: '11:45 PM' })).statusCode).toBe(200);
      expect((await put(s, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '01:00 AM' })).statusCode).toBe(200);
      expect((await put(s, { scheduleDelivery: true, scheduleDate: '22 Jun 2026', scheduleTime: '05:30 AM' })).statusCode).toBe(200);
      expect(fieldErrors(await put(s, { scheduleDelivery: true, scheduleDate: '23 Jun 2026', scheduleTime: '05:30 AM' }))[0]?.identifier).toBe('error.schedule.tooFar');
      expect(fieldErrors(await put(s, { scheduleDelivery: true, scheduleDate: '15 Jun 2026', scheduleTime: '11:15 PM' }))[0]?.identifier).toBe('error.schedule.past');
      const noon = await put(s, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '12:00 PM' });
      expect(fieldErrors(noon)[0]).toMatchObject({ identifier: 'error.schedule.outsideHours', message: 'La tienda recibe pedidos de 22:00 a 06:00. Elige una hora dentro de ese horario.' });
    } finally {
      await db().updateTable('stores').set({ order_acceptance_time_from: 7 * H, order_acceptance_time_to: 23 * H }).where('code', '=', code).execute();
    }
  });
});

describe('a saved schedule that no longer counts', () => {
  const put = (s: Shopper, body: unknown) => call('PUT', cartUrl(s.cartId, 'schedule-delivery'), s, body);
  const NOT_SCHEDULED = { scheduleDelivery: false, scheduleDate: null, scheduleTime: null };
  const row = async (s: Shopper) => db().selectFrom('carts').select(['schedule_delivery', 'schedule_date', 'schedule_time'])
    .where('cart_id', '=', s.cartId).executeTakeFirstOrThrow();
  const CLEARED = { schedule_delivery: false, schedule_date: null, schedule_time: null };
  /** Lima wall time (UTC−5) as the clock's instant. */
  const lima = (local: string) => clock.set(new Date(`${local}-05:00`).toISOString());

  test('a slot stays on the cart until its time: at 17:59 it is answered, at 18:00 the answer is not scheduled and the row is cleared', async () => {
    const s = await shopper();
    const t = await shopper();
    for (const who of [s, t]) expect((await put(who, { scheduleDelivery: true, scheduleDate: '15 Jun 2026', scheduleTime: '06:00 PM' })).statusCode).toBe(200);

    lima('2026-06-15T17:59:59');
    expect((await getCart(s)).scheduleDelivery).toEqual({ scheduleDelivery: true, scheduleDate: '15 Jun 2026', scheduleTime: '06:00 PM' });
    expect((await row(s)).schedule_delivery).toBe(true);

    lima('2026-06-15T18:00:00');
    const answer = await getCart(s);
    expect(answer.scheduleDelivery).toEqual(NOT_SCHEDULED);
    expect(answer.storeStatus.storeDeliveryStatus).toBe(true);
    expect(await row(s)).toEqual(CLEARED);
    // A write's answer does the same: here the delivery instructions.
    const written = await call('PUT', cartUrl(t.cartId, 'delivery-instructions'), t, { deliveryInstructions: 'Tocar el timbre' });
    expect(written.statusCode).toBe(200);
    expect(written.json().scheduleDelivery).toEqual(NOT_SCHEDULED);
    expect(await row(t)).toEqual(CLEARED);

    // Cleared, not hidden: going back a minute does not bring it back.
    lima('2026-06-15T17:59:00');
    expect((await getCart(s)).scheduleDelivery).toEqual(NOT_SCHEDULED);
  });

  test('the store changed: hours that no longer hold the slot, or no scheduled orders any more → not scheduled', async () => {
    const code = 'lima-miraflores';
    const [late, early, anyTime] = [await shopper(), await shopper(), await shopper()];
    expect((await put(late, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '10:00 PM' })).statusCode).toBe(200);
    expect((await put(early, { scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '09:30 PM' })).statusCode).toBe(200);
    expect((await put(anyTime, { scheduleDelivery: true, scheduleDate: '17 Jun 2026', scheduleTime: '12:00 PM' })).statusCode).toBe(200);
    try {
      // Closing at 22:00 now: 22:00 is outside (the closing time is), 21:30 still inside.
      await db().updateTable('stores').set({ order_acceptance_time_to: 22 * H }).where('code', '=', code).execute();
      expect((await getCart(late)).scheduleDelivery).toEqual(NOT_SCHEDULED);
      expect(await row(late)).toEqual(CLEARED);
      expect((await getCart(early)).scheduleDelivery).toEqual({ scheduleDelivery: true, scheduleDate: '16 Jun 2026', scheduleTime: '09:30 PM' });

      await db().updateTable('stores').set({ schedule_delivery_enabled: false }).where('code', '=', code).execute();
      expect((await getCart(anyTime)).scheduleDelivery).toEqual(NOT_SCHEDULED);
      expect(await row(anyTime)).toEqual(CLEARED);
    } finally {
      await db().updateTable('stores').set({ order_acceptance_time_to: 23 * H, schedule_delivery_enabled: true }).where('code', '=', code).execute();
    }
  });

  test('the 8 days are Lima days: a slot on the 22nd counts from 00:00 on the 15th in Lima, not at 23:59 on the 14th', async () => {
    const s = await shopper();
    const save = () => db().updateTable('carts').set({ schedule_delivery: true, schedule_date: '2026-06-22', schedule_time: '10:00' })
      .where('cart_id', '=', s.cartId).execute();
    await save();
    lima('2026-06-15T00:00:00');
    expect((await getCart(s)).scheduleDelivery).toEqual({ scheduleDelivery: true, scheduleDate: '22 Jun 2026', scheduleTime: '10:00 AM' });
    lima('2026-06-14T23:59:00');
    expect((await getCart(s)).scheduleDelivery).toEqual(NOT_SCHEDULED);
    expect(await row(s)).toEqual(CLEARED);
    // Yesterday's slot, and a slot saved for a cart whose address no store serves, are not scheduled either.
    lima('2026-06-15T10:00:00');
    await db().updateTable('carts').set({ schedule_delivery: true, schedule_date: '2026-06-14', schedule_time: '10:00' }).where('cart_id', '=', s.cartId).execute();
    expect((await getCart(s)).scheduleDelivery).toEqual(NOT_SCHEDULED);
    const far = await shopper('customer', NOWHERE);
    await db().updateTable('carts').set({ schedule_delivery: true, schedule_date: '2026-06-16', schedule_time: '10:00' }).where('cart_id', '=', far.cartId).execute();
    expect((await getCart(far)).scheduleDelivery).toEqual(NOT_SCHEDULED);
  });

  test('clearing takes only the slot it judged: a schedule saved since stays', async () => {
    const s = await shopper();
    await db().updateTable('carts').set({ schedule_delivery: true, schedule_date: '2026-06-16', schedule_time: '10:00' }).where('cart_id', '=', s.cartId).execute();
    await clearSchedule(db(), s.cartId, { date: '2026-06-16', time: '09:30' }, clock.now());
    expect(await row(s)).toMatchObject({ schedule_delivery: true });
    await clearSchedule(db(), s.cartId, { date: '2026-06-16', time: '10:00' }, clock.now());
    expect(await row(s)).toEqual(CLEARED);
  });
});

describe('invoice details', () => {
  const put = (s: Shopper, body: unknown, lang = 'es') => call('PUT', cartUrl(s.cartId, 'invoice-details', lang), s, body);
  const NONE = { boletaSimple: false, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null };

  test('fresh carts have none; each type saves its fields; choosing one clears the others and their fields', async () => {
    const s = await shopper();
    expect((await getCart(s)).invoiceDetails).toEqual(NONE);

    let res = await put(s, { boletaSimple: false, boleta: false, factura: true, ruc: '20100070970', number: ' Comercial Andina S.A.C. ', address: 'Av. Arequipa 1234, Lima' });
    expect(res.statusCode).toBe(200);
    expect(res.json().invoiceDetails).toEqual({ ...NONE, factura: true, ruc: '20100070970', number: 'Comercial Andina S.A.C.', address: 'Av. Arequipa 1234, Lima' });

    res = await put(s, { boletaSimple: false, boleta: true, factura: false, id: 'DNI', name: '45871236', invoiceName: 'María Quispe' });
    expect(res.json().invoiceDetails).toEqual({ ...NONE, boleta: true, id: 'DNI', name: '45871236', invoiceName: 'María Quispe' });

    res = await put(s, { boletaSimple: false, boleta: true, factura: false, id: 'Pasaporte', name: 'ab1234567890', invoiceName: 'John Smith' });
    expect(res.json().invoiceDetails).toMatchObject({ id: 'Pasaporte', name: 'AB1234567890' });
    res = await put(s, { boletaSimple: false, boleta: true, factura: false, id: 'RUC', name: '10123456781', invoiceName: 'Rosa Test' });
    expect(res.json().invoiceDetails).toMatchObject({ id: 'RUC', name: '10123456781' });

    // Simple: the fields of the others are cleared even when sent.
    res = await put(s, { boletaSimple: true, boleta: false, factura: false, ruc: '20100070970', name: '45871236' });
    expect(res.json().invoiceDetails).toEqual({ ...NONE, boletaSimple: true });
    const row = await db().selectFrom('carts').selectAll().where('cart_id', '=', s.cartId).executeTakeFirstOrThrow();
    expect([row.invoice_id_type, row.invoice_name, row.invoice_invoice_name, row.invoice_ruc, row.invoice_number, row.invoice_address]).toEqual([null, null, null, null, null, null]);
  });

  test('over S/ 700 a boleta simple is refused with the translated reason (SUNAT); up to 700 it is taken, and so is a boleta with the DNI', async () => {
    const s = await shopper();
    await add(s, await pricedProduct('349.50'), 2);
    expect((await getCart(s)).pricing.finalPayAmount).toBe(700); // 699 of goods, free shipping, service 1.00
    const simple = { boletaSimple: true, boleta: false, factura: false };
    expect((await put(s, simple)).json().invoiceDetails).toEqual({ ...NONE, boletaSimple: true });
    const withDni = { boletaSimple: false, boleta: true, factura: false, id: 'DNI', name: '45871236', invoiceName: 'María Quispe' };
    expect((await put(s, withDni)).statusCode).toBe(200);
    await add(s, await pricedProduct('0.50'));
    const res = await refused(s, () => put(s, simple, 'en'), 422);
    expect(general(res)).toEqual([{ identifier: 'error.invoice.boletaNeedsId', message: 'For purchases over S/ 700, SUNAT requires the buyer\'s ID: choose a boleta with your DNI.' }]);
    expect(general(await refused(s, () => put(s, simple), 422))[0]?.message)
      .toBe('Para compras mayores a S/ 700 la SUNAT pide el documento del comprador: elige boleta con tu DNI.');
    expect((await put(s, { ...withDni, name: '45871237' })).json().invoiceDetails).toMatchObject({ boleta: true, id: 'DNI', name: '45871237' });
  });

  test('not exactly one type → 422 oneType; bad boleta and factura fields → 400 per field; nothing changes', async () => {
    const s = await shopper();
    await put(s, { boletaSimple: false, boleta: true, factura: false, id: 'DNI', name: '45871236', invoiceName: 'María Quispe' });
    for (const flags of [{ boletaSimple: false, boleta: false, factura: false }, { boletaSimple: true, boleta: true, factura: false }, { boletaSimple: true, boleta: true, factura: true }]) {
      const res = await refused(s, () => put(s, flags), 422);
      expect(general(res)[0]?.identifier).toBe('error.invoice.oneType');
    }
    const boleta = { boletaSimple: false, boleta: true, factura: false };
    const factura = { boletaSimple: false, boleta: false, factura: true };
    const cases: [unknown, [string, string][]][] = [
      [{ ...boleta }, [['id', 'error.validation.required'], ['name', 'error.validation.required'], ['invoiceName', 'error.validation.required']]],
      [{ ...boleta, id: 'DNI', name: '4587123', invoiceName: 'María' }, [['name', 'error.customer.idNumberDigits']]],
      [{ ...boleta, id: 'DNI', name: '4587123a', invoiceName: 'María' }, [['name', 'error.customer.idNumberDigits']]],
      [{ ...boleta, id: 'Carnet de Extranjeria', name: '00123456789', invoiceName: 'María' }, [['name', 'error.customer.idNumberAlphanumeric']]],
      [{ ...boleta, id: 'RUC', name: '10123456780', invoiceName: 'María' }, [['name', 'error.invoice.rucCheckDigit']]],
      [{ ...boleta, id: 'DNI', name: '45871236', invoiceName: '   ' }, [['invoiceName', 'error.validation.required']]],
      [{ ...boleta, id: 'DNI', name: '45871236', invoiceName: 'x'.repeat(101) }, [['invoiceName', 'error.validation.tooLong']]],
      [{ ...boleta, id: 'CPF', name: '45871236', invoiceName: 'María' }, [['id', 'error.validation.invalidOption']]],
      [{ ...factura }, [['ruc', 'error.validation.required'], ['number', 'error.validation.required'], ['address', 'error.validation.required']]],
      [{ ...factura, ruc: '2010007097', number: 'ACME', address: 'Lima' }, [['ruc', 'error.invoice.rucFormat']]],
      [{ ...factura, ruc: '30123456781', number: 'ACME', address: 'Lima' }, [['ruc', 'error.invoice.rucPrefix']]],
      // 16 is no prefix SUNAT issues, even with a matching check digit.
      [{ ...factura, ruc: '16000000012', number: 'ACME', address: 'Lima' }, [['ruc', 'error.invoice.rucPrefix']]],
      [{ ...factura, ruc: '20100070971', number: 'ACME', address: 'Lima' }, [['ruc', 'error.invoice.rucCheckDigit']]],
      [{ ...factura, ruc: '20100070970', number: 'x'.repeat(151), address: 'y'.repeat(201) }, [['number', 'error.validation.tooLong'], ['address', 'error.validation.tooLong']]],
      [{ boletaSimple: 'yes', boleta: false, factura: false }, [['boletaSimple', 'error.validation.invalidType']]],
    ];
    for (const [body, expected] of cases) {
      const res = await refused(s, () => put(s, body), 400);
      expect([body, fieldErrors(res).map((f) => [f.fieldName, f.identifier])]).toEqual([body, expected]);
    }
    const en = await put(s, { ...factura, ruc: '20100070971', number: 'ACME', address: 'Lima' }, 'en');
    expect(fieldErrors(en)[0]?.message).toBe('The RUC is not valid: check its digits.');
    const dni = await put(s, { ...boleta, id: 'DNI', name: '123', invoiceName: 'María' });
    expect(fieldErrors(dni)[0]?.message).toBe('El número de documento debe tener 8 dígitos.');
  });
});

describe('payment options', () => {
  const options = async (s: Shopper) => {
    const res = await call('GET', cartUrl(s.cartId, 'payment-options'), s);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  test('as the store serving the cart accepts them: Miraflores both, San Isidro cash only, no store neither', async () => {
    expect(await options(await shopper())).toEqual({
      storeId: await storeId('lima-miraflores'), paymentOptions: [{ option: 'CASH', enabled: true }, { option: 'PINPAID', enabled: true }],
    });
    expect(await options(await shopper('customer', SAN_ISIDRO_ONLY))).toEqual({
      storeId: await storeId('lima-san-isidro'), paymentOptions: [{ option: 'CASH', enabled: true }, { option: 'PINPAID', enabled: false }],
    });
    const none = { storeId: null, paymentOptions: [{ option: 'CASH', enabled: false }, { option: 'PINPAID', enabled: false }] };
    expect(await options(await shopper('customer', NOWHERE))).toEqual(none);
    expect(await options(await shopper('guest', null))).toEqual(none);
  });

  test('a store created without saying (as stores before migration 0006) takes both', async () => {
    const row = await db().insertInto('stores').values({
      code: 'test-default-options', country_id: 'PE', name: 'Test', address: 'Test', latitude: -5, longitude: -80, delivery_radius_m: 100,
      order_acceptance_time_from: 0, order_acceptance_time_to: 24 * H, minimum_order_amount: '0', shipping_fee: '0', service_charge: '0', active: false,
    }).returning(['accepts_cash', 'accepts_pinpaid']).executeTakeFirstOrThrow();
    expect(row).toEqual({ accepts_cash: true, accepts_pinpaid: true });
  });
});

test('the database itself keeps instructions trimmed and non-blank', async () => {
  const s = await shopper();
  for (const bad of ['', ' padded ']) {
    await expect(db().updateTable('carts').set({ delivery_instructions: bad }).where('cart_id', '=', s.cartId).execute()).rejects.toThrow();
  }
});

test('the OpenAPI document lists the checkout routes under the checkout tag', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = res.json().paths as Record<string, Record<string, { tags: string[] }>>;
  const base = '/api/v1/{countryId}/{lang}/carts/{cartId}';
  for (const [path, method] of [['active-promos', 'get'], ['apply-promo-code', 'put'], ['delivery-instructions', 'put'], ['schedule-delivery', 'put'],
    ['invoice-details', 'put'], ['payment-options', 'get']] as const) {
    expect(paths[`${base}/${path}`]?.[method]?.tags).toEqual(['checkout']);
  }
});
