// Request and answer schemas of GET /api/v1/orders/order-status.
import { z } from 'zod';
import { ORDER_STATUSES } from '../../db/types.js';
import { countryIdSchema, errorBodySchema, languageCodeSchema, MAX_LIMIT, offsetSchema } from '../../lib/schemas.js';
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
});
export type UnfinishedOrderRecord = z.infer<typeof unfinishedOrderRecord>;

export const orderStatusRecord = z.object({
  storeExists: z.boolean().describe('A store delivers to the address'),
  storeStatus: storeStatusSchema.nullable().describe('Status of the store serving the address; null without one'),
  count: z.number().int().describe('The caller\'s unfinished orders'),
  records: z.array(unfinishedOrderRecord).describe('Unfinished orders, newest first, paged by limit/offset'),
});
export const orderStatusResponse = { 200: orderStatusRecord, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
