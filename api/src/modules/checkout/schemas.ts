// Request and answer schemas of the cart's checkout calls: promos, delivery instructions,
// scheduled delivery, invoice details and payment options. Mutations answer the whole cart.
import { z } from 'zod';
import { errorBodySchema } from '../../lib/schemas.js';
import { ID_TYPES } from '../../rules/id-documents.js';
import { cartMutationResponse, cartParams } from '../cart/schemas.js';
import { paymentOptionsSchema } from '../stores/schemas.js';

export { cartParams };

const money = z.number().describe('Soles, at most 2 decimals');

export const activePromosQuery = z.object({
  searchPromo: z.string().max(100).optional().describe('Part of the code or the description, accents and case ignored'),
});
export type ActivePromosQuery = z.infer<typeof activePromosQuery>;

export const promoRecordSchema = z.object({
  promoCodeId: z.number().int(),
  promoCode: z.string(),
  description: z.string().describe('In the request language'),
  minimumCartAmount: money.describe('Goods (after item discounts) the cart needs'),
  formattedDiscount: z.string().describe("'10%' or 'S/ 5.00'"),
  enableApplyButton: z.boolean().describe('The cart meets the minimum and the customer has uses left'),
  endDate: z.string().describe('ISO instant the promo ends'),
  amountMissing: money.describe('Goods still missing for the minimum, rounded up to the céntimo; 0 when met'),
  applied: z.boolean().describe('The cart has this promo attached'),
}).meta({ id: 'Promo' });
export type PromoRecord = z.infer<typeof promoRecordSchema>;
export const activePromosSchema = z.object({ count: z.number().int(), records: z.array(promoRecordSchema) });

export const applyPromoQuery = z.object({
  promoCodeId: z.union([z.literal(''), z.coerce.number().int().positive()]).optional()
    .describe('The promo to apply; empty (or absent) removes the cart\'s promo'),
});
export type ApplyPromoQuery = z.infer<typeof applyPromoQuery>;

export const deliveryInstructionsBody = z.object({
  deliveryInstructions: z.string().max(2000).nullable().describe('Trimmed, non-blank, at most 250 characters; null clears them'),
});
export type DeliveryInstructionsBody = z.infer<typeof deliveryInstructionsBody>;

export const scheduleDeliveryBody = z.object({
  scheduleDelivery: z.boolean().describe('false clears the schedule'),
  scheduleDate: z.string().max(40).nullable().optional().describe("'DD MMM YYYY', English month abbreviations, e.g. '05 Dec 2026'; today to today + 7 in the shop's time zone"),
  scheduleTime: z.string().max(40).nullable().optional().describe("'hh:mm A', e.g. '07:30 PM'; inside the store's acceptance hours and later than now"),
});
export type ScheduleDeliveryBody = z.infer<typeof scheduleDeliveryBody>;

const text = (max: number) => z.string().max(max).nullable().optional();
export const invoiceDetailsBody = z.object({
  boletaSimple: z.boolean(),
  boleta: z.boolean(),
  factura: z.boolean(),
  id: z.enum(ID_TYPES).nullable().optional().describe('Boleta: the ID type'),
  name: text(100).describe('Boleta: the ID number (DNI 8 digits, RUC 11 digits, others 12 letters or digits)'),
  invoiceName: text(500).describe('Boleta: the client\'s full name, 1–100'),
  ruc: text(100).describe('Factura: 11 digits, valid check digit, starting 10, 15, 16, 17 or 20'),
  number: text(500).describe('Factura: the business name (razón social), 1–150'),
  address: text(500).describe('Factura: the fiscal address, 1–200'),
}).describe('Exactly one of boletaSimple, boleta, factura is true; choosing one clears the other two and their fields');
export type InvoiceDetailsBody = z.infer<typeof invoiceDetailsBody>;

export const paymentOptionsAnswer = z.object({
  storeId: z.number().int().nullable().describe('The store serving the cart (the caller\'s default address); null: none'),
  paymentOptions: paymentOptionsSchema,
}).meta({ id: 'CartPaymentOptions' });

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const checkoutMutationResponse = { ...cartMutationResponse, ...errors, 422: errorBodySchema };
export const activePromosResponse = { 200: activePromosSchema, ...errors };
export const paymentOptionsResponse = { 200: paymentOptionsAnswer, ...errors };
