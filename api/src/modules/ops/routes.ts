// The staff API: an order as the operator sees it, moving it along its statuses with the rider's ID check at the
// door for age-restricted goods, a store's alcohol sale hours, and support's corrections of a customer's locked date
// of birth or ID. Registered only when a token is configured (the option opsToken); every call needs
// `Authorization: Bearer <token>` (401 otherwise, before anything is read).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ID_TYPES } from '../../rules/id-documents.js';
import { ID_CHECKS, ORDER_STATUSES } from '../../rules/orders.js';
import { AppError } from '../../lib/errors.js';
import { countryIdSchema, errorBodySchema } from '../../lib/schemas.js';
import { correctIdentity } from '../customers/service.js';
import { advanceOrder, opsOrderView, recordIdCheck } from '../orders/service.js';
import { setAlcoholSaleHours } from '../stores/service.js';
import { bearerMatches } from './token.js';

export interface OpsRoutesOptions { opsToken?: string }

const advanceParams = z.object({ orderNumber: z.string().min(1).max(40).describe('e.g. PE-100001') });
// No body at all (what the CLI without --to may send, and curl -X POST) means {}.
const advanceBody = z.preprocess((value) => value ?? {}, z.object({
  to: z.enum(ORDER_STATUSES).optional().describe('A later status of the sequence to jump to; without it, the next one'),
}));
const advanceRecord = z.object({
  orderNumber: z.string(),
  previousStatus: z.enum(ORDER_STATUSES),
  status: z.enum(ORDER_STATUSES),
  changedAt: z.string().describe('ISO 8601'),
  ageRestricted: z.boolean().describe('Age-restricted goods: the rider checks an ID at the door before DELIVERY_COMPLETED'),
  idCheck: z.enum(ID_CHECKS).nullable(),
});
const opsOrderRecord = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  storeName: z.string().nullable(),
  paymentMethod: z.string(),
  finalPayAmount: z.number(),
  scheduled: z.string().nullable().describe('YYYY-MM-DD HH:mm in the shop\'s time zone, or null (as soon as possible)'),
  ageRestricted: z.boolean(),
  ageConfirmedAt: z.string().nullable().describe('When the shopper confirmed being 18 or over for it (ISO 8601)'),
  idCheck: z.enum(ID_CHECKS).nullable(),
  idCheckedAt: z.string().nullable(),
  deliverTo: z.object({ name: z.string().nullable(), telephone: z.string().nullable(), street: z.string().nullable() }),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), itemStatus: z.string() })),
});
const idCheckBody = z.object({
  result: z.enum(ID_CHECKS).describe('CHECKED: the rider saw an ID showing 18 or over; REFUSED: none shown or under 18, not delivered'),
});
const idCheckRecord = z.object({
  orderNumber: z.string(), idCheck: z.enum(ID_CHECKS), status: z.enum(ORDER_STATUSES), changedAt: z.string().describe('ISO 8601'),
});
const storeParams = z.object({ storeCode: z.string().min(1).max(60).describe('e.g. lima-miraflores') });
const timeOfDay = z.string().max(5).describe('HH:mm, 00:00–24:00 in the shop\'s time zone');
const alcoholHoursBody = z.object({ from: timeOfDay, to: timeOfDay });
const alcoholHoursRecord = z.object({ storeCode: z.string(), storeName: z.string(), from: z.string(), to: z.string() });
const orderErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

const identityParams = z.object({ phone: z.string().regex(/^[0-9]{9}$/, 'error.auth.phoneInvalid').describe('The customer\'s mobile, 9 digits') });
const identityBody = z.object({
  countryId: countryIdSchema.default('PE').describe('The customer\'s country'),
  dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'error.validation.invalidFormat').optional().describe('The corrected date of birth, YYYY-MM-DD'),
  idType: z.enum(ID_TYPES).optional().describe('With idNumber: the corrected ID document'),
  idNumber: z.string().max(20).optional(),
  reason: z.string({ error: 'error.ops.identityReasonRequired' }).min(1, { error: 'error.ops.identityReasonRequired' })
    .max(500, { error: 'error.ops.identityReasonRequired' }).describe('Why (the document seen, the ticket): kept with the change'),
});
const identityRecord = z.object({
  userId: z.number().int(),
  dob: z.string().nullable().describe('YYYY-MM-DD'),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  changes: z.array(z.object({ field: z.enum(['dob', 'id']), oldValue: z.string().nullable(), newValue: z.string().nullable() }))
    .describe('What this call changed (empty: the values were already on record)'),
});

const routes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, options) => {
  const token = options.opsToken;
  if (!token) return;

  // Encapsulated: the hook guards exactly the routes of this plugin.
  app.addHook('onRequest', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'error.ops.unauthorized');
    }
  });

  app.post('/api/ops/orders/:orderNumber/advance', {
    schema: {
      tags: ['ops'], summary: 'Staff: move an order to its next status (or to a later one)',
      description: 'INITIATED → WAITING_FOR_DELIVERY_PARTNER_ALLOCATION → DELIVERY_PARTNER_ALLOCATED → AT_THE_STORE → '
        + 'ON_ROUTE_TO_DELIVERY_ADDRESS → AT_DELIVERY_ADDRESS → DELIVERY_COMPLETED (items ORDERED → DELIVERED) → COMPLETED. '
        + 'Each status passed is recorded in the history. COMPLETED and cancelled orders answer 409; an order of age-restricted '
        + 'goods reaches DELIVERY_COMPLETED only after the ID check is recorded as CHECKED (409 error.ops.idCheckRequired).',
      params: advanceParams, body: advanceBody, response: { 200: advanceRecord, ...orderErrors },
    },
  }, async (request) => advanceOrder(app.db, request.params.orderNumber, request.body.to, app.clock.now()));

  app.get('/api/ops/orders/:orderNumber', {
    schema: {
      tags: ['ops'], summary: 'Staff: an order at a glance: status, whether the rider must check an ID and its result, items, address',
      params: advanceParams, response: { 200: opsOrderRecord, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => opsOrderView(app.db, request.params.orderNumber));

  app.post('/api/ops/orders/:orderNumber/id-check', {
    schema: {
      tags: ['ops'], summary: 'Staff: record the rider\'s ID check at the door of an order with age-restricted goods',
      description: 'Only at AT_DELIVERY_ADDRESS, once. CHECKED lets the order advance to DELIVERY_COMPLETED; REFUSED ends it '
        + 'undelivered (DELIVERY_CANCELED, items CANCELED and returned to the store, promo use given back).',
      params: advanceParams, body: idCheckBody, response: { 200: idCheckRecord, ...orderErrors },
    },
  }, async (request) => recordIdCheck(app.db, request.params.orderNumber, request.body.result, app.clock.now()));

  app.put('/api/ops/stores/:storeCode/alcohol-sale-hours', {
    schema: {
      tags: ['ops'], summary: 'Staff: a store\'s alcohol sale window (seeded 09:00–23:00)',
      description: 'Outside it a cart holding alcohol can only be scheduled inside it. from later than to wraps past midnight; '
        + 'from equal to to means no limit. Unknown store code → 404 error.ops.storeNotFound.',
      params: storeParams, body: alcoholHoursBody,
      response: { 200: alcoholHoursRecord, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => setAlcoholSaleHours(app.db, request.params.storeCode, request.body, app.clock.now()));

  app.put('/api/ops/customers/:phone/identity', {
    schema: {
      tags: ['ops'], summary: 'Support: correct a customer\'s date of birth and/or ID document (locked for the customer once set)',
      description: 'The same limits as the customer form (16+, not before 1900; ID length by type). Each change is kept with '
        + 'its reason in customer_identity_changes. Unknown mobile → 404 error.ops.customerNotFound.',
      params: identityParams, body: identityBody,
      response: { 200: identityRecord, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => correctIdentity(app.db, request.params.phone, request.body, app.clock.now()));
};

export default routes;
