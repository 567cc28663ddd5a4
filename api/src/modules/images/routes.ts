// HTTP routes of the images: the stored artwork (content-hashed URLs, cached for a year), the pictures generated per id
// for rows without artwork (cached for a day), and a PNG of each for link previews.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { svgToPng } from './raster.js';
import {
  artworkParams, flagParams, flagResponses, idFileParams, imageResponses as responses, parseArtworkFile, parseIdFile, parseVariantFile, variantFileParams,
  type ImageFormat,
} from './schemas.js';
import { artworkSvg, bannerImage, brandImage, categoryImage, comboImage, flagImage, productImage } from './service.js';

const DAY = 'public, max-age=86400';
const FOREVER = 'public, max-age=31536000, immutable';

async function sendImage(reply: FastifyReply, svg: string, format: ImageFormat, cacheControl: string): Promise<FastifyReply> {
  reply.header('Cache-Control', cacheControl)
    // An SVG opened directly must not run anything, even if a name ever slipped through unescaped.
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (format === 'png') return reply.type('image/png').send(await svgToPng(svg));
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

const tags = ['images'];
const twin = 'The same path ending in .png answers the picture as a PNG (short side at least 600 px) for link previews (og:image).';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/images/art/:file', {
    schema: {
      tags, summary: 'Catalogue artwork by content hash (products, combos, banners, categories, brands)', params: artworkParams, response: responses,
      description: 'The URLs the catalogue answers (imageUrl, webImageUrl, categoryImageUrl, brandImage) name the picture by the hash of its bytes, so '
        + `they never change meaning: cached for a year (immutable). ${twin}`,
    },
  }, async (request, reply) => {
    const { hash, format } = parseArtworkFile(request.params.file);
    return sendImage(reply, await artworkSvg(app.db, hash), format, FOREVER);
  });
  const perId = (summary: string) => ({ tags, summary, description: `Drawn from the current data for rows without stored artwork; cached for a day. ${twin}` });
  const byId = (kind: string, summary: string, draw: (id: number) => Promise<string>) => {
    app.get(`/api/v1/images/${kind}/:file`, { schema: { ...perId(summary), params: idFileParams, response: responses } }, async (request, reply) => {
      const { id, format } = parseIdFile(request.params.file);
      return sendImage(reply, await draw(id), format, DAY);
    });
  };
  byId('products', 'Product packshot', (id) => productImage(app.db, id));
  byId('categories', 'Category image', (id) => categoryImage(app.db, id));
  byId('brands', 'Brand logo', (id) => brandImage(app.db, id));
  const byVariant = (kind: string, summary: string, draw: (id: number, variant: 'web' | 'mobile') => Promise<string>) => {
    app.get(`/api/v1/images/${kind}/:file`, { schema: { ...perId(summary), params: variantFileParams, response: responses } }, async (request, reply) => {
      const { id, variant, format } = parseVariantFile(request.params.file);
      return sendImage(reply, await draw(id, variant), format, DAY);
    });
  };
  byVariant('banners', 'Banner artwork (web or mobile)', (id, variant) => bannerImage(app.db, id, variant));
  byVariant('combos', 'Combo offer artwork (web or mobile)', (id, variant) => comboImage(app.db, id, variant));
  app.get('/api/v1/images/flags/:file', { schema: { tags, summary: 'Country flag', params: flagParams, response: flagResponses } },
    async (request, reply) => sendImage(reply, flagImage(request.params.file.slice(0, 2)), 'svg', DAY));
};

export default routes;
