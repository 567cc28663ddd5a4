// 429 answers (Retry-After header + retryAfterSeconds in the body) and the fixed-window counters in the database, so every
// API instance enforces one count: the login limits (auth), the complaints book's (claims) and, through @fastify/rate-limit's
// store interface, the general per-address limit of the expensive public routes (search).
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from './clock.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { AppError } from './errors.js';
import { rateLimitBodySchema } from './schemas.js';
import { errorBody } from '../plugins/errors.js';

export class RateLimitError extends AppError {
  constructor(identifier: MessageKey, readonly retryAfterSeconds: number, params: MessageParams = {}) {
    super(429, identifier, params);
    this.name = 'RateLimitError';
  }
}

export { rateLimitBodySchema };

/** Seconds from `now` until `until`, at least 1 (a Retry-After of 0 invites an immediate, failing retry). */
export const secondsUntil = (until: number, now: Date): number => Math.max(1, Math.ceil((until - now.getTime()) / 1000));

/**
 * Adds the 429 shape to the routes of the calling plugin only (encapsulated); every other error goes on to the
 * application's error handler (Fastify passes an error thrown here to the parent handler).
 */
export function answerRateLimitErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof RateLimitError)) throw error;
    const message = request.t(error.identifier, error.params);
    return reply.code(429).header('retry-after', String(error.retryAfterSeconds))
      .send({ ...errorBody([{ identifier: error.identifier, message }]), retryAfterSeconds: error.retryAfterSeconds });
  });
}

/**
 * Counts one hit in the current fixed window of `bucket` (rate_limit_hits survives restarts and is shared by every
 * API instance); answers the hits so far, including this one, and the seconds until the window ends.
 */
export async function countHit(db: Kysely<DB>, bucket: string, now: Date, windowMs: number): Promise<{ hits: number; retryAfterSeconds: number }> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const row = await db.insertInto('rate_limit_hits').values({ bucket, window_start: new Date(windowStart), hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })))
    .returning('hits').executeTakeFirstOrThrow();
  if (row.hits === 1) {
    // First hit of a new window: the bucket's older windows are of no use any more.
    await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('window_start', '<', new Date(windowStart)).execute();
  }
  return { hits: row.hits, retryAfterSeconds: secondsUntil(windowStart + windowMs, now) };
}

/**
 * A store for @fastify/rate-limit that counts in rate_limit_hits (countHit's fixed windows) instead of each process's
 * memory: every API instance behind nginx shares one count per client address, as the login limits do. `group` names
 * the count: routes built with the same group share it.
 */
export function databaseRateLimitStore(db: Kysely<DB>, clock: Clock, group: string): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock.now();
      countHit(db, `${group}:${key}`, now, timeWindow).then(
        ({ hits }) => callback(null, { current: hits, ttl: Math.floor(now.getTime() / timeWindow) * timeWindow + timeWindow - now.getTime() }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}
