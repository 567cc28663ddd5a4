// SQL of the cart core: the active cart, its product and combo lines priced for one store, and line changes.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { ComboDefinition } from './combo-selection.js';
import { alcoholOfCategory } from '../checkout/sale-hours.js';

type Db = Kysely<DB>;

const ES = 1; // names fall back to Spanish when a translation is missing

/** The caller's active cart id, creating the cart if there is none (the partial unique index keeps it to one). */
export async function ensureActiveCart(db: Db, userId: number, countryId: string, now: Date): Promise<number> {
  const existing = await db.selectFrom('carts').select('cart_id').where('user_id', '=', userId).where('status', '=', 'ACTIVE').executeTakeFirst();
  if (existing) return existing.cart_id;
  await db.insertInto('carts').values({ user_id: userId, country_id: countryId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing()).execute();
  const created = await db.selectFrom('carts').select('cart_id').where('user_id', '=', userId).where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  return created.cart_id;
}

/** The caller's active cart by id, or undefined (someone else's or an old cart: callers answer 404). */
export async function findOwnActiveCart(db: Db, userId: number, cartId: number) {
  return db.selectFrom('carts').select(['cart_id', 'country_id'])
    .where('cart_id', '=', cartId).where('user_id', '=', userId).where('status', '=', 'ACTIVE').executeTakeFirst();
}

/** Same, locking the cart row until the transaction ends: every change to a cart's lines goes through this first. */
export async function lockOwnActiveCart(trx: Db, userId: number, cartId: number) {
  return trx.selectFrom('carts').select(['cart_id', 'country_id'])
    .where('cart_id', '=', cartId).where('user_id', '=', userId).where('status', '=', 'ACTIVE').forUpdate().executeTakeFirst();
}

/** The cart's own fields for the answer; dates as text so no time zone can shift them. */
export async function findCartRecord(db: Db, cartId: number) {
  return db.selectFrom('carts').select([
    'cart_id', 'country_id', 'promo_code_id', 'delivery_instructions', 'schedule_delivery', 'invoice_boleta_simple', 'invoice_boleta',
    'invoice_factura', 'invoice_id_type', 'invoice_name', 'invoice_invoice_name', 'invoice_ruc', 'invoice_number', 'invoice_address',
    sql<string | null>`to_char(schedule_date, 'YYYY-MM-DD')`.as('schedule_date'),
    sql<string | null>`to_char(schedule_time, 'HH24:MI')`.as('schedule_time'),
    sql<string | null>`to_char(invoice_dob, 'YYYY-MM-DD')`.as('invoice_dob'),
  ]).where('cart_id', '=', cartId).executeTakeFirstOrThrow();
}

/** Turns the schedule off if the cart still holds exactly this slot ('YYYY-MM-DD', 'HH:mm'). */
export async function clearSchedule(db: Db, cartId: number, slot: { date: string; time: string }, now: Date): Promise<void> {
  await db.updateTable('carts').set({ schedule_delivery: false, schedule_date: null, schedule_time: null, updated_at: now })
    .where('cart_id', '=', cartId).where('schedule_delivery', '=', true)
    .where(sql<string>`to_char(schedule_date, 'YYYY-MM-DD')`, '=', slot.date).where(sql<string>`to_char(schedule_time, 'HH24:MI')`, '=', slot.time)
    .execute();
}

export async function touchCart(trx: Db, cartId: number, now: Date, storeId?: number): Promise<void> {
  await trx.updateTable('carts').set({ updated_at: now, ...(storeId === undefined ? {} : { store_id: storeId }) })
    .where('cart_id', '=', cartId).execute();
}

/** Product lines with what pricing needs, for the store (null: no store, so no store_products row matches). */
export async function findProductLines(db: Db, cartId: number, storeId: number | null, languageId: number) {
  return db.selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.product_id', 'ci.product_id')
    .innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .leftJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.product_id').on('t.language_id', '=', languageId))
    .leftJoin('product_translations as tes', (j) => j.onRef('tes.product_id', '=', 'p.product_id').on('tes.language_id', '=', ES))
    .leftJoin('store_products as sp', (j) => j.onRef('sp.product_id', '=', 'p.product_id').on('sp.store_id', '=', storeId ?? 0))
    .select([
      'ci.cart_item_id', 'p.product_id', 'ci.quantity', 'ci.toppings', 'p.active', 'p.actual_price', 'p.discounted_price',
      sql<number>`greatest(p.age_restriction, c.age_restriction)::int`.as('age_restriction'), alcoholOfCategory.as('alcohol'),
      sql<string>`coalesce(t.name, tes.name, p.sku)`.as('name'),
      sql<string>`coalesce(t.brand_name, tes.brand_name, '')`.as('brand_name'),
      (eb) => eb.selectFrom('product_files as f').select('f.image_url').whereRef('f.product_id', '=', 'p.product_id')
        .where('f.file_type', '=', 'Primary').orderBy('f.sort_order').limit(1).as('image_url'),
      'sp.available', 'sp.stock', 'sp.actual_price as store_actual_price', 'sp.discounted_price as store_discounted_price',
    ])
    .where('ci.cart_id', '=', cartId).orderBy('ci.cart_item_id').execute();
}

/** Combo lines (added by the combo flow): prices of the combo and the line's stored choice. */
export async function findComboLines(db: Db, cartId: number, languageId: number) {
  return db.selectFrom('cart_items as ci')
    .innerJoin('combo_offers as co', 'co.combo_offer_id', 'ci.combo_offer_id')
    .leftJoin('combo_offer_translations as t', (j) => j.onRef('t.combo_offer_id', '=', 'co.combo_offer_id').on('t.language_id', '=', languageId))
    .leftJoin('combo_offer_translations as tes', (j) => j.onRef('tes.combo_offer_id', '=', 'co.combo_offer_id').on('tes.language_id', '=', ES))
    .select([
      'ci.cart_item_id', 'co.combo_offer_id', 'ci.quantity', 'ci.combo_selection', 'co.active', 'co.start_date', 'co.end_date',
      'co.actual_selling_price', 'co.combo_selling_price', 'co.image_url', 'co.age_restriction',
      sql<string>`coalesce(t.combo_name, tes.combo_name, co.code)`.as('name'),
    ])
    .where('ci.cart_id', '=', cartId).orderBy('ci.cart_item_id').execute();
}

/** What each combo offers: a normal combo's products, a list combo's lists and their alternatives, in sort order. */
export async function findComboDefinitions(db: Db, comboOfferIds: readonly number[]): Promise<Map<number, ComboDefinition>> {
  const ids = [...new Set(comboOfferIds)];
  if (ids.length === 0) return new Map();
  const [combos, products, alternatives] = await Promise.all([
    db.selectFrom('combo_offers').select(['combo_offer_id', 'combo_offer_type']).where('combo_offer_id', 'in', ids).execute(),
    db.selectFrom('combo_offer_products').select(['combo_offer_id', 'product_id', 'quantity'])
      .where('combo_offer_id', 'in', ids).orderBy('combo_offer_id').orderBy('sort_order').orderBy('product_id').execute(),
    db.selectFrom('combo_offer_lists as l').leftJoin('combo_offer_list_alternatives as a', 'a.list_id', 'l.list_id')
      .select(['l.combo_offer_id', 'l.list_id', 'a.product_id', 'a.quantity'])
      .where('l.combo_offer_id', 'in', ids).orderBy('l.combo_offer_id').orderBy('l.sort_order').orderBy('l.list_id')
      .orderBy('a.sort_order').orderBy('a.product_id').execute(),
  ]);
  const definitions = new Map<number, { comboOfferId: number; type: 'normal' | 'list'; products: { productId: number; quantity: number }[];
    lists: { listId: number; alternatives: { productId: number; quantity: number }[] }[] }>(
    combos.map((c) => [c.combo_offer_id, { comboOfferId: c.combo_offer_id, type: c.combo_offer_type, products: [], lists: [] }]),
  );
  for (const p of products) definitions.get(p.combo_offer_id)?.products.push({ productId: p.product_id, quantity: p.quantity });
  for (const a of alternatives) {
    const def = definitions.get(a.combo_offer_id);
    if (!def) continue;
    let list = def.lists.find((l) => l.listId === a.list_id);
    if (!list) {
      list = { listId: a.list_id, alternatives: [] };
      def.lists.push(list);
    }
    if (a.product_id !== null && a.quantity !== null) list.alternatives.push({ productId: a.product_id, quantity: a.quantity });
  }
  return definitions;
}

/** Products as a store sells them (null store: no store_products row matches): on sale, listed, stock, age limit. */
export async function findProductsAtStore(db: Db, storeId: number | null, productIds: readonly number[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  return db.selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .leftJoin('store_products as sp', (j) => j.onRef('sp.product_id', '=', 'p.product_id').on('sp.store_id', '=', storeId ?? 0))
    .select(['p.product_id', 'p.active', 'sp.available', 'sp.stock', sql<number>`greatest(p.age_restriction, c.age_restriction)::int`.as('age_restriction'),
      alcoholOfCategory.as('alcohol')])
    .where('p.product_id', 'in', ids).execute();
}

/** A combo for the combo-in-cart calls. */
export async function findCombo(db: Db, comboOfferId: number) {
  return db.selectFrom('combo_offers')
    .select(['combo_offer_id', 'combo_offer_type', 'active', 'start_date', 'end_date', 'age_restriction'])
    .where('combo_offer_id', '=', comboOfferId).executeTakeFirst();
}

/** The cart's lines of one combo, oldest first (the first is "the caller's line" of the combo pages). */
export async function findComboLinesOf(trx: Db, cartId: number, comboOfferId: number) {
  return trx.selectFrom('cart_items').select(['cart_item_id', 'quantity', 'combo_selection'])
    .where('cart_id', '=', cartId).where('combo_offer_id', '=', comboOfferId).orderBy('cart_item_id').execute();
}

export async function insertComboLine(trx: Db, line: { cartId: number; comboOfferId: number; selection: string; quantity: number; now: Date }): Promise<void> {
  await trx.insertInto('cart_items').values({
    cart_id: line.cartId, combo_offer_id: line.comboOfferId, combo_selection: line.selection, quantity: line.quantity,
    created_at: line.now, updated_at: line.now,
  }).execute();
}

export async function updateComboLine(trx: Db, cartItemId: number, fields: { quantity: number; selection?: string; now: Date }): Promise<void> {
  await trx.updateTable('cart_items')
    .set({ quantity: fields.quantity, updated_at: fields.now, ...(fields.selection === undefined ? {} : { combo_selection: fields.selection }) })
    .where('cart_item_id', '=', cartItemId).execute();
}

/** A product for an add or update: prices, the stricter of its own and its category's age limit. */
export async function findProduct(db: Db, productId: number) {
  return db.selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .select(['p.product_id', 'p.active', sql<number>`greatest(p.age_restriction, c.age_restriction)::int`.as('age_restriction')])
    .where('p.product_id', '=', productId).executeTakeFirst();
}

export async function findStoreProduct(db: Db, storeId: number, productId: number) {
  return db.selectFrom('store_products').select(['available', 'stock'])
    .where('store_id', '=', storeId).where('product_id', '=', productId).executeTakeFirst();
}

export async function findToppingRows(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db.selectFrom('product_toppings').select(['product_id', 'language_id', 'name', 'extra_price', 'sort_order'])
    .where('product_id', 'in', [...new Set(productIds)]).orderBy('product_id').orderBy('sort_order').orderBy('language_id').execute();
}

/** The customer's date of birth as YYYY-MM-DD, or null (guests have no customers row). */
export async function findCustomerDob(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('customers').select(sql<string | null>`to_char(dob, 'YYYY-MM-DD')`.as('dob'))
    .where('user_id', '=', userId).executeTakeFirst();
  return row?.dob ?? null;
}

/** Whether an order of this user to this address has been delivered (the address snapshot keeps its id). */
export async function hasDeliveredOrder(db: Db, userId: number, userAddressId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('order_id')
    .where('user_id', '=', userId)
    .where(sql<string>`address_snapshot->>'userAddressId'`, '=', String(userAddressId))
    .where('status', 'in', ['DELIVERY_COMPLETED', 'COMPLETED'])
    .limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The line of this product with exactly this (canonical) topping choice, if any. */
export async function findProductLine(trx: Db, cartId: number, productId: number, toppings: string | null) {
  return trx.selectFrom('cart_items').select(['cart_item_id', 'quantity'])
    .where('cart_id', '=', cartId).where('product_id', '=', productId)
    .where(sql<string>`coalesce(toppings, '')`, '=', toppings ?? '').executeTakeFirst();
}

export async function findLine(trx: Db, cartId: number, cartItemId: number) {
  return trx.selectFrom('cart_items').select(['cart_item_id', 'product_id', 'combo_offer_id', 'quantity', 'toppings'])
    .where('cart_id', '=', cartId).where('cart_item_id', '=', cartItemId).executeTakeFirst();
}

export async function countLines(trx: Db, cartId: number): Promise<number> {
  const row = await trx.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('n')).where('cart_id', '=', cartId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds units to the product line with this topping choice, creating it if needed (one line per choice). */
export async function addToProductLine(trx: Db, line: { cartId: number; productId: number; toppings: string | null; quantity: number; now: Date }): Promise<void> {
  await sql`insert into cart_items (cart_id, product_id, quantity, toppings, created_at, updated_at)
    values (${line.cartId}, ${line.productId}, ${line.quantity}, ${line.toppings}, ${line.now}, ${line.now})
    on conflict (cart_id, product_id, (coalesce(toppings, ''))) where product_id is not null
    do update set quantity = cart_items.quantity + excluded.quantity, updated_at = excluded.updated_at`.execute(trx);
}

export async function updateLine(trx: Db, cartItemId: number, fields: { quantity: number; toppings?: string | null; now: Date }): Promise<void> {
  await trx.updateTable('cart_items')
    .set({ quantity: fields.quantity, updated_at: fields.now, ...(fields.toppings === undefined ? {} : { toppings: fields.toppings }) })
    .where('cart_item_id', '=', cartItemId).execute();
}

export async function deleteLine(trx: Db, cartItemId: number): Promise<void> {
  await trx.deleteFrom('cart_items').where('cart_item_id', '=', cartItemId).execute();
}

export async function deleteAllLines(trx: Db, cartId: number): Promise<void> {
  await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
}

/** A promo with its description in the language (Spanish when missing) and how often this user has used it. */
export async function findPromoForUser(db: Db, promoCodeId: number, userId: number, languageId: number) {
  return db.selectFrom('promos as p')
    .leftJoin('promo_translations as t', (j) => j.onRef('t.promo_code_id', '=', 'p.promo_code_id').on('t.language_id', '=', languageId))
    .leftJoin('promo_translations as tes', (j) => j.onRef('tes.promo_code_id', '=', 'p.promo_code_id').on('tes.language_id', '=', ES))
    .select([
      'p.promo_code_id', 'p.promo_code', 'p.country_id', 'p.discount_type', 'p.discount_value', 'p.max_discount_amount', 'p.minimum_cart_amount',
      'p.start_date', 'p.end_date', 'p.per_customer_limit', 'p.active',
      sql<string>`coalesce(t.description, tes.description, '')`.as('description'),
      (eb) => eb.selectFrom('promo_uses as u').select(sql<number>`count(*)::int`.as('n'))
        .whereRef('u.promo_code_id', '=', 'p.promo_code_id').where('u.user_id', '=', userId).as('uses'),
    ])
    .where('p.promo_code_id', '=', promoCodeId).executeTakeFirst();
}
