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
 * Counts `count` hits (one unless told) in the current fixed window of `bucket` (rate_limit_hits survives restarts and
 * is shared by every API instance); answers the hits so far, these included, and the seconds until the window ends.
 */
export async function countHit(db: Kysely<DB>, bucket: string, now: Date, windowMs: number, count = 1): Promise<{ hits: number; retryAfterSeconds: number }> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const row = await db.insertInto('rate_limit_hits').values({ bucket, window_start: new Date(windowStart), hits: count })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', count) })))
    .returning('hits').executeTakeFirstOrThrow();
  if (row.hits === count) {
    // First hits of a new window: the bucket's older windows are of no use any more.
    await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('window_start', '<', new Date(windowStart)).execute();
  }
  return { hits: row.hits, retryAfterSeconds: secondsUntil(windowStart + windowMs, now) };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface WaitingHit { now: Date; callback: IncrCallback }
interface HitBatch { bucket: string; windowMs: number; hits: WaitingHit[] }

/**
 * A store for @fastify/rate-limit that counts in rate_limit_hits (countHit's fixed windows) instead of each process's
 * memory: every API instance behind nginx shares one count per client address, as the login limits do. `group` names
 * the count: routes built with the same group share it.
 */
export function databaseRateLimitStore(db: Kysely<DB>, clock: Clock, group: string): FastifyRateLimitStoreCtor {
  // The hits of one count and window that arrive while its write waits for a connection go into that write, as one
  // `hits + n`: one address with many requests in flight (a carrier's NAT) costs one statement per turn of the pool
  // instead of one each, all queued on the row's lock, and no hit waits longer than it would alone. Every hit is in the
  // database before its request is answered. Shared by every route's store (the plugin makes a child per route, and
  // suggestions and results share one count).
  const waiting = new Map<string, HitBatch>();
  const write = (key: string, batch: HitBatch): void => {
    db.connection().execute(async (connection) => {
      waiting.delete(key); // later hits start the next write
      return countHit(connection, batch.bucket, batch.hits[0]!.now, batch.windowMs, batch.hits.length);
    }).then(
      ({ hits }) => batch.hits.forEach(({ now, callback }, i) => {
        const windowEnd = Math.floor(now.getTime() / batch.windowMs) * batch.windowMs + batch.windowMs;
        callback(null, { current: hits - batch.hits.length + i + 1, ttl: windowEnd - now.getTime() });
      }),
      (error: Error) => batch.hits.forEach(({ callback }) => callback(error)),
    );
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock.now();
      const bucket = `${group}:${key}`;
      const batchKey = `${bucket}\n${timeWindow}\n${Math.floor(now.getTime() / timeWindow)}`;
      const batch = waiting.get(batchKey);
      if (batch) {
        batch.hits.push({ now, callback });
        return;
      }
      const first: HitBatch = { bucket, windowMs: timeWindow, hits: [{ now, callback }] };
      waiting.set(batchKey, first);
      write(batchKey, first);
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}
