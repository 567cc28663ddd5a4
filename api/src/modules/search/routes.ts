// HTTP routes of the search area: the search box's suggestions and the results page. Public: a
// session only adds the caller's own address's store and cart counts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import { answerRateLimitErrors, RateLimitError } from '../../lib/rate-limit.js';
import { productsQuery, productsResponse, quickQuery, quickResponse } from './schemas.js';
import { productSearch, quickSearch, type SearchRequest } from './service.js';
import { wholeNumberFromEnv } from '../../lib/env.js';

export interface SearchRoutesOptions {
  /** Searches (suggestions and results together) per client address and minute; default SEARCH_PER_IP_PER_MINUTE or 60. */
  perMinute?: number;
}

/**
 * Searches per client address and minute (SEARCH_PER_IP_PER_MINUTE, default 60): the search box asks once its debounce
 * settles, so a shopper typing fast stays well under it; many shoppers behind one address (a carrier's NAT) may need more.
 */
function searchPerAddressPerMinute(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberFromEnv(env, 'SEARCH_PER_IP_PER_MINUTE', 60, { min: 1 });
}

const routes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, options) => {
  const searchRequest = (request: FastifyRequest): SearchRequest => ({ db: app.db, caller: request.sessionUser, language: request.language });
  const tags = ['search'];
  const perMinute = options.perMinute ?? searchPerAddressPerMinute();
  // The search queries are the API's most expensive public reads: one count per client address (the address our proxy
  // saw, lib/trust-proxy.ts) for suggestions and results together, written behind to the database so that every instance
  // shares it without a round trip per search (plugins/search-hits.ts).
  await app.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    store: app.searchHits.store,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RateLimitError('error.search.tooMany', seconds, { seconds });
    },
  });
  answerRateLimitErrors(app);
  const config = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  const limitNote = `At most ${perMinute} searches (suggestions and results together) per client address and minute, shared by every API `
    + 'instance (each learns the others\' hits within SEARCH_LIMIT_FLUSH_MS): then 429 error.search.tooMany with Retry-After and retryAfterSeconds.';

  app.get('/api/v1/products-search/quick', {
    config,
    schema: {
      tags, summary: 'Search-box suggestions: matching products (name, category, image), else close keywords',
      description: `Accent-insensitive and typo-tolerant over product name, brand and category in the request language. ${limitNote}`,
      querystring: quickQuery, response: quickResponse,
    },
  }, async (request) => quickSearch(searchRequest(request), request.query));

  app.get('/api/v1/products-search/products', {
    config,
    schema: {
      tags, summary: 'Search results: one page of product records, the total, the age flag, close keywords when nothing matches',
      description: 'Accent-insensitive and typo-tolerant over product name, brand and category in the request language. '
        + `sortColumn none = relevance; unavailable products (at the serving store) come last. ${limitNote}`,
      querystring: productsQuery, response: productsResponse,
    },
  }, async (request) => productSearch(searchRequest(request), request.query));
};

export default routes;
