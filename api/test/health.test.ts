// Health, OpenAPI document, unknown routes and the shape of error bodies.
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { LATEST_MIGRATION } from '../src/db/migrations/registry.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ extend: (app) => app.get('/api/test-only/ip', async (request) => ({ ip: request.ip })) });
});
afterAll(async () => { await ctx?.close(); });

test('health reports the database kind and the latest migration', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', migration: LATEST_MIGRATION });
  expect(LATEST_MIGRATION).toBe('0013-claims-person-ids');
});

test('the OpenAPI document lists every endpoint of this issue with its query parameters', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  for (const path of ['/api/health', '/api/v1/countries', '/api/v1/{countryId}/metadata/{key}', '/api/v1/brands/list',
    '/api/v1/{countryId}/homescreen/categories', '/api/v1/static-pages/{lang}/{file}', '/api/v1/images/products/{file}']) {
    expect(doc.paths).toHaveProperty([path, 'get']);
  }
  const brandParams = doc.paths['/api/v1/brands/list'].get.parameters.map((p: { name: string }) => p.name);
  expect(brandParams).toEqual(expect.arrayContaining(['countryId', 'languageCode', 'target', 'limit', 'offset']));
  const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(ui.statusCode).toBe(200);
  expect(ui.headers['content-type']).toContain('text/html');
});

test('an unknown route answers 404 with a general error, translated', async () => {
  const es = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
  expect(es.statusCode).toBe(404);
  expect(es.json()).toEqual({ errors: { general: [{ identifier: 'error.route.notFound', message: 'La ruta solicitada no existe.' }], fieldsErrors: [] } });
  const en = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
  expect(en.json().errors.general[0].message).toBe('The requested route does not exist.');
});

test('security headers are set and proxies are trusted for the client IP', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  const ip = await ctx.app.inject({ method: 'GET', url: '/api/test-only/ip', headers: { 'x-forwarded-for': '203.0.113.7' } });
  expect(ip.json()).toEqual({ ip: '203.0.113.7' });
  // A client cannot choose its IP (and escape per-IP limits) by sending X-Forwarded-For itself: only the hop
  // our proxy appended counts.
  const spoofed = await ctx.app.inject({ method: 'GET', url: '/api/test-only/ip', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } });
  expect(spoofed.json()).toEqual({ ip: '203.0.113.7' });
});

test('JSON bodies: empty means no body (fetch keeps the content type on DELETE); malformed and poisoned ones are refused', async () => {
  const signOut = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/sessions', headers: { 'content-type': 'application/json' }, payload: '' });
  expect(signOut.statusCode).toBe(204);
  const malformed = await ctx.app.inject({ method: 'POST', url: '/api/v1/PE/guest-users', headers: { 'content-type': 'application/json' }, payload: '{"deviceUid":' });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().errors.general[0].identifier).toBe('error.request.invalid');
  const poisoned = await ctx.app.inject({ method: 'POST', url: '/api/v1/PE/guest-users', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1},"deviceUid":"a"}' });
  expect(poisoned.statusCode).toBe(400);
  const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/PE/guest-users', headers: { 'content-type': 'application/json' }, payload: ' ' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().errors.fieldsErrors[0]).toMatchObject({ fieldName: 'body', identifier: 'error.validation.required' });
});

// Runs last: it breaks the database on purpose.
test('a server error hides internals and is logged; health turns 503 when the database is unusable', async () => {
  const { sql } = await import('kysely');
  await sql`alter table static_pages rename to static_pages_moved`.execute(ctx.database.db);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/static-pages/en/faq.html' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ errors: { general: [{ identifier: 'error.internal', message: 'Something went wrong. Please try again later.' }], fieldsErrors: [] } });
  expect(res.body).not.toMatch(/static_pages|relation|stack/i);

  await sql`alter table kysely_migration rename to kysely_migration_moved`.execute(ctx.database.db);
  const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.json().errors.general[0].identifier).toBe('error.unavailable');
});
