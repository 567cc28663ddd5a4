// Request and answer schemas of the cart core: the cart, its lines, and the discard check before an address change.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type MessageKey } from '../../i18n/messages.js';
import { countryIdSchema, errorBodySchema } from '../../lib/schemas.js';
import { ADDRESS_ALIASES } from '../addresses/schemas.js';
import { storeStatusSchema } from '../stores/schemas.js';
import { MAX_LINE_QUANTITY } from './limits.js';

const id = (what: string) => z.coerce.number().int().positive().describe(what);

export const cartsParams = z.object({
  countryId: countryIdSchema,
  lang: z.enum(SUPPORTED_LANGUAGES).describe('Language of names and messages'),
});
export const cartParams = cartsParams.extend({ cartId: id('The caller\'s active cart (another user\'s cart answers 404)') });
export const cartItemParams = cartParams.extend({ cartItemId: id('A line of that cart') });

const QUANTITY_RANGE: MessageKey = 'error.cart.quantityRange';
/** 1–20 units per line; every failure but a missing value answers the one translated range message. */
const quantitySchema = z.number({ error: (issue) => (issue.input === undefined ? undefined : QUANTITY_RANGE) })
  .int({ error: QUANTITY_RANGE }).min(1, { error: QUANTITY_RANGE }).max(MAX_LINE_QUANTITY, { error: QUANTITY_RANGE })
  .describe(`Units of the line, 1–${MAX_LINE_QUANTITY} (a store's stock may lower it)`);
const toppingsSchema = z.string().max(2000).nullable().optional()
  .describe('JSON list of topping names (either language), e.g. ["Mayonesa","Ketchup"]; null, "" or "[]" = none');

export const addItemBody = z.object({
  countryId: countryIdSchema.optional().describe('Repeats the path country'),
  productId: z.number().int().positive(),
  quantity: quantitySchema.describe('Units to add; an existing line with the same toppings grows by this much'),
  toppings: toppingsSchema,
});
export type AddItemBody = z.infer<typeof addItemBody>;

const LINE_QUANTITY_RANGE: MessageKey = 'error.cart.lineQuantityRange';
/** 0–20 on a line change: 0 removes the line. */
const lineQuantitySchema = z.number({ error: (issue) => (issue.input === undefined ? undefined : LINE_QUANTITY_RANGE) })
  .int({ error: LINE_QUANTITY_RANGE }).min(0, { error: LINE_QUANTITY_RANGE }).max(MAX_LINE_QUANTITY, { error: LINE_QUANTITY_RANGE });

export const updateItemBody = z.object({
  quantity: lineQuantitySchema.describe(`The line's new quantity, 0–${MAX_LINE_QUANTITY}: 0 removes the line (a store's stock may lower the maximum)`),
  toppings: toppingsSchema.describe('The line\'s new topping choice (replace); omitted keeps the current one, null clears it'),
});
export type UpdateItemBody = z.infer<typeof updateItemBody>;

const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
export const discardQuery = z.object({
  latitude: optionalNumber(z.coerce.number().min(-90).max(90)).describe('Point of the new address'),
  longitude: optionalNumber(z.coerce.number().min(-180).max(180)),
  userAddressId: optionalNumber(z.coerce.number().int().positive())
    .describe('An own address: its coordinates are used when latitude/longitude are not given (another user\'s → 404)'),
});
export type DiscardQuery = z.infer<typeof discardQuery>;

const money = z.number().describe('Soles, at most 2 decimals');

/** One product of a combo choice: listId on list combos only. */
export const comboEntrySchema = z.object({
  productId: z.number().int(),
  listId: z.number().int().optional().describe('The list this alternative was chosen from (list combos only)'),
  quantity: z.number().int().describe('Units of this product in one combo'),
}).meta({ id: 'ComboEntry' });

export const cartItemSchema = z.object({
  cartItemId: z.number().int(),
  productId: z.number().int().nullable(),
  comboOfferId: z.number().int().nullable(),
  quantity: z.number().int(),
  toppings: z.string().nullable().describe('JSON list of topping names in the request language, or null'),
  comboOfferData: z.array(comboEntrySchema).nullable()
    .describe('A combo line\'s chosen products (a list combo: one alternative per list, in list order); null on a product line'),
  available: z.boolean().describe('false: the serving store does not sell it now (left out of pricing and cartCount)'),
  lineTotal: money.describe('Discounted unit price × quantity'),
  product: z.object({
    productId: z.number().int().nullable().describe('null on a combo line'),
    name: z.string(),
    brandName: z.string().describe('empty on a combo line'),
    cartItemCount: z.number().int().describe('Units on this line (the quantity)'),
    productPrice: z.object({
      originalActualPrice: money.describe('Per unit, store price and topping extras included'),
      originalDiscountedPrice: money,
    }),
    productFiles: z.array(z.object({ type: z.string(), imageUrl: z.string() })),
    ageRestrictionValue: z.number().int().describe('Minimum age (0 = none)'),
  }),
}).meta({ id: 'CartItem' });
export type CartItemView = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  cartId: z.number().int(),
  cartCount: z.number().int(),
  cartItems: z.array(cartItemSchema),
  minimumOrderAmount: money,
  freeShippingThreshold: money.nullable(),
  storeStatus: storeStatusSchema.nullable(),
  alcoholSale: z.object({
    saleTimeFrom: z.number().int().describe('ms since midnight, shop time zone'),
    saleTimeTo: z.number().int().describe('ms since midnight (86400000 = end of the day); before From: the window wraps midnight'),
    allowed: z.boolean().describe('The alcohol may be ordered as the cart stands: now inside the window, or the schedule inside it'),
    message: z.string().nullable().describe('Why not, in the request language; null when allowed'),
  }).nullable().describe('The store\'s alcohol sale hours for a cart holding alcohol (null: none in the cart, or no store)'),
  address: z.object({
    userAddressId: z.number().int(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    telephone: z.string().nullable(),
    street1: z.string(),
    street2: z.string().nullable(),
    landmark: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    countryId: z.string(),
    alias: z.enum(ADDRESS_ALIASES),
    defaultShipping: z.boolean(),
    orderDelivered: z.boolean().describe('An order of this user to this address was delivered'),
  }).nullable(),
  pricing: z.object({
    basePrice: money, shipping: money, serviceCharge: money, discount: money, promoCodeDiscount: money, finalPayAmount: money,
  }),
  promoCode: z.object({
    promoCodeId: z.number().int().nullable(),
    promoCode: z.string().nullable(),
    promoCodeDescription: z.string().nullable().describe('In the request language'),
    promoCodeValid: z.boolean().describe('An attached promo qualifies now (false without a promo, or when it stays attached with discount 0)'),
    promoCodeMessage: z.string().nullable().describe('Why the attached promo gives no discount now (expired, limit reached, minimum not met), translated; else null'),
  }),
  scheduleDelivery: z.object({
    scheduleDelivery: z.boolean(),
    scheduleDate: z.string().nullable().describe('DD MMM YYYY'),
    scheduleTime: z.string().nullable().describe('hh:mm A'),
  }),
  deliveryInstructions: z.string().nullable(),
  invoiceDetails: z.object({
    boletaSimple: z.boolean(),
    boleta: z.boolean(),
    factura: z.boolean(),
    id: z.string().nullable(),
    name: z.string().nullable(),
    invoiceName: z.string().nullable(),
    dob: z.number().int().nullable().describe('epoch ms of the date\'s midnight in the shop time zone'),
    ruc: z.string().nullable(),
    number: z.string().nullable(),
    address: z.string().nullable(),
  }),
}).meta({ id: 'Cart' });
export type CartView = z.infer<typeof cartSchema>;

export const discardStatusSchema = z.object({
  cartDiscardStatus: z.enum(['NONE', 'PARTIAL', 'COMPLETE']),
  unavailableCartItemIds: z.array(z.number().int()),
}).meta({ id: 'CartDiscardStatus' });
export type DiscardStatus = z.infer<typeof discardStatusSchema>;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
export const cartResponse = { 200: cartSchema, ...errors };
export const cartMutationResponse = { 200: cartSchema, ...errors, 409: errorBodySchema };
export const discardResponse = { 200: discardStatusSchema, ...errors };
