// The session plugin: cookie → caller, expiry, sliding renewal, guards.
import { ManualClock } from '../src/lib/clock.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest } from './helpers/sessions.js';
import { SECURE_SESSION_COOKIE, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../src/plugins/session.js';

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

test('a session ends 90 days after its login however much it is used, and its expiry never slides past that', async () => {
  const customer = await newCustomer(ctx);
  const started = clock.now().getTime();
  for (const day of [29, 58, 87]) {
    clock.set(started + day * 86_400_000);
    expect(await who(customer.cookie)).not.toBeNull();
  }
  const row = await ctx.database.db.selectFrom('sessions').select(['created_at', 'expires_at']).where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
  expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(SESSION_ABSOLUTE_MS);
  clock.set(started + SESSION_ABSOLUTE_MS - 1000);
  expect(await who(customer.cookie)).not.toBeNull();
  clock.set(started + SESSION_ABSOLUTE_MS);
  expect(await who(customer.cookie)).toBeNull();
});

test('a session whose row predates the 90-day rule (a later expiry) still ends 90 days after its start', async () => {
  const customer = await newCustomer(ctx);
  const started = clock.now().getTime();
  await ctx.database.db.updateTable('sessions').set({ expires_at: new Date(started + 400 * 86_400_000) }).where('user_id', '=', customer.userId).execute();
  clock.set(started + SESSION_ABSOLUTE_MS + 1000);
  expect(await who(customer.cookie)).toBeNull();
});

test('a renewal sends the cookie again with what is left of the session (30 days, or less near the 90-day end)', async () => {
  const customer = await newCustomer(ctx);
  const started = clock.now().getTime();
  const whoResponse = () => ctx.app.inject({ method: 'GET', url: '/api/test-only/who', headers: { cookie: customer.cookie } });
  // Within the hour nothing slides: no cookie is sent.
  clock.set(started + 30 * 60_000);
  expect((await whoResponse()).headers['set-cookie']).toBeUndefined();
  clock.set(started + 2 * 3_600_000);
  expect(String((await whoResponse()).headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=${customer.cookie.split('=')[1]}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));
  for (const day of [29, 58]) {
    clock.set(started + day * 86_400_000);
    expect(String((await whoResponse()).headers['set-cookie'])).toContain('Max-Age=2592000;');
  }
  clock.set(started + 80 * 86_400_000);
  expect(String((await whoResponse()).headers['set-cookie'])).toContain(`Max-Age=${10 * 86_400};`);
});

test('over https __Host-shop_sid counts; a plain shop_sid from before is taken once and moved to it', async () => {
  const customer = await newCustomer(ctx);
  const raw = customer.cookie.split('=')[1] as string;
  const https = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/test-only/who', headers: { cookie, 'x-forwarded-proto': 'https' } });
  const moved = await https(`${SESSION_COOKIE}=${raw}`);
  expect(moved.json().caller).toEqual({ userId: customer.userId, roleName: 'USER' });
  const cookies = [moved.headers['set-cookie']].flat().map(String);
  expect(cookies[0]).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=${raw}; Max-Age=\\d+; Path=/; HttpOnly; Secure; SameSite=Lax$`));
  expect(cookies[1]).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/;.* HttpOnly; Secure; SameSite=Lax$`));
  const prefixed = await https(`${SECURE_SESSION_COOKIE}=${raw}`);
  expect(prefixed.json().caller).toEqual({ userId: customer.userId, roleName: 'USER' });
  expect(prefixed.headers['set-cookie']).toBeUndefined();
  // A hop over plain http behind the shop's own server renderer passes the prefixed cookie on: it still counts.
  expect(await who(`${SECURE_SESSION_COOKIE}=${raw}`)).toEqual({ userId: customer.userId, roleName: 'USER' });
});
