// The OpenAPI document (from the zod schemas) at /api/docs/json and swagger-ui at /api/docs: every record a route
// answers is a named component (its schema's `.meta({ id })`), every tag is declared, and the routes that need a
// session say so with the session cookie's security scheme (the staff routes with their bearer token).
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { SESSION_COOKIE } from './session.js';

export const DOCS_PREFIX = '/api/docs';
/** The security schemes' names in the document. */
export const SESSION_SCHEME = 'sessionCookie';
export const OPS_SCHEME = 'opsToken';

export const TAGS: OpenAPIV3.TagObject[] = [
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
  { name: 'checkout', description: 'Promos, delivery instructions, scheduled delivery, receipt and payment options of the cart' },
  { name: 'products', description: 'Products: details and listings, priced for the store serving the address' },
  { name: 'search', description: 'Accent-insensitive, typo-tolerant product search' },
  { name: 'combos', description: 'Combo offers and combos in the cart' },
  { name: 'reviews', description: 'Ratings, reviews and likes' },
  { name: 'banners', description: 'Home carousel, pop-up banner and the banner pages' },
  { name: 'claims', description: 'The complaints book (Libro de Reclamaciones): verified customers file claims and read their copies' },
  { name: 'ops', description: 'Staff API (bearer token), present only when OPS_TOKEN is configured' },
];

/** The session guards the session plugin decorates; a route running one of them needs the cookie. */
function requiresSession(app: FastifyInstance, route: RouteOptions): boolean {
  const guards = new Set<unknown>([app.requireSession, app.requireCustomer]);
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
  return hooks.some((hook) => guards.has(hook));
}

type Document = OpenAPIV3.Document;

/** Components nothing refers to (zod gives every named schema an input twin too): left out of the document. */
function withoutUnreferenced(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
          const name = child.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(child);
      }
    }
  };
  visit(document.paths);
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } };
}

export default fp(async (app) => {
  const skipList = [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/static/*`, `${DOCS_PREFIX}/uiConfig`, `${DOCS_PREFIX}/initOAuth`];
  const zodTransform = createJsonSchemaTransform({ skipList });
  const zodComponents = createJsonSchemaTransformObject({});
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shop API',
        version: '0.1.0',
        description: 'API of the convenience-store delivery shop. Paths, query parameters and fields are those the shop\'s pages call. '
          + 'Errors (400/404/409/422) answer {"errors": {"general": [{identifier, message}], "fieldsErrors": [{fieldName, identifier, message}]}} '
          + 'with messages in the request language (languageCode / languageId query, else Accept-Language, else es).',
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey', in: 'cookie', name: SESSION_COOKIE,
            description: 'The session: set HttpOnly by guest-users and verify-otp, 30 days sliding. Operations without a security '
              + 'requirement read it too when sent (prices for the caller\'s own address, the caller\'s cart counts).',
          },
          [OPS_SCHEME]: { type: 'http', scheme: 'bearer', description: 'The staff token (OPS_TOKEN)' },
        },
      },
    },
    transform: (document) => {
      const transformed = zodTransform(document);
      const { route, url } = document as typeof document & { route: RouteOptions };
      if (transformed.schema && !('hide' in transformed.schema && transformed.schema.hide)) {
        if (url.startsWith('/api/ops/')) Object.assign(transformed.schema, { security: [{ [OPS_SCHEME]: [] }] });
        else if (requiresSession(app, route)) Object.assign(transformed.schema, { security: [{ [SESSION_SCHEME]: [] }] });
      }
      return transformed;
    },
    transformObject: (document) => withoutUnreferenced(zodComponents(document) as Document),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}, { name: 'swagger' });
