// HTTP routes serving the generated SVG images, cacheable for a day.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flagParams, idFileParams, imageResponses as responses, parseIdFile, parseVariantFile, variantFileParams } from './schemas.js';
import { bannerImage, brandImage, categoryImage, comboImage, flagImage, productImage } from './service.js';

function sendSvg(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400')
    // An SVG opened directly must not run anything, even if a name ever slipped through unescaped.
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'").send(body);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/images/products/:file', { schema: { tags: ['images'], summary: 'Product image', params: idFileParams, response: responses } },
    async (request, reply) => sendSvg(reply, await productImage(app.db, parseIdFile(request.params.file))));
  app.get('/api/v1/images/categories/:file', { schema: { tags: ['images'], summary: 'Category image', params: idFileParams, response: responses } },
    async (request, reply) => sendSvg(reply, await categoryImage(app.db, parseIdFile(request.params.file))));
  app.get('/api/v1/images/brands/:file', { schema: { tags: ['images'], summary: 'Brand logo', params: idFileParams, response: responses } },
    async (request, reply) => sendSvg(reply, await brandImage(app.db, parseIdFile(request.params.file))));
  app.get('/api/v1/images/banners/:file', { schema: { tags: ['images'], summary: 'Banner artwork (web or mobile)', params: variantFileParams, response: responses } },
    async (request, reply) => {
      const { id, variant } = parseVariantFile(request.params.file);
      return sendSvg(reply, await bannerImage(app.db, id, variant));
    });
  app.get('/api/v1/images/combos/:file', { schema: { tags: ['images'], summary: 'Combo offer artwork (web or mobile)', params: variantFileParams, response: responses } },
    async (request, reply) => {
      const { id, variant } = parseVariantFile(request.params.file);
      return sendSvg(reply, await comboImage(app.db, id, variant));
    });
  app.get('/api/v1/images/flags/:file', { schema: { tags: ['images'], summary: 'Country flag', params: flagParams, response: responses } },
    async (request, reply) => sendSvg(reply, flagImage(request.params.file.slice(0, 2))));
};

export default routes;
