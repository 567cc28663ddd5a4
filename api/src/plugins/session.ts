// Server-side sessions (ARCHITECTURE §5): a random 256-bit id in an HttpOnly SameSite=Lax cookie; the database
// keeps only its sha256, so any API instance can answer and a database leak does not hand out sessions.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { AppError } from '../lib/errors.js';
import type { Clock } from '../lib/clock.js';

export const SESSION_COOKIE = 'shop_sid';
/** A session lives 30 days from its last use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry slides forward at most once an hour, not on every request. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

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

/** Reads the caller's session; the guard functions below are what routes use. */
export async function loadSession(db: Kysely<DB>, raw: string, now: Date): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(raw)) return null;
  const sessionId = hashSessionId(raw);
  const row = await db.selectFrom('sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.user_id')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select(['s.session_id', 's.user_id', 's.device_id', 's.expires_at', 's.last_seen_at', 'u.country_id', 'r.role_id', 'r.role_name'])
    .where('s.session_id', '=', sessionId)
    .orderBy('r.role_id') // a user holding USER (1) is a customer even if a guest role lingers
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.last_seen_at.getTime() > SLIDE_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
      .where('session_id', '=', sessionId).execute();
  }
  return {
    sessionId, userId: row.user_id, roleName: row.role_name as RoleName, roleId: row.role_id, deviceId: row.device_id, countryId: row.country_id,
  };
}

export interface SessionPluginOptions { clock: Clock }

export default fp<SessionPluginOptions>(async (app, options) => {
  await app.register(cookie);
  app.decorate('clock', options.clock);
  app.decorateRequest('sessionUser', null);

  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    request.sessionUser = raw ? await loadSession(app.db, raw, app.clock.now()) : null;
  });

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https',
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
    await db.insertInto('sessions').values({
      session_id: hashSessionId(raw), user_id: userId, device_id: deviceId, created_at: now, last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    }).execute();
    reply.setCookie(SESSION_COOKIE, raw, { ...cookieOptions(request), maxAge: SESSION_TTL_MS / 1000 });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply, db: Kysely<DB> = app.db) => {
    if (request.sessionUser) await db.deleteFrom('sessions').where('session_id', '=', request.sessionUser.sessionId).execute();
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  });
}, { name: 'session', dependencies: ['db'] });
