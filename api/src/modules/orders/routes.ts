// HTTP routes of the orders area (so far the order-status call the cart makes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../plugins/session.js';
import { orderStatusQuery, orderStatusResponse } from './schemas.js';
import { orderStatus } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/orders/order-status', {
    // Before validation, so a caller without a session gets 401 rather than a 400 about the query.
    preValidation: app.requireSession,
    schema: {
      tags: ['orders'], summary: 'Store status for an address of the caller, and the caller\'s unfinished orders',
      description: 'storeStatus of the store serving the address (another user\'s address: 404 error.address.notFound; '
        + 'outside every store\'s radius: storeExists false, storeStatus null). Orders not yet COMPLETED, DELIVERY_COMPLETED '
        + 'or DELIVERY_CANCELED, newest first; limit 0 answers only the count.',
      querystring: orderStatusQuery, response: orderStatusResponse,
    },
  }, async (request) => orderStatus(app.db, app.clock.now(), request.language, (request.sessionUser as SessionUser).userId, request.query));
};

export default routes;
