// POST /api/v1/orders: re-checks everything placing an order needs against the cart as the cart itself prices it (evaluateCart),
// then writes the order, its items, the first status, the promo use and the emptied cart in one transaction.
//
// Exactly-once: the transaction starts by locking the caller's active cart row, so two placements of one shopper
// run one after the other; the key is looked up after the lock, so the second one sees the first one's order and
// answers it. The unique (user_id, idempotency_key) index is the last line of defence: a violation rolls back and
// answers the stored order the same way.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language, type MessageKey } from '../../i18n/messages.js';
import { ageVerdict, localDate, requiredAge } from '../../lib/age.js';
import { AppError, FieldValidationError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { evaluateCart, type CartEvaluation } from '../cart/service.js';
import { boletaSimpleRefused } from '../checkout/invoice.js';
import { lineTotal, toCentimos, toSoles } from '../cart/pricing.js';
import { countryExists } from '../countries/repository.js';
import type { StoreRow } from '../stores/coverage.js';
import { acceptsPayment } from '../stores/payment-options.js';
import { alcoholHoursRefusal } from '../checkout/sale-hours.js';
import * as repo from './repository.js';
import { addressComplete, invoiceVerdict } from './rules.js';
import type { PlacedOrder, PlaceOrderBody } from './schemas.js';

export interface PlaceOrderRequest {
  db: Kysely<DB>;
  caller: SessionUser;
  now: Date;
  idempotencyKey: string;
  body: PlaceOrderBody;
}

/** numeric(12,2) text of integer céntimos (never through floating point). */
export function centimosText(centimos: number): string {
  const sign = centimos < 0 ? '-' : '';
  const abs = Math.abs(centimos);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** sha256 of the body with its keys sorted: the same order request hashes the same however its JSON was written. */
export function requestHash(body: PlaceOrderBody): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b))));
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

const refuse = (identifier: MessageKey, params?: Record<string, string>): never => {
  throw new AppError(422, identifier, params);
};

/** The stored answer for a repeated key: the same body gets it again, another body is refused. */
function replay(stored: { request_hash: string; answer: unknown }, hash: string): PlacedOrder {
  if (stored.request_hash !== hash || stored.answer === null) throw new AppError(409, 'error.order.idempotencyKeyReused');
  return stored.answer as PlacedOrder;
}

function isKeyViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'orders_user_id_idempotency_key_key');
}

/** What an order of age-restricted goods records: the confirmation it was placed under (null: nothing restricted). */
interface AgeCheck { ageConfirmedAt: Date | null; restricted: boolean; confirmedNow: boolean }

/**
 * Age-restricted goods need a date of birth old enough today (in the shop's time zone), and the shopper's confirmation of
 * being 18 or over: given with this order (ageConfirmed true), or earlier the same shop day. ageConfirmed false is the
 * shopper's "No": refused whatever was confirmed before.
 */
async function checkAge(trx: Kysely<DB>, request: PlaceOrderRequest, cart: CartEvaluation): Promise<AgeCheck> {
  const restriction = Math.max(0, ...cart.lines.map((line) => line.product.ageRestrictionValue));
  if (requiredAge(restriction) === 0) return { ageConfirmedAt: null, restricted: false, confirmedNow: false };
  const { now, body } = request;
  const today = localDate(now, cart.timezone);
  const { dob, ageConfirmedAt } = await repo.findCustomerAge(trx, request.caller.userId);
  const verdict = ageVerdict({ restriction, isCustomer: true, dob, today });
  if (verdict === 'verificationRequired' || verdict === 'loginRequired') refuse('error.order.ageRequired');
  if (verdict === 'underAge') refuse('error.order.underAge');
  if (body.ageConfirmed === false) refuse('error.order.ageNotConfirmed');
  if (body.ageConfirmed === true) return { ageConfirmedAt: now, restricted: true, confirmedNow: true };
  if (ageConfirmedAt === null || localDate(ageConfirmedAt, cart.timezone) !== today) refuse('error.order.ageConfirmationRequired');
  return { ageConfirmedAt, restricted: true, confirmedNow: false };
}

/** Every refusal of order placement, in the order a shopper would fix them; throws the first that applies. */
async function assertPlaceable(trx: Kysely<DB>, request: PlaceOrderRequest, cart: CartEvaluation):
  Promise<{ store: StoreRow; scheduled: boolean; age: AgeCheck }> {
  const { body } = request;
  const { view, totals } = cart;
  if (cart.lines.length === 0) refuse('error.order.cartEmpty');
  if (!addressComplete(view.address)) refuse('error.order.addressIncomplete');
  if (!cart.store || cart.lines.some((line) => !line.available)) refuse('error.order.itemsUnavailable');
  const store = cart.store as StoreRow;

  // What each store status allows, as the cart panel's Continue does: offline → no order, scheduled or not (the
  // schedule can be set for later, from /store-offline); online but not delivering → only with a schedule; online and delivering → now,
  // or at the schedule when one is set.
  if (!view.storeStatus?.storeOnlineStatus) refuse('error.order.storeOffline', { store: store.name });
  // A schedule counts where the store offers scheduling and the slot is still acceptable now (evaluateCart, the
  // checkout's rules); it replaces "delivering now". One saved but no longer acceptable is refused rather than
  // silently turned into an order for now: the shopper may have been shown it (the next cart answer clears it).
  if (cart.staleSchedule) refuse('error.order.scheduleInvalid');
  const scheduled = cart.schedule !== null;
  if (!scheduled && !view.storeStatus?.storeDeliveryStatus) refuse('error.order.storeClosed');
  // Alcohol only inside the store's sale hours: now, or at the schedule (checkout/sale-hours.ts).
  if (cart.alcoholSale && !cart.alcoholSale.allowed) {
    const refusal = alcoholHoursRefusal(store, body.languageCode);
    refuse(refusal.identifier, refusal.params);
  }

  if (cart.promo && !cart.promo.verdict.valid) refuse('error.order.promoInvalid');

  const minimum = toCentimos(store.minimum_order_amount);
  if (totals.finalPayAmount < minimum) refuse('error.order.belowMinimum', { minimum: centimosText(minimum) });

  const invoice = invoiceVerdict(view.invoiceDetails);
  if (invoice === 'required') refuse('error.order.invoiceRequired');
  if (invoice === 'incomplete') refuse('error.order.invoiceIncomplete');
  if (boletaSimpleRefused(view.invoiceDetails, totals.finalPayAmount)) refuse('error.invoice.boletaNeedsId');

  const age = await checkAge(trx, request, cart);

  if (!acceptsPayment(store, body.paymentMethod)) refuse('error.order.paymentMethodUnavailable');
  if (body.paymentMethod === 'CASH' && (body.amountInCustomerHand === null || toCentimos(body.amountInCustomerHand) < totals.finalPayAmount)) {
    refuse('error.order.cashTooLow', { finalPayAmount: centimosText(totals.finalPayAmount) });
  }
  return { store, scheduled, age };
}

/** Places the order (201 answer), or answers the order already placed with this key. */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  const { db, caller, now, idempotencyKey, body } = request;
  const hash = requestHash(body);
  if (!(await countryExists(db, body.countryId))) throw new FieldValidationError([{ fieldName: 'countryId', identifier: 'error.validation.unknownCountry' }]);
  const language: Language = body.languageCode;
  try {
    return await db.transaction().execute(async (trx) => {
      const cart = await repo.lockActiveCart(trx, caller.userId);
      const stored = await repo.findOrderByKey(trx, caller.userId, idempotencyKey);
      if (stored) return replay(stored, hash);
      // One active cart per user: a cart of another country is not this country's cart, which is empty.
      if (!cart || cart.country_id !== body.countryId) return refuse('error.order.cartEmpty');

      // The cart's own pricing (céntimos), read under the lock: the order charges exactly what the cart showed.
      const evaluation = await evaluateCart(trx, cart.cart_id, caller, language, now);
      const { store, scheduled, age } = await assertPlaceable(trx, request, evaluation);
      const { view, totals } = evaluation;

      const { orderId, sequence } = await repo.nextOrderIds(trx);
      const answer: PlacedOrder = {
        orderId, orderNumber: `${cart.country_id}-${sequence}`, status: 'INITIATED', finalPayAmount: toSoles(totals.finalPayAmount),
        createdAt: now.toISOString(),
      };
      const schedule = scheduled ? evaluation.schedule : null;
      const promoUsed = evaluation.promo?.verdict.valid ? evaluation.promo.promoCodeId : null;
      await repo.insertOrder(trx, {
        order_id: orderId, order_number: answer.orderNumber, user_id: caller.userId, cart_id: cart.cart_id, store_id: store.store_id,
        country_id: cart.country_id, language_id: LANGUAGE_IDS[language], status: 'INITIATED', payment_method: body.paymentMethod,
        order_platform: body.orderPlatform,
        amount_in_customer_hand: body.paymentMethod === 'CASH' && body.amountInCustomerHand !== null
          ? centimosText(toCentimos(body.amountInCustomerHand)) : null,
        tip: '0.00', base_price: centimosText(totals.basePrice), shipping: centimosText(totals.shipping),
        service_charge: centimosText(totals.serviceCharge), discount: centimosText(totals.discount),
        promo_code_discount: centimosText(totals.promoCodeDiscount), final_pay_amount: centimosText(totals.finalPayAmount), promo_code_id: promoUsed,
        idempotency_key: idempotencyKey, request_hash: hash, answer: JSON.stringify(answer),
        address_snapshot: JSON.stringify(view.address), invoice_snapshot: JSON.stringify(view.invoiceDetails),
        delivery_instructions: view.deliveryInstructions, schedule_delivery: schedule !== null,
        schedule_date: schedule?.date ?? null, schedule_time: schedule?.time ?? null, created_at: now, updated_at: now,
        age_restricted: age.restricted, age_confirmed_at: age.ageConfirmedAt,
      });
      if (age.confirmedNow) await repo.recordAgeConfirmation(trx, caller.userId, now);
      await repo.insertOrderItems(trx, evaluation.lines.map((line) => ({
        order_id: orderId, product_id: line.productId, combo_offer_id: line.comboOfferId, product_name: line.product.name,
        quantity: line.quantity, unit_actual_price: centimosText(line.actual), unit_discounted_price: centimosText(line.discounted),
        line_total: centimosText(lineTotal(line)), toppings: line.toppings,
        combo_selection: line.comboOfferData ? JSON.stringify(line.comboOfferData) : null,
      })));
      await repo.insertHistory(trx, orderId, ['INITIATED'], now);
      if (promoUsed !== null) await repo.insertPromoUse(trx, { promoCodeId: promoUsed, userId: caller.userId, orderId, at: now });
      await repo.emptyOrderedCart(trx, cart.cart_id, now);
      return answer;
    });
  } catch (error) {
    if (isKeyViolation(error)) {
      const stored = await repo.findOrderByKey(db, caller.userId, idempotencyKey);
      if (stored) return replay(stored, hash);
    }
    throw error;
  }
}
