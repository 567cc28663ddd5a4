// HTTP routes of the banners area: the home carousel and pop-up lists, recording a view (session), and the
// banner pages' banner, products and combos (public: a session only adds the caller's own address and cart counts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerCombosResponse, bannerDetailsQuery, bannerDetailsResponse, bannerListQuery, bannerParams, bannerProductsResponse, countryParams,
  homeBannersQuery, homeBannersResponse, URL_DESCRIPTION, viewedBody, viewedParams, viewedResponse,
} from './schemas.js';
import { bannerCombos, bannerDetails, bannerProducts, listHomeBanners, recordBannerView, type BannersRequest } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['banners'];
  const bannersRequest = (request: FastifyRequest): BannersRequest => ({
    db: app.db, caller: request.sessionUser, language: request.language, now: app.clock.now(),
  });

  app.get('/api/v1/:countryId/homescreen/banners', {
    schema: {
      tags,
      summary: 'Banners of one type shown now, in sort order (home carousel: BANNERHOME, up to 10; pop-up: POPUP, 1)',
      description: 'Shown = active, within its dates, for every store or for the store serving the caller\'s own userAddressId, '
        + 'and with a destination that exists (an active category; at least one combo on offer). '
        + `\`url\`: ${URL_DESCRIPTION}`,
      params: countryParams, querystring: homeBannersQuery, response: homeBannersResponse,
    },
  }, async (request) => listHomeBanners(bannersRequest(request), request.params.countryId, request.query));

  app.post('/api/v1/:countryId/:lang/banner/:bannerId/viewed', {
    // The session check runs before body validation, so a caller without a session always gets 401.
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Counts a view of the banner by the caller: one row per banner, user and shop day, whose counter grows',
      description: 'userId must be the caller\'s (403 error.banner.notYourUser), bannerId the path\'s (400 on bannerId); '
        + 'unknown banner 404 error.banner.notFound.',
      params: viewedParams, body: viewedBody, response: viewedResponse,
    },
  }, async (request) => recordBannerView(bannersRequest(request), request.params.countryId, request.params.bannerId, request.body));

  app.get('/api/v1/:countryId/banners/:bannerId', {
    schema: {
      tags,
      summary: 'One banner shown now, for its page: name, description, artwork, destination (404 error.banner.notFound otherwise)',
      params: bannerParams, querystring: bannerDetailsQuery, response: bannerDetailsResponse,
    },
  }, async (request) => bannerDetails(bannersRequest(request), request.params.countryId, request.params.bannerId));

  app.get('/api/v1/:countryId/banners/:bannerId/products', {
    schema: {
      tags,
      summary: 'The products of a banner\'s page (ProductRecord, priced for the caller\'s own userAddressId), paged',
      description: 'CATEGORY banner: its category\'s products (sub-categories included), most popular first. Any other banner: '
        + 'the products linked to it, in the banner\'s order. Products the serving store does not sell come last.',
      params: bannerParams, querystring: bannerListQuery, response: bannerProductsResponse,
    },
  }, async (request) => bannerProducts(bannersRequest(request), request.params.countryId, request.params.bannerId, request.query));

  app.get('/api/v1/:countryId/banners/:bannerId/combo-offers', {
    schema: {
      tags,
      summary: 'The combos of a banner on offer now (ComboRecord, availability at the caller\'s own userAddressId), in the banner\'s order',
      params: bannerParams, querystring: bannerListQuery, response: bannerCombosResponse,
    },
  }, async (request) => bannerCombos(bannersRequest(request), request.params.countryId, request.params.bannerId, request.query));
};

export default routes;
