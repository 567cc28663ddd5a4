// The OpenAPI document (/api/docs/json): complete (every route the API serves), every answer a named component where
// it is a record, every tag declared, the routes that need a session under the cookie's security scheme (the staff
// routes under the bearer token), and a success answer for every operation, files included.
import type { OpenAPIV3 } from 'openapi-types';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
let doc: OpenAPIV3.Document;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: false, opsToken: 'a-staff-token-of-24-chars' });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx.close());

type Operation = OpenAPIV3.OperationObject & { path: string; method: string };
const operations = (): Operation[] => Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item?.[m]).map((method) => ({ ...(item![method] as OpenAPIV3.OperationObject), path, method })));

/** Every route Fastify serves, by method, from its route tree (HEAD twins and the documentation's own routes aside). */
function servedRoutes(method: string): string[] {
  const tree = ctx.app.printRoutes({ method: method.toUpperCase() as 'GET', commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│├└─]*?)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.round(match[1]!.length / 4);
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    if (match[3]?.split(', ').includes(method.toUpperCase()) && !path.startsWith('/api/docs')) routes.push(path);
  }
  return routes;
}

test('complete: every route the API serves is an operation (74 or more), each with a summary and a success answer', () => {
  const ops = operations();
  expect(ops.length).toBeGreaterThanOrEqual(74);
  for (const method of METHODS) {
    expect([method, ops.filter((o) => o.method === method).length]).toEqual([method, servedRoutes(method).length]);
  }
  for (const op of ops) {
    expect([op.method, op.path, typeof op.summary]).toEqual([op.method, op.path, 'string']);
    expect([op.method, op.path, Object.keys(op.responses).some((code) => /^2\d\d$/.test(code))]).toEqual([op.method, op.path, true]);
  }
});

test('every tag an operation uses is declared, with a description', () => {
  const declared = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
  for (const op of operations()) {
    expect(op.tags?.length).toBeGreaterThan(0);
    for (const tag of op.tags ?? []) expect([op.path, tag, typeof declared.get(tag)]).toEqual([op.path, tag, 'string']);
  }
});

test('records are named components referred to by $ref; every $ref resolves and every component is used', () => {
  const schemas = doc.components?.schemas ?? {};
  for (const name of ['Cart', 'CartItem', 'Product', 'ProductDetails', 'Combo', 'Address', 'User', 'LoginAnswer', 'Customer', 'StoreStatus',
    'Store', 'Banner', 'Claim', 'OrderDetails', 'Review', 'Ratings', 'ErrorBody', 'RateLimitBody']) {
    expect([name, schemas[name]]).toEqual([name, expect.objectContaining({ type: 'object' })]);
  }
  const json = (op: { responses: OpenAPIV3.ResponsesObject }, code: string) =>
    ((op.responses[code] as OpenAPIV3.ResponseObject).content?.['application/json']?.schema);
  const cart = doc.paths['/api/v1/{countryId}/{lang}/carts']!.get!;
  expect(json(cart, '200')).toEqual({ $ref: '#/components/schemas/Cart' });
  expect(json(cart, '401')).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  // One Cart for every route answering it: the combo calls answer the same component.
  expect(json(doc.paths['/api/v1/{countryId}/combo-offers/products/{comboOfferId}']!.post!, '200')).toEqual({ $ref: '#/components/schemas/Cart' });
  // Records inside records are referred to as well, not copied.
  expect(schemas.Cart).toMatchObject({ properties: { cartItems: { type: 'array', items: { $ref: '#/components/schemas/CartItem' } } } });

  const refs = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref') refs.add(String(child));
        else collect(child);
      }
    }
  };
  collect(doc);
  for (const ref of refs) expect([ref, schemas[ref.replace('#/components/schemas/', '')] !== undefined]).toEqual([ref, true]);
  expect(Object.keys(schemas).filter((name) => !refs.has(`#/components/schemas/${name}`))).toEqual([]);
});

test('the session cookie is a security scheme; the routes that need it say so, the staff routes need the bearer token', () => {
  expect(doc.components?.securitySchemes).toMatchObject({
    sessionCookie: { type: 'apiKey', in: 'cookie', name: 'shop_sid' },
    opsToken: { type: 'http', scheme: 'bearer' },
  });
  const security = (path: string, method: (typeof METHODS)[number]) => doc.paths[path]?.[method]?.security;
  const session = [{ sessionCookie: [] }];
  // Through onRequest (cart, claims, customers), preValidation (addresses, orders) and for customers only.
  expect(security('/api/v1/{countryId}/{lang}/carts', 'get')).toEqual(session);
  expect(security('/api/v1/{countryId}/claims', 'post')).toEqual(session);
  expect(security('/api/v1/{countryId}/customers/{userId}', 'put')).toEqual(session);
  expect(security('/api/v1/user-addresses', 'post')).toEqual(session);
  expect(security('/api/v1/orders', 'post')).toEqual(session);
  expect(security('/api/v1/{countryId}/feedback', 'post')).toEqual(session);
  expect(security('/api/ops/orders/{orderNumber}/advance', 'post')).toEqual([{ opsToken: [] }]);
  // Open to everyone (the cookie, when sent, only personalises the answer).
  expect(security('/api/v1/brands/list', 'get')).toBeUndefined();
  expect(security('/api/v1/{countryId}/products/{id}', 'get')).toBeUndefined();
  expect(security('/api/v1/{countryId}/guest-users', 'post')).toBeUndefined();
});

test('the file routes answer their files: SVG or PNG images, HTML pages, PDF or JPEG attachments', () => {
  const ok = (path: string) => (doc.paths[path]!.get!.responses['200'] as OpenAPIV3.ResponseObject).content;
  const binary = { schema: { type: 'string', format: 'binary' } };
  for (const kind of ['art', 'products', 'categories', 'brands', 'banners', 'combos']) {
    expect(ok(`/api/v1/images/${kind}/{file}`)).toEqual({ 'image/svg+xml': binary, 'image/png': binary });
  }
  expect(ok('/api/v1/images/flags/{file}')).toEqual({ 'image/svg+xml': binary });
  expect(ok('/api/v1/static-pages/{lang}/{file}')).toEqual({ 'text/html': { schema: { type: 'string' } } });
  expect(Object.keys(ok('/api/v1/{countryId}/claims/{claimId}/attachments/{claimFileId}') ?? {})).toEqual(['application/pdf', 'image/jpeg']);
});
