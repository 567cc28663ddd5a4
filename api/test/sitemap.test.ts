// GET /api/v1/sitemap-entries: what /sitemap.xml lists — active products, categories, brands, and combos on offer now.
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => { await ctx?.close(); });

const entries = async (language = 'es') => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/sitemap-entries', headers: { 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  return res.json() as { products: { id: number; name: string; updatedAt: string }[]; categories: { id: number; name: string }[]; brands: { id: number; name: string }[]; combos: { id: number; name: string }[] };
};

test('lists every active product, category and brand of the demo shop and the combos on offer, names in the request language', async () => {
  const es = await entries('es');
  const db = ctx.database.db;
  const count = async (table: 'products' | 'categories' | 'brands') => Number((await db.selectFrom(table).select((e) => e.fn.countAll().as('n')).where('active', '=', true).executeTakeFirstOrThrow()).n);
  expect(es.products).toHaveLength(await count('products'));
  expect(es.categories).toHaveLength(await count('categories'));
  expect(es.brands).toHaveLength(await count('brands'));
  expect(es.combos.length).toBeGreaterThan(0);
  expect(es.products[0]).toEqual({ id: expect.any(Number), name: expect.any(String), updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  const en = await entries('en');
  expect(en.categories.map((c) => c.id)).toEqual(es.categories.map((c) => c.id));
  expect(en.categories.map((c) => c.name)).not.toEqual(es.categories.map((c) => c.name));
});

test('a product taken off sale and a combo whose offer ended are left out', async () => {
  const db = ctx.database.db;
  const before = await entries();
  const [product, combo] = [before.products[0]!, before.combos[0]!];
  await db.updateTable('products').set({ active: false }).where('product_id', '=', product.id).execute();
  await db.updateTable('combo_offers').set({ end_date: new Date(Date.now() - 60_000) }).where('combo_offer_id', '=', combo.id).execute();
  const after = await entries();
  expect(after.products.map((p) => p.id)).not.toContain(product.id);
  expect(after.combos.map((c) => c.id)).not.toContain(combo.id);
  expect(after.products).toHaveLength(before.products.length - 1);
});
