// 429 answers (Retry-After header + retryAfterSeconds in the body) and the fixed-window counters in the database, so every
// API instance enforces one count: the login limits (auth), the complaints book's (claims) and, through @fastify/rate-limit's
// store interface and counted in memory then written behind (SharedHitCounts), the per-address limit of search.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from './clock.js';
import { sql, type Kysely } from 'kysely';
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
 * Adds the 429 shape to the routes of the calling plugin only (encapsulated); every other error goes to the
 * application's error handler, called directly: Fastify would pass a rethrown error on only if it is an `instanceof
 * Error` of its own realm, and a socket error from Node's core is not one under jest's module sandbox (a 503 became a 500).
 */
export function answerRateLimitErrors(app: FastifyInstance): void {
  const next = app.errorHandler;
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof RateLimitError)) return next(error, request, reply);
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

/** Idle counts (no new hits here) whose shared total one flush reads back at most. */
const MAX_IDLE_REREAD = 1_000;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One count: one client (bucket) in one fixed window, as this instance knows it. */
interface Count {
  bucket: string;
  windowStart: number;
  windowMs: number;
  /** The shared total (every instance's hits) as the database answered at this instance's last flush. */
  known: number;
  /** This instance's hits since then, not yet in the database. */
  pending: number;
}

export interface SharedHitCountsOptions {
  /** Milliseconds between flushes: the most a hit waits before other instances see it. */
  flushMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Per-client hit counts for @fastify/rate-limit (its store interface) shared by every API instance through
 * rate_limit_hits, written behind: a hit is counted in this process's memory and answered at once, and every `flushMs`
 * the hits gathered since the last flush are added to the database in one statement, which answers the shared totals
 * (those of this instance's idle counts too). So a search costs no database round trip, and an instance may admit
 * beyond the limit only the hits it receives before its next flush (hits on other instances that it has not read yet);
 * on one instance the limit is exact. A failed flush (the database away) keeps the hits for the next one; counts of
 * ended windows are dropped. `group` names the count (routes built with the same group share it) and has one window length.
 */
export class SharedHitCounts {
  private readonly counts = new Map<string, Count>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private failing = false;
  private closed = false;
  /** The store class for the plugin's `store` option: every route's child counts here (suggestions and results share). */
  readonly store: FastifyRateLimitStoreCtor;

  constructor(private readonly db: Kysely<DB>, private readonly clock: Clock, private readonly group: string, private readonly options: SharedHitCountsOptions) {
    const hit = (key: string, windowMs: number) => this.hit(key, windowMs); // the plugin instantiates the class itself
    this.store = class SharedHitCountsStore implements FastifyRateLimitStore {
      incr(key: string, callback: IncrCallback, timeWindow: number): void {
        callback(null, hit(key, timeWindow));
      }

      child(): FastifyRateLimitStore {
        return new SharedHitCountsStore();
      }
    };
  }

  /** Counts one hit of `key`: its number in the window (every instance's hits as of the last flush, this one's since) and the ms left. */
  hit(key: string, windowMs: number): { current: number; ttl: number } {
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const bucket = `${this.group}:${key}`;
    const id = `${bucket}\n${windowStart}`;
    let count = this.counts.get(id);
    if (!count) {
      count = { bucket, windowStart, windowMs, known: 0, pending: 0 };
      this.counts.set(id, count);
    }
    count.pending += 1;
    return { current: count.known + count.pending, ttl: windowStart + windowMs - now };
  }

  /** Flushes every `flushMs` (the timer does not keep the process alive) until close(). */
  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => {
      if (!this.flushing) void this.flush();
    }, this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is still counted (a failure is logged: those hits are lost with the process). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /**
   * Writes the hits counted so far (after the flush under way, if any) and reads back the shared totals. Never rejects:
   * a failure is logged once per outage and the hits wait for the next flush.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.flushing = this.writeCounts().finally(() => { this.flushing = undefined; });
    await this.flushing;
  }

  private async writeCounts(): Promise<void> {
    const now = this.clock.now().getTime();
    const sent: { count: Count; hits: number }[] = [];
    const idle: Count[] = [];
    for (const [id, count] of this.counts) {
      if (count.windowStart + count.windowMs <= now) this.counts.delete(id); // an ended window limits nothing any more
      else if (count.pending > 0) sent.push({ count, hits: count.pending });
      else idle.push(count);
    }
    if (sent.length === 0 && idle.length === 0) return;
    // The idle counts nearest a refusal are read back (what the other instances added), a bounded number per flush.
    const reread = idle.sort((a, b) => b.known - a.known).slice(0, MAX_IDLE_REREAD);
    const totals = await this.exchange(sent, reread);
    if (!totals) return;
    for (const { count, hits } of sent) count.pending -= hits; // hits counted during the write stay for the next flush
    for (const count of [...sent.map((s) => s.count), ...reread]) {
      const total = totals.get(`${count.bucket}\n${count.windowStart}`);
      if (total !== undefined) count.known = total;
    }
  }

  /** One statement: adds the sent hits, drops those buckets' older windows, answers the totals of sent and idle counts. */
  private async exchange(sent: { count: Count; hits: number }[], idle: Count[]): Promise<Map<string, number> | undefined> {
    // Window starts travel as ISO text (one way through pg and PGlite alike) and come back as epoch milliseconds.
    const at = (counts: Count[]) => counts.map((c) => new Date(c.windowStart).toISOString());
    try {
      const { rows } = await sql<{ bucket: string; start_ms: number; hits: number }>`
        with added as (
          insert into rate_limit_hits (bucket, window_start, hits)
          select * from unnest(${sent.map((s) => s.count.bucket)}::text[], ${at(sent.map((s) => s.count))}::timestamptz[], ${sent.map((s) => s.hits)}::int[])
          on conflict (bucket, window_start) do update set hits = rate_limit_hits.hits + excluded.hits
          returning bucket, window_start, hits
        ),
        older as (
          delete from rate_limit_hits r using unnest(${sent.map((s) => s.count.bucket)}::text[], ${at(sent.map((s) => s.count))}::timestamptz[]) as n(bucket, window_start)
          where r.bucket = n.bucket and r.window_start < n.window_start
        )
        select bucket, (extract(epoch from window_start) * 1000)::float8 as start_ms, hits from added
        union all
        select r.bucket, (extract(epoch from r.window_start) * 1000)::float8, r.hits from rate_limit_hits r
        join unnest(${idle.map((c) => c.bucket)}::text[], ${at(idle)}::timestamptz[]) as i(bucket, window_start)
          on r.bucket = i.bucket and r.window_start = i.window_start`.execute(this.db);
      if (this.failing) this.options.log.info({ group: this.group }, 'rate limit counts written again');
      this.failing = false;
      return new Map(rows.map((r) => [`${r.bucket}\n${Math.round(r.start_ms)}`, r.hits]));
    } catch (error) {
      if (!this.failing) this.options.log.warn({ err: error, group: this.group }, 'rate limit counts not written; kept for the next flush');
      this.failing = true;
      return undefined;
    }
  }
}
