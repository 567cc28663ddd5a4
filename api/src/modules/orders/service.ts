// Rules of the orders area: the order-status call (store status of an own address, the unfinished orders), the
// account's order list, details and cancel, and the operator's advance through the order statuses.
import moment from 'moment-timezone';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { IdCheck, OrderStatus } from '../../rules/orders.js';
import type { Language } from '../../i18n/messages.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import { toCentimos, toSoles } from '../cart/pricing.js';
import { assertCountryInPath, assertCountryInQuery } from '../countries/service.js';
import { findDefaultAddress, findOwnAddress } from '../addresses/default-address.js';
import { countryTimezone, findServingStore, storeStatusOf, type StoreStatus } from '../stores/coverage.js';
import {
  deletePromoUse, findHistory, findOpsOrder, findOrder, findOrderItems, findOrders, findUnfinishedOrders, insertHistory, lockOrderByNumber, lockOwnOrder,
  setIdCheck, setItemStatuses, setOrderStatus,
} from './repository.js';
import { advanceSteps, CANCELLABLE_STATUSES } from './rules.js';
import type { OrderDetails, OrdersQuery, OrderStatusQuery, OrderSummary, UnfinishedOrderRecord } from './schemas.js';

const orderNotFound = (): never => { throw new NotFoundError('error.order.notFound'); };

/** numeric(12,2) text → a JSON number with at most 2 decimals (through integer céntimos). */
const amount = (value: string): number => Math.round(Number(value) * 100) / 100;

export async function orderStatus(db: Kysely<DB>, now: Date, language: Language, userId: number, query: OrderStatusQuery):
  Promise<{ storeExists: boolean; storeStatus: StoreStatus | null; count: number; records: UnfinishedOrderRecord[] }> {
  await assertCountryInQuery(db, query.countryId);
  const address = query.userAddressId === undefined
    ? await findDefaultAddress(db, userId)
    : await findOwnAddress(db, userId, query.userAddressId);
  if (query.userAddressId !== undefined && !address) throw new NotFoundError('error.address.notFound');
  const store = address ? await findServingStore(db, address, address.country_id) : null;
  const storeStatus = store ? storeStatusOf(store, now, language, await countryTimezone(db, store.country_id)) : null;
  const { count, rows } = await findUnfinishedOrders(db, userId, query.limit, query.offset);
  return {
    storeExists: store !== null,
    storeStatus,
    count,
    records: rows.map((r) => ({
      orderId: r.order_id, orderNumber: r.order_number, status: r.status, finalPayAmount: amount(r.final_pay_amount), createdAt: r.created_at.toISOString(),
    })),
  };
}

// ---- The account's order pages (list, details, cancel) and the operator's advance.

const money = (value: string | null): number => toSoles(toCentimos(value ?? '0'));
const displayDate = (date: string | null) => (date ? moment.utc(date, 'YYYY-MM-DD').locale('en').format('DD MMM YYYY') : null);
const displayTime = (time: string | null) => (time ? moment.utc(time, 'HH:mm').locale('en').format('hh:mm A') : null);

type SummaryRow = Awaited<ReturnType<typeof findOrders>>['rows'][number];

function summaryOf(row: SummaryRow): OrderSummary {
  return {
    orderId: row.order_id, orderNumber: row.order_number, status: row.status, paymentMethod: row.payment_method,
    finalPayAmount: money(row.final_pay_amount), itemCount: Number(row.item_count), createdAt: row.created_at.toISOString(),
    storeName: row.store_name,
    scheduleDelivery: { scheduleDelivery: row.schedule_delivery, scheduleDate: displayDate(row.schedule_date), scheduleTime: displayTime(row.schedule_time) },
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const snapshot = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : value ?? {}) as Record<string, unknown>;

/** GET /api/v1/{countryId}/orders: the caller's orders of that country, newest first. */
export async function listOrders(db: Kysely<DB>, userId: number, countryId: string, query: OrdersQuery): Promise<{ count: number; records: OrderSummary[] }> {
  await assertCountryInPath(db, countryId);
  const { count, rows } = await findOrders(db, userId, countryId, query.limit, query.offset);
  return { count, records: rows.map(summaryOf) };
}

/** GET /api/v1/{countryId}/orders/{orderId}: one own order with its items, history and whether it can be cancelled. */
export async function orderDetails(db: Kysely<DB>, userId: number, countryId: string, orderId: number): Promise<OrderDetails> {
  await assertCountryInPath(db, countryId);
  const row = (await findOrder(db, userId, countryId, orderId)) ?? orderNotFound();
  const [items, history] = await Promise.all([findOrderItems(db, orderId), findHistory(db, orderId)]);
  const address = snapshot(row.address_snapshot);
  const invoice = snapshot(row.invoice_snapshot);
  return {
    ...summaryOf(row),
    pricing: {
      basePrice: money(row.base_price), shipping: money(row.shipping), serviceCharge: money(row.service_charge), discount: money(row.discount),
      promoCodeDiscount: money(row.promo_code_discount), finalPayAmount: money(row.final_pay_amount),
    },
    amountInCustomerHand: row.amount_in_customer_hand === null ? null : money(row.amount_in_customer_hand),
    promoCode: row.promo_code,
    address: {
      firstName: text(address.firstName), lastName: text(address.lastName), telephone: text(address.telephone), street1: text(address.street1),
      street2: text(address.street2), landmark: text(address.landmark), latitude: num(address.latitude), longitude: num(address.longitude),
    },
    invoice: {
      boletaSimple: invoice.boletaSimple === true, boleta: invoice.boleta === true, factura: invoice.factura === true, id: text(invoice.id),
      name: text(invoice.name), invoiceName: text(invoice.invoiceName), ruc: text(invoice.ruc), number: text(invoice.number), address: text(invoice.address),
    },
    deliveryInstructions: row.delivery_instructions,
    items: items.map((item) => ({
      orderItemId: item.order_item_id, productId: item.product_id, comboOfferId: item.combo_offer_id, name: item.product_name,
      quantity: item.quantity, unitActualPrice: money(item.unit_actual_price), unitDiscountedPrice: money(item.unit_discounted_price),
      lineTotal: money(item.line_total), toppings: item.toppings, itemStatus: item.item_status,
      imageUrl: item.product_id !== null
        ? item.product_image_url ?? `/api/v1/images/products/${item.product_id}.svg`
        : item.combo_image_url ?? `/api/v1/images/combos/${item.combo_offer_id}-mobile.svg`,
    })),
    statusHistory: history.map((h) => ({ status: h.status, changedAt: h.changed_at.toISOString() })),
    cancellable: CANCELLABLE_STATUSES.includes(row.status),
    ageRestricted: row.age_restricted,
    idCheck: row.id_check,
  };
}

/**
 * PUT .../orders/{orderId}/cancel: before packing, the order and its items are cancelled (422 after), and the promo use
 * it took is given back, so a cancelled order does not count toward the promo's per-customer limit.
 */
export async function cancelOrder(db: Kysely<DB>, userId: number, countryId: string, orderId: number, now: Date): Promise<OrderDetails> {
  await assertCountryInPath(db, countryId);
  await db.transaction().execute(async (trx) => {
    // Locked: the operator's advance to AT_THE_STORE and this cancel cannot both win.
    const order = (await lockOwnOrder(trx, userId, countryId, orderId)) ?? orderNotFound();
    if (!CANCELLABLE_STATUSES.includes(order.status)) throw new AppError(422, 'error.order.notCancellable');
    await setOrderStatus(trx, order.order_id, 'DELIVERY_CANCELED', now);
    await setItemStatuses(trx, order.order_id, 'CANCELED');
    await insertHistory(trx, order.order_id, ['DELIVERY_CANCELED'], now);
    await deletePromoUse(trx, order.order_id);
  });
  return orderDetails(db, userId, countryId, orderId);
}

export interface AdvanceResult {
  orderNumber: string; previousStatus: OrderStatus; status: OrderStatus; changedAt: string; ageRestricted: boolean; idCheck: IdCheck | null;
}

/**
 * The operator's advance: the next status in PROGRESS, or `to` when it comes later (every status passed is recorded, so
 * the timeline has no holes). Reaching DELIVERY_COMPLETED marks the items still ORDERED as DELIVERED; an order of
 * age-restricted goods gets there only once the rider's ID check is on record (recordIdCheck).
 */
export async function advanceOrder(db: Kysely<DB>, orderNumber: string, to: OrderStatus | undefined, now: Date): Promise<AdvanceResult> {
  return db.transaction().execute(async (trx) => {
    const order = (await lockOrderByNumber(trx, orderNumber)) ?? orderNotFound();
    const steps = advanceSteps(order.status, to);
    if (steps === 'final') throw new AppError(409, 'error.ops.cannotAdvance', { status: order.status });
    if (steps === 'notLater') throw new AppError(409, 'error.ops.targetNotLater', { status: order.status, to: String(to) });
    if (order.age_restricted && order.id_check !== 'CHECKED' && steps.includes('DELIVERY_COMPLETED')) {
      throw new AppError(409, 'error.ops.idCheckRequired', { orderNumber });
    }
    const status = steps.at(-1) as OrderStatus;
    await setOrderStatus(trx, order.order_id, status, now);
    await insertHistory(trx, order.order_id, steps, now);
    if (steps.includes('DELIVERY_COMPLETED')) await setItemStatuses(trx, order.order_id, 'DELIVERED', 'ORDERED');
    return { orderNumber, previousStatus: order.status, status, changedAt: now.toISOString(), ageRestricted: order.age_restricted, idCheck: order.id_check };
  });
}

export interface IdCheckResult { orderNumber: string; idCheck: IdCheck; status: OrderStatus; changedAt: string }

/**
 * The rider's ID check at the door (the order is AT_DELIVERY_ADDRESS and holds age-restricted goods), recorded once.
 * CHECKED lets the order be delivered; REFUSED ends it undelivered: DELIVERY_CANCELED, the items CANCELED (they go back
 * to the store) and the promo use given back, as a cancel does, since nothing was bought.
 */
export async function recordIdCheck(db: Kysely<DB>, orderNumber: string, idCheck: IdCheck, now: Date): Promise<IdCheckResult> {
  return db.transaction().execute(async (trx) => {
    const order = (await lockOrderByNumber(trx, orderNumber)) ?? orderNotFound();
    if (!order.age_restricted) throw new AppError(409, 'error.ops.idCheckNotRestricted', { orderNumber });
    if (order.id_check !== null) throw new AppError(409, 'error.ops.idCheckAlreadyRecorded', { orderNumber, idCheck: order.id_check });
    if (order.status !== 'AT_DELIVERY_ADDRESS') throw new AppError(409, 'error.ops.idCheckNotAtDoor', { orderNumber, status: order.status });
    await setIdCheck(trx, order.order_id, idCheck, now);
    let status: OrderStatus = order.status;
    if (idCheck === 'REFUSED') {
      status = 'DELIVERY_CANCELED';
      await setOrderStatus(trx, order.order_id, status, now);
      await setItemStatuses(trx, order.order_id, 'CANCELED');
      await insertHistory(trx, order.order_id, [status], now);
      await deletePromoUse(trx, order.order_id);
    }
    return { orderNumber, idCheck, status, changedAt: now.toISOString() };
  });
}

export interface OpsOrderView {
  orderNumber: string; status: OrderStatus; storeName: string | null; paymentMethod: string; finalPayAmount: number;
  scheduled: string | null; ageRestricted: boolean; ageConfirmedAt: string | null; idCheck: IdCheck | null; idCheckedAt: string | null;
  deliverTo: { name: string | null; telephone: string | null; street: string | null };
  items: { name: string; quantity: number; itemStatus: string }[];
}

/** GET /api/ops/orders/{orderNumber}: what the operator needs at a glance, the ID check included. */
export async function opsOrderView(db: Kysely<DB>, orderNumber: string): Promise<OpsOrderView> {
  const row = (await findOpsOrder(db, orderNumber)) ?? orderNotFound();
  const address = snapshot(row.address_snapshot);
  const name = [text(address.firstName), text(address.lastName)].filter(Boolean).join(' ');
  return {
    orderNumber: row.order_number, status: row.status, storeName: row.store_name, paymentMethod: row.payment_method,
    finalPayAmount: money(row.final_pay_amount),
    scheduled: row.schedule_delivery && row.schedule_date && row.schedule_time ? `${row.schedule_date} ${row.schedule_time}` : null,
    ageRestricted: row.age_restricted, ageConfirmedAt: row.age_confirmed_at?.toISOString() ?? null,
    idCheck: row.id_check, idCheckedAt: row.id_checked_at?.toISOString() ?? null,
    deliverTo: { name: name || null, telephone: text(address.telephone), street: text(address.street1) },
    items: row.items.map((i) => ({ name: i.product_name, quantity: i.quantity, itemStatus: i.item_status })),
  };
}
