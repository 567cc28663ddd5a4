// Gives the demo catalogue its artwork (modules/images/artwork.ts): three pictures per product (front, back label, pack),
// the combos' products together, banners, categories and brands, stored under their content hashes. The generated
// per-id URLs the seed wrote first — or an earlier version of the seed left — are replaced; a URL an operator set is
// kept. Runs on every start and does nothing once done.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../types.js';
import { BRANDS, CATEGORIES } from './catalogue-data.js';
import { BANNERS, COMBOS } from './offers-data.js';
import { buildDemoProducts, type ProductSeed } from './products.js';
import {
  bannerArtwork, brandArtwork, categoryArtwork, comboArtwork, PRODUCT_VIEWS, productArtwork, type ArtworkVariant, type ProductArtworkInput,
} from '../../modules/images/artwork.js';
import { CATEGORY_SCENES, illustrationOf } from '../../modules/images/packshot-rules.js';
import { storeArtwork } from '../../modules/images/repository.js';

const GENERATED = '/api/v1/images/%';
const ART = '/api/v1/images/art/%';
const VARIANTS: readonly ArtworkVariant[] = ['mobile', 'web'];

type Item = { product: ProductArtworkInput; quantity: number };

/** True while some demo row still shows a generated picture (or a demo product has no file). */
async function artworkMissing(db: Kysely<DB>, skus: readonly string[]): Promise<boolean> {
  const { rows } = await sql<{ missing: boolean }>`select
    exists (select 1 from products p where p.sku = any(${[...skus]}::text[]) and not exists (
      select 1 from product_files f where f.product_id = p.product_id and f.image_url like ${ART}))
    or exists (select 1 from categories where image_url is null or image_url like ${GENERATED} and image_url not like ${ART})
    or exists (select 1 from brands where image_url is null or image_url like ${GENERATED} and image_url not like ${ART})
    or exists (select 1 from combo_offers where code = any(${COMBOS.map((c) => c.code)}::text[]) and image_url not like ${ART})
    or exists (select 1 from banners where code = any(${BANNERS.map((b) => b.code)}::text[]) and image_url not like ${ART}) as missing`.execute(db);
  return rows[0]?.missing === true;
}

/** `update <table> set <column> = v.url from (values (id, url) …) v where … and the column still holds a generated URL`. */
async function replaceGenerated(db: Kysely<DB>, table: string, idColumn: string, column: string, pairs: readonly [number, string][]): Promise<void> {
  if (pairs.length === 0) return;
  const values = sql.join(pairs.map(([id, url]) => sql`(${id}::int, ${url}::text)`));
  const target: RawBuilder<unknown> = sql.ref(`t.${column}`);
  await sql`update ${sql.table(table)} as t set ${sql.ref(column)} = v.url from (values ${values}) as v(id, url)
    where ${sql.ref(`t.${idColumn}`)} = v.id and (${target} is null or (${target} like ${GENERATED} and ${target} not like ${ART}))`.execute(db);
}

export async function seedArtwork(db: Kysely<DB>): Promise<void> {
  const products = buildDemoProducts();
  if (!(await artworkMissing(db, products.map((p) => p.sku)))) return;
  const brandColours = new Map(BRANDS.map((b) => [b.code, b.colour]));
  const input = (p: ProductSeed): ProductArtworkInput => ({
    name: p.text.es.name, brand: p.brandName, brandColour: brandColours.get(p.brandCode) ?? '#5c6bc0', categoryCode: p.categoryCode,
    ageRestriction: p.ageRestriction, sku: p.sku,
  });
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const item = (sku: string, quantity: number): Item[] => {
    const p = bySku.get(sku);
    return p ? [{ product: input(p), quantity }] : [];
  };
  const ids = async (table: 'products' | 'categories' | 'brands' | 'combo_offers' | 'banners', idColumn: string, key: 'sku' | 'code') => {
    const { rows } = await sql<{ id: number; key: string }>`select ${sql.ref(idColumn)} as id, ${sql.ref(key)} as key from ${sql.table(table)}`.execute(db);
    return new Map(rows.map((r) => [r.key, Number(r.id)]));
  };

  // Products: front (Primary), back label and pack (Secondary 1 and 2).
  const productIds = await ids('products', 'product_id', 'sku');
  const present = products.filter((p) => productIds.has(p.sku));
  const productUrls = await storeArtwork(db, await Promise.all(present.flatMap((p) => PRODUCT_VIEWS.map((view) => productArtwork(input(p), view)))));
  const files = present.flatMap((p, i) => PRODUCT_VIEWS.map((_, v) => ({
    product_id: productIds.get(p.sku) as number, file_type: v === 0 ? 'Primary' as const : 'Secondary' as const, sort_order: v,
    image_url: productUrls[i * PRODUCT_VIEWS.length + v] as string,
  })));
  for (let i = 0; i < files.length; i += 300) {
    await db.insertInto('product_files').values(files.slice(i, i + 300))
      .onConflict((oc) => oc.columns(['product_id', 'file_type', 'sort_order']).doUpdateSet({ image_url: (eb) => eb.ref('excluded.image_url') })
        .where('product_files.image_url', 'like', GENERATED).where('product_files.image_url', 'not like', ART))
      .execute();
  }

  // Categories and brands.
  const categoryIds = await ids('categories', 'category_id', 'code');
  const categories = CATEGORIES.filter((c) => categoryIds.has(c.code));
  const categoryUrls = await storeArtwork(db, await Promise.all(categories.map((c) => categoryArtwork({ code: c.code, name: c.es, colour: c.colour }))));
  await replaceGenerated(db, 'categories', 'category_id', 'image_url', categories.map((c, i) => [categoryIds.get(c.code) as number, categoryUrls[i] as string]));
  const brandIds = await ids('brands', 'brand_id', 'code');
  const brands = BRANDS.filter((b) => brandIds.has(b.code));
  const brandUrls = await storeArtwork(db, await Promise.all(brands.map((b) => {
    const first = products.find((p) => p.brandCode === b.code);
    return brandArtwork({ name: b.name, colour: b.colour, illustration: first ? illustrationOf({ name: first.text.es.name, categoryCode: first.categoryCode }) : 'shopping-cart' });
  })));
  await replaceGenerated(db, 'brands', 'brand_id', 'image_url', brands.map((b, i) => [brandIds.get(b.code) as number, brandUrls[i] as string]));

  // Combos: a normal combo's products with their quantities; a list combo's first choice of each list.
  const comboItems = new Map(COMBOS.map((c) => [c.code, c.type === 'normal'
    ? c.products.flatMap(([sku, quantity]) => item(sku, quantity))
    : c.lists.flatMap((l) => item(l.alternatives[0] as string, l.quantity))]));
  const comboIds = await ids('combo_offers', 'combo_offer_id', 'code');
  const combos = COMBOS.filter((c) => comboIds.has(c.code));
  const comboUrls = await storeArtwork(db, await Promise.all(combos.flatMap((c) => VARIANTS.map((variant) =>
    comboArtwork({ title: c.name.es, colour: c.colour, products: comboItems.get(c.code) ?? [] }, variant)))));
  for (const [v, column] of [[0, 'image_url'], [1, 'web_image_url']] as const) {
    await replaceGenerated(db, 'combo_offers', 'combo_offer_id', column, combos.map((c, i) => [comboIds.get(c.code) as number, comboUrls[i * 2 + v] as string]));
  }

  // Banners: a combo banner shows its combo's products (one of each combo when several), a category banner that
  // category's illustrations, any other its own products.
  const bannerIds = await ids('banners', 'banner_id', 'code');
  const banners = BANNERS.filter((b) => bannerIds.has(b.code));
  const bannerUrls = await storeArtwork(db, await Promise.all(banners.flatMap((b) => VARIANTS.map((variant) => {
    const combosOf = (b.combos ?? []).map((code) => comboItems.get(code) ?? []);
    const shown = combosOf.length === 1 ? combosOf[0] : combosOf.length > 1 ? combosOf.flatMap((items) => items.slice(0, 1))
      : (b.products ?? []).slice(0, 3).flatMap((sku) => item(sku, 1));
    return bannerArtwork({
      title: b.name.es, subtitle: b.description.es, colour: b.colour,
      ...(b.category ? { icons: CATEGORY_SCENES[b.category] ?? [] } : { products: shown ?? [] }),
    }, variant);
  }))));
  for (const [v, column] of [[0, 'image_url'], [1, 'web_image_url']] as const) {
    await replaceGenerated(db, 'banners', 'banner_id', column, banners.map((b, i) => [bannerIds.get(b.code) as number, bannerUrls[i * 2 + v] as string]));
  }
}
