// Request and answer schemas of the stores routes, and the StoreStatus record other modules answer too.
import { z } from 'zod';
import { countryIdSchema, errorBodySchema, languageCodeSchema, listOf } from '../../lib/schemas.js';

export const PAYMENT_OPTIONS = ['CASH', 'PINPAID'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export const paymentOptionsSchema = z.array(z.object({ option: z.enum(PAYMENT_OPTIONS), enabled: z.boolean() }))
  .meta({ id: 'PaymentOptions', description: 'Always both options, CASH then PINPAID; enabled as the store accepts them' });
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** A coordinate in a query string: a plain decimal number in range (not '', not '1e3', not 'abc'). */
const coordinate = (min: number, max: number) => z.string().trim().regex(/^[-+]?[0-9]+(\.[0-9]+)?$/)
  .transform(Number).pipe(z.number().min(min).max(max));

export const storeExistsQuery = z.object({
  latitude: coordinate(-90, 90).describe('Decimal degrees, −90 to 90'),
  longitude: coordinate(-180, 180).describe('Decimal degrees, −180 to 180'),
});
export type StoreExistsQuery = z.infer<typeof storeExistsQuery>;

export const storeExistsRecord = z.object({
  storeExists: z.boolean().describe('An active store delivers to the point'),
  storeId: z.number().int().nullable().describe('The serving store: the nearest one whose radius covers the point'),
  storeName: z.string().nullable(),
}).meta({ id: 'StoreCoverage' });
export const storeExistsResponse = { 200: storeExistsRecord, 400: errorBodySchema };

/** A store's status as the pages read it (the output of storeStatusOf). */
export const storeStatusSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  storeOnlineStatus: z.boolean().describe('The store is online (false: offline, storeOfflineMessage says why)'),
  storeDeliveryStatus: z.boolean().describe('Online, delivering and inside its order-acceptance hours now'),
  scheduleDeliveryEnabled: z.boolean(),
  storeOfflineMessage: z.string().nullable().describe('Why it does not take orders now, in the request language; null while it does'),
  orderAcceptanceTimeFrom: z.number().int().describe('ms since midnight in the country\'s time zone'),
  orderAcceptanceTimeTo: z.number().int().describe('ms since midnight (86400000 = end of the day); before From: the window wraps midnight'),
  nowEpoch: z.number().int().describe('The server\'s now, epoch ms'),
}).meta({ id: 'StoreStatus', description: 'Whether the store takes orders now, and its order-acceptance hours' });

export const storesQuery = z.object({
  countryId: countryIdSchema.optional().describe('Only this country\'s stores (must be a country we serve)'),
  languageCode: languageCodeSchema,
});
export type StoresQuery = z.infer<typeof storesQuery>;

export const storeListRecord = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  deliveryRadius: z.number().int().describe('metres'),
  phone: z.string().nullable(),
  storeStatus: storeStatusSchema,
  paymentOptions: paymentOptionsSchema,
}).meta({ id: 'Store' });
export type StoreListRecord = z.infer<typeof storeListRecord>;
export const storesResponse = { 200: listOf(storeListRecord), 400: errorBodySchema };
