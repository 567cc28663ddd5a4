// Combo offers over HTTP: the home carousel, combos of a product and combo details (every ComboRecord field, store
// availability, the caller's choice), and combos in the cart (choices, validation, lines, age, store, ownership).
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { COMBOS } from '../src/db/seed/offers-data.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { comboImages, primaryImage } from './helpers/images.js';
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
const NOWHERE: Point = { latitude: -12.0464, longitude: -77.0428 };
const db = () => ctx.database.db;
const cents = (amount: string): number => Math.round(Number(amount) * 100);

async function addAddress(userId: number, point: Point): Promise<number> {
  await db().updateTable('user_addresses').set({ default_shipping: false }).where('user_id', '=', userId).execute();
  const row = await db().insertInto('user_addresses').values({
    user_id: userId, country_id: 'PE', first_name: 'Rosa', last_name: 'Test', telephone: '999888777', street1: 'Calle Prueba 123',
    latitude: point.latitude, longitude: point.longitude, alias: 'Home', default_shipping: true,
  }).returning('user_address_id').executeTakeFirstOrThrow();
  return row.user_address_id;
}

interface Shopper extends TestCaller { addressId: number | null }

/** A caller with a session and (unless point is null) a default address; customers are adults unless told. */
async function shopper(kind: 'customer' | 'guest' = 'customer', point: Point | null = MIRAFLORES, dob: string | null = '1990-05-05'): Promise<Shopper> {
  const caller = kind === 'customer' ? await newCustomer(ctx, { dob }) : await newGuest(ctx);
  return { ...caller, addressId: point ? await addAddress(caller.userId, point) : null };
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller?: TestCaller, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const general = (res: LightMyRequestResponse) => res.json().errors.general as { identifier: string; message: string }[];
const fieldErrors = (res: LightMyRequestResponse) => res.json().errors.fieldsErrors as { fieldName: string; identifier: string; message: string }[];

interface Entry { productId: number; quantity: number; listId?: number }
interface Combo {
  id: number; code: string; type: 'normal' | 'list'; selling: string; actual: string; ageRestriction: boolean;
  products: Entry[]; lists: { listId: number; alternatives: Entry[] }[];
}
const combos = new Map<string, Combo>();
const combo = (code: string): Combo => {
  const found = combos.get(code);
  if (!found) throw new Error(`no combo ${code}`);
  return found;
};
beforeAll(async () => {
  const rows = await db().selectFrom('combo_offers').selectAll().orderBy('combo_offer_id').execute();
  for (const row of rows) {
    const products = await db().selectFrom('combo_offer_products').select(['product_id as productId', 'quantity'])
      .where('combo_offer_id', '=', row.combo_offer_id).orderBy('sort_order').execute();
    const lists = await db().selectFrom('combo_offer_lists').select('list_id').where('combo_offer_id', '=', row.combo_offer_id).orderBy('sort_order').execute();
    combos.set(row.code, {
      id: row.combo_offer_id, code: row.code, type: row.combo_offer_type, selling: row.combo_selling_price, actual: row.actual_selling_price,
      ageRestriction: row.age_restriction, products,
      lists: await Promise.all(lists.map(async (l) => ({
        listId: l.list_id,
        alternatives: (await db().selectFrom('combo_offer_list_alternatives').select(['product_id as productId', 'quantity'])
          .where('list_id', '=', l.list_id).orderBy('sort_order').execute()).map((a) => ({ ...a, listId: l.list_id })),
      }))),
    });
  }
});

const alt = (c: Combo, list: number, index: number): Entry => {
  const found = c.lists[list]?.alternatives[index];
  if (!found) throw new Error(`no alternative ${list}/${index} in ${c.code}`);
  return found;
};

const cartUrl = (id: number, lang = 'es') => `/api/v1/PE/combo-offers/products/${id}/?languageCode=${lang}`;
const addCombo = (s: TestCaller, id: number, data: unknown[] = [], lang = 'es') => call('POST', cartUrl(id, lang), s, { comboOfferData: data });
const replaceCombo = (s: TestCaller, id: number, data: unknown[], lang = 'es') => call('PUT', cartUrl(id, lang), s, { comboOfferData: data });
const removeCombo = (s: TestCaller, id: number, lang = 'es') => call('DELETE', cartUrl(id, lang), s);
const getCart = async (s: TestCaller, lang = 'es') => {
  const res = await call('GET', `/api/v1/PE/${lang}/carts`, s);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const cartLines = async (userId: number) => db().selectFrom('cart_items as ci').innerJoin('carts as k', 'k.cart_id', 'ci.cart_id')
  .select(['ci.cart_item_id', 'ci.product_id', 'ci.combo_offer_id', 'ci.quantity', 'ci.combo_selection'])
  .where('k.user_id', '=', userId).where('k.status', '=', 'ACTIVE').orderBy('ci.cart_item_id').execute();

const storeId = async (code: string): Promise<number> =>
  (await db().selectFrom('stores').select('store_id').where('code', '=', code).executeTakeFirstOrThrow()).store_id;
/** Marks products unavailable at Miraflores while `body` runs, then puts them back. */
async function unavailableAtMiraflores<T>(productIds: number[], body: () => Promise<T>): Promise<T> {
  const miraflores = await storeId('lima-miraflores');
  await db().updateTable('store_products').set({ available: false }).where('store_id', '=', miraflores).where('product_id', 'in', productIds).execute();
  try {
    return await body();
  } finally {
    await db().updateTable('store_products').set({ available: true }).where('store_id', '=', miraflores).where('product_id', 'in', productIds).execute();
  }
}

interface ProductInfo { name: string; brand: string; slug: string }
async function productInfo(productId: number, languageId: number): Promise<ProductInfo> {
  const row = await db().selectFrom('product_translations').select(['name', 'brand_name']).where('product_id', '=', productId)
    .where('language_id', '=', languageId).executeTakeFirstOrThrow();
  // The slug rule, written out here on its own: lowercase, accents kept, other non-alphanumerics removed.
  const slug = row.name.toLocaleLowerCase('es').replace(/[^\p{L}\p{N}\s]/gu, '').trim().replace(/\s+/g, '-');
  return { name: row.name, brand: row.brand_name, slug };
}

describe('combo records', () => {
  test('home carousel: every combo on offer in sort order, paged; every field of a normal combo (en)', async () => {
    const res = await call('GET', '/api/v1/PE/homescreen/combo-offers?countryId=PE&languageCode=en&limit=10&offset=0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(COMBOS.length);
    expect(body.records.map((r: { comboOfferId: number }) => r.comboOfferId)).toEqual(COMBOS.map((c) => combo(c.code).id));

    const parrillero = combo('combo-parrillero');
    const seed = COMBOS.find((c) => c.code === 'combo-parrillero')!;
    const infos = await Promise.all(parrillero.products.map((p) => productInfo(p.productId, 2)));
    const images = await Promise.all(parrillero.products.map((p) => primaryImage(db(), p.productId)));
    expect(body.records[0]).toEqual({
      comboOfferId: parrillero.id,
      slug: 'barbecue-combo',
      comboName: 'Barbecue Combo',
      comboOfferDescription: seed.description.en,
      comboOfferType: 'normal',
      comboSellingPrice: cents(parrillero.selling) / 100,
      actualSellingPrice: cents(parrillero.actual) / 100,
      ...await comboImages(db(), parrillero.id),
      ageRestriction: true,
      available: true,
      cartItemCount: 0,
      cartItemId: null,
      comboOfferData: parrillero.products.map((p) => ({ productId: p.productId, quantity: p.quantity })),
      comboOfferProducts: parrillero.products.map((p, i) => ({
        productId: p.productId, quantity: p.quantity, imageUrl: images[i],
        brandName: infos[i]!.brand, productName: infos[i]!.name, slug: infos[i]!.slug,
      })),
    });
    expect(infos[0]!.slug).toBe('pilsen-callao-beer-pack-of-6-x-355-ml');

    const page = (await call('GET', '/api/v1/PE/homescreen/combo-offers?languageCode=es&limit=3&offset=2')).json();
    expect(page.count).toBe(COMBOS.length);
    expect(page.records.map((r: { comboOfferId: number }) => r.comboOfferId)).toEqual(COMBOS.slice(2, 5).map((c) => combo(c.code).id));
    expect(page.records[0].comboName).toBe(COMBOS[2]!.name.es);
  });

  test('details of a list combo (es): lists with their alternatives, the first alternative of each list as the choice', async () => {
    const chela = combo('combo-arma-tu-chela');
    const seed = COMBOS.find((c) => c.code === 'combo-arma-tu-chela');
    if (seed?.type !== 'list') throw new Error('seed changed');
    const res = await call('GET', `/api/v1/PE/combo-offers/${chela.id}/comboOfferDetails?languageId=1`);
    expect(res.statusCode).toBe(200);
    const lists = await Promise.all(chela.lists.map(async (l, i) => ({
      listId: l.listId,
      listName: seed.lists[i]!.name.es,
      alternatives: await Promise.all(l.alternatives.map(async (a) => {
        const info = await productInfo(a.productId, 1);
        return { productId: a.productId, productName: info.name, imageUrl: await primaryImage(db(), a.productId), quantity: a.quantity, listId: l.listId, slug: info.slug };
      })),
    })));
    expect(res.json()).toEqual({
      comboOfferId: chela.id, slug: 'arma-tu-combo-chelero', comboName: 'Arma tu Combo Chelero', comboOfferDescription: seed.description.es,
      comboOfferType: 'list', comboSellingPrice: cents(chela.selling) / 100, actualSellingPrice: cents(chela.actual) / 100,
      ...await comboImages(db(), chela.id),
      ageRestriction: true, available: true, cartItemCount: 0, cartItemId: null,
      comboOfferData: [alt(chela, 0, 0), alt(chela, 1, 0)],
      comboOfferProducts: lists,
    });
    expect(lists[0]!.listName).toBe('Elige tu cerveza');
    // languageId=2 (or en) answers in English; an unrestricted combo says so.
    const en = (await call('GET', `/api/v1/PE/combo-offers/${combo('combo-duo-helado').id}/comboOfferDetails?languageId=en`)).json();
    expect(en).toMatchObject({ comboName: 'Ice Cream Duo', slug: 'ice-cream-duo', ageRestriction: false, comboOfferType: 'list' });
    expect(en.comboOfferProducts[0].listName).toBe('First tub');
  });

  test('missing images fall back to the generated artwork', async () => {
    const c = combo('combo-lonchera');
    const stored = await comboImages(db(), c.id);
    await db().updateTable('combo_offers').set({ image_url: null, web_image_url: null }).where('combo_offer_id', '=', c.id).execute();
    try {
      const body = (await call('GET', `/api/v1/PE/combo-offers/${c.id}/comboOfferDetails`)).json();
      expect([body.imageUrl, body.webImageUrl]).toEqual([`/api/v1/images/combos/${c.id}-mobile.svg`, `/api/v1/images/combos/${c.id}-web.svg`]);
    } finally {
      await db().updateTable('combo_offers').set({ image_url: stored.imageUrl, web_image_url: stored.webImageUrl })
        .where('combo_offer_id', '=', c.id).execute();
    }
  });

  test('inactive or out-of-date combos are not on offer: left out of lists, details 404', async () => {
    const [limpieza, lonchera] = [combo('combo-limpieza'), combo('combo-lonchera')];
    await db().updateTable('combo_offers').set({ active: false }).where('combo_offer_id', '=', limpieza.id).execute();
    await db().updateTable('combo_offers').set({ start_date: new Date('2026-06-16T05:00:00Z') }).where('combo_offer_id', '=', lonchera.id).execute();
    try {
      const body = (await call('GET', '/api/v1/PE/homescreen/combo-offers')).json();
      expect(body.count).toBe(COMBOS.length - 2);
      const ids = body.records.map((r: { comboOfferId: number }) => r.comboOfferId);
      expect(ids).not.toContain(limpieza.id);
      expect(ids).not.toContain(lonchera.id);
      for (const id of [limpieza.id, lonchera.id, 999_999]) {
        const res = await call('GET', `/api/v1/PE/combo-offers/${id}/comboOfferDetails?languageId=2`);
        expect(res.statusCode).toBe(404);
        expect(general(res)).toEqual([{ identifier: 'error.combo.notFound', message: 'This combo does not exist or is no longer available.' }]);
      }
      // The start date reached (Lima midnight): on offer again.
      clock.set('2026-06-16T05:00:00Z');
      expect((await call('GET', `/api/v1/PE/combo-offers/${lonchera.id}/comboOfferDetails`)).statusCode).toBe(200);
      // An end date in the past takes it off again.
      await db().updateTable('combo_offers').set({ end_date: new Date('2026-06-16T04:00:00Z') }).where('combo_offer_id', '=', lonchera.id).execute();
      expect((await call('GET', `/api/v1/PE/combo-offers/${lonchera.id}/comboOfferDetails`)).statusCode).toBe(404);
    } finally {
      await db().updateTable('combo_offers').set({ active: true }).where('combo_offer_id', '=', limpieza.id).execute();
      await db().updateTable('combo_offers').set({ start_date: null, end_date: null }).where('combo_offer_id', '=', lonchera.id).execute();
    }
  });

  test('combos of a product: as a normal combo product or as any list alternative; unknown product 404', async () => {
    const [parrillero, chela] = [combo('combo-parrillero'), combo('combo-arma-tu-chela')];
    const pilsen = parrillero.products[0]!.productId;
    expect(alt(chela, 0, 0).productId).toBe(pilsen);
    let body = (await call('GET', `/api/v1/PE/combo-offers/products/${pilsen}?countryId=PE&languageCode=es&limit=10&offset=0`)).json();
    expect(body.count).toBe(2);
    expect(body.records.map((r: { comboOfferId: number }) => r.comboOfferId)).toEqual([parrillero.id, chela.id]);
    // A non-default alternative (Cristal) only appears in the list combo.
    body = (await call('GET', `/api/v1/PE/combo-offers/products/${alt(chela, 0, 1).productId}`)).json();
    expect(body.records.map((r: { comboOfferId: number }) => r.comboOfferId)).toEqual([chela.id]);
    body = (await call('GET', `/api/v1/PE/combo-offers/products/${pilsen}?limit=1&offset=1`)).json();
    expect([body.count, body.records.map((r: { comboOfferId: number }) => r.comboOfferId)]).toEqual([2, [chela.id]]);
    // A product in no combo: an empty list.
    const loner = await db().selectFrom('products').select('product_id').where('active', '=', true)
      .where('product_id', 'not in', [...combos.values()].flatMap((c) => [...c.products, ...c.lists.flatMap((l) => l.alternatives)].map((p) => p.productId)))
      .orderBy('product_id').executeTakeFirstOrThrow();
    expect((await call('GET', `/api/v1/PE/combo-offers/products/${loner.product_id}`)).json()).toEqual({ count: 0, records: [] });

    const missing = await call('GET', '/api/v1/PE/combo-offers/products/999999?languageCode=en');
    expect(missing.statusCode).toBe(404);
    expect(general(missing)[0]?.identifier).toBe('error.product.notFound');
    expect((await call('GET', '/api/v1/PE/combo-offers/products/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/PE/homescreen/combo-offers?limit=0')).statusCode).toBe(400);
    const country = await call('GET', '/api/v1/CO/homescreen/combo-offers');
    expect(country.statusCode).toBe(404);
    expect(general(country)[0]?.identifier).toBe('error.country.notFound');
  });

  test('availability follows the store of the caller\'s own address (else the default address); never someone else\'s', async () => {
    const [desayuno, chela] = [combo('combo-desayuno'), combo('combo-arma-tu-chela')];
    const s = await shopper();
    const other = await shopper();
    const find = (body: { records: { comboOfferId: number; available: boolean }[] }, id: number) => body.records.find((r) => r.comboOfferId === id)?.available;
    await unavailableAtMiraflores([desayuno.products[1]!.productId, alt(chela, 0, 0).productId], async () => {
      // Own address: Miraflores lacks a breakfast product → unavailable; the beer list still has two other beers.
      let body = (await call('GET', `/api/v1/PE/homescreen/combo-offers?userAddressId=${s.addressId}`, s)).json();
      expect([find(body, desayuno.id), find(body, chela.id)]).toEqual([false, true]);
      // No address named: the caller's default address (the same).
      body = (await call('GET', '/api/v1/PE/homescreen/combo-offers', s)).json();
      expect(find(body, desayuno.id)).toBe(false);
      expect((await call('GET', `/api/v1/PE/combo-offers/${desayuno.id}/comboOfferDetails?languageId=1`, s)).json().available).toBe(false);
      // Someone else's address, or no session: no store, everything available, no error.
      body = (await call('GET', `/api/v1/PE/homescreen/combo-offers?userAddressId=${other.addressId}`, s)).json();
      expect(find(body, desayuno.id)).toBe(true);
      body = (await call('GET', `/api/v1/PE/homescreen/combo-offers?userAddressId=${s.addressId}`)).json();
      expect(find(body, desayuno.id)).toBe(true);
      body = (await call('GET', `/api/v1/PE/combo-offers/products/${desayuno.products[0]!.productId}?addressId=${s.addressId}`, s)).json();
      expect(find(body, desayuno.id)).toBe(false);
      // Every beer gone: the list combo cannot be bought either.
      await unavailableAtMiraflores([alt(chela, 0, 1).productId, alt(chela, 0, 2).productId], async () => {
        body = (await call('GET', `/api/v1/PE/homescreen/combo-offers?userAddressId=${s.addressId}`, s)).json();
        expect(find(body, chela.id)).toBe(false);
      });
    });
    // An address no store covers: no store, available.
    const far = await shopper('customer', NOWHERE);
    expect((await call('GET', `/api/v1/PE/combo-offers/${desayuno.id}/comboOfferDetails`, far)).json().available).toBe(true);
  });
});

describe('combos in the cart', () => {
  test('POST with no choice adds the defaults; the same choice again grows the line; another choice is another line', async () => {
    const chela = combo('combo-arma-tu-chela');
    const s = await shopper();
    let res = await addCombo(s, chela.id, [], 'en');
    expect(res.statusCode).toBe(200);
    let body = res.json();
    const [name] = [COMBOS.find((c) => c.code === chela.code)!.name.en];
    expect(body.cartItems).toEqual([{
      cartItemId: expect.any(Number), productId: null, comboOfferId: chela.id, quantity: 1, toppings: null,
      comboOfferData: [alt(chela, 0, 0), alt(chela, 1, 0)], available: true, lineTotal: cents(chela.selling) / 100,
      product: {
        productId: null, name, brandName: '', cartItemCount: 1,
        productPrice: { originalActualPrice: cents(chela.actual) / 100, originalDiscountedPrice: cents(chela.selling) / 100 },
        productFiles: [{ type: 'Primary', imageUrl: (await comboImages(db(), chela.id)).imageUrl }], ageRestrictionValue: 18,
      },
    }]);
    expect(body.cartCount).toBe(1);
    expect(body.pricing).toMatchObject({ basePrice: cents(chela.actual) / 100, discount: (cents(chela.actual) - cents(chela.selling)) / 100 });

    // The defaults sent explicitly (lists in reverse order) are the same choice: the line grows.
    res = await addCombo(s, chela.id, [alt(chela, 1, 0), alt(chela, 0, 0)]);
    body = res.json();
    expect(body.cartItems).toHaveLength(1);
    expect(body.cartItems[0]).toMatchObject({ quantity: 2, lineTotal: (cents(chela.selling) * 2) / 100 });

    // A non-default beer: a second line.
    const other = [alt(chela, 1, 2), { productId: alt(chela, 0, 1).productId, quantity: 1, listId: chela.lists[0]!.listId }];
    res = await addCombo(s, chela.id, other);
    body = res.json();
    expect(body.cartItems.map((i: { quantity: number; comboOfferData: Entry[] }) => [i.quantity, i.comboOfferData]))
      .toEqual([[2, [alt(chela, 0, 0), alt(chela, 1, 0)]], [1, [alt(chela, 0, 1), alt(chela, 1, 2)]]]);
    expect(body.cartCount).toBe(3);
    res = await addCombo(s, chela.id, other);
    expect(res.json().cartItems.map((i: { quantity: number }) => i.quantity)).toEqual([2, 2]);

    // Stored canonical: sorted by listId, fixed key order.
    const lines = await cartLines(s.userId);
    expect(lines.map((l) => l.combo_selection)).toEqual([
      JSON.stringify(chela.lists.map((l, i) => ({ listId: l.listId, productId: alt(chela, i, 0).productId, quantity: 1 }))),
      JSON.stringify([{ listId: chela.lists[0]!.listId, productId: alt(chela, 0, 1).productId, quantity: 1 }, { listId: chela.lists[1]!.listId, productId: alt(chela, 1, 2).productId, quantity: 1 }]),
    ]);

    // The combo pages show the first line's choice and the units over both lines.
    const record = (await call('GET', `/api/v1/PE/combo-offers/${chela.id}/comboOfferDetails`, s)).json();
    expect(record).toMatchObject({ cartItemCount: 4, cartItemId: lines[0]!.cart_item_id, comboOfferData: [alt(chela, 0, 0), alt(chela, 1, 0)] });
    const home = (await call('GET', '/api/v1/PE/homescreen/combo-offers', s)).json();
    expect(home.records.find((r: { comboOfferId: number }) => r.comboOfferId === chela.id)).toMatchObject({ cartItemCount: 4, cartItemId: lines[0]!.cart_item_id });
  });

  test('a normal combo: empty or its exact products (any order) are one choice', async () => {
    const desayuno = combo('combo-desayuno');
    const s = await shopper();
    expect((await addCombo(s, desayuno.id)).statusCode).toBe(200);
    const res = await addCombo(s, desayuno.id, [...desayuno.products].reverse());
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems).toEqual([expect.objectContaining({
      comboOfferId: desayuno.id, quantity: 2, comboOfferData: desayuno.products, available: true,
    })]);
    const [line] = await cartLines(s.userId);
    expect(line!.combo_selection).toBe(JSON.stringify([...desayuno.products].sort((a, b) => a.productId - b.productId)));
    const record = (await call('GET', `/api/v1/PE/combo-offers/${desayuno.id}/comboOfferDetails`, s)).json();
    expect(record).toMatchObject({ cartItemCount: 2, cartItemId: line!.cart_item_id, comboOfferData: desayuno.products });
  });

  test('a choice the combo does not offer → 400 on that entry, nothing changes', async () => {
    const [chela, duo, desayuno] = [combo('combo-arma-tu-chela'), combo('combo-duo-helado'), combo('combo-desayuno')];
    const s = await shopper();
    await addCombo(s, chela.id);
    const before = await cartLines(s.userId);
    const counts = await tableCounts(ctx.database);
    const [beer, snack] = [chela.lists[0]!.listId, chela.lists[1]!.listId];
    const cases: [Combo, unknown[], string, string][] = [
      [chela, [{ ...alt(duo, 0, 0) }, alt(chela, 1, 0)], 'comboOfferData.0.listId', 'error.combo.unknownList'],
      [chela, [{ ...alt(chela, 1, 0), listId: beer }, { ...alt(chela, 1, 1) }], 'comboOfferData.0.productId', 'error.combo.notAnAlternative'],
      [chela, [alt(chela, 0, 0), alt(chela, 0, 1), alt(chela, 1, 0)], 'comboOfferData.1.listId', 'error.combo.oneChoicePerList'],
      [chela, [alt(chela, 0, 1)], 'comboOfferData', 'error.combo.oneChoicePerList'],
      [chela, [{ productId: 999_999, quantity: 1, listId: beer }, alt(chela, 1, 0)], 'comboOfferData.0.productId', 'error.combo.notAnAlternative'],
      [chela, [alt(chela, 0, 1), { ...alt(chela, 1, 1), quantity: 2 }], 'comboOfferData.1.quantity', 'error.combo.wrongQuantity'],
      [chela, [{ productId: alt(chela, 0, 1).productId, quantity: 1 }, alt(chela, 1, 0)], 'comboOfferData.0.listId', 'error.combo.listRequired'],
      [desayuno, desayuno.products.slice(1), 'comboOfferData', 'error.combo.selectionMismatch'],
      [desayuno, [...desayuno.products, { productId: alt(chela, 1, 0).productId, quantity: 1 }], `comboOfferData.${desayuno.products.length}.productId`, 'error.combo.selectionMismatch'],
      [desayuno, [{ ...desayuno.products[0]!, quantity: 3 }, ...desayuno.products.slice(1)], 'comboOfferData.0.quantity', 'error.combo.wrongQuantity'],
      [desayuno, [{ ...desayuno.products[0]!, listId: snack }, ...desayuno.products.slice(1)], 'comboOfferData.0.listId', 'error.combo.selectionMismatch'],
    ];
    for (const [c, data, fieldName, identifier] of cases) {
      for (const method of ['POST', 'PUT'] as const) {
        const res = method === 'POST' ? await addCombo(s, c.id, data) : await replaceCombo(s, c.id, data);
        if (method === 'PUT' && c === desayuno) {
          expect(res.statusCode).toBe(404); // not in the cart: nothing to replace
          continue;
        }
        expect([method, JSON.stringify(data), res.statusCode]).toEqual([method, JSON.stringify(data), 400]);
        expect(fieldErrors(res).map((f) => [f.fieldName, f.identifier])).toEqual([[fieldName, identifier]]);
        expect(general(res)).toEqual([]);
      }
    }
    // Wrong types are refused by the schema.
    for (const data of [[{ productId: 'x', quantity: 1 }], [{ productId: alt(chela, 0, 0).productId, quantity: -1, listId: beer }], 'all']) {
      const res = await call('POST', cartUrl(chela.id), s, { comboOfferData: data });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)[0]?.fieldName).toMatch(/^comboOfferData/);
    }
    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect(await cartLines(s.userId)).toEqual(before);

    // The messages, in both languages.
    const es = await addCombo(s, chela.id, [alt(chela, 0, 1)]);
    expect(fieldErrors(es)[0]?.message).toBe('Elige exactamente una opción de cada lista del combo.');
    const en = await addCombo(s, chela.id, [alt(chela, 0, 1), { ...alt(chela, 1, 1), quantity: 2 }], 'en');
    expect(fieldErrors(en)[0]?.message).toBe('This product comes 1 per combo.');
  });

  test('PUT replaces the choice of the caller\'s line; equal to another line\'s choice, the two merge', async () => {
    const duo = combo('combo-duo-helado');
    const s = await shopper();
    const notInCart = await replaceCombo(s, duo.id, [], 'en');
    expect(notInCart.statusCode).toBe(404);
    expect(general(notInCart)).toEqual([{ identifier: 'error.combo.notInCart', message: 'That combo is not in your cart.' }]);

    await addCombo(s, duo.id);
    await addCombo(s, duo.id);
    const choice = [alt(duo, 0, 2), alt(duo, 1, 1)];
    let res = await replaceCombo(s, duo.id, choice);
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems).toEqual([expect.objectContaining({ comboOfferId: duo.id, quantity: 2, comboOfferData: choice, available: true })]);
    let lines = await cartLines(s.userId);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!.combo_selection!)).toEqual(choice.map((e) => ({ listId: e.listId, productId: e.productId, quantity: e.quantity })));

    // A second line with the defaults, then the first line is set to the defaults too: one line of 3.
    await addCombo(s, duo.id);
    expect((await cartLines(s.userId)).map((l) => l.quantity)).toEqual([2, 1]);
    res = await replaceCombo(s, duo.id, []);
    expect(res.json().cartItems).toEqual([expect.objectContaining({ quantity: 3, comboOfferData: [alt(duo, 0, 0), alt(duo, 1, 0)] })]);
    lines = await cartLines(s.userId);
    expect(lines.map((l) => l.quantity)).toEqual([3]);
  });

  test('DELETE takes one away from the caller\'s line and removes it at 0', async () => {
    const lonchera = combo('combo-lonchera');
    const s = await shopper();
    await addCombo(s, lonchera.id);
    await addCombo(s, lonchera.id);
    let res = await removeCombo(s, lonchera.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    res = await removeCombo(s, lonchera.id);
    expect(res.json()).toMatchObject({ cartItems: [], cartCount: 0 });
    res = await removeCombo(s, lonchera.id, 'en');
    expect(res.statusCode).toBe(404);
    expect(general(res)[0]?.identifier).toBe('error.combo.notInCart');
    res = await removeCombo(s, 999_999);
    expect(general(res)[0]?.identifier).toBe('error.combo.notFound');
  });

  test('a combo taken off offer: cannot be added or replaced, shows unavailable in the cart, can still be removed', async () => {
    const limpieza = combo('combo-limpieza');
    const s = await shopper();
    await addCombo(s, limpieza.id);
    await db().updateTable('combo_offers').set({ active: false }).where('combo_offer_id', '=', limpieza.id).execute();
    try {
      expect(general(await addCombo(s, limpieza.id))[0]?.identifier).toBe('error.combo.notFound');
      expect(general(await replaceCombo(s, limpieza.id, []))[0]?.identifier).toBe('error.combo.notFound');
      const cart = await getCart(s);
      expect([cart.cartItems[0].available, cart.cartCount]).toEqual([false, 0]);
      expect((await removeCombo(s, limpieza.id)).json().cartItems).toEqual([]);
    } finally {
      await db().updateTable('combo_offers').set({ active: true }).where('combo_offer_id', '=', limpieza.id).execute();
    }
  });

  test('the store must sell every chosen product: 409 and nothing changes; a line whose choice it stops selling is unavailable', async () => {
    const chela = combo('combo-arma-tu-chela');
    const s = await shopper();
    const cusquena = alt(chela, 0, 2);
    await addCombo(s, chela.id); // defaults (Pilsen)
    await addCombo(s, chela.id, [cusquena, alt(chela, 1, 0)]);
    await unavailableAtMiraflores([cusquena.productId], async () => {
      const counts = await tableCounts(ctx.database);
      const before = await cartLines(s.userId);
      const res = await addCombo(s, chela.id, [cusquena, alt(chela, 1, 1)]);
      expect(res.statusCode).toBe(409);
      expect(general(res)).toEqual([{ identifier: 'error.cart.productUnavailable', message: 'Este producto no está disponible en la tienda que atiende tu dirección.' }]);
      expect((await replaceCombo(s, chela.id, [cusquena, alt(chela, 1, 0)])).statusCode).toBe(409);
      expect(await tableCounts(ctx.database)).toEqual(counts);
      expect(await cartLines(s.userId)).toEqual(before);
      // The default line is still available; the Cusqueña line is not, and is left out of the count and pricing.
      const cart = await getCart(s);
      expect(cart.cartItems.map((i: { available: boolean }) => i.available)).toEqual([true, false]);
      expect(cart.cartCount).toBe(1);
      expect(cart.pricing.basePrice).toBe(cents(chela.actual) / 100);
      // The defaults can still be added.
      expect((await addCombo(s, chela.id)).statusCode).toBe(200);
    });
    expect((await getCart(s)).cartItems.map((i: { available: boolean }) => i.available)).toEqual([true, true]);

    // No default address → 409 addressRequired; an address no store covers → 409 productUnavailable.
    const homeless = await shopper('customer', null);
    const noAddress = await addCombo(homeless, chela.id, [], 'en');
    expect(noAddress.statusCode).toBe(409);
    expect(general(noAddress)[0]).toEqual({ identifier: 'error.cart.addressRequired', message: 'Choose a delivery address to add products to your cart.' });
    const far = await shopper('customer', NOWHERE);
    expect(general(await addCombo(far, chela.id))[0]?.identifier).toBe('error.cart.productUnavailable');
    expect(await cartLines(homeless.userId)).toEqual([]);
  });

  test('age: a combo flagged for adults → guest, no date of birth, minor 409; an adult may', async () => {
    const [parrillero, chela, desayuno] = [combo('combo-parrillero'), combo('combo-arma-tu-chela'), combo('combo-desayuno')];
    expect([parrillero.ageRestriction, chela.ageRestriction, desayuno.ageRestriction]).toEqual([true, true, false]);
    const guest = await shopper('guest');
    const counts = await tableCounts(ctx.database);
    let res = await addCombo(guest, parrillero.id);
    expect(res.statusCode).toBe(409);
    expect(general(res)).toEqual([{ identifier: 'error.cart.ageLoginRequired', message: 'Este producto es solo para mayores de 18 años. Inicia sesión con tu número de celular para comprarlo.' }]);
    res = await addCombo(await shopper('customer', MIRAFLORES, null), chela.id, [alt(chela, 0, 1), alt(chela, 1, 1)], 'en');
    expect(general(res)).toEqual([{ identifier: 'error.cart.ageVerificationRequired', message: 'This product is only for people aged 18 or over. Add your date of birth to buy it.' }]);
    // Today in Lima is 2026-06-15: born the 16th, 2008 is still 17.
    const minor = await shopper('customer', MIRAFLORES, '2008-06-16');
    res = await addCombo(minor, parrillero.id);
    expect([res.statusCode, general(res)[0]?.identifier]).toEqual([409, 'error.cart.ageRestricted']);
    expect(await tableCounts(ctx.database)).toEqual({ ...counts, users: counts.users! + 2, user_roles: counts.user_roles! + 2, customers: counts.customers! + 2, sessions: counts.sessions! + 2, user_addresses: counts.user_addresses! + 2 });
    // Unrestricted combos are fine for all of them; adults may buy the restricted one.
    expect((await addCombo(guest, desayuno.id)).statusCode).toBe(200);
    expect((await addCombo(minor, desayuno.id)).statusCode).toBe(200);
    const adult = await shopper('customer', MIRAFLORES, '2008-06-15');
    res = await addCombo(adult, parrillero.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems[0].product.ageRestrictionValue).toBe(18);
  });

  test('at most 20 of one line', async () => {
    const desayuno = combo('combo-desayuno');
    const s = await shopper();
    await addCombo(s, desayuno.id);
    await db().updateTable('cart_items').set({ quantity: 20 }).where('cart_item_id', '=', (await cartLines(s.userId))[0]!.cart_item_id).execute();
    const res = await addCombo(s, desayuno.id, [], 'en');
    expect(res.statusCode).toBe(400);
    expect(general(res)).toEqual([{ identifier: 'error.combo.quantityAboveLimit', message: 'You can take at most 20 units of this combo.' }]);
    expect((await cartLines(s.userId))[0]!.quantity).toBe(20);
  });

  test('sessions and ownership: 401 without a session; another user\'s calls never touch the owner\'s cart', async () => {
    const duo = combo('combo-duo-helado');
    for (const [method, payload] of [['POST', { comboOfferData: [] }], ['PUT', { comboOfferData: [] }], ['DELETE', undefined]] as const) {
      const res = await call(method, cartUrl(duo.id), undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(general(res)).toEqual([{ identifier: 'error.auth.sessionRequired', message: 'Inicia sesión para continuar.' }]);
    }
    // 401 comes before the body is even looked at.
    expect((await call('POST', cartUrl(duo.id), undefined, { comboOfferData: 'nonsense' })).statusCode).toBe(401);

    const owner = await shopper();
    await addCombo(owner, duo.id);
    await addCombo(owner, duo.id, [alt(duo, 0, 1), alt(duo, 1, 1)]);
    const ownerLines = await cartLines(owner.userId);
    const intruder = await shopper();
    expect((await removeCombo(intruder, duo.id)).statusCode).toBe(404);
    expect((await replaceCombo(intruder, duo.id, [alt(duo, 0, 2), alt(duo, 1, 2)])).statusCode).toBe(404);
    const added = await addCombo(intruder, duo.id);
    expect(added.statusCode).toBe(200);
    expect(added.json().cartItems).toHaveLength(1);
    expect(await removeCombo(intruder, duo.id)).toHaveProperty('statusCode', 200);
    expect(await cartLines(owner.userId)).toEqual(ownerLines);
    expect((await call('POST', '/api/v1/CO/combo-offers/products/1/', owner, { comboOfferData: [] })).statusCode).toBe(404);
  });

  test('a guest without a cart yet gets one on the first combo; a refused first call leaves no cart behind', async () => {
    const desayuno = combo('combo-desayuno');
    const s = await shopper('guest', null);
    const carts = async () => db().selectFrom('carts').select('cart_id').where('user_id', '=', s.userId).execute();
    expect(await carts()).toEqual([]);
    expect((await addCombo(s, desayuno.id)).statusCode).toBe(409); // no address yet
    expect(await carts()).toEqual([]);
    await addAddress(s.userId, MIRAFLORES);
    const res = await addCombo(s, desayuno.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().cartId).toBe((await carts())[0]!.cart_id);
  });
});

test('the OpenAPI document lists the combo routes under the combos tag and the review routes under reviews', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths;
  expect(paths['/api/v1/{countryId}/homescreen/combo-offers'].get.tags).toEqual(['combos']);
  expect(paths['/api/v1/{countryId}/combo-offers/{id}/comboOfferDetails'].get.tags).toEqual(['combos']);
  const cartPath = paths['/api/v1/{countryId}/combo-offers/products/{comboOfferId}'];
  expect(Object.keys(cartPath).sort()).toEqual(['delete', 'post', 'put']);
  expect(cartPath.post.requestBody).toBeDefined();
  expect(paths['/api/v1/{countryId}/combo-offers/products/{productId}'].get.tags).toEqual(['combos']);
  expect(paths['/api/v1/{countryId}/feedback/{productId}'].get.tags).toEqual(['reviews']);
  expect(paths['/api/v1/{countryId}/feedback/like'].post.tags).toEqual(['reviews']);
  expect(paths['/api/v1/{countryId}/feedback'].post.responses).toHaveProperty(['201']);
});
