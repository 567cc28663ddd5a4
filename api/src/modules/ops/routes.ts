// The staff API: moves an order along the §9 statuses. Registered only when a token is configured (the option
// opsToken); every call needs `Authorization: Bearer <token>` (401 otherwise, before anything is read).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_STATUSES } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { errorBodySchema } from '../../lib/schemas.js';
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

const routes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, options) => {
  const token = options.opsToken;
  if (!token) return;

  app.post('/api/ops/orders/:orderNumber/advance', {
    onRequest: async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError(401, 'error.ops.unauthorized');
      }
    },
    schema: {
      tags: ['ops'], summary: 'Staff: move an order to its next status (or to a later one)',
      description: 'INITIATED → WAITING_FOR_DELIVERY_PARTNER_ALLOCATION → DELIVERY_PARTNER_ALLOCATED → AT_THE_STORE → '
        + 'ON_ROUTE_TO_DELIVERY_ADDRESS → AT_DELIVERY_ADDRESS → DELIVERY_COMPLETED (items ORDERED → DELIVERED) → COMPLETED. '
        + 'Each status passed is recorded in the history. COMPLETED and cancelled orders answer 409.',
      params: advanceParams, body: advanceBody,
      response: { 200: advanceRecord, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
  }, async (request) => advanceOrder(app.db, request.params.orderNumber, request.body.to, app.clock.now()));
};

export default routes;
