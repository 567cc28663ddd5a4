// The ProductRecord every catalogue answer is made of (catalogue §3 Product, cart §3 Recommended product), built for
// many products at once with a fixed number of queries, and the store whose prices and availability apply.
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import type { SessionUser } from '../../plugins/session.js';
import { findOwnAddress } from '../addresses/default-address.js';
import { toCentimos, toSoles, unitPrice } from '../cart/pricing.js';
import { findToppingRows } from '../cart/repository.js';
import { describeToppings, toppingOptions } from '../cart/toppings.js';
import { findServingStore, type StoreRow } from '../stores/coverage.js';
import { slugify } from '../../lib/slug.js';

type Db = Kysely<DB>;

const ES = LANGUAGE_IDS.es; // names fall back to Spanish when a translation is missing

const money = z.number().describe('Soles, at most 2 decimals');

export const productFileSchema = z.object({ type: z.enum(['Primary', 'Secondary', 'Thumbnail']), imageUrl: z.string() });

export const productRecordSchema = z.object({
  productId: z.number().int(),
  slug: z.string().describe('slugify(name): lowercase, accents kept, other non-alphanumerics removed, spaces → hyphens'),
  categoryId: z.number().int(),
  categoryName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  name: z.string(),
  productFile: z.array(productFileSchema).describe('Primary first'),
  productAttribute: z.array(z.object({
    attributeCode: z.string(), attributeName: z.string(), value: z.string(), inputType: z.string(), visibleToUsers: z.boolean(),
  })),
  productPrice: z.array(z.object({ actualPrice: money, discountedPrice: money })).describe('For the store serving the address'),
  ageRestriction: z.number().int().describe('max(product, category); 0 = none'),
  available: z.boolean().describe('Sold by the serving store (true when no store is known)'),
  rating: z.number().nullable().describe('Average rating, 1 decimal; null without reviews'),
  totalRatings: z.number().int(),
  cartItemCount: z.number().int().describe('Units of this product in the caller\'s active cart'),
  cartItemId: z.number().int().nullable().describe('The caller\'s line without toppings, else the first'),
  selectedToppings: z.string().nullable().describe('JSON list of that line\'s toppings (request language)'),
  toppings: z.array(z.object({ name: z.string(), extraPrice: money })),
});
export type ProductRecord = z.infer<typeof productRecordSchema>;

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

/**
 * ProductRecords for these ids, in the same order (ids that do not exist or are inactive are skipped; a repeated id
 * appears once). Five queries at most, whatever the number of products.
 */
export async function productRecords(db: Db, productIds: readonly number[], ctx: ProductRecordContext): Promise<ProductRecord[]> {
  const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return [];
  const languageId = LANGUAGE_IDS[ctx.language];
  const storeId = ctx.store?.store_id ?? 0;

  const [rows, files, attributes, toppingRows, lines] = await Promise.all([
    db.selectFrom('products as p')
      .innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .innerJoin('brands as b', 'b.brand_id', 'p.brand_id')
      .leftJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.product_id').on('t.language_id', '=', languageId))
      .leftJoin('product_translations as tes', (j) => j.onRef('tes.product_id', '=', 'p.product_id').on('tes.language_id', '=', ES))
      .leftJoin('category_translations as ct', (j) => j.onRef('ct.category_id', '=', 'c.category_id').on('ct.language_id', '=', languageId))
      .leftJoin('category_translations as ctes', (j) => j.onRef('ctes.category_id', '=', 'c.category_id').on('ctes.language_id', '=', ES))
      .leftJoin('store_products as sp', (j) => j.onRef('sp.product_id', '=', 'p.product_id').on('sp.store_id', '=', storeId))
      .leftJoin(
        (eb) => eb.selectFrom('feedback').select([
          'product_id',
          sql<string>`round(avg(ratings)::numeric, 1)::text`.as('rating'),
          sql<number>`count(*)::int`.as('total_ratings'),
        ]).where('product_id', 'in', ids).groupBy('product_id').as('fb'),
        (j) => j.onRef('fb.product_id', '=', 'p.product_id'),
      )
      .select([
        'p.product_id', 'p.category_id', 'p.brand_id', 'p.actual_price', 'p.discounted_price',
        sql<number>`greatest(p.age_restriction, c.age_restriction)::int`.as('age_restriction'),
        sql<string>`coalesce(t.name, tes.name, p.sku)`.as('name'),
        sql<string>`coalesce(t.brand_name, tes.brand_name, b.name)`.as('brand_name'),
        sql<string>`coalesce(ct.name, ctes.name, c.code)`.as('category_name'),
        'sp.available', 'sp.stock', 'sp.actual_price as store_actual_price', 'sp.discounted_price as store_discounted_price',
        'fb.rating', 'fb.total_ratings',
      ])
      .where('p.product_id', 'in', ids).where('p.active', '=', true)
      .execute(),
    db.selectFrom('product_files').select(['product_id', 'file_type', 'image_url', 'sort_order', 'product_file_id'])
      .where('product_id', 'in', ids).orderBy('product_id').orderBy('sort_order').orderBy('product_file_id').execute(),
    db.selectFrom('product_attributes')
      .select(['product_id', 'language_id', 'attribute_code', 'attribute_name', 'value', 'input_type', 'visible_to_users'])
      .where('product_id', 'in', ids).where('language_id', 'in', [...new Set([languageId, ES])])
      .orderBy('product_id').orderBy('sort_order').orderBy('attribute_code').execute(),
    findToppingRows(db, ids),
    ctx.caller
      ? db.selectFrom('cart_items as ci').innerJoin('carts as k', 'k.cart_id', 'ci.cart_id')
        .select(['ci.cart_item_id', 'ci.product_id', 'ci.quantity', 'ci.toppings'])
        .where('k.user_id', '=', ctx.caller.userId).where('k.status', '=', 'ACTIVE')
        .where('ci.product_id', 'in', ids).orderBy('ci.cart_item_id').execute()
      : Promise.resolve([]),
  ]);

  const group = <T extends { product_id: number | null }>(list: readonly T[]): Map<number, T[]> => {
    const map = new Map<number, T[]>();
    for (const item of list) {
      if (item.product_id === null) continue;
      const bucket = map.get(item.product_id);
      if (bucket) bucket.push(item);
      else map.set(item.product_id, [item]);
    }
    return map;
  };
  const filesBy = group(files);
  const attributesBy = group(attributes);
  const toppingsBy = group(toppingRows);
  const linesBy = group(lines);
  const rowsBy = new Map(rows.map((row) => [row.product_id, row]));

  const records: ProductRecord[] = [];
  for (const id of ids) {
    const row = rowsBy.get(id);
    if (!row) continue;
    const price = unitPrice({
      productActual: row.actual_price, productDiscounted: row.discounted_price,
      storeActual: row.store_actual_price, storeDiscounted: row.store_discounted_price,
    });
    const options = toppingOptions(toppingsBy.get(id) ?? [], ES);
    const ownAttributes = attributesBy.get(id) ?? [];
    const inLanguage = ownAttributes.filter((a) => a.language_id === languageId);
    const shownAttributes = inLanguage.length > 0 ? inLanguage : ownAttributes.filter((a) => a.language_id === ES);
    const productLines = linesBy.get(id) ?? [];
    const line = productLines.find((l) => l.toppings === null || l.toppings === '' || l.toppings === '[]') ?? productLines[0];
    records.push({
      productId: id,
      slug: slugify(row.name),
      categoryId: row.category_id,
      categoryName: row.category_name,
      brandId: row.brand_id,
      brandName: row.brand_name,
      name: row.name,
      productFile: orderedFiles(filesBy.get(id) ?? []),
      productAttribute: shownAttributes.map((a) => ({
        attributeCode: a.attribute_code, attributeName: a.attribute_name, value: a.value, inputType: a.input_type, visibleToUsers: a.visible_to_users,
      })),
      productPrice: [{ actualPrice: toSoles(price.actual), discountedPrice: toSoles(price.discounted) }],
      ageRestriction: row.age_restriction,
      available: ctx.store === null || (row.available === true && row.stock !== 0),
      rating: row.rating === null ? null : Number(row.rating),
      totalRatings: row.total_ratings ?? 0,
      cartItemCount: productLines.reduce((sum, l) => sum + l.quantity, 0),
      cartItemId: line?.cart_item_id ?? null,
      selectedToppings: line ? describeToppings(line.toppings, options, languageId).toppings : null,
      toppings: options.map((o) => ({ name: o.names.get(languageId) ?? o.canonical, extraPrice: toSoles(toCentimos(o.extraPrice)) })),
    });
  }
  return records;
}
