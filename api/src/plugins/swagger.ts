// The OpenAPI document (from the zod schemas) at /api/docs/json and swagger-ui at /api/docs.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shop API',
        version: '0.1.0',
        description: 'API of the convenience-store delivery shop. Paths, query parameters and fields follow the specifications (§7). '
          + 'Errors (400/404/409/422) answer {"errors": {"general": [{identifier, message}], "fieldsErrors": [{fieldName, identifier, message}]}} '
          + 'with messages in the request language (languageCode / languageId query, else Accept-Language, else es).',
      },
      tags: [
        { name: 'system', description: 'Health and documentation' },
        { name: 'countries', description: 'Countries the shop serves' },
        { name: 'metadata', description: 'Per-country settings and static pages' },
        { name: 'catalogue', description: 'Brands and categories' },
        { name: 'images', description: 'Generated SVG images' },
        { name: 'auth', description: 'Sessions (HttpOnly cookie), guests, phone login with one-time codes' },
        { name: 'customers', description: 'Customer data: ID document, date of birth, e-mail (owner only)' },
        { name: 'addresses', description: 'Delivery addresses (owner only)' },
        { name: 'stores', description: 'Stores, delivery coverage and opening hours' },
        { name: 'orders', description: 'Orders and the store status for an address' },
        { name: 'cart', description: 'The cart of the session user, priced on the server' },
        { name: 'products', description: 'Products: details and listings, priced for the store serving the address' },
        { name: 'search', description: 'Accent-insensitive, typo-tolerant product search' },
        { name: 'combos', description: 'Combo offers and combos in the cart' },
        { name: 'reviews', description: 'Ratings, reviews and likes' },
      ],
    },
    transform: createJsonSchemaTransform({ skipList: [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/static/*`, `${DOCS_PREFIX}/uiConfig`, `${DOCS_PREFIX}/initOAuth`] }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}, { name: 'swagger' });
