// HTTP routes of per-country metadata and the static pages they link to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metadataParams, metadataQuery, metadataResponse, staticPageParams, staticPageResponse } from './schemas.js';
import { getMetadata, renderStaticPage } from './service.js';

export interface MetadataRoutesOptions { googleMapsKey: string }

const routes: FastifyPluginAsyncZod<MetadataRoutesOptions> = async (app, options) => {
  app.get('/api/v1/:countryId/metadata/:key', {
    schema: {
      tags: ['metadata'], summary: 'A per-country setting: acceptableIds, page links (supportPage, faq, terms, policy, license, aboutUs, support), mapsKey or idleTimeMinutes',
      params: metadataParams, querystring: metadataQuery, response: metadataResponse,
    },
  }, async (request) => getMetadata(app.db, request.params.countryId, request.params.key, request.language, options.googleMapsKey));

  app.get('/api/v1/static-pages/:lang/:file', {
    schema: {
      tags: ['metadata'], summary: 'A static page (about us, FAQ, terms, privacy policy, licence, support) as an HTML document',
      params: staticPageParams,
      response: staticPageResponse,
    },
  }, async (request, reply) => {
    const key = request.params.file.replace(/\.html$/, '');
    // The page's own language is in the path; errors follow it too.
    request.language = request.params.lang;
    const html = await renderStaticPage(app.db, key, request.params.lang);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(html);
  });
};

export default routes;
