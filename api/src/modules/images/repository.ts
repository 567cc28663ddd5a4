// SQL the image generator needs: names and colours of products, categories, brands, banners and combos.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';

const ES = 1;
const EN = 2;

export async function findProductForImage(db: Kysely<DB>, productId: number) {
  return db.selectFrom('products as p')
    .innerJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.product_id').on('t.language_id', '=', ES))
    .innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .select(['t.name', 't.brand_name', 'c.colour']).where('p.product_id', '=', productId).executeTakeFirst();
}

export async function findCategoryForImage(db: Kysely<DB>, categoryId: number) {
  return db.selectFrom('categories as c')
    .innerJoin('category_translations as es', (j) => j.onRef('es.category_id', '=', 'c.category_id').on('es.language_id', '=', ES))
    .innerJoin('category_translations as en', (j) => j.onRef('en.category_id', '=', 'c.category_id').on('en.language_id', '=', EN))
    .select(['es.name as name_es', 'en.name as name_en', 'c.colour']).where('c.category_id', '=', categoryId).executeTakeFirst();
}

export async function findBrandForImage(db: Kysely<DB>, brandId: number) {
  return db.selectFrom('brands').select(['name', 'colour']).where('brand_id', '=', brandId).executeTakeFirst();
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
