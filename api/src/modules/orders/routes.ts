// HTTP routes of the orders area: the order-status call the cart makes, placing an order (verified customers,
// Idempotency-Key), and the account's order list, details and cancel (own orders only; another user's: 404).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../plugins/session.js';
import { placeOrder } from './placement.js';
import {
  cancelOrderResponse, orderDetailsResponse, orderParams, ordersParams, ordersQuery, ordersResponse, orderStatusQuery, orderStatusResponse,
  placeOrderBody, placeOrderHeaders, placeOrderResponse,
} from './schemas.js';
import { cancelOrder, listOrders, orderDetails, orderStatus } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (request: FastifyRequest): SessionUser => request.sessionUser as SessionUser;

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
  }, async (request) => orderStatus(app.db, app.clock.now(), request.language, userOf(request).userId, request.query));

  app.post('/api/v1/orders', {
    // Guests (403) and callers without a session (401) are refused before the header and body are looked at.
    preValidation: app.requireCustomer,
    schema: {
      tags: ['orders'], summary: 'Place the order of the caller\'s cart (verified customers only)',
      description: 'Re-checks the cart (items available, store delivering now or a valid schedule, minimum order, receipt chosen and '
        + 'complete, address complete, age 18+ for restricted items, payment method accepted by the store, cash ≥ finalPayAmount, '
        + 'promo still valid; each refusal is a 422 naming it), then in one transaction creates the order (INITIATED) and empties the '
        + 'same cart (lines, promo, instructions and schedule; the receipt choice stays). The same Idempotency-Key with the same body '
        + 'answers the first answer again; with another body 409 error.order.idempotencyKeyReused.',
      headers: placeOrderHeaders, body: placeOrderBody, response: placeOrderResponse,
    },
  }, async (request, reply) => {
    // The body names the shopper's language: refusals are answered in it.
    request.language = request.body.languageCode;
    const answer = await placeOrder({
      db: app.db, caller: userOf(request), now: app.clock.now(), idempotencyKey: request.headers['idempotency-key'], body: request.body,
    });
    return reply.code(201).send(answer);
  });

  app.get('/api/v1/:countryId/orders', {
    preValidation: app.requireCustomer,
    schema: {
      tags: ['orders'], summary: 'The caller\'s orders in the country, newest first (paged)',
      params: ordersParams, querystring: ordersQuery, response: ordersResponse,
    },
  }, async (request) => listOrders(app.db, userOf(request).userId, request.params.countryId, request.query));

  app.get('/api/v1/:countryId/orders/:orderId', {
    preValidation: app.requireCustomer,
    schema: {
      tags: ['orders'], summary: 'One order of the caller: pricing, address and receipt as placed, items with their statuses, status history',
      params: orderParams, response: orderDetailsResponse,
    },
  }, async (request) => orderDetails(app.db, userOf(request).userId, request.params.countryId, request.params.orderId));

  app.put('/api/v1/:countryId/orders/:orderId/cancel', {
    preValidation: app.requireCustomer,
    schema: {
      tags: ['orders'], summary: 'Cancel an own order before packing (INITIATED, WAITING_FOR_DELIVERY_PARTNER_ALLOCATION, DELIVERY_PARTNER_ALLOCATED)',
      description: 'Sets DELIVERY_CANCELED and every item CANCELED; later statuses answer 422 error.order.notCancellable.',
      params: orderParams, response: cancelOrderResponse,
    },
  }, async (request) => cancelOrder(app.db, userOf(request).userId, request.params.countryId, request.params.orderId, app.clock.now()));
};

export default routes;
