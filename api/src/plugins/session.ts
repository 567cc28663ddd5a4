// Server-side sessions: a random 256-bit id in an HttpOnly SameSite=Lax cookie (__Host-shop_sid over
// https, shop_sid on plain http), alive 30 days from its last use and at most 90 from its login; the database keeps only
// its sha256, so any API instance can answer and a database leak does not hand out sessions.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { AppError } from '../lib/errors.js';
import type { Clock } from '../lib/clock.js';

export const SESSION_COOKIE = 'shop_sid';
/**
 * The cookie's name over https: the __Host- prefix makes the browser accept it only Secure, for Path=/ and without a
 * Domain, so neither a sibling subdomain nor a plain-http page can set or overwrite the shop's session.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lives 30 days from its last use… */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** …and never more than 90 days from the login that opened it: then the shopper signs in again. */
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** The expiry slides forward at most once an hour, not on every request. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

/** When a session used at `now` ends: 30 days on, but not past 90 days from its start. */
export const sessionExpiry = (createdAt: Date, now: Date): Date =>
  new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));

export const ROLE_IDS = { USER: 1, WEB_GUEST_USER: 2 } as const;
export type RoleName = keyof typeof ROLE_IDS;

/** Who is calling: the user of a valid session. */
export interface SessionUser {
  sessionId: string;
  userId: number;
  roleName: RoleName;
  roleId: number;
  deviceId: number | null;
  countryId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    /** preHandler: 401 without a valid session. */
    requireSession: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a session, 403 for a guest (a verified customer is needed). */
    requireCustomer: preHandlerAsyncHookHandler;
    /** Opens a new session for the user, sets the cookie; returns nothing the caller needs. */
    startSession(request: FastifyRequest, reply: FastifyReply, userId: number, deviceId: number | null, db?: Kysely<DB>): Promise<void>;
    /** Deletes the caller's session (if any) and clears the cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply, db?: Kysely<DB>): Promise<void>;
  }
  interface FastifyRequest {
    /** The caller, or null without a valid session. */
    sessionUser: SessionUser | null;
  }
}

export const hashSessionId = (raw: string): string => crypto.createHash('sha256').update(raw).digest('hex');

/**
 * Reads the caller's session; the guard functions below are what routes use. `expiresAt` is when it ends, `renewed`
 * whether this read slid it forward (the cookie is then sent again with the new lifetime).
 */
export async function loadSession(db: Kysely<DB>, raw: string, now: Date): Promise<{ user: SessionUser; expiresAt: Date; renewed: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(raw)) return null;
  const sessionId = hashSessionId(raw);
  const row = await db.selectFrom('sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.user_id')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select(['s.session_id', 's.user_id', 's.device_id', 's.created_at', 's.expires_at', 's.last_seen_at', 'u.country_id', 'r.role_id', 'r.role_name'])
    .where('s.session_id', '=', sessionId)
    .orderBy('r.role_id') // a user holding USER (1) is a customer even if a guest role lingers
    .executeTakeFirst();
  // The absolute limit is checked on its own too: rows written before it existed may carry a later expiry.
  if (!row || row.expires_at.getTime() <= now.getTime() || row.created_at.getTime() + SESSION_ABSOLUTE_MS <= now.getTime()) return null;
  const renewed = now.getTime() - row.last_seen_at.getTime() > SLIDE_EVERY_MS;
  const expiresAt = renewed ? sessionExpiry(row.created_at, now) : row.expires_at;
  if (renewed) await db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('session_id', '=', sessionId).execute();
  const user: SessionUser = {
    sessionId, userId: row.user_id, roleName: row.role_name as RoleName, roleId: row.role_id, deviceId: row.device_id, countryId: row.country_id,
  };
  return { user, expiresAt, renewed };
}

export interface SessionPluginOptions { clock: Clock }

export default fp<SessionPluginOptions>(async (app, options) => {
  await app.register(cookie);
  app.decorate('clock', options.clock);
  app.decorateRequest('sessionUser', null);

  const secure = (request: FastifyRequest) => request.protocol === 'https';
  const cookieName = (request: FastifyRequest) => (secure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
  // __Host- wants exactly this: Secure, Path=/, no Domain.
  const cookieOptions = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secure(request) });
  const sendCookie = (request: FastifyRequest, reply: FastifyReply, raw: string, until: Date) => {
    reply.setCookie(cookieName(request), raw, { ...cookieOptions(request), maxAge: Math.max(0, Math.floor((until.getTime() - app.clock.now().getTime()) / 1000)) });
  };

  app.addHook('onRequest', async (request, reply) => {
    // The __Host- cookie first, whatever the hop's protocol: a browser sends it only over https, but the server renderer
    // passes it on to the API over plain http. Over https a plain shop_sid set before the prefix existed is taken once
    // and moved to the prefixed name, so no shopper loses a session (and a guest's cart) to the change.
    const prefixed = request.cookies[SECURE_SESSION_COOKIE];
    const legacy = prefixed ? undefined : request.cookies[SESSION_COOKIE];
    const raw = prefixed ?? legacy;
    const session = raw ? await loadSession(app.db, raw, app.clock.now()) : null;
    request.sessionUser = session?.user ?? null;
    if (!session || !raw) return;
    const moving = secure(request) && legacy !== undefined;
    if (session.renewed || moving) sendCookie(request, reply, raw, session.expiresAt);
    if (moving) reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  });

  app.decorate('requireSession', async (request: FastifyRequest) => {
    if (!request.sessionUser) throw new AppError(401, 'error.auth.sessionRequired');
  });
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    if (!request.sessionUser) throw new AppError(401, 'error.auth.sessionRequired');
    if (request.sessionUser.roleName !== 'USER') throw new AppError(403, 'error.auth.customerRequired');
  });

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number, deviceId: number | null, db: Kysely<DB> = app.db) => {
    const raw = crypto.randomBytes(32).toString('base64url');
    const now = app.clock.now();
    const expiresAt = sessionExpiry(now, now);
    await db.insertInto('sessions').values({
      session_id: hashSessionId(raw), user_id: userId, device_id: deviceId, created_at: now, last_seen_at: now, expires_at: expiresAt,
    }).execute();
    sendCookie(request, reply, raw, expiresAt);
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply, db: Kysely<DB> = app.db) => {
    if (request.sessionUser) await db.deleteFrom('sessions').where('session_id', '=', request.sessionUser.sessionId).execute();
    reply.clearCookie(cookieName(request), cookieOptions(request));
    if (secure(request)) reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  });
}, { name: 'session', dependencies: ['db'] });
