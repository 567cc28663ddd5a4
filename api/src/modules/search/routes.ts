// HTTP routes of the search area (issue 4 catalogue): the search box's suggestions and the results page. Public: a
// session only adds the caller's own address's store and cart counts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsQuery, productsResponse, quickQuery, quickResponse } from './schemas.js';
import { productSearch, quickSearch, type SearchRequest } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const searchRequest = (request: FastifyRequest): SearchRequest => ({ db: app.db, caller: request.sessionUser, language: request.language });
  const tags = ['search'];

  app.get('/api/v1/products-search/quick', {
    schema: {
      tags, summary: 'Search-box suggestions: matching products (name, category, image), else close keywords',
      description: 'Accent-insensitive and typo-tolerant over product name, brand and category in the request language.',
      querystring: quickQuery, response: quickResponse,
    },
  }, async (request) => quickSearch(searchRequest(request), request.query));

  app.get('/api/v1/products-search/products', {
    schema: {
      tags, summary: 'Search results: one page of product records, the total, the age flag, close keywords when nothing matches',
      description: 'Accent-insensitive and typo-tolerant over product name, brand and category in the request language. '
        + 'sortColumn none = relevance; unavailable products (at the serving store) come last.',
      querystring: productsQuery, response: productsResponse,
    },
  }, async (request) => productSearch(searchRequest(request), request.query));
};

export default routes;
