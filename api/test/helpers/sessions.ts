// Test shortcuts to a caller identity without going through login: sessions written straight into the database.
// (The login and guest routes have their own tests; other modules' tests only need "a customer" or "a guest".)
import crypto from 'node:crypto';
import { hashSessionId, SESSION_COOKIE, SESSION_TTL_MS } from '../../src/plugins/session.js';
import type { TestContext } from './test-app.js';

export interface TestCaller {
  userId: number;
  /** Pass as `headers: { cookie }` to app.inject. */
  cookie: string;
}

/** Opens a session for an existing user and answers its cookie header. */
export async function sessionCookieFor(ctx: TestContext, userId: number): Promise<string> {
  const raw = crypto.randomBytes(32).toString('base64url');
  const now = ctx.app.clock.now();
  await ctx.database.db.insertInto('sessions').values({
    session_id: hashSessionId(raw), user_id: userId, device_id: null, created_at: now, last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS),
  }).execute();
  return `${SESSION_COOKIE}=${raw}`;
}

/** A demo customer (role USER, with a date of birth) of the seed, by phone, e.g. '987654321' (María, born 1990). */
export async function demoCustomer(ctx: TestContext, phone = '987654321'): Promise<TestCaller> {
  const user = await ctx.database.db.selectFrom('users').select('user_id').where('contact_number', '=', phone).executeTakeFirstOrThrow();
  return { userId: user.user_id, cookie: await sessionCookieFor(ctx, user.user_id) };
}

let counter = 0;

/** A new customer (role USER) with no addresses, no date of birth, no cart. */
export async function newCustomer(ctx: TestContext, fields: { dob?: string | null; firstName?: string } = {}): Promise<TestCaller> {
  counter += 1;
  const phone = `9${String(Date.now() % 1e7).padStart(7, '0')}${counter % 10}`;
  const user = await ctx.database.db.insertInto('users').values({
    country_id: 'PE', country_code: '+51', contact_number: phone, first_name: fields.firstName ?? 'Test', last_name: 'Customer',
  }).returning('user_id').executeTakeFirstOrThrow();
  await ctx.database.db.insertInto('user_roles').values({ user_id: user.user_id, role_id: 1 }).execute();
  await ctx.database.db.insertInto('customers').values({ user_id: user.user_id, dob: fields.dob ?? null }).execute();
  return { userId: user.user_id, cookie: await sessionCookieFor(ctx, user.user_id) };
}

/** A new guest (role WEB_GUEST_USER) with no addresses and no cart. */
export async function newGuest(ctx: TestContext): Promise<TestCaller> {
  const user = await ctx.database.db.insertInto('users').values({ country_id: 'PE' }).returning('user_id').executeTakeFirstOrThrow();
  await ctx.database.db.insertInto('user_roles').values({ user_id: user.user_id, role_id: 2 }).execute();
  return { userId: user.user_id, cookie: await sessionCookieFor(ctx, user.user_id) };
}
