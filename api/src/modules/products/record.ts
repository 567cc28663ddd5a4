// The ProductRecord every catalogue answer is made of (the cart's recommended products too), built for
// many products at once with a fixed number of queries, and the store whose prices and availability apply.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import type { SessionUser } from '../../plugins/session.js';
import { findOwnAddress } from '../addresses/default-address.js';
import { toCentimos, toSoles, unitPrice } from '../cart/pricing.js';
import { describeToppings, toppingOptions } from '../cart/toppings.js';
import { findServingStore, type StoreRow } from '../stores/coverage.js';
import { alcoholOfCategory } from '../checkout/sale-hours.js';
import { slugify } from '../../rules/slug.js';
import { productFileSchema, productRecordSchema, type ProductRecord } from './schemas.js';

type Db = Kysely<DB>;

const ES = LANGUAGE_IDS.es; // names fall back to Spanish when a translation is missing

export { productFileSchema, productRecordSchema, type ProductRecord };

export interface ProductRecordContext {
  /** The store whose prices and availability apply (resolveCatalogueStore); null = the product's own prices, all available. */
  store: StoreRow | null;
  caller: SessionUser | null;
  language: Language;
}

/**
 * The store serving the caller's own address `userAddressId`; null without a session, without an id, for someone
 * else's or an unknown address, or when no store covers it. Never throws for such ids: nothing leaks.
 */
export async function resolveCatalogueStore(db: Db, caller: SessionUser | null, userAddressId: number | undefined): Promise<StoreRow | null> {
  if (!caller || userAddressId === undefined || !Number.isSafeInteger(userAddressId) || userAddressId <= 0) return null;
  const address = await findOwnAddress(db, caller.userId, userAddressId);
  if (!address) return null;
  return findServingStore(db, { latitude: address.latitude, longitude: address.longitude }, address.country_id);
}

const FILE_ORDER = { Primary: 0, Secondary: 1, Thumbnail: 2 } as const;

/** Product files as the answers list them: Primary first, then Secondary, then Thumbnail, each in sort order. */
export function orderedFiles(files: readonly { file_type: keyof typeof FILE_ORDER; image_url: string; sort_order: number; product_file_id: number }[]):
  { type: keyof typeof FILE_ORDER; imageUrl: string }[] {
  return [...files]
    .sort((a, b) => FILE_ORDER[a.file_type] - FILE_ORDER[b.file_type] || a.sort_order - b.sort_order || a.product_file_id - b.product_file_id)
    .map((f) => ({ type: f.file_type, imageUrl: f.image_url }));
}

/** One product's row of productRecords' query: its own columns, and its files, attributes, toppings and the caller's
 * cart lines as JSON arrays (positional, to keep the answer small). */
interface RecordRow {
  product_id: number; category_id: number; brand_id: number; actual_price: string; discounted_price: string;
  age_restriction: number; alcohol: boolean; name: string; brand_name: string; category_name: string;
  available: boolean | null; stock: number | null; store_actual_price: string | null; store_discounted_price: string | null;
  rating: string | null; total_ratings: number;
  files: [FileType, string, number, number][];
  attributes: [number, string, string, string, string, boolean][];
  toppings: [number, string, string, number][];
  lines: [number, number, string | null][];
}
type FileType = keyof typeof FILE_ORDER;

/**
 * ProductRecords for these ids, in the same order (ids that do not exist or are inactive are skipped; a repeated id
 * appears once). One query whatever the number of products: a search page or a listing costs one round trip, and
 * the statement is written in SQL directly (no query builder work per call).
 */
export async function productRecords(db: Db, productIds: readonly number[], ctx: ProductRecordContext): Promise<ProductRecord[]> {
  const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return [];
  const languageId = LANGUAGE_IDS[ctx.language];
  const storeId = ctx.store?.store_id ?? 0;
  const lines = ctx.caller
    ? sql<unknown>`(select json_agg(json_build_array(ci.cart_item_id, ci.quantity, ci.toppings) order by ci.cart_item_id)
        from cart_items ci join carts k on k.cart_id = ci.cart_id
        where k.user_id = ${ctx.caller.userId} and k.status = 'ACTIVE' and ci.product_id = p.product_id)`
    : sql<unknown>`null::json`;

  // Few joins (the planner's work grows fast with them): translations, the store row and the ratings are looked up per
  // product by scalar subqueries on primary keys and indexes, each planned on its own.
  const { rows } = await sql<RecordRow>`
    select p.product_id, p.category_id, p.brand_id, p.actual_price, p.discounted_price,
      greatest(p.age_restriction, c.age_restriction)::int as age_restriction, ${alcoholOfCategory} as alcohol,
      coalesce((select t.name from product_translations t where t.product_id = p.product_id and t.language_id = ${languageId}),
        (select t.name from product_translations t where t.product_id = p.product_id and t.language_id = ${ES}), p.sku) as name,
      coalesce((select t.brand_name from product_translations t where t.product_id = p.product_id and t.language_id = ${languageId}),
        (select t.brand_name from product_translations t where t.product_id = p.product_id and t.language_id = ${ES}), b.name) as brand_name,
      coalesce((select ct.name from category_translations ct where ct.category_id = c.category_id and ct.language_id = ${languageId}),
        (select ct.name from category_translations ct where ct.category_id = c.category_id and ct.language_id = ${ES}), c.code) as category_name,
      sp.available, sp.stock, sp.actual_price as store_actual_price, sp.discounted_price as store_discounted_price,
      (select round(avg(f.ratings)::numeric, 1)::text from feedback f where f.product_id = p.product_id) as rating,
      (select count(*)::int from feedback f where f.product_id = p.product_id) as total_ratings,
      coalesce((select json_agg(json_build_array(f.file_type, f.image_url, f.sort_order, f.product_file_id)
        order by f.sort_order, f.product_file_id) from product_files f where f.product_id = p.product_id), '[]') as files,
      coalesce((select json_agg(json_build_array(a.language_id, a.attribute_code, a.attribute_name, a.value, a.input_type, a.visible_to_users)
        order by a.sort_order, a.attribute_code) from product_attributes a
        where a.product_id = p.product_id and a.language_id in (${languageId}, ${ES})), '[]') as attributes,
      coalesce((select json_agg(json_build_array(pt.language_id, pt.name, pt.extra_price::text, pt.sort_order)
        order by pt.sort_order, pt.language_id) from product_toppings pt where pt.product_id = p.product_id), '[]') as toppings,
      coalesce(${lines}, '[]') as lines
    from products p
    join categories c on c.category_id = p.category_id
    join brands b on b.brand_id = p.brand_id
    left join store_products sp on sp.store_id = ${storeId} and sp.product_id = p.product_id
    where p.product_id = any(${ids}::int[]) and p.active`.execute(db);
  const rowsBy = new Map(rows.map((row) => [row.product_id, row]));

  const records: ProductRecord[] = [];
  for (const id of ids) {
    const row = rowsBy.get(id);
    if (!row) continue;
    const price = unitPrice({
      productActual: row.actual_price, productDiscounted: row.discounted_price,
      storeActual: row.store_actual_price, storeDiscounted: row.store_discounted_price,
    });
    const options = toppingOptions(row.toppings.map(([language_id, name, extra_price, sort_order]) => ({ language_id, name, extra_price, sort_order })), ES);
    const inLanguage = row.attributes.filter((a) => a[0] === languageId);
    const shownAttributes = inLanguage.length > 0 ? inLanguage : row.attributes.filter((a) => a[0] === ES);
    const productLines = row.lines.map(([cart_item_id, quantity, toppings]) => ({ cart_item_id, quantity, toppings }));
    const line = productLines.find((l) => l.toppings === null || l.toppings === '' || l.toppings === '[]') ?? productLines[0];
    records.push({
      productId: id,
      slug: slugify(row.name),
      categoryId: row.category_id,
      categoryName: row.category_name,
      brandId: row.brand_id,
      brandName: row.brand_name,
      name: row.name,
      productFile: orderedFiles(row.files.map(([file_type, image_url, sort_order, product_file_id]) => ({ file_type, image_url, sort_order, product_file_id }))),
      productAttribute: shownAttributes.map(([, attributeCode, attributeName, value, inputType, visibleToUsers]) => ({
        attributeCode, attributeName, value, inputType, visibleToUsers,
      })),
      productPrice: [{ actualPrice: toSoles(price.actual), discountedPrice: toSoles(price.discounted) }],
      ageRestriction: row.age_restriction,
      alcohol: row.alcohol,
      available: ctx.store === null || (row.available === true && row.stock !== 0),
      rating: row.rating === null ? null : Number(row.rating),
      totalRatings: row.total_ratings,
      cartItemCount: productLines.reduce((sum, l) => sum + l.quantity, 0),
      cartItemId: line?.cart_item_id ?? null,
      selectedToppings: line ? describeToppings(line.toppings, options, languageId).toppings : null,
      toppings: options.map((o) => ({ name: o.names.get(languageId) ?? o.canonical, extraPrice: toSoles(toCentimos(o.extraPrice)) })),
    });
  }
  return records;
}
