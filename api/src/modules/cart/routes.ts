// HTTP routes of the cart core: the cart, its lines, and the discard check. Every route needs a
// session (guests have carts too); a cart or line id that is not the caller's answers 404 and changes nothing.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import {
  addItemBody, cartItemParams, cartMutationResponse, cartParams, cartResponse, cartsParams, discardQuery, discardResponse, updateItemBody,
} from './schemas.js';
import { addItem, clearItems, deleteItem, discardStatus, getCart, updateItem, type CartRequest } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const cartRequest = (request: FastifyRequest): CartRequest => {
    if (!request.sessionUser) throw new AppError(401, 'error.auth.sessionRequired');
    return { db: app.db, caller: request.sessionUser, language: request.language, now: app.clock.now() };
  };
  // The session check runs before body validation, so a caller without a session always gets 401.
  const onRequest = app.requireSession;
  const tags = ['cart'];
  const base = '/api/v1/:countryId/:lang/carts';

  app.get(base, {
    onRequest,
    schema: { tags, summary: 'The caller\'s active cart, priced for the store serving the default address (created on first use)', params: cartsParams, response: cartResponse },
  }, async (request) => getCart(cartRequest(request), request.params.countryId));

  app.post(`${base}/:cartId/cart-items`, {
    onRequest,
    schema: {
      tags, summary: 'Add units of a product (same product and toppings: the line grows); answers the whole cart',
      params: cartParams, body: addItemBody, response: cartMutationResponse,
    },
  }, async (request) => addItem(cartRequest(request), request.params.countryId, request.params.cartId, request.body));

  app.put(`${base}/:cartId/cart-items/:cartItemId`, {
    onRequest,
    schema: { tags, summary: 'Set a line\'s quantity (and topping choice); answers the whole cart', params: cartItemParams, body: updateItemBody, response: cartMutationResponse },
  }, async (request) => updateItem(cartRequest(request), request.params.countryId, request.params.cartId, request.params.cartItemId, request.body));

  app.delete(`${base}/:cartId/cart-items/:cartItemId`, {
    onRequest,
    schema: { tags, summary: 'Remove a line; answers the whole cart', params: cartItemParams, response: cartMutationResponse },
  }, async (request) => deleteItem(cartRequest(request), request.params.countryId, request.params.cartId, request.params.cartItemId));

  app.delete(`${base}/:cartId/cart-items`, {
    onRequest,
    schema: { tags, summary: 'Remove every line; answers the (empty) cart', params: cartParams, response: cartMutationResponse },
  }, async (request) => clearItems(cartRequest(request), request.params.countryId, request.params.cartId));

  app.get(`${base}/:cartId/cart-discard-status`, {
    onRequest,
    schema: {
      tags, summary: 'What moving the cart to another address would discard (NONE, PARTIAL, COMPLETE) and which lines',
      params: cartParams, querystring: discardQuery, response: discardResponse,
    },
  }, async (request) => discardStatus(cartRequest(request), request.params.countryId, request.params.cartId, request.query));
};

export default routes;
