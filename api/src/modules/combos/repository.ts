// SQL of the combo pages: which combos are on offer (home, by product), their names, lists and products, and the
// caller's lines of them.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS } from '../../i18n/messages.js';

type Db = Kysely<DB>;

const ES = LANGUAGE_IDS.es; // names fall back to Spanish when a translation is missing

interface Page { now: Date; limit: number; offset: number }

/** Active and within its dates at `now` (open-ended dates are null). */
const onOfferAt = (now: Date): Expression<SqlBool> =>
  sql<SqlBool>`co.active and (co.start_date is null or co.start_date <= ${now}) and (co.end_date is null or co.end_date > ${now})`;

async function pageOfCombos(db: Db, where: Expression<SqlBool>, page: Page): Promise<{ count: number; ids: number[] }> {
  const [total, rows] = await Promise.all([
    db.selectFrom('combo_offers as co').select(sql<number>`count(*)::int`.as('n')).where(onOfferAt(page.now)).where(where).executeTakeFirst(),
    db.selectFrom('combo_offers as co').select('co.combo_offer_id').where(onOfferAt(page.now)).where(where)
      .orderBy('co.sort_order').orderBy('co.combo_offer_id').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { count: total?.n ?? 0, ids: rows.map((r) => r.combo_offer_id) };
}

/** The home carousel: every combo on offer, in sort order. */
export function findHomeComboIds(db: Db, page: Page) {
  return pageOfCombos(db, sql<SqlBool>`true`, page);
}

/** Combos on offer that contain the product: among a normal combo's products or as an alternative of a list. */
export function findComboIdsWithProduct(db: Db, productId: number, page: Page) {
  return pageOfCombos(db, sql<SqlBool>`(exists (select 1 from combo_offer_products cop
      where cop.combo_offer_id = co.combo_offer_id and cop.product_id = ${productId})
    or exists (select 1 from combo_offer_lists l join combo_offer_list_alternatives a on a.list_id = l.list_id
      where l.combo_offer_id = co.combo_offer_id and a.product_id = ${productId}))`, page);
}

export async function findActiveProduct(db: Db, productId: number) {
  return db.selectFrom('products').select('product_id').where('product_id', '=', productId).where('active', '=', true).executeTakeFirst();
}

/** The combos' own fields, names and descriptions in the language (Spanish fallback). */
export async function findComboRows(db: Db, ids: readonly number[], languageId: number) {
  if (ids.length === 0) return [];
  return db.selectFrom('combo_offers as co')
    .leftJoin('combo_offer_translations as t', (j) => j.onRef('t.combo_offer_id', '=', 'co.combo_offer_id').on('t.language_id', '=', languageId))
    .leftJoin('combo_offer_translations as tes', (j) => j.onRef('tes.combo_offer_id', '=', 'co.combo_offer_id').on('tes.language_id', '=', ES))
    .select([
      'co.combo_offer_id', 'co.combo_offer_type', 'co.combo_selling_price', 'co.actual_selling_price', 'co.image_url', 'co.web_image_url',
      'co.age_restriction', 'co.active', 'co.start_date', 'co.end_date',
      sql<string>`coalesce(t.combo_name, tes.combo_name, co.code)`.as('combo_name'),
      sql<string>`coalesce(t.combo_offer_description, tes.combo_offer_description, '')`.as('description'),
    ])
    .where('co.combo_offer_id', 'in', [...ids]).execute();
}

/** List names in the language (Spanish fallback, else the list's code). */
export async function findListNames(db: Db, comboOfferIds: readonly number[], languageId: number) {
  if (comboOfferIds.length === 0) return [];
  return db.selectFrom('combo_offer_lists as l')
    .leftJoin('combo_offer_list_translations as t', (j) => j.onRef('t.list_id', '=', 'l.list_id').on('t.language_id', '=', languageId))
    .leftJoin('combo_offer_list_translations as tes', (j) => j.onRef('tes.list_id', '=', 'l.list_id').on('tes.language_id', '=', ES))
    .select(['l.list_id', sql<string>`coalesce(t.list_name, tes.list_name, l.code)`.as('list_name')])
    .where('l.combo_offer_id', 'in', [...comboOfferIds]).execute();
}

/** What a combo card shows of each product: name, brand, main image, age limit. */
export async function findProductSummaries(db: Db, productIds: readonly number[], languageId: number) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  return db.selectFrom('products as p')
    .innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .innerJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .leftJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.product_id').on('t.language_id', '=', languageId))
    .leftJoin('product_translations as tes', (j) => j.onRef('tes.product_id', '=', 'p.product_id').on('tes.language_id', '=', ES))
    .select([
      'p.product_id',
      sql<string>`coalesce(t.name, tes.name, p.sku)`.as('name'),
      sql<string>`coalesce(t.brand_name, tes.brand_name, b.name)`.as('brand_name'),
      sql<number>`greatest(p.age_restriction, c.age_restriction)::int`.as('age_restriction'),
      (eb) => eb.selectFrom('product_files as f').select('f.image_url').whereRef('f.product_id', '=', 'p.product_id')
        .where('f.file_type', '=', 'Primary').orderBy('f.sort_order').orderBy('f.product_file_id').limit(1).as('image_url'),
    ])
    .where('p.product_id', 'in', ids).execute();
}

/** The caller's active-cart lines of these combos, oldest first. */
export async function findCallerComboLines(db: Db, userId: number, comboOfferIds: readonly number[]) {
  if (comboOfferIds.length === 0) return [];
  return db.selectFrom('cart_items as ci').innerJoin('carts as k', 'k.cart_id', 'ci.cart_id')
    .select(['ci.cart_item_id', 'ci.combo_offer_id', 'ci.quantity', 'ci.combo_selection'])
    .where('k.user_id', '=', userId).where('k.status', '=', 'ACTIVE')
    .where('ci.combo_offer_id', 'in', [...comboOfferIds]).orderBy('ci.cart_item_id').execute();
}
