// HTTP routes of the reviews area: a product's ratings and reviews (public; likes of the caller
// when signed in), liking a review and writing one (verified customers only).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../plugins/session.js';
import {
  countryParams, feedbackParams, feedbackQuery, likeBody, likeResponse, ratingsResponse, reviewBody, reviewResponse,
} from './schemas.js';
import { productRatings, react, writeReview, type ReviewContext } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const context = (request: FastifyRequest): ReviewContext => ({
    db: app.db, caller: request.sessionUser, language: request.language, now: app.clock.now(),
  });
  const customerContext = (request: FastifyRequest) => ({ ...context(request), caller: request.sessionUser as SessionUser });
  // onRequest (not preHandler): without a session 401, a guest 403, before the body is validated.
  const customerOnly = app.requireCustomer;

  app.get('/api/v1/:countryId/feedback/:productId', {
    schema: {
      tags, summary: 'A product\'s rating summary and a page of its reviews (newest first), with the caller\'s likes',
      params: feedbackParams, querystring: feedbackQuery, response: ratingsResponse,
    },
  }, async (request) => productRatings(context(request), request.params.countryId, request.params.productId, request.query));

  app.post('/api/v1/:countryId/feedback/like', {
    onRequest: customerOnly,
    schema: {
      tags, summary: 'Like or dislike a review (one per customer: true sets, replacing the other; false removes); answers its counts',
      params: countryParams, body: likeBody, response: likeResponse,
    },
  }, async (request) => react(customerContext(request), request.params.countryId, request.body));

  app.post('/api/v1/:countryId/feedback', {
    onRequest: customerOnly,
    schema: {
      tags, summary: 'Write a review of a product received in a delivered order (one per product); answers the review',
      params: countryParams, body: reviewBody, response: reviewResponse,
    },
  }, async (request, reply) => reply.code(201).send(await writeReview(customerContext(request), request.params.countryId, request.body)));
};

export default routes;
