// Product search API: accent- and typo-tolerant over name, brand and category in the request language, relevance and the
// four sorts, paging, the search box's suggestions and similerKeywords, the age flag, store prices through the caller's
// own address, the per-transaction similarity threshold, and bad input answered with translated errors.
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { slugify } from '../src/rules/slug.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, type TestCaller } from './helpers/sessions.js';
import { RELEVANCE_CASES } from './fixtures/search-relevance.js';
import { describeScore, RELEVANCE_DEPTH, scoreRelevance } from './fixtures/search-relevance-score.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => { await ctx?.close(); });

interface Product {
  productId: number; slug: string; name: string; brandName: string; categoryName: string; ageRestriction: number; available: boolean;
  rating: number | null; productPrice: { actualPrice: number; discountedPrice: number }[];
}
interface ResultsPage { count: number; records: Product[]; ageRestricted: boolean; similerKeywords: string[] }
interface QuickPage { count: number; records: { productId: number; slug: string; name: string; categoryName: string; imageUrl: string }[]; similerKeywords: string[] }

type Query = Record<string, string | number | undefined>;
const qs = (query: Query): string => new URLSearchParams(Object.entries(query)
  .flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]]))).toString();
const get = (path: string, query: Query, caller?: TestCaller): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/products-search/${path}?${qs(query)}`, headers: caller ? { cookie: caller.cookie } : {} });

async function results(query: Query, caller?: TestCaller): Promise<ResultsPage> {
  const res = await get('products', { countryId: 'PE', limit: 100, ...query }, caller);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; records: ResultsPage[] };
  expect(body.count).toBe(1);
  expect(body.records).toHaveLength(1);
  return body.records[0] as ResultsPage;
}
async function quick(query: Query): Promise<QuickPage> {
  const res = await get('quick', { countryId: 'PE', sortType: 'asc', limit: 20, offset: 0, ...query });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; records: QuickPage[] };
  expect(body.count).toBe(1);
  return body.records[0] as QuickPage;
}
const names = (page: { records: { name: string }[] }): string[] => page.records.map((r) => r.name);
const ids = (page: { records: { productId: number }[] }): number[] => page.records.map((r) => r.productId);
const plain = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('matching', () => {
  test('"cafe" finds the "Café …" products, first those whose name starts with it, the same as "CAFÉ"', async () => {
    const page = await results({ search: 'cafe' });
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(names(page)).toEqual(expect.arrayContaining(['Café Americano 350 ml', 'Café Molido Gourmet Altomayo 250 g']));
    expect(plain(page.records[0]?.name ?? '')).toMatch(/^cafe/);
    for (const p of page.records) expect(plain(`${p.name} ${p.brandName} ${p.categoryName}`)).toContain('cafe');
    expect(ids(await results({ search: '  CAFÉ ' }))).toEqual(ids(page));
  });

  test('a one-letter typo of a product name still finds it', async () => {
    expect(names(await results({ search: 'Cafe Amerciano' })).sort()).toEqual(['Café Americano 350 ml', 'Café Americano 470 ml']);
    expect(names(await results({ search: 'altomayp' }))).toEqual(expect.arrayContaining(['Café Molido Gourmet Altomayo 250 g']));
    expect(names(await results({ search: 'Gaseosa Imca Kola' }))).toEqual(expect.arrayContaining(['Gaseosa Inca Kola 500 ml']));
    for (const typed of ['platno', 'plantano', 'PLATANO']) expect(names(await results({ search: typed }))).toContain('Plátano de Seda 1 kg');
    // Written together, typed without the hyphen
    expect(names(await results({ search: 'cocacola' }))).toContain('Gaseosa Coca-Cola 500 ml');
  });

  test('a partial word finds the words it starts (what the search box sends while typing)', async () => {
    const page = await results({ search: 'choco' });
    expect(page.count).toBeGreaterThan(0);
    for (const p of page.records) expect(plain(`${p.name} ${p.brandName}`)).toContain('choco');
  });

  test('brand names match: "frescos del valle" finds the bananas, whose name does not say it', async () => {
    const page = await results({ search: 'frescos del valle' });
    expect(names(page)).toContain('Plátano de Seda 1 kg');
    for (const p of page.records) expect(p.brandName).toBe('Frescos del Valle');
  });

  test('category names match in the request language, after the products that name the text', async () => {
    const es = await results({ search: 'panaderia' });
    expect(names(es)).toEqual(expect.arrayContaining(['Panetón Unión 900 g', 'Pan Francés 6 unid.']));
    for (const p of es.records) expect(p.categoryName).toBe('Panadería');
    const en = await results({ search: 'bakery', languageCode: 'en' });
    expect(names(en)).toEqual(expect.arrayContaining(['Unión Panettone 900 g']));
    expect(en.count).toBe(es.count);
    // Words from the name and the category together: "bebidas inca" = the Inca Kola drinks
    const mixed = await results({ search: 'bebidas inca' });
    expect(mixed.count).toBeGreaterThan(0);
    for (const p of mixed.records) expect(p.brandName).toBe('Inca Kola');
  });

  test('a word of the other language finds the products too, after those the request language names', async () => {
    const categoryOf = async (page: ResultsPage) => new Set(page.records.map((p) => p.categoryName));
    const beerEn = await results({ search: 'beer', languageCode: 'en' });
    expect(names(beerEn)).toContain('Pilsen Callao Beer 355 ml');
    // In the English shop, Spanish words: the same products, named in English
    const cervezaEn = await results({ search: 'cerveza', languageCode: 'en' });
    expect(cervezaEn.count).toBe(beerEn.count);
    expect(await categoryOf(cervezaEn)).toEqual(new Set(['Beer']));
    expect(names(cervezaEn)).toContain('Pilsen Callao Beer 355 ml');
    const gaseosaEn = await results({ search: 'gaseosa', languageCode: 'en' });
    expect(gaseosaEn.count).toBe((await results({ search: 'gaseosa' })).count);
    expect(names(gaseosaEn)).toEqual(expect.arrayContaining(['Inca Kola Soft Drink 500 ml', 'Coca-Cola Zero Sugar 500 ml']));
    const lecheEn = await results({ search: 'leche', languageCode: 'en' });
    // "Dulce de Leche" says it in English too: it comes first, then the milks
    expect(names(lecheEn)[0]).toBe('Gloria Dulce de Leche (Manjar Blanco) 400 g');
    expect(names(lecheEn)).toEqual(expect.arrayContaining(['Gloria Whole UHT Milk 1 L', 'Gloria Evaporated Milk 400 g', 'Laive Lactose-Free Milk 1 L']));
    // ... and the other way round
    const beerEs = await results({ search: 'beer' });
    expect(ids(beerEs).sort()).toEqual(ids(cervezaEn).sort());
    expect(names(beerEs)).toContain('Cerveza Pilsen Callao 355 ml');
    expect(names(await results({ search: 'milk' }))).toEqual(expect.arrayContaining(['Leche UHT Entera Gloria 1 L', 'Leche Sin Lactosa Laive 1 L']));
    // The suggestions follow the same rule
    expect((await quick({ search: 'gaseosa', languageCode: 'en' })).records.map((r) => r.name)).toContain('Inca Kola Soft Drink 500 ml');
    // Accept-Language picks the language when there is no languageCode
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products-search/products?${qs({ search: 'beer', countryId: 'PE' })}`, headers: { 'accept-language': 'en' } });
    expect((res.json() as { records: ResultsPage[] }).records[0]?.records[0]?.name).toMatch(/Beer|Lager/);
  });

  test('one letter wrong, missing or extra in a whole word finds it, in short words too; the suggestions as well', async () => {
    const cerveza = ids(await results({ search: 'cerveza' })).sort();
    expect(cerveza.length).toBeGreaterThan(10);
    for (const typed of ['cerbeza', 'cervza', 'cervezza', 'CERBEZA']) expect([typed, ids(await results({ search: typed })).sort()]).toEqual([typed, cerveza]);
    expect(ids(await results({ search: 'cerbeza', languageCode: 'en' })).sort()).toEqual(cerveza);
    const milks = ids(await results({ search: 'leche' })).sort();
    for (const typed of ['lecge', 'lechw', 'lche']) expect([typed, ids(await results({ search: typed })).sort()]).toEqual([typed, milks]);
    // The product that is the corrected word comes first ("fresas" → "Fresa 500 g", before the strawberry yogurts)
    expect(names(await results({ search: 'fresas' }))[0]).toBe('Fresa 500 g');
    const suggestions = await quick({ search: 'cerbeza' });
    expect(suggestions.count).toBe(cerveza.length);
    expect(suggestions.records.length).toBeGreaterThan(0);
    expect(suggestions.similerKeywords).toEqual([]);
    // Two letters off is not a one-letter typo: nothing, and close keywords instead
    expect((await results({ search: 'cerbezq' })).count).toBe(0);
  });

  test(`relevance fixture: each of ${RELEVANCE_CASES.length} realistic queries has its product in the first ${RELEVANCE_DEPTH}, in results and suggestions`, async () => {
    const first = (path: 'products' | 'quick') => async (c: (typeof RELEVANCE_CASES)[number]) => {
      const res = await get(path, { countryId: 'PE', search: c.query, languageCode: c.languageCode, limit: RELEVANCE_DEPTH, offset: 0, sortType: 'asc' });
      return ids((res.json() as { records: { records: { productId: number }[] }[] }).records[0] ?? { records: [] });
    };
    const score = await scoreRelevance(ctx.database.db, first('products'));
    expect(describeScore(score)).toEqual([`${score.total}/${score.total} (100.0%) with the expected product in the first ${RELEVANCE_DEPTH}; exact 47/47, typo 21/21, cross-language 28/28`]);
    // Suggestions rank the same way (every fourth case: they share the search)
    const quickScore = await scoreRelevance(ctx.database.db, first('quick'), RELEVANCE_CASES.filter((_, i) => i % 4 === 0));
    expect(quickScore.hits).toBe(quickScore.total);
  });

  test('several words must all match ("inca kola 500" = the 500 ml Inca Kolas only)', async () => {
    const page = await results({ search: 'inca kola 500' });
    expect(page.count).toBeGreaterThan(0);
    for (const p of page.records) {
      expect(p.brandName).toBe('Inca Kola');
      expect(p.name).toMatch(/\b500\b/);
    }
  });

  test('LIKE and regex characters are plain text', async () => {
    expect((await results({ search: '%' })).count).toBe(0);
    expect((await results({ search: '_' })).count).toBe(0);
    expect((await results({ search: '.*' })).count).toBe(0);
    expect(names(await results({ search: "lay's" }))).toEqual(expect.arrayContaining(["Papas Lay's Clásicas 150 g"]));
    // Control characters are refused, as in every text the API takes (a NUL cannot reach PostgreSQL); a tab separates words.
    const nul = await get('products', { countryId: 'PE', search: 'cafe\u0000americano' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors.fieldsErrors).toEqual([expect.objectContaining({ fieldName: 'search', identifier: 'error.validation.controlCharacters' })]);
    expect(names(await results({ search: 'cafe\tamericano' })).sort()).toEqual(['Café Americano 350 ml', 'Café Americano 470 ml']);
  });

  test('a product added later is found, typos and the other language included; renamed or deleted words stop matching', async () => {
    const db = ctx.database.db;
    const product = await db.insertInto('products').values({ sku: 'test-quirquincho', category_id: 1, brand_id: 1, actual_price: '3.50', discounted_price: '3.50' })
      .returning('product_id').executeTakeFirstOrThrow();
    await db.insertInto('product_translations').values([
      { product_id: product.product_id, language_id: 1, name: 'Refresco Quirquincho Andino', brand_name: 'Inca Kola' },
      { product_id: product.product_id, language_id: 2, name: 'Quirquincho Andean Refresher', brand_name: 'Inca Kola' },
    ]).execute();
    try {
      expect(ids(await results({ search: 'quirquinchp' }))).toEqual([product.product_id]);
      expect(ids(await results({ search: 'andean quirquincho', languageCode: 'en' }))).toEqual([product.product_id]);
      expect(ids(await results({ search: 'andean quirquincho' }))).toEqual([product.product_id]);
      expect(ids(await results({ search: 'andino', languageCode: 'en' }))).toEqual([product.product_id]);
      // The English name changes: its old word no longer finds it in either shop, the new one does (a query is not
      // asked twice the same: a ranking may be reused for a few seconds)
      await db.updateTable('product_translations').set({ name: 'Quirquincho Highland Refresher' })
        .where('product_id', '=', product.product_id).where('language_id', '=', 2).execute();
      expect((await results({ search: 'andean' })).count).toBe(0);
      expect(ids(await results({ search: 'highland' }))).toEqual([product.product_id]);
      await db.deleteFrom('product_translations').where('product_id', '=', product.product_id).where('language_id', '=', 2).execute();
      expect((await results({ search: 'highland', limit: 50 })).count).toBe(0);
      await db.updateTable('products').set({ active: false }).where('product_id', '=', product.product_id).execute();
      expect((await results({ search: 'quirquincho' })).count).toBe(0);
    } finally {
      await db.deleteFrom('products').where('product_id', '=', product.product_id).execute();
    }
  });
});

describe('order and paging', () => {
  test('price ascending and descending follow the discounted price', async () => {
    const asc = (await results({ search: 'gaseosa', sortColumn: 'price', sortType: 'asc' })).records.map((p) => p.productPrice[0]?.discountedPrice ?? 0);
    const desc = (await results({ search: 'gaseosa', sortColumn: 'price', sortType: 'desc' })).records.map((p) => p.productPrice[0]?.discountedPrice ?? 0);
    expect(asc.length).toBeGreaterThan(3);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    // No sortType: price goes cheapest first
    expect((await results({ search: 'gaseosa', sortColumn: 'price' })).records.map((p) => p.productPrice[0]?.discountedPrice ?? 0)).toEqual(asc);
  });

  test('popularity both ways follows products.popularity', async () => {
    const popularity = async (sortType: string) => {
      const page = await results({ search: 'gaseosa', sortColumn: 'popularity', sortType });
      const rows = await ctx.database.db.selectFrom('products').select(['product_id', 'popularity']).where('product_id', 'in', ids(page)).execute();
      const byId = new Map(rows.map((r) => [r.product_id, r.popularity]));
      return ids(page).map((id) => byId.get(id) as number);
    };
    const desc = await popularity('desc');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = await popularity('asc');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  test('rating both ways, products without reviews last either way', async () => {
    for (const sortType of ['desc', 'asc'] as const) {
      const ratings = (await results({ search: 'a', sortColumn: 'rating', sortType })).records.map((p) => p.rating);
      const rated = ratings.filter((r): r is number => r !== null);
      expect(rated.length).toBeGreaterThan(1);
      expect(ratings.slice(0, rated.length)).toEqual(rated);
      expect(rated).toEqual([...rated].sort((a, b) => (sortType === 'desc' ? b - a : a - b)));
    }
  });

  test('none (relevance): the text starting the name first, then starting a word, then inside a word', async () => {
    const page = await results({ search: 'pan', sortColumn: 'none' });
    const tier = (p: Product) => {
      const text = plain(`${p.name} ${p.brandName}`);
      if (text.startsWith('pan')) return 0;
      if (/(^|[^\p{L}\p{N}])pan/u.test(text)) return 1;
      return text.includes('pan') ? 2 : 3;
    };
    const tiers = page.records.map(tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers).size).toBeGreaterThan(1);
  });

  test('pages follow each other without gaps or repeats; past the end there are no records and the same count', async () => {
    const all = await results({ search: 'gaseosa', limit: 100 });
    const first = await results({ search: 'gaseosa', limit: 5, offset: 0 });
    const second = await results({ search: 'gaseosa', limit: 5, offset: 5 });
    expect(first.count).toBe(all.count);
    expect(second.count).toBe(all.count);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 10));
    const past = await results({ search: 'gaseosa', limit: 5, offset: all.count });
    expect(past).toMatchObject({ count: all.count, records: [], similerKeywords: [] });
    // The default page size is 20
    const defaults = await get('products', { search: 'gaseosa', countryId: 'PE' });
    expect((defaults.json() as { records: ResultsPage[] }).records[0]?.records).toHaveLength(Math.min(20, all.count));
  });
});

describe('flags, suggestions and keywords', () => {
  test('ageRestricted is true when any match (on any page) has an age restriction', async () => {
    const beer = await results({ search: 'cerveza' });
    expect(beer.ageRestricted).toBe(true);
    expect(beer.records.every((p) => p.ageRestriction === 18)).toBe(true);
    expect((await results({ search: 'cafe' })).ageRestricted).toBe(false);
    // "pack": packs of beer and of other things; the cheapest one is not restricted
    const all = await results({ search: 'pack', sortColumn: 'price', sortType: 'asc' });
    expect(all.records.some((p) => p.ageRestriction > 0)).toBe(true);
    expect(all.records[0]?.ageRestriction).toBe(0);
    expect((await results({ search: 'pack', sortColumn: 'price', sortType: 'asc', limit: 1 })).ageRestricted).toBe(true);
  });

  test('quick search answers name, slug, category and image of the matches, in the language', async () => {
    const page = await quick({ search: 'cafe' });
    expect(page.count).toBe((await results({ search: 'cafe' })).count);
    expect(page.similerKeywords).toEqual([]);
    const americano = page.records.find((r) => r.name === 'Café Americano 350 ml');
    expect(americano).toEqual({
      productId: expect.any(Number), slug: slugify('Café Americano 350 ml'), name: 'Café Americano 350 ml', categoryName: 'Comida Lista',
      imageUrl: expect.stringMatching(/^\/api\/v1\/images\/art\/[0-9a-f]{20}\.svg$/),
    });
    expect(americano?.slug).toBe('café-americano-350-ml');
    const en = await quick({ search: 'coffee', languageCode: 'en' });
    expect(en.records.map((r) => r.name)).toContain('Americano Coffee 350 ml');
    expect(en.records.find((r) => r.name === 'Americano Coffee 350 ml')?.categoryName).toBe('Ready to Eat');
    expect((await quick({ search: 'gaseosa', limit: 3 })).records).toHaveLength(3);
  });

  test('nothing found: similerKeywords offers up to 5 close names; nonsense gets none', async () => {
    const typo = await quick({ search: 'cerbezq' });
    expect(typo.records).toEqual([]);
    expect(typo.count).toBe(0);
    expect(typo.similerKeywords.length).toBeGreaterThan(0);
    expect(typo.similerKeywords.length).toBeLessThanOrEqual(5);
    expect(typo.similerKeywords).toContain('Cervezas');
    expect(typo.similerKeywords.some((k) => k.startsWith('Cerveza '))).toBe(true);
    const results2 = await results({ search: 'cerbezq' });
    expect(results2).toMatchObject({ count: 0, records: [], ageRestricted: false });
    expect(results2.similerKeywords).toEqual(typo.similerKeywords);
    // A brand typed badly enough to find nothing
    expect((await quick({ search: 'hxineken q' })).similerKeywords).toContain('Heineken');
    expect(await quick({ search: 'xqzwv' })).toEqual({ count: 0, records: [], similerKeywords: [] });
  });
});

describe('store and session', () => {
  test('the own address\'s store sets prices and availability (unavailable last); anyone else\'s address is ignored', async () => {
    const db = ctx.database.db;
    const shopper = await newCustomer(ctx);
    const address = await db.insertInto('user_addresses').values({
      user_id: shopper.userId, country_id: 'PE', street1: 'Av. José Larco 812', latitude: -12.1236, longitude: -77.0293, default_shipping: true,
    }).returning('user_address_id').executeTakeFirstOrThrow();
    const store = await db.selectFrom('stores').select('store_id').where('code', '=', 'lima-miraflores').executeTakeFirstOrThrow();
    const base = await results({ search: 'inca kola' });
    const [cheap, gone] = base.records as [Product, Product];
    await db.updateTable('store_products').set({ actual_price: '9.90', discounted_price: '8.80' })
      .where('store_id', '=', store.store_id).where('product_id', '=', cheap.productId).execute();
    await db.updateTable('store_products').set({ available: false })
      .where('store_id', '=', store.store_id).where('product_id', '=', gone.productId).execute();
    try {
      const own = await results({ search: 'inca kola', userAddressId: address.user_address_id }, shopper);
      expect(own.count).toBe(base.count);
      expect(own.records.find((p) => p.productId === cheap.productId)?.productPrice).toEqual([{ actualPrice: 9.9, discountedPrice: 8.8 }]);
      expect(own.records.at(-1)).toMatchObject({ productId: gone.productId, available: false });
      expect(own.records.slice(0, -1).every((p) => p.available)).toBe(true);
      // addressId is the same parameter
      expect(ids(await results({ search: 'inca kola', addressId: address.user_address_id }, shopper))).toEqual(ids(own));

      const stranger = await newCustomer(ctx);
      for (const [query, caller] of [
        [{ search: 'inca kola', userAddressId: address.user_address_id }, stranger],
        [{ search: 'inca kola', userAddressId: address.user_address_id }, undefined],
        [{ search: 'inca kola', userAddressId: 999_999 }, shopper],
      ] as const) {
        const page = await results(query, caller);
        expect(ids(page)).toEqual(ids(base));
        expect(page.records.every((p) => p.available)).toBe(true);
        expect(page.records[0]?.productPrice).toEqual(base.records[0]?.productPrice);
      }
    } finally {
      await db.updateTable('store_products').set({ actual_price: null, discounted_price: null, available: true })
        .where('store_id', '=', store.store_id).where('product_id', 'in', [cheap.productId, gone.productId]).execute();
    }
  });

  test('the similarity threshold is set for the search transaction only, and a search changes nothing', async () => {
    const before = await tableCounts(ctx.database);
    await results({ search: 'altomayp' });
    await quick({ search: 'cerbeza' });
    expect(await tableCounts(ctx.database)).toEqual(before);
    // PGlite has one connection (the one the search used); on PostgreSQL any pool connection: none keeps 0.5.
    // (missing_ok: a PostgreSQL connection that never loaded pg_trgm has no such setting at all)
    const { rows } = await sql<{ threshold: string | null }>`select current_setting('pg_trgm.word_similarity_threshold', true) as threshold`
      .execute(ctx.database.db);
    expect(rows[0]?.threshold ?? '0.6').toBe('0.6');
  });
});

test('the OpenAPI document lists both calls with their query parameters under the search tag', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const params = (path: string) => {
    const get = doc.paths[`/api/v1/products-search/${path}`].get as { tags: string[]; parameters: { name: string }[] };
    expect(get.tags).toEqual(['search']);
    return get.parameters.map((p) => p.name);
  };
  const common = ['search', 'countryId', 'languageCode', 'userAddressId', 'limit', 'offset', 'sortType'];
  expect(params('quick')).toEqual(expect.arrayContaining(common));
  expect(params('products')).toEqual(expect.arrayContaining([...common, 'sortColumn']));
});

describe('bad input', () => {
  const fieldError = async (path: string, query: Query, fieldName: string, identifier: string, message?: RegExp) => {
    const res = await get(path, { countryId: 'PE', ...query });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: { general: unknown[]; fieldsErrors: { fieldName: string; identifier: string; message: string }[] } };
    expect(body.errors.general).toEqual([]);
    expect(body.errors.fieldsErrors).toEqual([expect.objectContaining({ fieldName, identifier })]);
    if (message) expect(body.errors.fieldsErrors[0]?.message).toMatch(message);
  };

  test.each(['products', 'quick'])('%s: empty, blank, missing or too long text → 400 error.search.*, translated', async (path) => {
    await fieldError(path, { search: '' }, 'search', 'error.search.textRequired', /Escribe/);
    await fieldError(path, { search: '   ' }, 'search', 'error.search.textRequired', /Escribe/);
    await fieldError(path, {}, 'search', 'error.search.textRequired');
    await fieldError(path, { search: '   ', languageCode: 'en' }, 'search', 'error.search.textRequired', /Type the name/);
    await fieldError(path, { search: 'a'.repeat(101) }, 'search', 'error.search.textTooLong', /100/);
    await fieldError(path, { search: 'a'.repeat(101), languageCode: 'en' }, 'search', 'error.search.textTooLong', /at most 100/);
    // 100 characters after trimming are fine
    expect((await get(path, { countryId: 'PE', search: ` ${'a'.repeat(100)} ` })).statusCode).toBe(200);
  });

  test('bad sort, paging or country → 400 on that field, translated', async () => {
    await fieldError('products', { search: 'cafe', sortColumn: 'name' }, 'sortColumn', 'error.validation.invalidOption');
    await fieldError('products', { search: 'cafe', sortType: 'up' }, 'sortType', 'error.validation.invalidOption');
    await fieldError('quick', { search: 'cafe', sortType: 'up' }, 'sortType', 'error.validation.invalidOption');
    await fieldError('products', { search: 'cafe', limit: 0 }, 'limit', 'error.validation.tooSmall');
    await fieldError('quick', { search: 'cafe', limit: 0, languageCode: 'en' }, 'limit', 'error.validation.tooSmall', /1/);
    await fieldError('products', { search: 'cafe', limit: 101 }, 'limit', 'error.validation.tooBig');
    await fieldError('products', { search: 'cafe', offset: -1 }, 'offset', 'error.validation.tooSmall');
    await fieldError('products', { search: 'cafe', limit: 'ten' }, 'limit', 'error.validation.invalidType');
    await fieldError('products', { search: 'cafe', userAddressId: 'x' }, 'userAddressId', 'error.validation.invalidType');
    await fieldError('products', { search: 'cafe', countryId: 'XX' }, 'countryId', 'error.validation.unknownCountry');
    await fieldError('quick', { search: 'cafe', countryId: 'pe' }, 'countryId', 'error.validation.invalidFormat');
  });
});
