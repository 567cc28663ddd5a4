// SQL of the images: names and colours the generated pictures need, and the stored artwork by content hash.
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';

const ES = 1;

export async function findProductForImage(db: Kysely<DB>, productId: number) {
  return db.selectFrom('products as p')
    .innerJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.product_id').on('t.language_id', '=', ES))
    .innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .innerJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .select(['t.name', 't.brand_name', 'b.colour as brand_colour', 'c.code as category_code', 'p.sku', 'p.age_restriction', 'c.age_restriction as category_age'])
    .where('p.product_id', '=', productId).executeTakeFirst();
}

export async function findCategoryForImage(db: Kysely<DB>, categoryId: number) {
  return db.selectFrom('categories as c')
    .innerJoin('category_translations as es', (j) => j.onRef('es.category_id', '=', 'c.category_id').on('es.language_id', '=', ES))
    .select(['es.name', 'c.code', 'c.colour']).where('c.category_id', '=', categoryId).executeTakeFirst();
}

/** The brand, with the Spanish name and category of its most popular product (what its logo shows). */
export async function findBrandForImage(db: Kysely<DB>, brandId: number) {
  return db.selectFrom('brands as b')
    .select((eb) => ['b.name', 'b.colour',
      eb.selectFrom('products as p').innerJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.product_id').on('t.language_id', '=', ES))
        .innerJoin('categories as c', 'c.category_id', 'p.category_id')
        .select(sql<string>`t.name || '|' || c.code`.as('x')).whereRef('p.brand_id', '=', 'b.brand_id')
        .orderBy('p.popularity', 'desc').orderBy('p.product_id').limit(1).as('top_product')])
    .where('b.brand_id', '=', brandId).executeTakeFirst();
}

export async function findBannerForImage(db: Kysely<DB>, bannerId: number) {
  return db.selectFrom('banners as b')
    .innerJoin('banner_translations as t', (j) => j.onRef('t.banner_id', '=', 'b.banner_id').on('t.language_id', '=', ES))
    .select(['t.banner_name as title', 't.description as subtitle', 'b.colour']).where('b.banner_id', '=', bannerId).executeTakeFirst();
}

export async function findComboForImage(db: Kysely<DB>, comboOfferId: number) {
  return db.selectFrom('combo_offers as c')
    .innerJoin('combo_offer_translations as t', (j) => j.onRef('t.combo_offer_id', '=', 'c.combo_offer_id').on('t.language_id', '=', ES))
    .select(['t.combo_name as title', 'c.combo_selling_price']).where('c.combo_offer_id', '=', comboOfferId).executeTakeFirst();
}

/** The first 20 hex digits of the SHA-256 of an artwork's bytes: its name in URLs. */
export function artworkHash(svg: string): string {
  return crypto.createHash('sha256').update(svg).digest('hex').slice(0, 20);
}

export const artworkUrl = (hash: string, extension: 'svg' | 'png' = 'svg'): string => `/api/v1/images/art/${hash}.${extension}`;

/** Stores SVGs under their hashes (an SVG stored before stays) and answers each one's URL, in order. */
export async function storeArtwork(db: Kysely<DB>, svgs: readonly string[]): Promise<string[]> {
  const rows = new Map<string, { hash: string; body: string; width: number; height: number }>();
  for (const body of svgs) {
    const hash = artworkHash(body);
    const size = /viewBox='0 0 (\d+) (\d+)'/.exec(body);
    if (!size) throw new Error('Artwork without a viewBox');
    rows.set(hash, { hash, body, width: Number(size[1]), height: Number(size[2]) });
  }
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += 200) {
    await db.insertInto('artwork').values(all.slice(i, i + 200)).onConflict((oc) => oc.column('hash').doNothing()).execute();
  }
  return svgs.map((svg) => artworkUrl(artworkHash(svg)));
}

export async function findArtwork(db: Kysely<DB>, hash: string) {
  return db.selectFrom('artwork').select(['body', 'content_type']).where('hash', '=', hash).executeTakeFirst();
}
