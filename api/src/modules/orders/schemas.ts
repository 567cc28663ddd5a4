// Request and answer schemas of GET /api/v1/orders/order-status.
import { z } from 'zod';
import { ID_CHECKS, ITEM_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from '../../rules/orders.js';
import { SUPPORTED_LANGUAGES } from '../../i18n/messages.js';
import { countryIdSchema, errorBodySchema, languageCodeSchema, limitSchema, listOf, MAX_LIMIT, offsetSchema } from '../../lib/schemas.js';
import { storeStatusSchema } from '../stores/schemas.js';

/** Statuses after which an order is over; every other status is "unfinished" (PENDING_CANCELLATION included). */
export const FINISHED_ORDER_STATUSES = ['COMPLETED', 'DELIVERY_COMPLETED', 'DELIVERY_CANCELED'] as const;

export const orderStatusQuery = z.object({
  userAddressId: z.coerce.number().int().positive().optional()
    .describe('An address of the caller (another user\'s: 404); without it, the caller\'s default address'),
  countryId: countryIdSchema.optional().describe('Must be a country we serve'),
  languageCode: languageCodeSchema,
  limit: z.coerce.number().int().min(0).max(MAX_LIMIT).default(10)
    .describe(`Unfinished orders to list, 0–${MAX_LIMIT}; 0 answers only their count (what the cart sends)`),
  offset: offsetSchema,
});
export type OrderStatusQuery = z.infer<typeof orderStatusQuery>;

export const unfinishedOrderRecord = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  finalPayAmount: z.number(),
  createdAt: z.string().describe('ISO 8601'),
}).meta({ id: 'UnfinishedOrder' });
export type UnfinishedOrderRecord = z.infer<typeof unfinishedOrderRecord>;

export const orderStatusRecord = z.object({
  storeExists: z.boolean().describe('A store delivers to the address'),
  storeStatus: storeStatusSchema.nullable().describe('Status of the store serving the address; null without one'),
  count: z.number().int().describe('The caller\'s unfinished orders'),
  records: z.array(unfinishedOrderRecord).describe('Unfinished orders, newest first, paged by limit/offset'),
}).meta({ id: 'OrderStatusForAddress' });
export const orderStatusResponse = { 200: orderStatusRecord, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

// ---- Placement, the account's order pages and cancel (contract "Orders").

const money = z.number().describe('Soles, at most 2 decimals');
/** An amount the shopper types: soles with at most 2 decimals, within numeric(12,2). */
const amountInHand = z.number().min(0).max(9_999_999_999.99)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'error.validation.invalidFormat' });

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
export const placeOrderHeaders = z.object({
  'idempotency-key': z.string({ error: 'error.order.idempotencyKeyInvalid' }).regex(IDEMPOTENCY_KEY, { error: 'error.order.idempotencyKeyInvalid' })
    .describe('8–100 characters [A-Za-z0-9_-]; a fresh key per attempt. The same key again answers the first result'),
});

export const placeOrderBody = z.object({
  countryId: countryIdSchema.describe('The cart\'s country'),
  orderPlatform: z.literal('WEB'),
  paymentMethod: z.enum(['CASH', 'PINPAID']),
  amountInCustomerHand: amountInHand.nullable().describe('CASH: the cash the shopper will hand over (≥ finalPayAmount); PINPAID: ignored'),
  tip: z.literal(0),
  languageCode: z.enum(SUPPORTED_LANGUAGES),
  ageConfirmed: z.boolean().optional().describe('Age-restricted goods: true when the shopper has just confirmed being 18 or over for '
    + 'this order; omitted, a confirmation earlier the same shop day (America/Lima) counts; false refuses the order'),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const placedOrderRecord = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES).describe('INITIATED when placed; a replay answers the stored first answer'),
  finalPayAmount: money,
  createdAt: z.string().describe('ISO 8601'),
}).meta({ id: 'PlacedOrder' });
export type PlacedOrder = z.infer<typeof placedOrderRecord>;
export const placeOrderResponse = {
  201: placedOrderRecord, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema,
};

export const ordersParams = z.object({ countryId: countryIdSchema });
export const orderParams = ordersParams.extend({ orderId: z.coerce.number().int().positive().describe('An order of the caller (another user\'s: 404)') });
export const ordersQuery = z.object({ limit: limitSchema(20), offset: offsetSchema });
export type OrdersQuery = z.infer<typeof ordersQuery>;

export const orderSummaryRecord = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  finalPayAmount: money,
  itemCount: z.number().int().describe('Units ordered (Σ quantities)'),
  createdAt: z.string().describe('ISO 8601'),
  storeName: z.string().nullable(),
  scheduleDelivery: z.object({
    scheduleDelivery: z.boolean(),
    scheduleDate: z.string().nullable().describe('DD MMM YYYY'),
    scheduleTime: z.string().nullable().describe('hh:mm A'),
  }),
}).meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummaryRecord>;

export const orderDetailsRecord = orderSummaryRecord.extend({
  pricing: z.object({ basePrice: money, shipping: money, serviceCharge: money, discount: money, promoCodeDiscount: money, finalPayAmount: money }),
  amountInCustomerHand: money.nullable(),
  promoCode: z.string().nullable(),
  address: z.object({
    firstName: z.string().nullable(), lastName: z.string().nullable(), telephone: z.string().nullable(), street1: z.string().nullable(),
    street2: z.string().nullable(), landmark: z.string().nullable(), latitude: z.number().nullable(), longitude: z.number().nullable(),
  }),
  invoice: z.object({
    boletaSimple: z.boolean(), boleta: z.boolean(), factura: z.boolean(), id: z.string().nullable(), name: z.string().nullable(),
    invoiceName: z.string().nullable(), ruc: z.string().nullable(), number: z.string().nullable(), address: z.string().nullable(),
  }).describe('As chosen at placement (boleta: id = ID type, name = ID number; factura: number = business name)'),
  deliveryInstructions: z.string().nullable(),
  items: z.array(z.object({
    orderItemId: z.number().int(),
    productId: z.number().int().nullable(),
    comboOfferId: z.number().int().nullable(),
    name: z.string().describe('As it was named when ordered'),
    quantity: z.number().int(),
    unitActualPrice: money,
    unitDiscountedPrice: money,
    lineTotal: money,
    toppings: z.string().nullable().describe('JSON list of topping names as ordered, or null'),
    itemStatus: z.enum(ITEM_STATUSES),
    imageUrl: z.string(),
  })),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), changedAt: z.string() })).describe('Oldest first'),
  cancellable: z.boolean().describe('Still before packing (AT_THE_STORE): PUT .../cancel is allowed'),
  ageRestricted: z.boolean().describe('Holds goods sold only to adults: the rider checks an ID document at the door'),
  idCheck: z.enum(ID_CHECKS).nullable().describe('The rider\'s ID check: CHECKED, REFUSED (not delivered, goods returned), null not yet'),
}).meta({ id: 'OrderDetails' });
export type OrderDetails = z.infer<typeof orderDetailsRecord>;

const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const ordersResponse = { 200: listOf(orderSummaryRecord), ...readErrors };
export const orderDetailsResponse = { 200: orderDetailsRecord, ...readErrors };
export const cancelOrderResponse = { 200: orderDetailsRecord, ...readErrors, 422: errorBodySchema };
