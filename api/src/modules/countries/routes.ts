// HTTP routes of the countries area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesQuery, countriesResponse } from './schemas.js';
import { listCountries } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/countries', {
    schema: { tags: ['countries'], summary: 'Countries the shop serves', querystring: countriesQuery, response: countriesResponse },
  }, async (request) => listCountries(app.db, request.query, request.language));
};

export default routes;
