// Products API: the ProductRecord (fields, language, store prices and availability, the caller's cart), product
// details, every catalogue listing (order, paging, who sees buy-again), and bad input answered with no change.
import type { KyselyPlugin } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { slugify } from '../src/rules/slug.js';
import { productRecords, resolveCatalogueStore, type ProductRecord } from '../src/modules/products/record.js';
import type { SessionUser } from '../src/plugins/session.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { productFiles } from './helpers/images.js';
import { demoCustomer, newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

// 10:00 in Lima on Monday 15 June 2026.
const START = '2026-06-15T15:00:00Z';
const NOW = new Date(START);
const DAY = 86_400_000;
const clock = new ManualClock(START);
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });

type Point = { latitude: number; longitude: number };
const MIRAFLORES: Point = { latitude: -12.1236, longitude: -77.0293 };
const SAN_ISIDRO_ONLY: Point = { latitude: -12.09, longitude: -77.04 };
const NOWHERE: Point = { latitude: -12.0464, longitude: -77.0428 };

const db = () => ctx.database.db;
const get = (url: string, caller?: TestCaller, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method: 'GET', url, headers: caller ? { ...headers, cookie: caller.cookie } : headers });
const ids = (body: { records: { productId: number }[] }): number[] => body.records.map((r) => r.productId);
type Query = Record<string, string | number | undefined>;
const queryString = (query: Query): string => new URLSearchParams(Object.entries(query)
  .flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]))).toString();
const url = (path: string, query: Query = {}): string => {
  const q = queryString(query);
  return `/api/v1/PE/products/${path}${q ? `?${q}` : ''}`;
};
const ok = async (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function addAddress(userId: number, point: Point, isDefault = true): Promise<number> {
  if (isDefault) await db().updateTable('user_addresses').set({ default_shipping: false }).where('user_id', '=', userId).execute();
  const row = await db().insertInto('user_addresses').values({
    user_id: userId, country_id: 'PE', street1: 'Calle Prueba 123', latitude: point.latitude, longitude: point.longitude, default_shipping: isDefault,
  }).returning('user_address_id').executeTakeFirstOrThrow();
  return row.user_address_id;
}

const storeIdOf = async (code: string): Promise<number> =>
  (await db().selectFrom('stores').select('store_id').where('code', '=', code).executeTakeFirstOrThrow()).store_id;

async function cartOf(userId: number): Promise<number> {
  const existing = await db().selectFrom('carts').select('cart_id').where('user_id', '=', userId).where('status', '=', 'ACTIVE').executeTakeFirst();
  if (existing) return existing.cart_id;
  return (await db().insertInto('carts').values({ user_id: userId, country_id: 'PE' }).returning('cart_id').executeTakeFirstOrThrow()).cart_id;
}
async function addLine(userId: number, productId: number, quantity: number, toppings: string | null = null): Promise<number> {
  const row = await db().insertInto('cart_items').values({ cart_id: await cartOf(userId), product_id: productId, quantity, toppings })
    .returning('cart_item_id').executeTakeFirstOrThrow();
  return row.cart_item_id;
}

let orderSeq = 0;
async function order(userId: number, status: string, createdAt: Date, items: { productId: number; quantity: number; itemStatus?: string }[]): Promise<void> {
  orderSeq += 1;
  const row = await db().insertInto('orders').values({
    order_number: `P-${orderSeq}`, user_id: userId, country_id: 'PE', language_id: 1, status: status as never, payment_method: 'CASH',
    tip: 0, base_price: 10, shipping: 0, service_charge: 0, discount: 0, promo_code_discount: 0, final_pay_amount: 10,
    idempotency_key: `products-${orderSeq}`, request_hash: 'h', address_snapshot: '{}', invoice_snapshot: '{}', created_at: createdAt, updated_at: createdAt,
  }).returning('order_id').executeTakeFirstOrThrow();
  await db().insertInto('order_items').values(items.map((i) => ({
    order_id: row.order_id, product_id: i.productId, product_name: 'x', quantity: i.quantity, unit_actual_price: 1, unit_discounted_price: 1,
    line_total: i.quantity, item_status: (i.itemStatus ?? 'DELIVERED') as never,
  }))).execute();
}

interface SeedProduct { id: number; categoryId: number; brandId: number; popularity: number; actual: string; discounted: string }
let all: SeedProduct[] = [];
/** Products handed out once (unrestricted, without toppings, sold everywhere) so tests can change them freely. */
let plain: SeedProduct[] = [];
const take = (): SeedProduct => {
  const next = plain.shift();
  if (!next) throw new Error('out of test products');
  return next;
};
/** Active products in the listings' order without a store: popularity desc, then id. */
const byPopularity = (list: readonly SeedProduct[]): number[] =>
  [...list].sort((a, b) => b.popularity - a.popularity || a.id - b.id).map((p) => p.id);

beforeAll(async () => {
  all = (await db().selectFrom('products').select([
    'product_id as id', 'category_id as categoryId', 'brand_id as brandId', 'popularity', 'actual_price as actual', 'discounted_price as discounted',
  ]).where('active', '=', true).orderBy('product_id').execute()) as SeedProduct[];
  plain = (await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .select(['p.product_id as id', 'p.category_id as categoryId', 'p.brand_id as brandId', 'p.popularity', 'p.actual_price as actual', 'p.discounted_price as discounted'])
    .where('p.active', '=', true).where('p.age_restriction', '=', 0).where('c.age_restriction', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('product_toppings as pt').select('pt.product_id').whereRef('pt.product_id', '=', 'p.product_id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('store_products as sp').select('sp.product_id').whereRef('sp.product_id', '=', 'p.product_id').where('sp.available', '=', false))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('feedback as f').select('f.product_id').whereRef('f.product_id', '=', 'p.product_id'))))
    .orderBy('p.product_id').execute()) as SeedProduct[];
});

describe('slugify (same cases as shared/src/format.test.ts)', () => {
  test('keeps accents, lowercases, drops symbols, turns spaces into hyphens', () => {
    expect(slugify('Cerveza Cusqueña Dorada 620 ml')).toBe('cerveza-cusqueña-dorada-620-ml');
    expect(slugify('  Pisco & Ginger  ')).toBe('pisco-ginger');
    expect(slugify('Coca-Cola 1.5 L')).toBe('cocacola-15-l');
    expect(slugify('ÁRBOL Ñandú')).toBe('árbol-ñandú');
    expect(slugify('!!!')).toBe('');
  });

  test('treats decomposed accents like composed ones', () => {
    expect(slugify('Cusquen\u0303a')).toBe('cusqueña');
  });
});

describe('record.ts (used by search and combos too)', () => {
  const callerOf = (c: TestCaller, roleName: 'USER' | 'WEB_GUEST_USER' = 'USER'): SessionUser =>
    ({ sessionId: 'x', userId: c.userId, roleName, roleId: roleName === 'USER' ? 1 : 2, deviceId: null, countryId: 'PE' });

  test('resolveCatalogueStore: only the caller\'s own address selects a store; anything else is null, never an error', async () => {
    const customer = await newCustomer(ctx);
    const other = await newCustomer(ctx);
    const own = await addAddress(customer.userId, MIRAFLORES);
    const farAway = await addAddress(customer.userId, NOWHERE, false);
    const foreign = await addAddress(other.userId, SAN_ISIDRO_ONLY);
    const me = callerOf(customer);
    expect((await resolveCatalogueStore(db(), me, own))?.code).toBe('lima-miraflores');
    expect(await resolveCatalogueStore(db(), me, farAway)).toBeNull();
    expect(await resolveCatalogueStore(db(), me, foreign)).toBeNull();
    expect(await resolveCatalogueStore(db(), me, 99_999_999)).toBeNull();
    expect(await resolveCatalogueStore(db(), me, undefined)).toBeNull();
    expect(await resolveCatalogueStore(db(), null, own)).toBeNull();
    await db().updateTable('user_addresses').set({ deleted_at: NOW }).where('user_address_id', '=', own).execute();
    expect(await resolveCatalogueStore(db(), me, own)).toBeNull();
  });

  test('productRecords keeps the order of the ids, skips unknown and inactive ids, and uses a fixed number of queries', async () => {
    const [a, b, c, inactive] = [take(), take(), take(), take()];
    await db().updateTable('products').set({ active: false }).where('product_id', '=', inactive.id).execute();
    try {
      const records = await productRecords(db(), [c.id, 99_999_999, a.id, inactive.id, b.id, a.id], { store: null, caller: null, language: 'es' });
      expect(ids({ records })).toEqual([c.id, a.id, b.id]);
      expect(await productRecords(db(), [], { store: null, caller: null, language: 'es' })).toEqual([]);

      let queries = 0;
      const counting: KyselyPlugin = {
        transformQuery: (args) => { queries += 1; return args.node; },
        transformResult: async (args) => args.result,
      };
      const counted = db().withPlugin(counting);
      const customer = await newCustomer(ctx);
      const store = await db().selectFrom('stores').selectAll().where('code', '=', 'lima-miraflores').executeTakeFirstOrThrow();
      const ctxFor = { store, caller: callerOf(customer), language: 'en' as const };
      await productRecords(counted, [a.id], ctxFor);
      const forOne = queries;
      queries = 0;
      const many = await productRecords(counted, all.filter((p) => p.id !== inactive.id).slice(0, 60).map((p) => p.id), ctxFor);
      expect(many).toHaveLength(60);
      expect(queries).toBe(forOne);
      expect(forOne).toBeLessThanOrEqual(5);
    } finally {
      await db().updateTable('products').set({ active: true }).where('product_id', '=', inactive.id).execute();
    }
  });
});

describe('product details and the ProductRecord fields', () => {
  test('every field, in Spanish and English, for a product with toppings, reviews and several images', async () => {
    const topping = await db().selectFrom('product_toppings').select('product_id').orderBy('product_id').executeTakeFirstOrThrow();
    const id = topping.product_id;
    const p = await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .selectAll('p').select('c.age_restriction as category_age').where('p.product_id', '=', id).executeTakeFirstOrThrow();
    const text = async (lang: number) => db().selectFrom('product_translations').selectAll().where('product_id', '=', id).where('language_id', '=', lang).executeTakeFirstOrThrow();
    const [es, en] = [await text(1), await text(2)];
    const catName = async (lang: number) => (await db().selectFrom('category_translations').select('name')
      .where('category_id', '=', p.category_id).where('language_id', '=', lang).executeTakeFirstOrThrow()).name;
    const toppings = await db().selectFrom('product_toppings').selectAll().where('product_id', '=', id).orderBy('sort_order').execute();
    // A Secondary image listed before the Primary one in sort order: Primary still comes first.
    await db().insertInto('product_files').values({ product_id: id, file_type: 'Secondary', image_url: '/img/second.png', sort_order: -1 }).execute();
    const files = await productFiles(db(), id);
    expect(files).toHaveLength(4);
    expect(files.slice(0, 2).map((f) => f.type)).toEqual(['Primary', 'Secondary']);
    await db().deleteFrom('feedback').where('product_id', '=', id).execute();
    for (const ratings of [5, 4, 4]) {
      const reviewer = await newCustomer(ctx);
      await db().insertInto('feedback').values({ product_id: id, user_id: reviewer.userId, ratings, title: 't', feedback: 'f', language_id: 1 }).execute();
    }

    const body = await ok(await get(url(String(id), { languageCode: 'es' })));
    expect(body).toEqual({
      productId: id,
      slug: slugify(es.name),
      categoryId: p.category_id,
      categoryName: await catName(1),
      brandId: p.brand_id,
      brandName: es.brand_name,
      name: es.name,
      productFile: files,
      productAttribute: expect.arrayContaining([
        { attributeCode: 'name', attributeName: 'Nombre', value: es.name, inputType: 'text', visibleToUsers: true },
        { attributeCode: 'unit_of_price_per_unit', attributeName: 'Unidad de medida', value: expect.any(String), inputType: 'text', visibleToUsers: false },
      ]),
      productPrice: [{ actualPrice: Number(p.actual_price), discountedPrice: Number(p.discounted_price) }],
      ageRestriction: Math.max(p.age_restriction, p.category_age),
      alcohol: false,
      available: true,
      rating: 4.3,
      totalRatings: 3,
      cartItemCount: 0,
      cartItemId: null,
      selectedToppings: null,
      toppings: toppings.filter((t) => t.language_id === 1).map((t) => ({ name: t.name, extraPrice: Number(t.extra_price) })),
      images: files,
      description: es.description,
      shortDescription: es.short_description,
    });
    expect(body.productAttribute.map((a: { attributeName: string }) => a.attributeName)[0]).toBe('Marca');

    const english = await ok(await get(url(String(id), { languageCode: 'en' })));
    expect(english.name).toBe(en.name);
    expect(english.slug).toBe(slugify(en.name));
    expect(english.categoryName).toBe(await catName(2));
    expect(english.description).toBe(en.description);
    expect(english.shortDescription).toBe(en.short_description);
    expect(english.productAttribute.find((a: { attributeCode: string }) => a.attributeCode === 'name'))
      .toEqual({ attributeCode: 'name', attributeName: 'Name', value: en.name, inputType: 'text', visibleToUsers: true });
    expect(english.toppings).toEqual(toppings.filter((t) => t.language_id === 2).map((t) => ({ name: t.name, extraPrice: Number(t.extra_price) })));
    // Accept-Language works too.
    expect((await ok(await get(url(String(id)), undefined, { 'accept-language': 'en' }))).name).toBe(en.name);
  });

  test('a product without reviews has rating null and 0 ratings', async () => {
    const p = take();
    const body = await ok(await get(url(String(p.id))));
    expect(body.rating).toBeNull();
    expect(body.totalRatings).toBe(0);
  });

  test('the age restriction is the stricter of the product\'s and its category\'s', async () => {
    const beer = await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .select('p.product_id').where('c.code', '=', 'cervezas').orderBy('p.product_id').executeTakeFirstOrThrow();
    const plainOne = take();
    await db().updateTable('products').set({ age_restriction: 0 }).where('product_id', '=', beer.product_id).execute();
    await db().updateTable('products').set({ age_restriction: 21 }).where('product_id', '=', plainOne.id).execute();
    expect((await ok(await get(url(String(beer.product_id))))).ageRestriction).toBe(18);
    expect((await ok(await get(url(String(plainOne.id))))).ageRestriction).toBe(21);
    expect((await ok(await get(url(String(take().id))))).ageRestriction).toBe(0);
  });

  test('alcohol: beer and wine & spirits are, tobacco (also 18+) is not; a sub-category of an alcohol category is too', async () => {
    const first = async (code: string) => (await db().selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .select(['p.product_id', 'p.category_id']).where('c.code', '=', code).where('p.active', '=', true).orderBy('p.product_id').executeTakeFirstOrThrow());
    const alcoholOf = async (id: number) => (await ok(await get(url(String(id))))).alcohol;
    const wine = await first('vinos-licores');
    expect(await alcoholOf((await first('cervezas')).product_id)).toBe(true);
    expect(await alcoholOf(wine.product_id)).toBe(true);
    expect(await alcoholOf((await first('cigarrillos')).product_id)).toBe(false);
    expect(await alcoholOf(take().id)).toBe(false);
    // A sub-category (not flagged itself) of an alcohol category sells alcohol.
    const sub = await db().insertInto('categories').values({ code: 'vinos-tintos-test', parent_category_id: wine.category_id, age_restriction: 18, colour: '#6a1b9a' })
      .returning('category_id').executeTakeFirstOrThrow();
    try {
      await db().updateTable('products').set({ category_id: sub.category_id }).where('product_id', '=', wine.product_id).execute();
      expect(await alcoholOf(wine.product_id)).toBe(true);
    } finally {
      await db().updateTable('products').set({ category_id: wine.category_id }).where('product_id', '=', wine.product_id).execute();
      await db().deleteFrom('categories').where('category_id', '=', sub.category_id).execute();
    }
  });

  test('unknown or inactive id → 404 error.product.notFound in the request language; bad ids → 400', async () => {
    const before = await tableCounts(ctx.database);
    const missing = await get(url('99999999', { languageCode: 'en' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: { general: [{ identifier: 'error.product.notFound', message: expect.any(String) }], fieldsErrors: [] } });
    const missingEs = await get(url('99999999'));
    expect(missingEs.json().errors.general[0].message).toBe('El producto no existe o ya no está a la venta.');
    expect(missing.json().errors.general[0].message).not.toBe(missingEs.json().errors.general[0].message);

    const p = take();
    await db().updateTable('products').set({ active: false }).where('product_id', '=', p.id).execute();
    expect((await get(url(String(p.id)))).statusCode).toBe(404);
    await db().updateTable('products').set({ active: true }).where('product_id', '=', p.id).execute();

    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await get(url(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.fieldsErrors[0].fieldName).toBe('id');
    }
    const country = await get(`/api/v1/XX/products/${p.id}`);
    expect(country.statusCode).toBe(404);
    expect(country.json().errors.general[0].identifier).toBe('error.country.notFound');
    const queryCountry = await get(url(String(p.id), { countryId: 'CO', languageCode: 'en' }));
    expect(queryCountry.statusCode).toBe(400);
    expect(queryCountry.json().errors.fieldsErrors).toEqual([{ fieldName: 'countryId', identifier: 'error.validation.unknownCountry', message: 'We do not operate in that country.' }]);
    expect(await tableCounts(ctx.database)).toEqual(before);
  });
});

describe('the store rules: prices and availability follow the caller\'s own address only', () => {
  test('own address → that store\'s override price and availability; someone else\'s address or no session → catalogue prices', async () => {
    const [priced, missing] = [take(), take()];
    const miraflores = await storeIdOf('lima-miraflores');
    await db().updateTable('store_products').set({ actual_price: '99.90', discounted_price: '88.80' })
      .where('store_id', '=', miraflores).where('product_id', '=', priced.id).execute();
    await db().updateTable('store_products').set({ available: false }).where('store_id', '=', miraflores).where('product_id', '=', missing.id).execute();
    const customer = await newCustomer(ctx);
    const stranger = await newCustomer(ctx);
    const own = await addAddress(customer.userId, MIRAFLORES);
    const outside = await addAddress(customer.userId, NOWHERE, false);

    const mine = await ok(await get(url(String(priced.id), { userAddressId: own }), customer));
    expect(mine.productPrice).toEqual([{ actualPrice: 99.9, discountedPrice: 88.8 }]);
    expect(mine.available).toBe(true);
    // addressId is the same parameter under the name some calls use.
    expect((await ok(await get(url(String(priced.id), { addressId: own }), customer))).productPrice[0].actualPrice).toBe(99.9);
    expect((await ok(await get(url(String(missing.id), { userAddressId: own }), customer))).available).toBe(false);

    const catalogue = [{ actualPrice: Number(priced.actual), discountedPrice: Number(priced.discounted) }];
    const before = await tableCounts(ctx.database);
    for (const [caller, query] of [[stranger, { userAddressId: own }], [undefined, { userAddressId: own }], [customer, { userAddressId: outside }],
      [customer, { userAddressId: 99_999_999 }], [customer, {}]] as const) {
      const body = await ok(await get(url(String(priced.id), query), caller));
      expect(body.productPrice).toEqual(catalogue);
      expect((await ok(await get(url(String(missing.id), query), caller))).available).toBe(true);
    }
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test('listings put what the serving store does not sell last, marked available: false', async () => {
    const customer = await newCustomer(ctx);
    const address = await addAddress(customer.userId, SAN_ISIDRO_ONLY);
    const records: ProductRecord[] = [];
    let total = 0;
    for (let offset = 0; offset === 0 || offset < total; offset += 100) {
      const body = await ok(await get(url('popular-products', { userAddressId: address, limit: 100, offset }), customer));
      total = body.count;
      records.push(...body.records);
    }
    expect(records).toHaveLength(all.length);
    const flags = records.map((r) => r.available);
    const firstUnavailable = flags.indexOf(false);
    expect(firstUnavailable).toBeGreaterThan(0);
    expect(flags.slice(firstUnavailable).every((f) => !f)).toBe(true);
    const sanIsidro = await storeIdOf('lima-san-isidro');
    const notSold = await db().selectFrom('store_products').select('product_id').where('store_id', '=', sanIsidro).where('available', '=', false).execute();
    const inactive = new Set(all.map((p) => p.id));
    expect(records.filter((r) => !r.available).map((r) => r.productId).sort((a, b) => a - b))
      .toEqual(notSold.map((r) => r.product_id).filter((id) => inactive.has(id)).sort((a, b) => a - b));
    // Within each part, popularity order.
    const popularity = new Map(all.map((p) => [p.id, p.popularity]));
    const part = records.slice(0, firstUnavailable).map((r) => popularity.get(r.productId) ?? 0);
    expect(part).toEqual([...part].sort((a, b) => b - a));
  });
});

describe('the caller\'s cart in each record', () => {
  test('cartItemCount sums the lines, cartItemId is the line without toppings (else the first), toppings in the request language', async () => {
    const customer = await newCustomer(ctx);
    const withToppings = await db().selectFrom('product_toppings').select('product_id').groupBy('product_id').orderBy('product_id').execute();
    const [first, second] = withToppings.map((r) => r.product_id) as [number, number];
    const names = async (productId: number, lang: number) => (await db().selectFrom('product_toppings').select('name')
      .where('product_id', '=', productId).where('language_id', '=', lang).orderBy('sort_order').execute()).map((r) => r.name);
    const [firstEs, secondEs, secondEn] = [await names(first, 1), await names(second, 1), await names(second, 2)];

    await addLine(customer.userId, first, 2, JSON.stringify([firstEs[0]]));
    const plainLine = await addLine(customer.userId, first, 3, null);
    const toppedLine = await addLine(customer.userId, second, 4, JSON.stringify([secondEs[1]]));
    await addLine(customer.userId, second, 1, JSON.stringify([secondEs[0]]));
    // Another user's cart never shows.
    const other = await newCustomer(ctx);
    await addLine(other.userId, first, 7, null);

    const one = await ok(await get(url(String(first)), customer));
    expect([one.cartItemCount, one.cartItemId, one.selectedToppings]).toEqual([5, plainLine, null]);
    const two = await ok(await get(url(String(second), { languageCode: 'en' }), customer));
    expect([two.cartItemCount, two.cartItemId, two.selectedToppings]).toEqual([5, toppedLine, JSON.stringify([secondEn[1]])]);
    const twoEs = await ok(await get(url(String(second)), customer));
    expect(twoEs.selectedToppings).toBe(JSON.stringify([secondEs[1]]));

    // Listings carry the same fields.
    const similar = await ok(await get(url('similar-products', { productId: second, limit: 100 }), customer));
    const listed = similar.records.find((r: ProductRecord) => r.productId === first);
    expect(listed && [listed.cartItemCount, listed.cartItemId]).toEqual([5, plainLine]);
    // No session, or a guest without lines: nothing in the cart.
    const anonymous = await ok(await get(url(String(first))));
    expect([anonymous.cartItemCount, anonymous.cartItemId, anonymous.selectedToppings]).toEqual([0, null, null]);
    const guest = await newGuest(ctx);
    expect((await ok(await get(url(String(first)), guest))).cartItemCount).toBe(0);
    // An ordered (old) cart does not count.
    await db().updateTable('carts').set({ status: 'ORDERED' }).where('user_id', '=', customer.userId).execute();
    expect((await ok(await get(url(String(first)), customer))).cartItemCount).toBe(0);
  });

  test('the same through the cart API: an added product shows its count', async () => {
    const customer = await newCustomer(ctx);
    await addAddress(customer.userId, MIRAFLORES);
    const p = take();
    const cart = (await ok(await get('/api/v1/PE/es/carts', customer))).cartId as number;
    const added = await ctx.app.inject({
      method: 'POST', url: `/api/v1/PE/es/carts/${cart}/cart-items`, headers: { cookie: customer.cookie },
      payload: { countryId: 'PE', productId: p.id, quantity: 2, toppings: null },
    });
    expect(added.statusCode).toBe(200);
    const lineId = added.json().cartItems.find((i: { productId: number }) => i.productId === p.id).cartItemId;
    const body = await ok(await get(url(String(p.id)), customer));
    expect([body.cartItemCount, body.cartItemId]).toEqual([2, lineId]);
  });
});

describe('listings', () => {
  test('popular: popularity desc then id, every active product, pages without overlap, past the end empty', async () => {
    const full: number[] = [];
    let count = 0;
    for (let offset = 0; offset === 0 || offset < count; offset += 100) {
      const body = await ok(await get(url('popular-products', { countryId: 'PE', languageCode: 'es', limit: 100, offset })));
      count = body.count;
      full.push(...ids(body));
    }
    const active = (await db().selectFrom('products').select(['product_id as id', 'category_id as categoryId', 'brand_id as brandId', 'popularity', 'actual_price as actual', 'discounted_price as discounted'])
      .where('active', '=', true).execute()) as SeedProduct[];
    expect(count).toBe(active.length);
    expect(full).toEqual(byPopularity(active));
    const page = await ok(await get(url('popular-products', { limit: 5, offset: 5 })));
    expect(ids(page)).toEqual(full.slice(5, 10));
    expect((await ok(await get(url('popular-products')))).records).toHaveLength(20); // default limit
    expect(await ok(await get(url('popular-products', { offset: count })))).toEqual({ count, records: [] });
    // Inactive products never show.
    const gone = full[0] as number;
    await db().updateTable('products').set({ active: false }).where('product_id', '=', gone).execute();
    const after = await ok(await get(url('popular-products', { limit: 3 })));
    expect(after.count).toBe(count - 1);
    expect(ids(after)).toEqual(full.slice(1, 4));
    await db().updateTable('products').set({ active: true }).where('product_id', '=', gone).execute();
  });

  test('popular in English: names in English', async () => {
    const es = await ok(await get(url('popular-products', { limit: 3, languageCode: 'es' })));
    const en = await ok(await get(url('popular-products', { limit: 3, languageCode: 'en' })));
    expect(ids(en)).toEqual(ids(es));
    const names = await db().selectFrom('product_translations').select(['product_id', 'name']).where('language_id', '=', 2).where('product_id', 'in', ids(en)).execute();
    const byId = new Map(names.map((n) => [n.product_id, n.name]));
    expect(en.records.map((r: ProductRecord) => r.name)).toEqual(ids(en).map((id) => byId.get(id)));
  });

  test('trending: units ordered over the last 30 days (cancelled orders, removed items and older orders do not count), sortType, ties by popularity', async () => {
    const [top, second, old, cancelled] = [take(), take(), take(), take()];
    const buyer = await newCustomer(ctx);
    await order(buyer.userId, 'COMPLETED', new Date(NOW.getTime() - 2 * DAY), [{ productId: top.id, quantity: 30 }, { productId: second.id, quantity: 20 }]);
    await order(buyer.userId, 'INITIATED', new Date(NOW.getTime() - 29 * DAY), [{ productId: top.id, quantity: 30 }, { productId: second.id, quantity: 500, itemStatus: 'REMOVED' }]);
    await order(buyer.userId, 'COMPLETED', new Date(NOW.getTime() - 31 * DAY), [{ productId: old.id, quantity: 900 }]);
    await order(buyer.userId, 'DELIVERY_CANCELED', new Date(NOW.getTime() - DAY), [{ productId: cancelled.id, quantity: 900 }]);

    const desc = await ok(await get(url('trending-products', { countryId: 'PE', sortType: 'desc', limit: 10, offset: 0, languageCode: 'es' })));
    expect(desc.count).toBe(all.length);
    const rest = byPopularity(all.filter((p) => p.id !== top.id && p.id !== second.id));
    expect(ids(desc)).toEqual([top.id, second.id, ...rest.slice(0, 8)]);
    expect(ids(await ok(await get(url('trending-products', { limit: 10 }))))).toEqual(ids(desc)); // desc by default

    const asc = await ok(await get(url('trending-products', { sortType: 'asc', limit: 3 })));
    expect(ids(asc)).toEqual(rest.slice(0, 3));
    const ascEnd = await ok(await get(url('trending-products', { sortType: 'asc', limit: 10, offset: all.length - 2 })));
    expect(ids(ascEnd)).toEqual([second.id, top.id]);

    // Moving the clock moves the window: 29 days on, only the INITIATED order is inside it.
    clock.set(new Date(NOW.getTime() + 28 * DAY).toISOString());
    try {
      const later = await ok(await get(url('trending-products', { limit: 1 })));
      expect(ids(later)).toEqual([top.id]);
      clock.set(new Date(NOW.getTime() + 40 * DAY).toISOString());
      const empty = await ok(await get(url('trending-products', { limit: 2 })));
      expect(ids(empty)).toEqual(byPopularity(all).slice(0, 2));
    } finally {
      clock.set(START);
    }
    const bad = await get(url('trending-products', { sortType: 'up' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fieldsErrors[0].fieldName).toBe('sortType');
  });

  test('similar: same category first, then same brand, never the product; unknown product → 404', async () => {
    // A product whose brand also sells in other categories.
    const mixed = all.find((p) => all.some((q) => q.brandId === p.brandId && q.categoryId !== p.categoryId)) as SeedProduct;
    expect(mixed).toBeDefined();
    const body = await ok(await get(url('similar-products', { countryId: 'PE', languageCode: 'es', limit: 100, offset: 0, productId: mixed.id })));
    const sameCategory = all.filter((p) => p.id !== mixed.id && p.categoryId === mixed.categoryId);
    const sameBrandOnly = all.filter((p) => p.categoryId !== mixed.categoryId && p.brandId === mixed.brandId);
    expect(body.count).toBe(sameCategory.length + sameBrandOnly.length);
    expect(ids(body)).toEqual([...byPopularity(sameCategory), ...byPopularity(sameBrandOnly)].slice(0, 100));
    expect(ids(body)).not.toContain(mixed.id);
    expect(ids(await ok(await get(url('similar-products', { productId: mixed.id })))).length).toBe(Math.min(20, body.count)); // default limit 20

    const before = await tableCounts(ctx.database);
    const missing = await get(url('similar-products', { productId: 99_999_999, languageCode: 'en' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.general[0].identifier).toBe('error.product.notFound');
    for (const query of [{ productId: 'abc' }, {}, { productId: mixed.id, limit: 0 }]) {
      const res = await get(url('similar-products', query));
      expect(res.statusCode).toBe(400);
    }
    const noId = await get(url('similar-products', { languageCode: 'en' }));
    expect(noId.json().errors.fieldsErrors).toEqual([{ fieldName: 'productId', identifier: 'error.validation.required', message: expect.any(String) }]);
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test('buy-again: a verified customer\'s delivered products, most recent first; anyone else gets an empty list', async () => {
    const [older, newer, pending, removed, others] = [take(), take(), take(), take(), take()];
    const customer = await newCustomer(ctx);
    const other = await newCustomer(ctx);
    await order(customer.userId, 'COMPLETED', new Date(NOW.getTime() - 60 * DAY), [{ productId: older.id, quantity: 1 }, { productId: removed.id, quantity: 1, itemStatus: 'REMOVED' }]);
    await order(customer.userId, 'DELIVERY_COMPLETED', new Date(NOW.getTime() - 50 * DAY), [{ productId: newer.id, quantity: 1 }]);
    await order(customer.userId, 'INITIATED', new Date(NOW.getTime() - 40 * DAY), [{ productId: pending.id, quantity: 1 }]);
    await order(other.userId, 'COMPLETED', new Date(NOW.getTime() - 40 * DAY), [{ productId: others.id, quantity: 1 }]);
    // Bought again later: the latest delivered order decides.
    await order(customer.userId, 'COMPLETED', new Date(NOW.getTime() - 45 * DAY), [{ productId: older.id, quantity: 1 }]);

    const body = await ok(await get(url('buy-again-products', { countryId: 'PE', languageCode: 'es', limit: 10, offset: 0 }), customer));
    expect(body.count).toBe(2);
    expect(ids(body)).toEqual([older.id, newer.id]);
    expect(ids(await ok(await get(url('buy-again-products', { limit: 1, offset: 1 }), customer)))).toEqual([newer.id]);

    const guest = await newGuest(ctx);
    await order(guest.userId, 'COMPLETED', new Date(NOW.getTime() - 40 * DAY), [{ productId: others.id, quantity: 1 }]);
    expect(await ok(await get(url('buy-again-products'), guest))).toEqual({ count: 0, records: [] });
    expect(await ok(await get(url('buy-again-products')))).toEqual({ count: 0, records: [] });
    expect(await ok(await get(url('buy-again-products'), await newCustomer(ctx)))).toEqual({ count: 0, records: [] });
    const maria = await demoCustomer(ctx, '987654321');
    expect((await ok(await get(url('buy-again-products'), maria))).count).toBe(0);
  });

  test('category-products (sub-categories included) and brand-products: popularity order; unknown ids → 404', async () => {
    const beer = await db().selectFrom('categories').select('category_id').where('code', '=', 'cervezas').executeTakeFirstOrThrow();
    const body = await ok(await get(url('category-products', { categoryId: beer.category_id, limit: 100 })));
    const inBeer = all.filter((p) => p.categoryId === beer.category_id);
    expect(body.count).toBe(inBeer.length);
    expect(ids(body)).toEqual(byPopularity(inBeer));
    expect(body.records.every((r: ProductRecord) => r.ageRestriction === 18 && r.categoryName === 'Cervezas')).toBe(true);

    // A sub-category's products belong to its parent's listing too.
    const child = await db().insertInto('categories').values({ code: 'cervezas-artesanales', parent_category_id: beer.category_id, colour: '#000' })
      .returning('category_id').executeTakeFirstOrThrow();
    const moved = inBeer[inBeer.length - 1] as SeedProduct;
    await db().updateTable('products').set({ category_id: child.category_id }).where('product_id', '=', moved.id).execute();
    try {
      expect((await ok(await get(url('category-products', { categoryId: beer.category_id, limit: 100 })))).count).toBe(inBeer.length);
      expect(ids(await ok(await get(url('category-products', { categoryId: child.category_id }))))).toEqual([moved.id]);
    } finally {
      await db().updateTable('products').set({ category_id: beer.category_id }).where('product_id', '=', moved.id).execute();
    }

    const brandId = (all[0] as SeedProduct).brandId;
    const brand = await ok(await get(url('brand-products', { brandId, limit: 100, languageCode: 'en' })));
    expect(ids(brand)).toEqual(byPopularity(all.filter((p) => p.brandId === brandId)));

    const before = await tableCounts(ctx.database);
    const noCategory = await get(url('category-products', { categoryId: 99_999, languageCode: 'en' }));
    expect(noCategory.statusCode).toBe(404);
    expect(noCategory.json().errors.general).toEqual([{ identifier: 'error.category.notFound', message: 'That category does not exist or is no longer available.' }]);
    const noBrand = await get(url('brand-products', { brandId: 99_999 }));
    expect(noBrand.statusCode).toBe(404);
    expect(noBrand.json().errors.general).toEqual([{ identifier: 'error.brand.notFound', message: 'Esa marca no existe o ya no está disponible.' }]);
    expect((await get(url('brand-products', { brandId: 'x' }))).statusCode).toBe(400);
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test('recommended: popular products that are not in the caller\'s cart', async () => {
    const top = byPopularity(all);
    const customer = await newCustomer(ctx);
    await addLine(customer.userId, top[0] as number, 1);
    await addLine(customer.userId, top[2] as number, 1);
    const query = { countryId: 'PE', languageCode: 'es', limit: 10, offset: 0, sortColumn: 'updatedAt', sortType: 'desc' };
    const body = await ok(await get(url('recommended-products', query), customer));
    expect(body.count).toBe(all.length - 2);
    expect(ids(body)).toEqual(top.filter((id) => id !== top[0] && id !== top[2]).slice(0, 10));
    expect(body.records.every((r: ProductRecord) => r.cartItemCount === 0)).toBe(true);
    const anonymous = await ok(await get(url('recommended-products', query)));
    expect(ids(anonymous)).toEqual(top.slice(0, 10));
    expect((await get(url('recommended-products', { sortColumn: 'price' }))).statusCode).toBe(400);
  });
});

describe('bad input on every listing: 400/404 translated, nothing changes', () => {
  const listings = ['popular-products', 'trending-products', 'buy-again-products', 'recommended-products', 'similar-products', 'category-products', 'brand-products'];

  test.each(listings)('%s', async (path) => {
    const required: Query = { 'similar-products': { productId: (all[0] as SeedProduct).id }, 'category-products': { categoryId: (all[0] as SeedProduct).categoryId },
      'brand-products': { brandId: (all[0] as SeedProduct).brandId } }[path] ?? {};
    const customer = await demoCustomer(ctx, '945678901');
    const before = await tableCounts(ctx.database);
    await ok(await get(url(path, required), customer));
    for (const [query, field] of [[{ limit: 0 }, 'limit'], [{ limit: 101 }, 'limit'], [{ offset: -1 }, 'offset'], [{ limit: 'ten' }, 'limit'], [{ userAddressId: 'abc' }, 'userAddressId']] as const) {
      const es = await get(url(path, { ...required, ...query }), customer);
      expect(es.statusCode).toBe(400);
      expect(es.json().errors.general).toEqual([]);
      expect(es.json().errors.fieldsErrors.map((f: { fieldName: string }) => f.fieldName)).toEqual([field]);
      const en = await get(url(path, { ...required, ...query, languageCode: 'en' }), customer);
      expect(en.json().errors.fieldsErrors[0].identifier).toBe(es.json().errors.fieldsErrors[0].identifier);
      expect(en.json().errors.fieldsErrors[0].message).not.toBe(es.json().errors.fieldsErrors[0].message);
    }
    const country = await get(`/api/v1/XX/products/${path}?${queryString({ ...required, languageCode: 'en' })}`);
    expect(country.statusCode).toBe(404);
    expect(country.json().errors.general).toEqual([{ identifier: 'error.country.notFound', message: 'We do not operate in that country.' }]);
    const queryCountry = await get(url(path, { ...required, countryId: 'CO' }));
    expect(queryCountry.statusCode).toBe(400);
    expect(queryCountry.json().errors.fieldsErrors[0].fieldName).toBe('countryId');
    expect(await tableCounts(ctx.database)).toEqual(before);
  });
});
