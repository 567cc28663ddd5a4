// HTTP routes of the catalogue area that the home page needs: brands and categories.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandsQuery, brandsResponse, categoriesParams, categoriesQuery, categoriesResponse } from './schemas.js';
import { listBrands, listHomeCategories } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/brands/list', {
    schema: { tags: ['catalogue'], summary: 'Brands for the home-page carousel', querystring: brandsQuery, response: brandsResponse },
  }, async (request) => listBrands(app.db, request.query));

  app.get('/api/v1/:countryId/homescreen/categories', {
    schema: {
      tags: ['catalogue'], summary: 'Categories for the home page, in sort order, names in the request language',
      params: categoriesParams, querystring: categoriesQuery, response: categoriesResponse,
    },
  }, async (request) => listHomeCategories(app.db, request.params.countryId, request.query, request.language));
};

export default routes;
