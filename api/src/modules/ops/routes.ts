// The staff API: moves an order along the §9 statuses, and support's corrections of a customer's locked date of birth
// or ID. Registered only when a token is configured (the option opsToken); every call needs
// `Authorization: Bearer <token>` (401 otherwise, before anything is read).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ID_TYPES, ORDER_STATUSES } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { countryIdSchema, errorBodySchema } from '../../lib/schemas.js';
import { correctIdentity } from '../customers/service.js';
import { advanceOrder } from '../orders/service.js';
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
});

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
        + 'Each status passed is recorded in the history. COMPLETED and cancelled orders answer 409.',
      params: advanceParams, body: advanceBody,
      response: { 200: advanceRecord, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
  }, async (request) => advanceOrder(app.db, request.params.orderNumber, request.body.to, app.clock.now()));

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
