// SQL of orders: placement (the locked cart, the idempotency key, the rows of an order), the account's order pages,
// and status changes.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, OrderItems, Orders } from '../../db/types.js';
import type { IdCheck, ItemStatus, OrderStatus } from '../../rules/orders.js';
import { FINISHED_ORDER_STATUSES } from './schemas.js';

export async function findUnfinishedOrders(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  const base = db.selectFrom('orders').where('user_id', '=', userId).where('status', 'not in', [...FINISHED_ORDER_STATUSES]);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = limit === 0 ? [] : await base
    .select(['order_id', 'order_number', 'status', 'final_pay_amount', 'created_at'])
    .orderBy('created_at', 'desc').orderBy('order_id', 'desc').limit(limit).offset(offset)
    .execute();
  return { count: Number(count), rows };
}

type Db = Kysely<DB>;

/** The caller's active cart, its row locked until the transaction ends: placements of one cart run one at a time. */
export async function lockActiveCart(trx: Db, userId: number) {
  return trx.selectFrom('carts').select(['cart_id', 'country_id']).where('user_id', '=', userId).where('status', '=', 'ACTIVE')
    .forUpdate().executeTakeFirst();
}

/** An order placed with this key by this user (what a retry answers). */
export async function findOrderByKey(db: Db, userId: number, idempotencyKey: string) {
  return db.selectFrom('orders').select(['order_id', 'request_hash', 'answer'])
    .where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function findStore(db: Db, storeId: number) {
  return db.selectFrom('stores').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}

/** The customer's date of birth (YYYY-MM-DD) and last age confirmation at checkout. */
export async function findCustomerAge(db: Db, userId: number): Promise<{ dob: string | null; ageConfirmedAt: Date | null }> {
  const row = await db.selectFrom('customers').select([sql<string | null>`to_char(dob, 'YYYY-MM-DD')`.as('dob'), 'age_confirmed_at'])
    .where('user_id', '=', userId).executeTakeFirst();
  return { dob: row?.dob ?? null, ageConfirmedAt: row?.age_confirmed_at ?? null };
}

/** Records the shopper's "Yes, 18 or over" (a later order the same shop day needs no second one). */
export async function recordAgeConfirmation(trx: Db, userId: number, at: Date): Promise<void> {
  await trx.updateTable('customers').set({ age_confirmed_at: at }).where('user_id', '=', userId).execute();
}

/** The next order id and order number, taken before the insert so the stored answer can name them. */
export async function nextOrderIds(trx: Db): Promise<{ orderId: number; sequence: number }> {
  const { rows } = await sql<{ order_id: string; seq: string }>`select nextval(pg_get_serial_sequence('orders', 'order_id')) as order_id,
    nextval('order_number_seq') as seq`.execute(trx);
  const row = rows[0] as { order_id: string; seq: string };
  return { orderId: Number(row.order_id), sequence: Number(row.seq) };
}

export async function insertOrder(trx: Db, order: Insertable<Orders>): Promise<void> {
  await trx.insertInto('orders').values(order).execute();
}

export async function insertOrderItems(trx: Db, items: Insertable<OrderItems>[]): Promise<void> {
  if (items.length > 0) await trx.insertInto('order_items').values(items).execute();
}

export async function insertHistory(trx: Db, orderId: number, statuses: readonly OrderStatus[], at: Date): Promise<void> {
  if (statuses.length === 0) return;
  await trx.insertInto('order_status_history').values(statuses.map((status) => ({ order_id: orderId, status, changed_at: at }))).execute();
}

export async function insertPromoUse(trx: Db, use: { promoCodeId: number; userId: number; orderId: number; at: Date }): Promise<void> {
  await trx.insertInto('promo_uses').values({ promo_code_id: use.promoCodeId, user_id: use.userId, order_id: use.orderId, used_at: use.at }).execute();
}

/** Gives back the promo use an order took (its cancel): the order no longer counts toward the per-customer limit. */
export async function deletePromoUse(trx: Db, orderId: number): Promise<void> {
  await trx.deleteFrom('promo_uses').where('order_id', '=', orderId).execute();
}

/** Empties the cart the order came from, keeping the row (the session's cartId) and its receipt choice. */
export async function emptyOrderedCart(trx: Db, cartId: number, now: Date): Promise<void> {
  await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  await trx.updateTable('carts').set({
    promo_code_id: null, delivery_instructions: null, schedule_delivery: false, schedule_date: null, schedule_time: null, updated_at: now,
  }).where('cart_id', '=', cartId).execute();
}

const summaryColumns = [
  'o.order_id', 'o.order_number', 'o.status', 'o.payment_method', 'o.final_pay_amount', 'o.created_at', 'o.schedule_delivery', 's.name as store_name',
  sql<string | null>`to_char(o.schedule_date, 'YYYY-MM-DD')`.as('schedule_date'),
  sql<string | null>`to_char(o.schedule_time, 'HH24:MI')`.as('schedule_time'),
  sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = o.order_id)`.as('item_count'),
] as const;

/** The caller's orders of a country, newest first. */
export async function findOrders(db: Db, userId: number, countryId: string, limit: number, offset: number) {
  const base = db.selectFrom('orders as o').where('o.user_id', '=', userId).where('o.country_id', '=', countryId);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base.leftJoin('stores as s', 's.store_id', 'o.store_id').select([...summaryColumns])
    .orderBy('o.created_at', 'desc').orderBy('o.order_id', 'desc').limit(limit).offset(offset).execute();
  return { count: Number(count), rows };
}

export async function findOrder(db: Db, userId: number, countryId: string, orderId: number) {
  return db.selectFrom('orders as o').leftJoin('stores as s', 's.store_id', 'o.store_id').leftJoin('promos as p', 'p.promo_code_id', 'o.promo_code_id')
    .select([
      ...summaryColumns, 'o.base_price', 'o.shipping', 'o.service_charge', 'o.discount', 'o.promo_code_discount', 'o.amount_in_customer_hand',
      'p.promo_code', 'o.address_snapshot', 'o.invoice_snapshot', 'o.delivery_instructions', 'o.age_restricted', 'o.id_check',
    ])
    .where('o.order_id', '=', orderId).where('o.user_id', '=', userId).where('o.country_id', '=', countryId).executeTakeFirst();
}

export async function findOrderItems(db: Db, orderId: number) {
  return db.selectFrom('order_items as oi').leftJoin('combo_offers as co', 'co.combo_offer_id', 'oi.combo_offer_id')
    .select([
      'oi.order_item_id', 'oi.product_id', 'oi.combo_offer_id', 'oi.product_name', 'oi.quantity', 'oi.unit_actual_price', 'oi.unit_discounted_price',
      'oi.line_total', 'oi.toppings', 'oi.item_status', 'co.image_url as combo_image_url',
      (eb) => eb.selectFrom('product_files as f').select('f.image_url').whereRef('f.product_id', '=', 'oi.product_id')
        .where('f.file_type', '=', 'Primary').orderBy('f.sort_order').limit(1).as('product_image_url'),
    ])
    .where('oi.order_id', '=', orderId).orderBy('oi.order_item_id').execute();
}

export async function findHistory(db: Db, orderId: number) {
  return db.selectFrom('order_status_history').select(['status', 'changed_at'])
    .where('order_id', '=', orderId).orderBy('changed_at').orderBy('order_status_history_id').execute();
}

/** An order row locked for a status change (cancel by its owner, or the operator's advance). */
export async function lockOwnOrder(trx: Db, userId: number, countryId: string, orderId: number) {
  return trx.selectFrom('orders').select(['order_id', 'status']).where('order_id', '=', orderId).where('user_id', '=', userId)
    .where('country_id', '=', countryId).forUpdate().executeTakeFirst();
}

export async function lockOrderByNumber(trx: Db, orderNumber: string) {
  return trx.selectFrom('orders').select(['order_id', 'status', 'age_restricted', 'id_check']).where('order_number', '=', orderNumber)
    .forUpdate().executeTakeFirst();
}

/** Records the rider's ID check at the door. */
export async function setIdCheck(trx: Db, orderId: number, idCheck: IdCheck, now: Date): Promise<void> {
  await trx.updateTable('orders').set({ id_check: idCheck, id_checked_at: now, updated_at: now }).where('order_id', '=', orderId).execute();
}

/** What the operator sees of an order: status, the ID check, what to hand over and where. */
export async function findOpsOrder(db: Db, orderNumber: string) {
  const order = await db.selectFrom('orders as o').leftJoin('stores as s', 's.store_id', 'o.store_id')
    .select(['o.order_id', 'o.order_number', 'o.status', 'o.age_restricted', 'o.age_confirmed_at', 'o.id_check', 'o.id_checked_at',
      'o.payment_method', 'o.final_pay_amount', 'o.address_snapshot', 's.name as store_name', 'o.schedule_delivery',
      sql<string | null>`to_char(o.schedule_date, 'YYYY-MM-DD')`.as('schedule_date'), sql<string | null>`to_char(o.schedule_time, 'HH24:MI')`.as('schedule_time')])
    .where('o.order_number', '=', orderNumber).executeTakeFirst();
  if (!order) return undefined;
  const items = await db.selectFrom('order_items').select(['product_name', 'quantity', 'item_status'])
    .where('order_id', '=', order.order_id).orderBy('order_item_id').execute();
  return { ...order, items };
}

export async function setOrderStatus(trx: Db, orderId: number, status: OrderStatus, now: Date): Promise<void> {
  await trx.updateTable('orders').set({ status, updated_at: now }).where('order_id', '=', orderId).execute();
}

/** Moves the order's items that are in `from` (all of them when omitted) to `to`. */
export async function setItemStatuses(trx: Db, orderId: number, to: ItemStatus, from?: ItemStatus): Promise<void> {
  let query = trx.updateTable('order_items').set({ item_status: to }).where('order_id', '=', orderId);
  if (from) query = query.where('item_status', '=', from);
  await query.execute();
}
