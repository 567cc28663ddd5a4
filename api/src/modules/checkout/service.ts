// Rules of the cart's checkout calls: promos (list, apply, remove), delivery
// instructions, scheduled delivery, invoice details and payment options. Every change runs under the cart row lock
// (cart/service changeCart) and answers the whole cart; a refused change writes nothing.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS } from '../../i18n/messages.js';
import { AppError, FieldValidationError, NotFoundError, type FieldErrorSpec } from '../../lib/errors.js';
import { findDefaultAddress } from '../addresses/default-address.js';
import { assertCountryInPath } from '../countries/service.js';
import { toCentimos, toSoles } from '../cart/pricing.js';
import { amountMissing, formattedDiscount, judgePromo } from '../cart/promo-rules.js';
import * as cartRepo from '../cart/repository.js';
import type { CartView } from '../cart/schemas.js';
import { changeCart, evaluateCart, promoStateOf, type CartRequest } from '../cart/service.js';
import { countryTimezone, findServingStore, timeOfDay, type StoreRow } from '../stores/coverage.js';
import { paymentOptionsOf, type PaymentOptions } from '../stores/payment-options.js';
import { boletaSimpleRefused, checkInvoice, type InvoiceColumns } from './invoice.js';
import { DELIVERY_INSTRUCTIONS_MAX } from './limits.js';
import * as repo from './repository.js';
import { checkSchedule } from './schedule.js';
import { alcoholHoursText, inAlcoholHours } from './sale-hours.js';
import type {
  ActivePromosQuery, ApplyPromoQuery, DeliveryInstructionsBody, InvoiceDetailsBody, PromoRecord, ScheduleDeliveryBody,
} from './schemas.js';

const cartNotFound = (): never => { throw new NotFoundError('error.cart.notFound'); };

/** The caller's active cart (404 for anyone else's), read without a lock. */
async function ownCart(request: CartRequest, countryId: string, cartId: number): Promise<{ cart_id: number; country_id: string }> {
  await assertCountryInPath(request.db, countryId);
  return (await cartRepo.findOwnActiveCart(request.db, request.caller.userId, cartId)) ?? cartNotFound();
}

/** The store serving the caller's default address now (null: no address, or nobody delivers there). */
async function servingStore(db: Kysely<DB>, userId: number, countryId: string): Promise<StoreRow | null> {
  const address = await findDefaultAddress(db, userId);
  return address ? findServingStore(db, address, countryId) : null;
}

/** GET .../active-promos: the country's promos in force, each judged against this cart and this customer. */
export async function activePromos(request: CartRequest, countryId: string, cartId: number, query: ActivePromosQuery):
  Promise<{ count: number; records: PromoRecord[] }> {
  const cart = await ownCart(request, countryId, cartId);
  const evaluation = await evaluateCart(request.db, cart.cart_id, request.caller, request.language, request.now);
  const goods = evaluation.totals.basePrice - evaluation.totals.discount;
  const search = query.searchPromo?.trim() || null;
  const rows = await repo.findActivePromos(request.db, cart.country_id, request.caller.userId, LANGUAGE_IDS[request.language], request.now, search);
  const currency = await repo.findCurrencySymbol(request.db, cart.country_id);
  const records = rows.map((row): PromoRecord => {
    const verdict = judgePromo(promoStateOf(row), goods, request.now);
    return {
      promoCodeId: row.promo_code_id,
      promoCode: row.promo_code,
      description: row.description,
      minimumCartAmount: toSoles(toCentimos(row.minimum_cart_amount)),
      formattedDiscount: formattedDiscount({ discountType: row.discount_type, discountValue: row.discount_value }, currency),
      enableApplyButton: verdict.valid,
      endDate: row.end_date.toISOString(),
      amountMissing: toSoles(amountMissing(row.minimum_cart_amount, (goods / 100).toFixed(2))),
      applied: evaluation.promo?.promoCodeId === row.promo_code_id,
    };
  });
  return { count: records.length, records };
}

/**
 * PUT .../apply-promo-code: attaches a promo that qualifies now (422 with the reason otherwise), or removes the cart's
 * promo when promoCodeId is empty. Customers only (the route refuses guests).
 */
export async function applyPromoCode(request: CartRequest, countryId: string, cartId: number, query: ApplyPromoQuery): Promise<CartView> {
  const promoCodeId = query.promoCodeId === '' || query.promoCodeId === undefined ? null : query.promoCodeId;
  return changeCart(request, countryId, cartId, async (trx, cart) => {
    if (promoCodeId === null) {
      await repo.updateCartFields(trx, cart.cart_id, { promo_code_id: null }, request.now);
      return;
    }
    const row = await cartRepo.findPromoForUser(trx, promoCodeId, request.caller.userId, LANGUAGE_IDS[request.language]);
    if (!row || row.country_id !== cart.country_id) throw new AppError(422, 'error.promo.notFound');
    // The goods as the cart answer prices them, read under the lock this change holds.
    const evaluation = await evaluateCart(trx, cart.cart_id, request.caller, request.language, request.now);
    const verdict = judgePromo(promoStateOf(row), evaluation.totals.basePrice - evaluation.totals.discount, request.now);
    if (!verdict.valid) throw new AppError(422, verdict.identifier, verdict.params);
    await repo.updateCartFields(trx, cart.cart_id, { promo_code_id: row.promo_code_id }, request.now);
  });
}

/** PUT .../delivery-instructions: trimmed, non-blank, at most 250 characters; null clears them. */
export async function setDeliveryInstructions(request: CartRequest, countryId: string, cartId: number, body: DeliveryInstructionsBody): Promise<CartView> {
  return changeCart(request, countryId, cartId, async (trx, cart) => {
    let instructions: string | null = null;
    if (body.deliveryInstructions !== null) {
      instructions = body.deliveryInstructions.trim();
      const fieldName = 'deliveryInstructions';
      if (instructions === '') throw new FieldValidationError([{ fieldName, identifier: 'error.instructions.blank' }]);
      // Characters as the varchar(250) column counts them (code points), not UTF-16 units.
      if ([...instructions].length > DELIVERY_INSTRUCTIONS_MAX) throw new FieldValidationError([{ fieldName, identifier: 'error.instructions.tooLong' }]);
    }
    await repo.updateCartFields(trx, cart.cart_id, { delivery_instructions: instructions }, request.now);
  });
}

/**
 * PUT .../schedule-delivery: off clears date and time; on needs a store that takes scheduled orders, a date from today
 * to today + 7 and a time inside its acceptance hours, later than now (all in the shop's time zone).
 */
export async function setScheduleDelivery(request: CartRequest, countryId: string, cartId: number, body: ScheduleDeliveryBody): Promise<CartView> {
  return changeCart(request, countryId, cartId, async (trx, cart) => {
    if (!body.scheduleDelivery) {
      await repo.updateCartFields(trx, cart.cart_id, { schedule_delivery: false, schedule_date: null, schedule_time: null }, request.now);
      return;
    }
    const store = await servingStore(trx, request.caller.userId, cart.country_id);
    if (!store || !store.schedule_delivery_enabled) throw new AppError(422, 'error.schedule.notEnabled');
    const missing: FieldErrorSpec[] = [];
    if (!body.scheduleDate) missing.push({ fieldName: 'scheduleDate', identifier: 'error.validation.required' });
    if (!body.scheduleTime) missing.push({ fieldName: 'scheduleTime', identifier: 'error.validation.required' });
    if (missing.length || !body.scheduleDate || !body.scheduleTime) throw new FieldValidationError(missing);

    const verdict = checkSchedule({
      date: body.scheduleDate, time: body.scheduleTime, now: request.now, timezone: await countryTimezone(trx, cart.country_id),
      from: store.order_acceptance_time_from, to: store.order_acceptance_time_to,
    });
    if (!verdict.ok) {
      const hours = { from: timeOfDay(store.order_acceptance_time_from, request.language), to: timeOfDay(store.order_acceptance_time_to, request.language) };
      throw new FieldValidationError(verdict.problems.map(({ field, problem }) => ({
        fieldName: field, identifier: `error.schedule.${problem}` as const, ...(problem === 'outsideHours' ? { params: hours } : {}),
      })));
    }
    // A cart holding alcohol is scheduled only inside the store's alcohol sale hours (placement holds to it too).
    const evaluation = await evaluateCart(trx, cart.cart_id, request.caller, request.language, request.now);
    if (evaluation.alcoholSale && !inAlcoholHours(store, verdict.time)) {
      throw new FieldValidationError([{ fieldName: 'scheduleTime', identifier: 'error.schedule.outsideAlcoholHours', params: alcoholHoursText(store, request.language) }]);
    }
    await repo.updateCartFields(trx, cart.cart_id, { schedule_delivery: true, schedule_date: verdict.date, schedule_time: verdict.time }, request.now);
  });
}

/** Validates the whole body (every field error at once) and answers every invoice column: the chosen type's fields, the rest cleared. */
export function invoiceColumns(body: InvoiceDetailsBody): InvoiceColumns {
  const verdict = checkInvoice(body);
  if (verdict.ok) return verdict.columns;
  if (verdict.problem === 'oneType') throw new AppError(422, 'error.invoice.oneType');
  throw new FieldValidationError(verdict.errors);
}

/** PUT .../invoice-details: exactly one receipt type; choosing one clears the other two and their fields; no boleta simple over S/ 700. */
export async function setInvoiceDetails(request: CartRequest, countryId: string, cartId: number, body: InvoiceDetailsBody): Promise<CartView> {
  return changeCart(request, countryId, cartId, async (trx, cart) => {
    const columns = invoiceColumns(body);
    if (body.boletaSimple) {
      const { totals } = await evaluateCart(trx, cart.cart_id, request.caller, request.language, request.now);
      if (boletaSimpleRefused(body, totals.finalPayAmount)) throw new AppError(422, 'error.invoice.boletaNeedsId');
    }
    await repo.updateCartFields(trx, cart.cart_id, columns, request.now);
  });
}

/** GET .../payment-options: what the store serving the cart accepts (no store: neither). */
export async function cartPaymentOptions(request: CartRequest, countryId: string, cartId: number): Promise<{ storeId: number | null; paymentOptions: PaymentOptions }> {
  const cart = await ownCart(request, countryId, cartId);
  const store = await servingStore(request.db, request.caller.userId, cart.country_id);
  return { storeId: store?.store_id ?? null, paymentOptions: paymentOptionsOf(store) };
}
