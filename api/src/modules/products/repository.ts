// SQL of the product endpoints: one page of product ids per listing (with the total), and the details' extra text.
// The records themselves are built by record.ts for the ids a page finds.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/types.js';

type Db = Kysely<DB>;

const ES = 1; // texts fall back to Spanish when a translation is missing

export interface IdPage { count: number; ids: number[] }

export interface ListingSpec {
  /** The store whose availability orders the page (available first); null = no store, nothing to reorder. */
  storeId: number | null;
  /** Extra joins on `products p` (may be empty). */
  joins?: RawBuilder<unknown>;
  /** Conditions on top of `p.active`. */
  where?: RawBuilder<unknown>;
  /** The listing's own order (after availability); must end with a unique key so pages do not overlap. */
  orderBy: RawBuilder<unknown>;
  limit: number;
  offset: number;
}

/**
 * One page of active product ids and the total count. Two plain queries rather than count(*) over (): the window
 * would make every listing read and sort the whole catalogue, where the page alone can walk an index
 * (products_popularity_idx) and stop after `limit` rows.
 */
export async function listProductIds(db: Db, spec: ListingSpec): Promise<IdPage> {
  const joins = spec.joins ?? sql``;
  const where = spec.where ?? sql`true`;
  const storeJoin = spec.storeId === null
    ? sql``
    : sql`left join store_products sp on sp.product_id = p.product_id and sp.store_id = ${spec.storeId}`;
  const availableFirst = spec.storeId === null
    ? sql``
    : sql`(sp.available is true and sp.stock is distinct from 0) desc,`;
  const [page, counted] = await Promise.all([
    sql<{ product_id: number }>`
      select p.product_id
      from products p ${storeJoin} ${joins}
      where p.active and (${where})
      order by ${availableFirst} ${spec.orderBy}
      limit ${spec.limit} offset ${spec.offset}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from products p ${joins} where p.active and (${where})`.execute(db),
  ]);
  return { count: counted.rows[0]?.total ?? 0, ids: page.rows.map((r) => r.product_id) };
}

/** An active product's category and brand (similar products), or undefined. */
export async function findActiveProduct(db: Db, productId: number) {
  return db.selectFrom('products').select(['product_id', 'category_id', 'brand_id'])
    .where('product_id', '=', productId).where('active', '=', true).executeTakeFirst();
}

export async function activeCategoryExists(db: Db, categoryId: number): Promise<boolean> {
  const row = await db.selectFrom('categories').select('category_id')
    .where('category_id', '=', categoryId).where('active', '=', true).executeTakeFirst();
  return row !== undefined;
}

export async function activeBrandExists(db: Db, brandId: number): Promise<boolean> {
  const row = await db.selectFrom('brands').select('brand_id').where('brand_id', '=', brandId).where('active', '=', true).executeTakeFirst();
  return row !== undefined;
}

/** The details page's texts and every image, in the language (Spanish when missing). */
export async function findDetailsExtras(db: Db, productId: number, languageId: number) {
  const [text, files] = await Promise.all([
    db.selectFrom('products as p')
      .leftJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.product_id').on('t.language_id', '=', languageId))
      .leftJoin('product_translations as tes', (j) => j.onRef('tes.product_id', '=', 'p.product_id').on('tes.language_id', '=', ES))
      .select([
        sql<string | null>`case when t.product_id is not null then t.description else tes.description end`.as('description'),
        sql<string | null>`case when t.product_id is not null then t.short_description else tes.short_description end`.as('short_description'),
      ])
      .where('p.product_id', '=', productId).executeTakeFirst(),
    db.selectFrom('product_files').select(['file_type', 'image_url', 'sort_order', 'product_file_id'])
      .where('product_id', '=', productId).orderBy('sort_order').orderBy('product_file_id').execute(),
  ]);
  return { description: text?.description ?? null, shortDescription: text?.short_description ?? null, files };
}
