// HTTP routes of the products area: product details and the catalogue listings. All public: a
// session only adds the caller's cart counts, their own address's store, and (customers) the buy-again list.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandProductsQuery, buyAgainQuery, categoryProductsQuery, countryParams, detailsQuery, detailsResponse, listResponse, popularQuery,
  productParams, recommendedQuery, similarQuery, trendingQuery,
} from './schemas.js';
import {
  brandProducts, buyAgainProducts, categoryProducts, popularProducts, productDetails, recommendedProducts, similarProducts, trendingProducts,
  type ProductsRequest,
} from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const productsRequest = (request: FastifyRequest): ProductsRequest => ({
    db: app.db, caller: request.sessionUser, language: request.language, now: app.clock.now(),
  });
  const tags = ['products'];
  const base = '/api/v1/:countryId/products';

  app.get(`${base}/popular-products`, {
    schema: { tags, summary: 'Most popular products (available at the serving store first)', params: countryParams, querystring: popularQuery, response: listResponse },
  }, async (request) => popularProducts(productsRequest(request), request.params.countryId, request.query));

  app.get(`${base}/trending-products`, {
    schema: {
      tags, summary: 'Products by units ordered over the last 30 days (sortType), ties by popularity',
      params: countryParams, querystring: trendingQuery, response: listResponse,
    },
  }, async (request) => trendingProducts(productsRequest(request), request.params.countryId, request.query));

  app.get(`${base}/similar-products`, {
    schema: {
      tags, summary: 'Products of the same category, then of the same brand, without the product itself',
      params: countryParams, querystring: similarQuery, response: listResponse,
    },
  }, async (request) => similarProducts(productsRequest(request), request.params.countryId, request.query));

  app.get(`${base}/buy-again-products`, {
    schema: {
      tags, summary: 'Products of the verified customer\'s delivered orders, most recent first (empty for anyone else)',
      params: countryParams, querystring: buyAgainQuery, response: listResponse,
    },
  }, async (request) => buyAgainProducts(productsRequest(request), request.params.countryId, request.query));

  app.get(`${base}/category-products`, {
    schema: {
      tags, summary: 'A category\'s products (sub-categories included), most popular first',
      params: countryParams, querystring: categoryProductsQuery, response: listResponse,
    },
  }, async (request) => categoryProducts(productsRequest(request), request.params.countryId, request.query));

  app.get(`${base}/brand-products`, {
    schema: { tags, summary: 'A brand\'s products, most popular first', params: countryParams, querystring: brandProductsQuery, response: listResponse },
  }, async (request) => brandProducts(productsRequest(request), request.params.countryId, request.query));

  app.get(`${base}/recommended-products`, {
    schema: {
      tags, summary: 'For the cart page: products the serving store sells that are not in the caller\'s cart',
      params: countryParams, querystring: recommendedQuery, response: listResponse,
    },
  }, async (request) => recommendedProducts(productsRequest(request), request.params.countryId, request.query));

  app.get(`${base}/:id`, {
    schema: {
      tags, summary: 'One product with every image and its descriptions; prices for the store serving the caller\'s address',
      params: productParams, querystring: detailsQuery, response: detailsResponse,
    },
  }, async (request) => productDetails(productsRequest(request), request.params.countryId, request.params.id, request.query));
};

export default routes;
