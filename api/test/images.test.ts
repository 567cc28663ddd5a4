// Catalogue pictures: the seeded artwork (content-hashed, immutable, small), its PNG twins for link previews (decoded
// here), the packshot rules, the pictures drawn per id for rows without artwork, 404s, 400s and text escaping.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { seedArtwork } from '../src/db/seed/artwork-seed.js';
import { illustration } from '../src/modules/images/illustrations.js';
import { allIllustrationNames, packagingOf, unitsInPack } from '../src/modules/images/packshot-rules.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { productFiles } from './helpers/images.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => { await ctx?.close(); });

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const db = () => ctx.database.db;
const ART = /^\/api\/v1\/images\/art\/([0-9a-f]{20})\.svg$/;
const FOREVER = 'public, max-age=31536000, immutable';

/** Decodes a PNG far enough to trust it: signature, header, every row of pixels inflated to the size the header says. */
function decodePng(png: Buffer): { width: number; height: number; distinctBytes: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('latin1');
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8]).toBe(8); // bit depth
      channels = ({ 2: 3, 6: 4 } as Record<number, number>)[body[9] as number] ?? 0;
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const pixels = zlib.inflateSync(Buffer.concat(data));
  expect(channels).toBeGreaterThan(0);
  expect(pixels.length).toBe(height * (1 + width * channels));
  return { width, height, distinctBytes: new Set(pixels).size };
}

async function storedUrls(): Promise<{ kind: string; url: string }[]> {
  const { rows } = await sql<{ kind: string; url: string }>`
    select 'product' as kind, image_url as url from product_files
    union all select 'category', image_url from categories union all select 'brand', image_url from brands
    union all select 'banner', image_url from banners union all select 'banner-web', web_image_url from banners
    union all select 'combo', image_url from combo_offers union all select 'combo-web', web_image_url from combo_offers`.execute(db());
  return rows;
}

test('every picture of the catalogue is stored artwork under the hash of its bytes, cached for a year, and small', async () => {
  const urls = await storedUrls();
  expect(urls.length).toBeGreaterThan(900);
  for (const { kind, url } of urls) expect([kind, url]).toEqual([kind, expect.stringMatching(ART)]);
  // The URL names the bytes: the same URL can never show another picture.
  const stored = await db().selectFrom('artwork').select(['hash', 'body']).execute();
  for (const { hash, body } of stored) expect(crypto.createHash('sha256').update(body).digest('hex').slice(0, 20)).toBe(hash);
  const bodies = new Map(stored.map((r) => [r.hash, r.body]));
  const sizes = new Map<string, number[]>();
  for (const { kind, url } of urls) sizes.set(kind, [...(sizes.get(kind) ?? []), Buffer.byteLength(bodies.get(ART.exec(url)?.[1] ?? '') ?? '')]);
  // Served as stored (a sample: every tenth product picture and every other one)
  const sample = urls.filter(({ kind }, i) => kind !== 'product' || i % 10 === 0);
  for (const { url } of sample) {
    const res = await get(url);
    expect([url, res.statusCode]).toEqual([url, 200]);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(FOREVER);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toBe(bodies.get(ART.exec(url)?.[1] ?? ''));
  }
  // Small: a product's picture is the LCP element of its page on a cheap phone.
  const max = (kind: string) => Math.max(...(sizes.get(kind) ?? [0]));
  expect(Math.min(...[...sizes.values()].flat())).toBeGreaterThan(500);
  expect(max('product')).toBeLessThan(8_000);
  expect(max('category')).toBeLessThan(10_000);
  expect(max('brand')).toBeLessThan(6_000);
  expect(Math.max(max('banner'), max('banner-web'), max('combo'), max('combo-web'))).toBeLessThan(16_000);
});

test('each product has three pictures for the gallery: the packshot, its back label and the pack, in its brand colour', async () => {
  const product = await db().selectFrom('products as p').innerJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .select(['p.product_id', 'b.colour']).where('p.sku', '=', 'cerveza-cusquena-negra-6-x-330-ml').executeTakeFirstOrThrow();
  const files = await productFiles(db(), product.product_id);
  expect(files.map((f) => f.type)).toEqual(['Primary', 'Secondary', 'Secondary']);
  expect(new Set(files.map((f) => f.imageUrl)).size).toBe(3);
  const [front, back, pack] = await Promise.all(files.map(async (f) => (await get(f.imageUrl)).body));
  for (const svg of [front, back, pack]) expect(svg).toContain(product.colour);
  expect(front).toContain('Cusqueña');
  expect(back).toContain('Información nutricional');
  expect(back).toMatch(/Prohibida su venta a.*menores de 18 años/);
  expect(pack).toContain('PACK x6');
  // The product's own answer lists them, the packshot first
  const answer = (await get(`/api/v1/PE/products/${product.product_id}?languageCode=es`)).json();
  expect(answer.productFile).toEqual(files);
});

test('the packshot follows what the product is: bottle, can, carton, bag, box, jar, tub, tray or wrapper', () => {
  const kind = (name: string, categoryCode: string) => packagingOf({ name, categoryCode });
  expect(kind('Gaseosa Inca Kola 500 ml', 'bebidas')).toBe('bottle');
  expect(kind('Cerveza Pilsen Callao 355 ml', 'cervezas')).toBe('can');
  expect(kind('Cerveza Corona Extra Botella 330 ml', 'cervezas')).toBe('bottle');
  expect(kind('Leche UHT Entera Gloria 1 L', 'lacteos-huevos')).toBe('carton');
  expect(kind("Papas Lay's Clásicas 42 g", 'snacks-golosinas')).toBe('bag');
  expect(kind('Galletas Casino Menta 43 g', 'snacks-golosinas')).toBe('box');
  expect(kind('Mayonesa Alacena 100 g', 'abarrotes')).toBe('jar');
  expect(kind("Helado de Lúcuma D'Onofrio 1 L", 'helados')).toBe('tub');
  expect(kind('Lomo Saltado', 'comida-lista')).toBe('tray');
  expect(kind('Chocolate Sublime Clásico 30 g', 'snacks-golosinas')).toBe('wrapper');
  expect(unitsInPack('Cerveza Cristal Pack 12 x 355 ml')).toBe(12);
  expect(unitsInPack('Pilsen Callao Beer Pack of 6 x 355 ml')).toBe(6);
  expect(unitsInPack('Cerveza Cristal 355 ml')).toBe(1);
});

test('every illustration the packshot rules name is in the Fluent Emoji set and safe to combine (no ids)', async () => {
  for (const name of allIllustrationNames()) {
    const found = await illustration(name).catch(() => null);
    expect([name, found?.body.startsWith('<')]).toEqual([name, true]);
  }
});

test('combos show their products together; banners, categories and brands carry illustrations', async () => {
  const combo = await db().selectFrom('combo_offers').select(['image_url', 'web_image_url']).where('code', '=', 'combo-parrillero').executeTakeFirstOrThrow();
  for (const url of [combo.image_url, combo.web_image_url]) {
    const svg = (await get(url as string)).body;
    for (const brand of ['Pilsen Callao', 'Inca Kola', 'Lay&apos;s']) expect(svg).toContain(brand);
    expect(svg).toContain('COMBO');
  }
  const banner = await db().selectFrom('banners').select(['web_image_url', 'image_url']).where('code', '=', 'home-helados').executeTakeFirstOrThrow();
  const web = (await get(banner.web_image_url as string)).body;
  expect(web).toContain("width='1200'");
  expect(web).toContain('Temporada de Helados');
  expect(web.match(/<g transform='translate/g)?.length).toBeGreaterThanOrEqual(3); // three illustrations
  expect((await get(banner.image_url as string)).body).toContain("width='600'");
  const category = await db().selectFrom('categories').select('image_url').where('code', '=', 'cervezas').executeTakeFirstOrThrow();
  expect((await get(category.image_url as string)).body.match(/<g transform='translate/g)?.length).toBe(3);
  const brand = await db().selectFrom('brands').select('image_url').where('code', '=', 'donofrio').executeTakeFirstOrThrow();
  const logo = (await get(brand.image_url as string)).body;
  expect(logo).toContain('D&apos;Onofrio');
  expect(logo).not.toContain("D'Onofrio");
});

test('each picture has a PNG twin for link previews: the same path ending in .png, at least 600 px a side, small', async () => {
  const product = await db().selectFrom('product_files').select('image_url').where('file_type', '=', 'Primary').orderBy('product_id').executeTakeFirstOrThrow();
  const combo = await db().selectFrom('combo_offers').select(['image_url', 'web_image_url']).orderBy('combo_offer_id').executeTakeFirstOrThrow();
  const banner = await db().selectFrom('banners').select('image_url').orderBy('banner_id').executeTakeFirstOrThrow();
  const category = await db().selectFrom('categories').select('image_url').orderBy('category_id').executeTakeFirstOrThrow();
  const cases = [
    [product.image_url, 600, 600, 60_000], [combo.image_url, 900, 600, 120_000], [combo.web_image_url, 2000, 600, 200_000],
    [banner.image_url, 900, 600, 120_000], [category.image_url, 600, 600, 80_000], ['/api/v1/images/products/1.svg', 600, 600, 60_000],
  ] as const;
  for (const [svgUrl, width, height, maxBytes] of cases) {
    const url = (svgUrl as string).replace(/\.svg$/, '.png');
    const res = await get(url);
    expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'image/png']);
    expect(res.headers['cache-control']).toBe(url.includes('/art/') ? FOREVER : 'public, max-age=86400');
    const png = decodePng(res.rawPayload);
    expect([url, png.width, png.height]).toEqual([url, width, height]);
    expect(png.distinctBytes).toBeGreaterThan(3); // drawn, not blank
    expect(res.rawPayload.length).toBeLessThan(maxBytes);
    // The same bytes every time (a crawler's cache and ours agree)
    expect((await get(url)).rawPayload.equals(res.rawPayload)).toBe(true);
  }
});

test("seeding again changes nothing; an old database's generated pictures are replaced, an operator's are kept", async () => {
  const count = async () => (await sql<{ n: number }>`select count(*)::int as n from artwork`.execute(db())).rows[0]?.n;
  const before = await count();
  const urls = await storedUrls();
  await seedArtwork(db());
  expect(await count()).toBe(before);
  expect(await storedUrls()).toEqual(urls);

  const [first, second] = await db().selectFrom('products').select('product_id').orderBy('product_id').limit(2).execute();
  const stored = await productFiles(db(), first!.product_id);
  await db().deleteFrom('product_files').where('product_id', '=', first!.product_id).where('file_type', '=', 'Secondary').execute();
  await db().updateTable('product_files').set({ image_url: `/api/v1/images/products/${first!.product_id}.svg` })
    .where('product_id', '=', first!.product_id).execute();
  const operators = 'https://cdn.example.pe/photos/123.jpg';
  await db().updateTable('product_files').set({ image_url: operators }).where('product_id', '=', second!.product_id).where('file_type', '=', 'Primary').execute();
  await db().updateTable('categories').set({ image_url: null }).where('code', '=', 'helados').execute();
  await seedArtwork(db());
  expect(await productFiles(db(), first!.product_id)).toEqual(stored);
  expect((await productFiles(db(), second!.product_id))[0]?.imageUrl).toBe(operators);
  expect((await db().selectFrom('categories').select('image_url').where('code', '=', 'helados').executeTakeFirstOrThrow()).image_url).toMatch(ART);
});

test('rows without artwork get a picture drawn from their data; names are escaped', async () => {
  const id = (await db().selectFrom('products').select('product_id').orderBy('product_id').executeTakeFirstOrThrow()).product_id;
  const a = await get(`/api/v1/images/products/${id}.svg`);
  expect(a.headers['cache-control']).toBe('public, max-age=86400');
  expect(a.body).toBe((await get(`/api/v1/images/products/${id}.svg`)).body);
  await sql`update product_translations set name = ${'<script>alert(1)</script> & "x"'} where product_id = ${id} and language_id = 1`.execute(db());
  const product = (await get(`/api/v1/images/products/${id}.svg`)).body;
  expect(product).not.toContain('<script>');
  expect(product).toContain('&lt;script&gt;');
  const category = (await get('/api/v1/images/categories/1.svg')).body;
  expect(category).toContain("aria-label='Bebidas'");
  const banner = await db().selectFrom('banners').select('banner_id').orderBy('banner_id').executeTakeFirstOrThrow();
  expect((await get(`/api/v1/images/banners/${banner.banner_id}-web.svg`)).body).toContain("width='1200'");
  expect((await get(`/api/v1/images/banners/${banner.banner_id}-mobile.svg`)).body).toContain("width='600'");
});

test('unknown ids or hashes → 404 error body; malformed file names → 400', async () => {
  const missing = await get('/api/v1/images/products/999999.svg');
  expect(missing.statusCode).toBe(404);
  expect(missing.json().errors.general[0].identifier).toBe('error.image.notFound');
  const unknownArt = await get('/api/v1/images/art/0123456789abcdef0123.png');
  expect(unknownArt.statusCode).toBe(404);
  expect(unknownArt.json().errors.general[0].identifier).toBe('error.image.notFound');
  expect((await get('/api/v1/images/flags/CO.svg')).statusCode).toBe(404);
  for (const bad of ['/api/v1/images/products/1.jpg', '/api/v1/images/banners/1-tablet.svg', '/api/v1/images/products/0.svg',
    '/api/v1/images/art/0123456789ABCDEF0123.svg', '/api/v1/images/art/0123.svg', '/api/v1/images/flags/PE.png']) {
    expect([bad, (await get(bad)).statusCode]).toEqual([bad, 400]);
  }
});

test('the OpenAPI document describes the artwork URLs and their PNG twins', async () => {
  const doc = (await get('/api/docs/json')).json();
  const art = doc.paths['/api/v1/images/art/{file}'].get;
  expect(art.tags).toEqual(['images']);
  expect(art.description).toMatch(/immutable/);
  expect(art.description).toMatch(/\.png/);
  expect(doc.paths['/api/v1/images/products/{file}'].get.description).toMatch(/\.png/);
});
