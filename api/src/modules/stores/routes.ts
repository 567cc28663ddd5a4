// HTTP routes of the stores area: coverage of a point, and the store-location page's list (both public).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeExistsQuery, storeExistsResponse, storesQuery, storesResponse } from './schemas.js';
import { listStores, storeExists } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/stores/exists', {
    schema: {
      tags: ['stores'], summary: 'Whether a store delivers to a point, and which one',
      description: 'Among the active stores whose delivery radius covers the point, the nearest.',
      querystring: storeExistsQuery, response: storeExistsResponse,
    },
  }, async (request) => storeExists(app.db, request.query));

  app.get('/api/v1/stores', {
    schema: {
      tags: ['stores'], summary: 'Active stores with their status now, for the store-location page',
      querystring: storesQuery, response: storesResponse,
    },
  }, async (request) => listStores(app.db, app.clock.now(), request.language, request.query));
};

export default routes;
