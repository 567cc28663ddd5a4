// HTTP routes of the combos area: the home carousel, combos of a product, combo details (public),
// and combos in the caller's cart (session; the path names no cart: it is always the caller's active cart).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import type { CartRequest } from '../cart/service.js';
import {
  comboCartBody, comboCartParams, comboCartQuery, comboCartResponse, comboDetailsQuery, comboDetailsResponse, comboListResponse, comboParams,
  countryParams, homeCombosQuery, productCombosParams, productCombosQuery,
} from './schemas.js';
import {
  addComboToCart, comboDetails, listHomeCombos, listProductCombos, removeComboFromCart, replaceComboInCart, type ComboReadContext,
} from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['combos'];
  const readContext = (request: FastifyRequest): ComboReadContext => ({
    db: app.db, caller: request.sessionUser, language: request.language, now: app.clock.now(),
  });
  const cartRequest = (request: FastifyRequest): CartRequest => {
    if (!request.sessionUser) throw new AppError(401, 'error.auth.sessionRequired');
    return { db: app.db, caller: request.sessionUser, language: request.language, now: app.clock.now() };
  };
  // The session check runs before body validation, so a caller without a session always gets 401.
  const onRequest = app.requireSession;

  app.get('/api/v1/:countryId/homescreen/combo-offers', {
    schema: {
      tags, summary: 'Combos on offer for the home carousel, in sort order', params: countryParams, querystring: homeCombosQuery,
      response: comboListResponse,
    },
  }, async (request) => listHomeCombos(readContext(request), request.params.countryId, request.query));

  app.get('/api/v1/:countryId/combo-offers/products/:productId', {
    schema: {
      tags, summary: 'Combos on offer containing the product (in a normal combo or as a list alternative)',
      params: productCombosParams, querystring: productCombosQuery, response: comboListResponse,
    },
  }, async (request) => listProductCombos(readContext(request), request.params.countryId, request.params.productId, request.query));

  app.get('/api/v1/:countryId/combo-offers/:id/comboOfferDetails', {
    schema: {
      tags, summary: 'One combo on offer (404 error.combo.notFound otherwise)', params: comboParams, querystring: comboDetailsQuery,
      response: comboDetailsResponse,
    },
  }, async (request) => comboDetails(readContext(request), request.params.countryId, request.params.id, request.query));

  const cartPath = '/api/v1/:countryId/combo-offers/products/:comboOfferId';

  app.post(cartPath, {
    onRequest,
    schema: {
      tags, summary: 'Add one of the combo with this choice to the caller\'s cart (same choice: that line grows); answers the cart',
      params: comboCartParams, querystring: comboCartQuery, body: comboCartBody, response: comboCartResponse,
    },
  }, async (request) => addComboToCart(cartRequest(request), request.params.countryId, request.params.comboOfferId, request.body));

  app.put(cartPath, {
    onRequest,
    schema: {
      tags, summary: 'Replace the choice of the caller\'s line of the combo (404 error.combo.notInCart without one); answers the cart',
      params: comboCartParams, querystring: comboCartQuery, body: comboCartBody, response: comboCartResponse,
    },
  }, async (request) => replaceComboInCart(cartRequest(request), request.params.countryId, request.params.comboOfferId, request.body));

  app.delete(cartPath, {
    onRequest,
    schema: {
      tags, summary: 'One fewer of the caller\'s line of the combo, removing the line at 0; answers the cart',
      params: comboCartParams, querystring: comboCartQuery, response: comboCartResponse,
    },
  }, async (request) => removeComboFromCart(cartRequest(request), request.params.countryId, request.params.comboOfferId));
};

export default routes;
