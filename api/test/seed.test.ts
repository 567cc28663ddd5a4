// The demo data: the counts and variety the issue asks for, and seeding twice changes nothing.
import { sql } from 'kysely';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { seedDemo, seedDemoIfNeeded } from '../src/db/seed/demo-seed.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => { await ctx?.close(); });

const q = async <T>(query: ReturnType<typeof sql<T>>): Promise<T[]> => (await query.execute(ctx.database.db)).rows;

test('14 categories in the required order, beer, wine & spirits and tobacco age-restricted', async () => {
  const rows = await q(sql<{ es: string; en: string; age: number }>`select es.name as es, en.name as en, c.age_restriction as age
    from categories c join category_translations es on es.category_id = c.category_id and es.language_id = 1
    join category_translations en on en.category_id = c.category_id and en.language_id = 2 order by c.sort_order`);
  expect(rows.map((r) => `${r.es}/${r.en}`)).toEqual([
    'Bebidas/Drinks', 'Cervezas/Beer', 'Vinos y Licores/Wine & Spirits', 'Cigarrillos/Tobacco', 'Snacks y Golosinas/Snacks & Sweets',
    'Lácteos y Huevos/Dairy & Eggs', 'Panadería/Bakery', 'Abarrotes/Groceries', 'Comida Lista/Ready to Eat', 'Limpieza/Household Cleaning',
    'Cuidado Personal/Personal Care', 'Helados/Ice Cream', 'Frutas y Verduras/Fruit & Vegetables', 'Mascotas/Pets',
  ]);
  expect(rows.filter((r) => r.age === 18).map((r) => r.en)).toEqual(['Beer', 'Wine & Spirits', 'Tobacco']);
});

test('at least 25 brands, including the Peruvian ones the issue names', async () => {
  const rows = await q(sql<{ name: string }>`select name from brands`);
  expect(rows.length).toBeGreaterThanOrEqual(25);
  expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Inca Kola', 'Pilsen Callao', 'Cristal', 'Cusqueña', 'Gloria', 'Laive',
    'Bimbo', 'Field', 'Costeño', "Lay's", "D'Onofrio", 'Sublime', 'Sayón', 'San Mateo', 'Cielo', 'Tabernero', 'Cartavio', 'Marlboro',
    'Lucky Strike', 'Bolívar', 'Opal', 'Ariel', 'Dento', 'Ricocan']));
});

test('at least 250 products, each with a Primary image and two more (back label, pack), names and every attribute in es and en', async () => {
  const [products] = await q(sql<{ n: number }>`select count(*)::int as n from products`);
  expect(products!.n).toBeGreaterThanOrEqual(250);
  const [noPrimary] = await q(sql<{ n: number }>`select count(*)::int as n from products p
    where not exists (select 1 from product_files f where f.product_id = p.product_id and f.file_type = 'Primary' and f.image_url ~ '^/api/v1/images/art/[0-9a-f]{20}\.svg$')`);
  expect(noPrimary!.n).toBe(0);
  const [fewImages] = await q(sql<{ n: number }>`select count(*)::int as n from products p
    where (select count(*) from product_files f where f.product_id = p.product_id and f.image_url like '/api/v1/images/art/%') < 3`);
  expect(fewImages!.n).toBe(0);
  const [missingText] = await q(sql<{ n: number }>`select count(*)::int as n from products p cross join languages l
    where not exists (select 1 from product_translations t where t.product_id = p.product_id and t.language_id = l.language_id)`);
  expect(missingText!.n).toBe(0);
  const required = ['brand', 'name', 'short_description', 'description', 'age_restriction', 'no_of_unit', 'price_per_unit', 'unit_of_price_per_unit'];
  const [missingAttributes] = await q(sql<{ n: number }>`select count(*)::int as n from products p cross join languages l cross join unnest(${required}::text[]) as req(code)
    where not exists (select 1 from product_attributes a where a.product_id = p.product_id and a.language_id = l.language_id and a.attribute_code = req.code)`);
  expect(missingAttributes!.n).toBe(0);
});

test('ready-to-eat products have toppings (a JSON list per language); restricted categories give restricted products', async () => {
  const rows = await q(sql<{ es: string; en: string }>`select es.value as es, en.value as en from products p
    join categories c on c.category_id = p.category_id and c.code = 'comida-lista'
    join product_attributes es on es.product_id = p.product_id and es.language_id = 1 and es.attribute_code = 'toppings'
    join product_attributes en on en.product_id = p.product_id and en.language_id = 2 and en.attribute_code = 'toppings'`);
  const [readyToEat] = await q(sql<{ n: number }>`select count(*)::int as n from products p join categories c on c.category_id = p.category_id where c.code = 'comida-lista'`);
  expect(rows.length).toBe(readyToEat!.n);
  expect(rows.length).toBeGreaterThan(5);
  for (const r of rows) {
    expect(JSON.parse(r.es).length).toBeGreaterThan(0);
    expect(JSON.parse(r.en)).toHaveLength(JSON.parse(r.es).length);
  }
  const [mismatch] = await q(sql<{ n: number }>`select count(*)::int as n from products p join categories c on c.category_id = p.category_id
    where p.age_restriction <> c.age_restriction`);
  expect(mismatch!.n).toBe(0);
});

test('many products are discounted, never above their actual price', async () => {
  const [row] = await q(sql<{ discounted: number; total: number }>`select count(*) filter (where discounted_price < actual_price)::int as discounted, count(*)::int as total from products`);
  expect(row!.discounted / row!.total).toBeGreaterThan(0.3);
});

test('8 combos of both types with their products and lists', async () => {
  const rows = await q(sql<{ type: string; products: number; lists: number; alternatives: number; selling: string; actual: string }>`
    select c.combo_offer_type as type,
      (select count(*)::int from combo_offer_products p where p.combo_offer_id = c.combo_offer_id) as products,
      (select count(*)::int from combo_offer_lists l where l.combo_offer_id = c.combo_offer_id) as lists,
      (select count(*)::int from combo_offer_lists l join combo_offer_list_alternatives a on a.list_id = l.list_id where l.combo_offer_id = c.combo_offer_id) as alternatives,
      c.combo_selling_price as selling, c.actual_selling_price as actual
    from combo_offers c`);
  expect(rows).toHaveLength(8);
  const normal = rows.filter((r) => r.type === 'normal');
  const list = rows.filter((r) => r.type === 'list');
  expect(normal.length).toBeGreaterThan(0);
  expect(list.length).toBeGreaterThan(0);
  expect(normal.every((r) => r.products >= 2 && r.lists === 0)).toBe(true);
  expect(list.every((r) => r.lists >= 2 && r.alternatives >= r.lists * 2)).toBe(true);
  expect(rows.every((r) => Number(r.selling) < Number(r.actual))).toBe(true);
});

test('6 banners: home and pop-up, combo (one and several), category and generic targets', async () => {
  const rows = await q(sql<{ type: string; applicable: string | null; combos: number; category: number | null }>`
    select banner_type as type, applicable_on as applicable, category_id as category,
      (select count(*)::int from banner_combo_offers bc where bc.banner_id = b.banner_id) as combos from banners b`);
  expect(rows).toHaveLength(6);
  expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['BANNERHOME', 'POPUP']));
  expect(rows.some((r) => r.applicable === 'COMBOOFFER' && r.combos === 1)).toBe(true);
  expect(rows.some((r) => r.applicable === 'COMBOOFFER' && r.combos > 1)).toBe(true);
  expect(rows.some((r) => r.applicable === 'CATEGORY' && r.category !== null)).toBe(true);
  expect(rows.some((r) => r.applicable === null)).toBe(true);
});

test('6 promo codes with minimum amounts and end dates, exactly one expired', async () => {
  const rows = await q(sql<{ code: string; minimum: string; expired: boolean }>`select promo_code as code, minimum_cart_amount as minimum, end_date < now() as expired from promos`);
  expect(rows).toHaveLength(6);
  expect(rows.filter((r) => r.expired).map((r) => r.code)).toEqual(['NAVIDAD2023']);
  expect(rows.every((r) => Number(r.minimum) > 0)).toBe(true);
});

test('3 Lima stores with coordinates, radius and hours; one offline', async () => {
  const rows = await q(sql<{ lat: number; lng: number; radius: number; from: number; to: number; online: boolean; schedule: boolean }>`
    select latitude as lat, longitude as lng, delivery_radius_m as radius, order_acceptance_time_from as from, order_acceptance_time_to as to,
      online, schedule_delivery_enabled as schedule from stores`);
  expect(rows).toHaveLength(3);
  for (const s of rows) {
    expect(s.lat).toBeGreaterThan(-12.3); expect(s.lat).toBeLessThan(-11.9);
    expect(s.lng).toBeGreaterThan(-77.2); expect(s.lng).toBeLessThan(-76.8);
    expect(s.radius).toBeGreaterThan(0);
    expect(s.to).toBeGreaterThan(s.from);
  }
  expect(rows.filter((s) => !s.online)).toHaveLength(1);
  expect(rows.some((s) => s.schedule)).toBe(true);
});

test('reviews with ratings on many products, by several demo customers', async () => {
  const [row] = await q(sql<{ products: number; users: number; min: number; max: number }>`
    select count(distinct product_id)::int as products, count(distinct user_id)::int as users, min(ratings) as min, max(ratings) as max from feedback`);
  expect(row!.products).toBeGreaterThan(100);
  expect(row!.users).toBeGreaterThanOrEqual(5);
  expect(row!.min).toBe(1);
  expect(row!.max).toBe(5);
});

test('metadata for every key in both languages, and static pages in both languages', async () => {
  const rows = await q(sql<{ key: string; n: number }>`select metadata_key as key, count(*)::int as n from metadata group by metadata_key`);
  expect(Object.fromEntries(rows.map((r) => [r.key, r.n]))).toEqual({
    acceptableIds: 2, supportPage: 2, faq: 2, terms: 2, policy: 2, license: 2, aboutUs: 2, support: 2,
    claimsLegalName: 2, claimsRuc: 2, claimsAddress: 2, idleTimeMinutes: 2,
  });
  const pages = await q(sql<{ key: string; n: number }>`select page_key as key, count(*)::int as n from static_pages group by page_key`);
  expect(Object.fromEntries(pages.map((r) => [r.key, r.n]))).toEqual({ aboutUs: 2, faq: 2, terms: 2, policy: 2, license: 2, support: 2 });
});

test("a database seeded before the idle minutes existed gets the key at the next start; an operator's value is kept", async () => {
  const idle = () => ctx.database.db.selectFrom('metadata').select(['language_id', 'metadata_value'])
    .where('country_id', '=', 'PE').where('metadata_key', '=', 'idleTimeMinutes').orderBy('language_id').execute();
  await ctx.database.db.deleteFrom('metadata').where('metadata_key', '=', 'idleTimeMinutes').execute();
  expect(await seedDemoIfNeeded(ctx.database.db)).toBe(false);
  expect(await idle()).toEqual([{ language_id: 1, metadata_value: '1' }, { language_id: 2, metadata_value: '1' }]);
  await ctx.database.db.updateTable('metadata').set({ metadata_value: '3' }).where('metadata_key', '=', 'idleTimeMinutes').execute();
  await seedDemoIfNeeded(ctx.database.db);
  expect(await idle()).toEqual([{ language_id: 1, metadata_value: '3' }, { language_id: 2, metadata_value: '3' }]);
  await ctx.database.db.updateTable('metadata').set({ metadata_value: '1' }).where('metadata_key', '=', 'idleTimeMinutes').execute();
});

test('seeding again changes no table', async () => {
  const before = await tableCounts(ctx.database);
  const products = before.products;
  await seedDemo(ctx.database.db);
  await seedDemo(ctx.database.db);
  expect(await tableCounts(ctx.database)).toEqual(before);
  expect(products).toBeGreaterThanOrEqual(250);
});

test('two instances starting together on an empty database seed it once (advisory lock), and both start', async () => {
  const empty = await createTestApp({ seedDemo: false });
  try {
    const results = await Promise.all([seedDemoIfNeeded(empty.database.db), seedDemoIfNeeded(empty.database.db)]);
    expect(results.sort()).toEqual([false, true]);
    const [row] = (await sql<{ n: number }>`select count(*)::int as n from seed_runs`.execute(empty.database.db)).rows;
    expect(row?.n).toBe(1);
    expect(await tableCounts(empty.database)).toEqual(await tableCounts(ctx.database));
  } finally {
    await empty.close();
  }
});
