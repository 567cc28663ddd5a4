// The session plugin: cookie → caller, expiry, sliding renewal, guards.
import { ManualClock } from '../src/lib/clock.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest } from './helpers/sessions.js';

const clock = new ManualClock('2026-11-21T15:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    seedDemo: false,
    clock,
    extend: (app) => {
      app.get('/api/test-only/who', async (request) => ({ caller: request.sessionUser && { userId: request.sessionUser.userId, roleName: request.sessionUser.roleName } }));
      app.get('/api/test-only/session', { preHandler: app.requireSession }, async () => ({ ok: true }));
      app.get('/api/test-only/customer', { preHandler: app.requireCustomer }, async () => ({ ok: true }));
    },
  });
  // Roles and the country the helpers need (the demo seed is off to keep this file fast).
  await ctx.database.db.insertInto('languages').values([{ language_id: 1, code: 'es', name: 'Español' }, { language_id: 2, code: 'en', name: 'English' }]).execute();
  await ctx.database.db.insertInto('roles').values([{ role_id: 1, role_name: 'USER' }, { role_id: 2, role_name: 'WEB_GUEST_USER' }]).execute();
  await ctx.database.db.insertInto('countries').values({
    country_id: 'PE', country_name: 'Perú', country_code: '+51', flag_img_url: '/f.svg', currency: 'PEN', currency_symbol: 'S/', timezone: 'America/Lima', default_language_id: 1,
  }).execute();
});
afterAll(async () => { await ctx?.close(); });

const who = async (cookie?: string) => (await ctx.app.inject({ method: 'GET', url: '/api/test-only/who', headers: cookie ? { cookie } : {} })).json().caller;

test('a valid cookie identifies the caller and its role; none, a malformed or an unknown one does not', async () => {
  const customer = await newCustomer(ctx);
  const guest = await newGuest(ctx);
  expect(await who(customer.cookie)).toEqual({ userId: customer.userId, roleName: 'USER' });
  expect(await who(guest.cookie)).toEqual({ userId: guest.userId, roleName: 'WEB_GUEST_USER' });
  expect(await who()).toBeNull();
  expect(await who('shop_sid=not-a-session')).toBeNull();
  expect(await who(`shop_sid=${'A'.repeat(43)}`)).toBeNull();
});

test('guards: 401 without a session (translated), 403 for a guest where a customer is needed', async () => {
  const guest = await newGuest(ctx);
  const none = await ctx.app.inject({ method: 'GET', url: '/api/test-only/session', headers: { 'accept-language': 'en' } });
  expect(none.statusCode).toBe(401);
  expect(none.json().errors.general[0]).toEqual({ identifier: 'error.auth.sessionRequired', message: 'Please sign in to continue.' });
  expect((await ctx.app.inject({ method: 'GET', url: '/api/test-only/session', headers: { cookie: guest.cookie } })).statusCode).toBe(200);
  const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/test-only/customer', headers: { cookie: guest.cookie } });
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json().errors.general[0].identifier).toBe('error.auth.customerRequired');
});

test('a session slides forward while used and ends 30 days after its last use', async () => {
  const customer = await newCustomer(ctx);
  clock.advance(29 * 86_400_000);
  expect(await who(customer.cookie)).not.toBeNull(); // used on day 29: lives until day 59
  clock.advance(29 * 86_400_000);
  expect(await who(customer.cookie)).not.toBeNull();
  clock.advance(30 * 86_400_000 + 1000);
  expect(await who(customer.cookie)).toBeNull();
});
