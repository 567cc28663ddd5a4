// Banners over HTTP: the home and pop-up lists (types, limits, store filtering, dates, destinations), views counted
// once per user and shop day (ownership, bad input), and the banner pages (details, products, combos).
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { BANNERS } from '../src/db/seed/offers-data.js';
import { seedBannerProducts } from '../src/modules/banners/seed.js';
import { findServingStore } from '../src/modules/stores/coverage.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

// 10:00 in Lima (UTC−5) on Monday 15 June 2026.
const START = '2026-06-15T15:00:00Z';
const clock = new ManualClock(START);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await seedBannerProducts(ctx.database.db);
});
afterAll(async () => { await ctx?.close(); });
afterEach(() => clock.set(START));

type Point = { latitude: number; longitude: number };
const MIRAFLORES: Point = { latitude: -12.1236, longitude: -77.0293 };
const SURCO: Point = { latitude: -12.1108, longitude: -76.9889 };
const db = () => ctx.database.db;

function call(method: 'GET' | 'POST', url: string, caller?: TestCaller, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const fieldErrors = (res: LightMyRequestResponse) => res.json().errors.fieldsErrors as { fieldName: string; identifier: string; message: string }[];
const general = (res: LightMyRequestResponse) => res.json().errors.general as { identifier: string; message: string }[];

async function addAddress(userId: number, point: Point): Promise<number> {
  await db().updateTable('user_addresses').set({ default_shipping: false }).where('user_id', '=', userId).execute();
  const row = await db().insertInto('user_addresses').values({
    user_id: userId, country_id: 'PE', first_name: 'Rosa', last_name: 'Test', telephone: '999888777', street1: 'Calle Prueba 123',
    latitude: point.latitude, longitude: point.longitude, alias: 'Home', default_shipping: true,
  }).returning('user_address_id').executeTakeFirstOrThrow();
  return row.user_address_id;
}

const bannerId = async (code: string): Promise<number> =>
  (await db().selectFrom('banners').select('banner_id').where('code', '=', code).executeTakeFirstOrThrow()).banner_id;
const comboId = async (code: string): Promise<number> =>
  (await db().selectFrom('combo_offers').select('combo_offer_id').where('code', '=', code).executeTakeFirstOrThrow()).combo_offer_id;
const categoryId = async (code: string): Promise<number> =>
  (await db().selectFrom('categories').select('category_id').where('code', '=', code).executeTakeFirstOrThrow()).category_id;

const home = (query = '', caller?: TestCaller) => call('GET', `/api/v1/PE/homescreen/banners?countryId=PE&languageCode=es&bannerType=BANNERHOME${query}`, caller);
const popup = (query = '', caller?: TestCaller) => call('GET', `/api/v1/PE/homescreen/banners?countryId=PE&languageCode=es&bannerType=POPUP${query}`, caller);

let extra = 0;
/** A banner made for one test (cleaned up by the test that made it). */
async function makeBanner(fields: { type?: 'BANNERHOME' | 'POPUP'; storeId?: number | null; start?: string; end?: string | null; sortOrder?: number; active?: boolean }) {
  extra += 1;
  const row = await db().insertInto('banners').values({
    code: `test-banner-${extra}`, banner_type: fields.type ?? 'BANNERHOME', applicable_on: null, store_id: fields.storeId ?? null, colour: '#5c6bc0',
    start_date: fields.start ?? '2024-01-01T00:00:00Z', end_date: fields.end ?? null, sort_order: fields.sortOrder ?? 0, active: fields.active ?? true,
  }).returning('banner_id').executeTakeFirstOrThrow();
  await db().insertInto('banner_translations').values([
    { banner_id: row.banner_id, language_id: 1, banner_name: `Prueba ${extra}`, description: null },
    { banner_id: row.banner_id, language_id: 2, banner_name: `Test ${extra}`, description: null },
  ]).execute();
  return row.banner_id;
}
const dropBanner = (id: number) => db().deleteFrom('banners').where('banner_id', '=', id).execute();

describe('GET homescreen/banners', () => {
  test('the home carousel: every kind of banner, in sort order, with exactly the banner\'s fields and its destination', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const homeSeeds = BANNERS.filter((b) => b.type === 'BANNERHOME');
    expect(body.count).toBe(homeSeeds.length);
    expect(body.records.map((r: { bannerName: string }) => r.bannerName)).toEqual(homeSeeds.map((b) => b.name.es));
    for (const record of body.records) {
      expect(Object.keys(record).sort()).toEqual([
        'applicableOn', 'bannerId', 'bannerName', 'categoryId', 'categoryName', 'comboCount', 'comboOfferId', 'imageUrl', 'url', 'webImageUrl',
      ].sort());
    }
    const [single, several, category, generic] = body.records;
    expect(single).toMatchObject({
      bannerId: await bannerId('home-combo-parrillero'), applicableOn: 'COMBOOFFER', comboCount: 1,
      comboOfferId: await comboId('combo-parrillero'), categoryId: null, categoryName: null,
      url: `/combo-offer-details/${await comboId('combo-parrillero')}`,
    });
    expect(several).toMatchObject({ applicableOn: 'COMBOOFFER', comboCount: 3, comboOfferId: null, url: `/combo-offers/${await bannerId('home-combos-finde')}` });
    expect(category).toMatchObject({
      applicableOn: 'CATEGORY', comboCount: 0, comboOfferId: null, categoryId: await categoryId('helados'), categoryName: 'Helados',
      url: `/category-details/helados/${await categoryId('helados')}`,
    });
    expect(generic).toMatchObject({
      applicableOn: null, comboCount: 0, categoryId: null, url: `/banner-details/delivery-en-30-minutos/${await bannerId('home-delivery-30')}`,
    });
    expect(generic.imageUrl).toMatch(/^\/api\/v1\/images\/art\/[0-9a-f]{20}\.svg$/);
    expect(generic.webImageUrl).toMatch(/^\/api\/v1\/images\/art\/[0-9a-f]{20}\.svg$/);
    expect(generic.webImageUrl).not.toBe(generic.imageUrl);
    const art = await call('GET', generic.webImageUrl);
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
  });

  test('names in the request language; the category slug follows it', async () => {
    const res = await call('GET', '/api/v1/PE/homescreen/banners?languageCode=en&bannerType=BANNERHOME');
    const names = res.json().records.map((r: { bannerName: string }) => r.bannerName);
    expect(names).toEqual(BANNERS.filter((b) => b.type === 'BANNERHOME').map((b) => b.name.en));
    expect(res.json().records[2]).toMatchObject({ categoryName: 'Ice Cream', url: `/category-details/ice-cream/${await categoryId('helados')}` });
  });

  test('types: the pop-up list holds only POPUP banners, one at a time, paged by offset', async () => {
    const popups = BANNERS.filter((b) => b.type === 'POPUP');
    const first = await popup('&limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(popups.length);
    expect(first.json().records).toHaveLength(1);
    expect(first.json().records[0].bannerName).toBe(popups[0]?.name.es);
    const second = await popup('&limit=1&offset=1');
    expect(second.json().records[0].bannerName).toBe(popups[1]?.name.es);
    // Without a limit the type's own (1) applies.
    expect((await popup()).json().records).toHaveLength(1);
  });

  test('limits: home 10, pop-up 1; above is a field error, nothing else is a list', async () => {
    const tooMany = await home('&limit=11');
    expect(tooMany.statusCode).toBe(400);
    expect(fieldErrors(tooMany)).toEqual([expect.objectContaining({ fieldName: 'limit', identifier: 'error.banner.limitTooHigh' })]);
    expect(fieldErrors(tooMany)[0]?.message).toContain('10');
    const popupTwo = await popup('&limit=2');
    expect(popupTwo.statusCode).toBe(400);
    expect(fieldErrors(popupTwo)[0]).toMatchObject({ fieldName: 'limit', identifier: 'error.banner.limitTooHigh' });
    expect(fieldErrors(popupTwo)[0]?.message).toContain('1');
    expect((await home('&limit=2')).json().records).toHaveLength(2);
    for (const bad of ['&limit=0', '&limit=abc', '&offset=-1']) expect((await home(bad)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/PE/homescreen/banners?bannerType=OTHER')).statusCode).toBe(400);
    expect(fieldErrors(await call('GET', '/api/v1/PE/homescreen/banners'))[0]?.fieldName).toBe('bannerType');
    expect((await call('GET', '/api/v1/ZZ/homescreen/banners?bannerType=BANNERHOME')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/PE/homescreen/banners?bannerType=BANNERHOME&countryId=ZZ')).statusCode).toBe(400);
  });

  test('store filtering: a store\'s own banner shows only for the caller\'s own address that it serves', async () => {
    const shopper = await newCustomer(ctx);
    const mirafloresAddress = await addAddress(shopper.userId, MIRAFLORES);
    const surcoAddress = await addAddress(shopper.userId, SURCO);
    const serving = await findServingStore(db(), MIRAFLORES, 'PE');
    const other = await findServingStore(db(), SURCO, 'PE');
    expect(serving && other && serving.store_id !== other.store_id).toBe(true);
    const own = await makeBanner({ storeId: serving!.store_id, sortOrder: -1 });
    try {
      const names = async (res: Promise<LightMyRequestResponse>) => (await res).json().records.map((r: { bannerId: number }) => r.bannerId);
      expect(await names(home(`&userAddressId=${mirafloresAddress}`, shopper))).toEqual(expect.arrayContaining([own]));
      expect((await names(home(`&userAddressId=${mirafloresAddress}`, shopper)))[0]).toBe(own);
      expect(await names(home(`&userAddressId=${surcoAddress}`, shopper))).not.toContain(own);
      expect(await names(home('', shopper))).not.toContain(own);
      // Someone else's address counts as none: nothing about it leaks, and the answer is not an error.
      const stranger = await newCustomer(ctx);
      const res = await home(`&userAddressId=${mirafloresAddress}`, stranger);
      expect(res.statusCode).toBe(200);
      expect(await names(Promise.resolve(res))).not.toContain(own);
      expect(await names(home(`&userAddressId=${mirafloresAddress}`))).not.toContain(own);
      // Banners of every store show for every address.
      expect((await home(`&userAddressId=${surcoAddress}`, shopper)).json().count).toBe(BANNERS.filter((b) => b.type === 'BANNERHOME').length);
    } finally {
      await dropBanner(own);
    }
  });

  test('dates: a banner shows from its start until its end (exclusive), and not when inactive', async () => {
    const timed = await makeBanner({ start: '2026-06-20T05:00:00Z', end: '2026-06-21T05:00:00Z', sortOrder: 99 });
    const off = await makeBanner({ active: false, sortOrder: 98 });
    try {
      const ids = async () => (await home()).json().records.map((r: { bannerId: number }) => r.bannerId);
      expect(await ids()).not.toContain(timed);
      clock.set('2026-06-20T04:59:59Z');
      expect(await ids()).not.toContain(timed);
      clock.set('2026-06-20T05:00:00Z');
      expect(await ids()).toContain(timed);
      clock.set('2026-06-21T04:59:59Z');
      expect(await ids()).toContain(timed);
      clock.set('2026-06-21T05:00:00Z');
      expect(await ids()).not.toContain(timed);
      expect(await ids()).not.toContain(off);
    } finally {
      await dropBanner(timed);
      await dropBanner(off);
    }
  });

  test('a combo banner counts only combos on offer: one left → its details; none left → not shown', async () => {
    const several = await bannerId('home-combos-finde');
    const links = await db().selectFrom('banner_combo_offers').select('combo_offer_id').where('banner_id', '=', several).orderBy('sort_order').execute();
    const ids = links.map((l) => l.combo_offer_id);
    try {
      await db().updateTable('combo_offers').set({ active: false }).where('combo_offer_id', 'in', ids.slice(1)).execute();
      const one = (await home()).json().records.find((r: { bannerId: number }) => r.bannerId === several);
      expect(one).toMatchObject({ comboCount: 1, comboOfferId: ids[0], url: `/combo-offer-details/${ids[0]}` });
      await db().updateTable('combo_offers').set({ end_date: '2026-06-01T00:00:00Z' }).where('combo_offer_id', '=', ids[0]!).execute();
      expect((await home()).json().records.map((r: { bannerId: number }) => r.bannerId)).not.toContain(several);
    } finally {
      await db().updateTable('combo_offers').set({ active: true, end_date: null }).where('combo_offer_id', 'in', ids).execute();
    }
  });
});

describe('POST banner/{bannerId}/viewed', () => {
  const viewed = (id: number, caller: TestCaller | undefined, body: unknown, lang = 'es') => call('POST', `/api/v1/PE/${lang}/banner/${id}/viewed`, caller, body);
  const rows = (id: number, userId: number) => db().selectFrom('banner_views').selectAll().where('banner_id', '=', id).where('user_id', '=', userId).execute();

  test('repeated views of a day are counted on one row; the next Lima day starts a new row', async () => {
    const shopper = await newCustomer(ctx);
    const id = await bannerId('popup-desayuno');
    const first = await viewed(id, shopper, { userId: shopper.userId, bannerId: id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ bannerId: id, userId: shopper.userId, viewDate: '2026-06-15', viewCount: 1 });
    // The client's session keeps the ids as text: accepted too.
    const again = await viewed(id, shopper, { userId: String(shopper.userId), bannerId: String(id) });
    expect(again.json().viewCount).toBe(2);
    await Promise.all([1, 2, 3].map(() => viewed(id, shopper, { userId: shopper.userId, bannerId: id })));
    let stored = await rows(id, shopper.userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ view_count: 5 });
    // 23:59 Lima is still the 15th; 00:00 Lima (05:00 UTC) is the 16th.
    clock.set('2026-06-16T04:59:00Z');
    expect((await viewed(id, shopper, { userId: shopper.userId, bannerId: id })).json()).toMatchObject({ viewDate: '2026-06-15', viewCount: 6 });
    clock.set('2026-06-16T05:00:00Z');
    expect((await viewed(id, shopper, { userId: shopper.userId, bannerId: id })).json()).toMatchObject({ viewDate: '2026-06-16', viewCount: 1 });
    stored = await rows(id, shopper.userId);
    expect(stored).toHaveLength(2);
    // Guests have sessions too: their views count.
    const guest = await newGuest(ctx);
    expect((await viewed(id, guest, { userId: guest.userId, bannerId: id })).statusCode).toBe(200);
  });

  test('only the caller\'s own user: another userId is 403, no session is 401, and nothing is written', async () => {
    const shopper = await newCustomer(ctx);
    const other = await newCustomer(ctx);
    const id = await bannerId('home-delivery-30');
    const before = await tableCounts(ctx.database);
    const foreign = await viewed(id, shopper, { userId: other.userId, bannerId: id });
    expect(foreign.statusCode).toBe(403);
    expect(general(foreign)[0]).toMatchObject({ identifier: 'error.banner.notYourUser' });
    const anonymous = await viewed(id, undefined, { userId: other.userId, bannerId: id });
    expect(anonymous.statusCode).toBe(401);
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test('bad input: a different bannerId in the body, missing or malformed fields, an unknown banner; nothing written', async () => {
    const shopper = await newCustomer(ctx);
    const id = await bannerId('home-delivery-30');
    const before = await tableCounts(ctx.database);
    const mismatch = await viewed(id, shopper, { userId: shopper.userId, bannerId: id + 1 }, 'en');
    expect(mismatch.statusCode).toBe(400);
    expect(fieldErrors(mismatch)[0]).toMatchObject({ fieldName: 'bannerId', identifier: 'error.banner.idMismatch', message: 'The banner in the body does not match the one in the path.' });
    for (const body of [{}, { userId: shopper.userId }, { bannerId: id }, { userId: 'me', bannerId: id }, { userId: -1, bannerId: id }]) {
      const res = await viewed(id, shopper, body);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res).length).toBeGreaterThan(0);
    }
    expect((await call('POST', `/api/v1/PE/fr/banner/${id}/viewed`, shopper, { userId: shopper.userId, bannerId: id })).statusCode).toBe(400);
    const unknown = await viewed(999_999, shopper, { userId: shopper.userId, bannerId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(general(unknown)[0]).toMatchObject({ identifier: 'error.banner.notFound' });
    expect(await tableCounts(ctx.database)).toEqual(before);
  });
});

describe('banner pages', () => {
  test('GET banners/{id}: the banner with its description; unknown, inactive or out of dates → 404', async () => {
    const id = await bannerId('home-delivery-30');
    const res = await call('GET', `/api/v1/PE/banners/${id}?languageCode=en`);
    expect(res.statusCode).toBe(200);
    const seed = BANNERS.find((b) => b.code === 'home-delivery-30')!;
    expect(res.json()).toMatchObject({
      bannerId: id, bannerName: seed.name.en, description: seed.description.en, bannerType: 'BANNERHOME', applicableOn: null,
      url: `/banner-details/delivery-in-30-minutes/${id}`,
    });
    expect((await call('GET', '/api/v1/PE/banners/999999')).statusCode).toBe(404);
    const later = await makeBanner({ start: '2027-01-01T00:00:00Z' });
    try {
      expect((await call('GET', `/api/v1/PE/banners/${later}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/PE/banners/${later}/products`)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/PE/banners/${later}/combo-offers`)).statusCode).toBe(404);
    } finally {
      await dropBanner(later);
    }
    expect((await call('GET', '/api/v1/PE/banners/abc')).statusCode).toBe(400);
  });

  test('a generic banner lists its own products in its order, paged, as ProductRecords', async () => {
    const id = await bannerId('home-delivery-30');
    const seed = BANNERS.find((b) => b.code === 'home-delivery-30')!;
    const skus = seed.products ?? [];
    expect(skus.length).toBeGreaterThan(3);
    const products = await db().selectFrom('products').select(['product_id', 'sku']).where('sku', 'in', [...skus]).execute();
    const idBySku = new Map(products.map((p) => [p.sku, p.product_id]));
    const first = await call('GET', `/api/v1/PE/banners/${id}/products?languageCode=es&limit=3&offset=0`);
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(skus.length);
    expect(first.json().records.map((r: { productId: number }) => r.productId)).toEqual(skus.slice(0, 3).map((s) => idBySku.get(s)));
    const rest = await call('GET', `/api/v1/PE/banners/${id}/products?limit=20&offset=3`);
    expect(rest.json().records.map((r: { productId: number }) => r.productId)).toEqual(skus.slice(3).map((s) => idBySku.get(s)));
    expect(first.json().records[0]).toEqual(expect.objectContaining({
      slug: expect.any(String), productPrice: [expect.objectContaining({ actualPrice: expect.any(Number) })], available: true, cartItemCount: 0,
    }));
    // The seed of links can run again without adding any.
    await seedBannerProducts(db());
    expect((await call('GET', `/api/v1/PE/banners/${id}/products`)).json().count).toBe(skus.length);
    expect((await call('GET', `/api/v1/PE/banners/${id}/products?limit=101`)).statusCode).toBe(400);
  });

  test('prices and availability come from the store serving the caller\'s own address only', async () => {
    const id = await bannerId('home-delivery-30');
    const shopper = await newCustomer(ctx);
    const address = await addAddress(shopper.userId, MIRAFLORES);
    const store = (await findServingStore(db(), MIRAFLORES, 'PE'))!;
    const [firstSku] = BANNERS.find((b) => b.code === 'home-delivery-30')!.products!;
    const product = await db().selectFrom('products').select('product_id').where('sku', '=', firstSku!).executeTakeFirstOrThrow();
    const original = await db().selectFrom('store_products').selectAll().where('store_id', '=', store.store_id).where('product_id', '=', product.product_id).executeTakeFirst();
    await db().insertInto('store_products').values({ store_id: store.store_id, product_id: product.product_id, available: false, stock: null })
      .onConflict((oc) => oc.columns(['store_id', 'product_id']).doUpdateSet({ available: false })).execute();
    try {
      const own = (await call('GET', `/api/v1/PE/banners/${id}/products?userAddressId=${address}`, shopper)).json().records;
      // Not sold there: marked and moved last.
      expect(own.at(-1)).toMatchObject({ productId: product.product_id, available: false });
      const stranger = await newCustomer(ctx);
      const theirs = (await call('GET', `/api/v1/PE/banners/${id}/products?userAddressId=${address}`, stranger)).json().records;
      expect(theirs[0]).toMatchObject({ productId: product.product_id, available: true });
    } finally {
      if (original) {
        await db().updateTable('store_products').set({ available: original.available }).where('store_id', '=', store.store_id).where('product_id', '=', product.product_id).execute();
      } else {
        await db().deleteFrom('store_products').where('store_id', '=', store.store_id).where('product_id', '=', product.product_id).execute();
      }
    }
  });

  test('a category banner lists its category\'s products', async () => {
    const id = await bannerId('home-helados');
    const helados = await categoryId('helados');
    const res = await call('GET', `/api/v1/PE/banners/${id}/products?limit=100`);
    expect(res.statusCode).toBe(200);
    const inCategory = await db().selectFrom('products').select('product_id').where('category_id', '=', helados).where('active', '=', true).execute();
    expect(res.json().count).toBe(inCategory.length);
    expect(res.json().count).toBeGreaterThan(0);
    for (const record of res.json().records) expect(record.categoryId).toBe(helados);
  });

  test('a combo banner lists its combos on offer, in its order, as ComboRecords', async () => {
    const id = await bannerId('home-combos-finde');
    const seed = BANNERS.find((b) => b.code === 'home-combos-finde')!;
    const expected = await Promise.all((seed.combos ?? []).map(comboId));
    const res = await call('GET', `/api/v1/PE/banners/${id}/combo-offers?languageCode=es`);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(expected.length);
    expect(res.json().records.map((r: { comboOfferId: number }) => r.comboOfferId)).toEqual(expected);
    expect(res.json().records[0]).toEqual(expect.objectContaining({ comboName: expect.any(String), comboSellingPrice: expect.any(Number), available: true }));
    const paged = await call('GET', `/api/v1/PE/banners/${id}/combo-offers?limit=1&offset=1`);
    expect(paged.json()).toMatchObject({ count: expected.length, records: [expect.objectContaining({ comboOfferId: expected[1] })] });
    try {
      await db().updateTable('combo_offers').set({ active: false }).where('combo_offer_id', '=', expected[0]!).execute();
      const left = (await call('GET', `/api/v1/PE/banners/${id}/combo-offers`)).json();
      expect(left.records.map((r: { comboOfferId: number }) => r.comboOfferId)).toEqual(expected.slice(1));
    } finally {
      await db().updateTable('combo_offers').set({ active: true }).where('combo_offer_id', '=', expected[0]!).execute();
    }
  });
});

describe('demo seed', () => {
  test('holds a banner of every kind: one combo, several combos, a category, a generic one and a pop-up', async () => {
    const records = (await home()).json().records as { applicableOn: string | null; comboCount: number }[];
    expect(records.some((r) => r.applicableOn === 'COMBOOFFER' && r.comboCount === 1)).toBe(true);
    expect(records.some((r) => r.applicableOn === 'COMBOOFFER' && r.comboCount > 1)).toBe(true);
    expect(records.some((r) => r.applicableOn === 'CATEGORY')).toBe(true);
    expect(records.some((r) => r.applicableOn === null)).toBe(true);
    expect((await popup()).json().count).toBeGreaterThan(0);
  });
});

test('the OpenAPI document describes the banner routes and what url means', async () => {
  const doc = (await call('GET', '/api/docs/json')).json();
  const paths = Object.keys(doc.paths);
  for (const path of ['/api/v1/{countryId}/homescreen/banners', '/api/v1/{countryId}/{lang}/banner/{bannerId}/viewed', '/api/v1/{countryId}/banners/{bannerId}',
    '/api/v1/{countryId}/banners/{bannerId}/products', '/api/v1/{countryId}/banners/{bannerId}/combo-offers']) {
    expect(paths).toContain(path);
  }
  const list = doc.paths['/api/v1/{countryId}/homescreen/banners'].get;
  expect(list.description).toContain('/combo-offer-details/{comboOfferId}');
  expect(JSON.stringify(list.responses['200'])).toContain('#/components/schemas/Banner');
  expect(doc.components.schemas.Banner.properties.url.description).toContain('/banner-details/{slug(bannerName)}/{bannerId}');
});
