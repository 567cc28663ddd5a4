// Generated SVG images: content type, caching, 404s, and text escaping.
import { sql } from 'kysely';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => { await ctx?.close(); });

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function firstId(table: string, column: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`select min(${sql.ref(column)}) as id from ${sql.table(table)}`.execute(ctx.database.db);
  return Number(rows[0]?.id);
}

test('every stored image URL of products, categories, brands, banners and combos resolves to an SVG', async () => {
  const { rows } = await sql<{ url: string }>`
    select image_url as url from product_files
    union all select image_url from categories union all select image_url from brands
    union all select image_url from banners union all select web_image_url from banners
    union all select image_url from combo_offers union all select web_image_url from combo_offers
    union all select flag_img_url from countries`.execute(ctx.database.db);
  expect(rows.length).toBeGreaterThan(300);
  // Requests in a sample keep the test quick; every kind of URL is in it.
  const sample = rows.filter((_, i) => i % 10 === 0 || !rows[i]!.url.includes('/products/'));
  for (const { url } of sample) {
    const res = await get(url);
    expect([url, res.statusCode]).toEqual([url, 200]);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.startsWith('<svg xmlns=')).toBe(true);
    expect(res.body.length).toBeLessThan(4000);
  }
});

test('a product image shows its brand and name and the same request gives the same bytes', async () => {
  const id = await firstId('products', 'product_id');
  const { rows } = await sql<{ name: string; brand: string }>`select name, brand_name as brand from product_translations where product_id = ${id} and language_id = 1`.execute(ctx.database.db);
  const a = await get(`/api/v1/images/products/${id}.svg`);
  const b = await get(`/api/v1/images/products/${id}.svg`);
  expect(a.body).toBe(b.body);
  expect(a.body).toContain(`aria-label='${rows[0]!.brand} – ${rows[0]!.name}'`);
});

test("names are escaped: D'Onofrio, Head & Shoulders and injected markup stay text", async () => {
  const brand = await sql<{ brand_id: number }>`select brand_id from brands where code = 'donofrio'`.execute(ctx.database.db);
  const svg = (await get(`/api/v1/images/brands/${brand.rows[0]!.brand_id}.svg`)).body;
  expect(svg).toContain('D&apos;Onofrio');
  expect(svg).not.toContain("D'Onofrio");

  const id = await firstId('products', 'product_id');
  await sql`update product_translations set name = ${'<script>alert(1)</script> & "x"'} where product_id = ${id} and language_id = 1`.execute(ctx.database.db);
  const product = (await get(`/api/v1/images/products/${id}.svg`)).body;
  expect(product).not.toContain('<script>');
  expect(product).toContain('&lt;script&gt;');
  expect(product).toContain('&amp; &quot;x&quot;');
  const res = await get(`/api/v1/images/products/${id}.svg`);
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
});

test('category and banner images carry their names; web and mobile banners differ in size', async () => {
  const cat = await firstId('categories', 'category_id');
  const category = (await get(`/api/v1/images/categories/${cat}.svg`)).body;
  expect(category).toContain('Bebidas');
  expect(category).toContain('Drinks');
  const banner = await firstId('banners', 'banner_id');
  const web = (await get(`/api/v1/images/banners/${banner}-web.svg`)).body;
  const mobile = (await get(`/api/v1/images/banners/${banner}-mobile.svg`)).body;
  expect(web).toContain("width='1200'");
  expect(mobile).toContain("width='600'");
});

test('unknown ids → 404 error body; malformed file names → 400', async () => {
  const missing = await get('/api/v1/images/products/999999.svg');
  expect(missing.statusCode).toBe(404);
  expect(missing.json().errors.general[0].identifier).toBe('error.image.notFound');
  expect((await get('/api/v1/images/flags/CO.svg')).statusCode).toBe(404);
  expect((await get('/api/v1/images/products/1.png')).statusCode).toBe(400);
  expect((await get('/api/v1/images/banners/1-tablet.svg')).statusCode).toBe(400);
  expect((await get('/api/v1/images/products/0.svg')).statusCode).toBe(400);
});
