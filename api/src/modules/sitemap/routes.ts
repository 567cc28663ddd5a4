// HTTP route of the sitemap area: what a search engine should find, for the pages' server to write /sitemap.xml.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitemapResponse } from './schemas.js';
import { sitemapEntries } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/sitemap-entries', {
    schema: {
      tags: ['catalogue'],
      summary: 'Every active product, category, brand and combo on offer, with its name in the request language (for /sitemap.xml)',
      response: sitemapResponse,
    },
  }, async (request) => sitemapEntries(app.db, request.language, app.clock.now()));
};

export default routes;
