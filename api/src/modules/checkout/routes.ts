// HTTP routes of the cart's checkout calls. Every route needs a session and the caller's
// own active cart (another user's answers 404 and changes nothing); applying a promo needs a verified customer.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import type { CartRequest } from '../cart/service.js';
import {
  activePromosQuery, activePromosResponse, applyPromoQuery, cartParams, checkoutMutationResponse, deliveryInstructionsBody,
  invoiceDetailsBody, paymentOptionsResponse, scheduleDeliveryBody,
} from './schemas.js';
import {
  activePromos, applyPromoCode, cartPaymentOptions, setDeliveryInstructions, setInvoiceDetails, setScheduleDelivery,
} from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const cartRequest = (request: FastifyRequest): CartRequest => {
    if (!request.sessionUser) throw new AppError(401, 'error.auth.sessionRequired');
    return { db: app.db, caller: request.sessionUser, language: request.language, now: app.clock.now() };
  };
  // Session checks run before validation: a caller without a session always gets 401 (and a guest applying a promo 403).
  const onRequest = app.requireSession;
  const tags = ['checkout'];
  const base = '/api/v1/:countryId/:lang/carts/:cartId';

  app.get(`${base}/active-promos`, {
    onRequest,
    schema: {
      tags, summary: 'The country\'s promos in force, each with what this cart still lacks and whether it can be applied',
      params: cartParams, querystring: activePromosQuery, response: activePromosResponse,
    },
  }, async (request) => activePromos(cartRequest(request), request.params.countryId, request.params.cartId, request.query));

  app.put(`${base}/apply-promo-code`, {
    onRequest: app.requireCustomer,
    schema: {
      tags, summary: 'Apply a promo (verified customers; 422 with the reason when it does not qualify), or remove it with an empty promoCodeId',
      params: cartParams, querystring: applyPromoQuery, response: checkoutMutationResponse,
    },
  }, async (request) => applyPromoCode(cartRequest(request), request.params.countryId, request.params.cartId, request.query));

  app.put(`${base}/delivery-instructions`, {
    onRequest,
    schema: { tags, summary: 'Save (or clear with null) the delivery instructions', params: cartParams, body: deliveryInstructionsBody, response: checkoutMutationResponse },
  }, async (request) => setDeliveryInstructions(cartRequest(request), request.params.countryId, request.params.cartId, request.body));

  app.put(`${base}/schedule-delivery`, {
    onRequest,
    schema: {
      tags, summary: 'Schedule the delivery for a date and time within the store\'s hours and the next 8 days, or clear it',
      params: cartParams, body: scheduleDeliveryBody, response: checkoutMutationResponse,
    },
  }, async (request) => setScheduleDelivery(cartRequest(request), request.params.countryId, request.params.cartId, request.body));

  app.put(`${base}/invoice-details`, {
    onRequest,
    schema: {
      tags, summary: 'Choose the receipt: simple boleta, boleta with an ID, or factura (clears the other two)',
      params: cartParams, body: invoiceDetailsBody, response: checkoutMutationResponse,
    },
  }, async (request) => setInvoiceDetails(cartRequest(request), request.params.countryId, request.params.cartId, request.body));

  app.get(`${base}/payment-options`, {
    onRequest,
    schema: {
      tags, summary: 'Payment options of the store serving the cart (CASH, PINPAID; both disabled without a store)',
      params: cartParams, response: paymentOptionsResponse,
    },
  }, async (request) => cartPaymentOptions(cartRequest(request), request.params.countryId, request.params.cartId));
};

export default routes;
