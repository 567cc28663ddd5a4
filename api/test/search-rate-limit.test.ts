// The general per-address limit of the expensive public routes (@fastify/rate-limit on search and quick search): over
// it a 429 with the error body, Retry-After and retryAfterSeconds; other addresses unaffected; a new window starts it
// again. Counts live in each instance's memory and are written behind to rate_limit_hits: exact on one instance, shared
// by two instances on one database once they have flushed, and kept through a database that fails and comes back.
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import { SharedHitCounts } from '../src/lib/rate-limit.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

const clock = new ManualClock('2026-11-21T15:00:10Z');
// Flushes only when a test says so (the timer's own test builds its app with a short interval).
const searchLimitFlushMs = 10_000;
let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp({ clock, searchPerMinute: 4, searchLimitFlushMs });
  // A second instance on the same database, as nginx round-robins over two.
  other = await buildApp({ database: ctx.database, seedDemo: false, clock, searchPerMinute: 4, searchLimitFlushMs, mailPollMs: 0 });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const search = (app: FastifyInstance, ip: string, kind: 'quick' | 'products' = 'products', lang = 'es') => app.inject({
  method: 'GET', url: `/api/v1/products-search/${kind}?search=leche&countryId=PE&languageCode=${lang}`, headers: { 'x-forwarded-for': ip },
});
const storedHits = async (bucket: string): Promise<number | undefined> => (await ctx.database.db.selectFrom('rate_limit_hits')
  .select('hits').where('bucket', '=', bucket).executeTakeFirst())?.hits;
/** Both instances write their hits, `first` first, and each reads back what the other wrote (as their timers do). */
const flushBoth = async (first: FastifyInstance = ctx.app) => {
  const second = first === other ? ctx.app : other;
  for (const app of [first, second, first]) await app.searchHits.flush();
};

test('suggestions and results share one count per address: the 5th search in the minute is a 429 with the error body and when to retry', async () => {
  const ip = '203.0.113.10';
  for (const kind of ['quick', 'products', 'quick', 'products'] as const) expect((await search(ctx.app, ip, kind)).statusCode).toBe(200);
  const refused = await search(ctx.app, ip, 'quick', 'en');
  expect(refused.statusCode).toBe(429);
  // 15:00:10 → the window ends at 15:01:00.
  expect(refused.headers['retry-after']).toBe('50');
  expect(refused.json()).toEqual({
    errors: { general: [{ identifier: 'error.search.tooMany', message: 'You searched many times in a row. Please wait 50 seconds and try again.' }], fieldsErrors: [] },
    retryAfterSeconds: 50,
  });
  expect((await search(ctx.app, '203.0.113.11')).statusCode).toBe(200);
  clock.advance(50_000);
  expect((await search(ctx.app, ip)).statusCode).toBe(200);
});

test('two API instances on one database enforce one count once they have flushed', async () => {
  const ip = '203.0.113.20';
  for (const app of [ctx.app, other, ctx.app, other]) {
    expect((await search(app, ip)).statusCode).toBe(200);
    await flushBoth(app);
  }
  expect(await storedHits(`search:${ip}`)).toBe(4);
  expect((await search(ctx.app, ip)).statusCode).toBe(429);
  expect((await search(other, ip)).statusCode).toBe(429);
});

test('between flushes each instance admits only what its own count allows; the next flush shares the total', async () => {
  const ip = '203.0.113.25';
  // What the written-behind count trades: hits on the other instance since its last flush are not seen yet.
  for (let i = 0; i < 3; i += 1) expect((await search(ctx.app, ip)).statusCode).toBe(200);
  for (let i = 0; i < 3; i += 1) expect((await search(other, ip)).statusCode).toBe(200);
  await flushBoth();
  expect(await storedHits(`search:${ip}`)).toBe(6);
  expect((await search(ctx.app, ip)).statusCode).toBe(429);
  expect((await search(other, ip)).statusCode).toBe(429);
});

test('a search refused for its input still counts (the limit is on attempts), and the other routes are not limited', async () => {
  const ip = '203.0.113.30';
  for (let i = 0; i < 4; i += 1) {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/products-search/products?search=', headers: { 'x-forwarded-for': ip } });
    expect(bad.statusCode).toBe(400);
  }
  expect((await search(ctx.app, ip)).statusCode).toBe(429);
  for (let i = 0; i < 6; i += 1) {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/PE/homescreen/categories', headers: { 'x-forwarded-for': ip } })).statusCode).toBe(200);
  }
});

test('searches of one address that arrive together on one instance are each counted: exactly the limit is served, the rest refused', async () => {
  const ip = '203.0.113.40';
  const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => search(ctx.app, ip, i % 3 ? 'products' : 'quick')));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429, 429]);
  await ctx.app.searchHits.flush();
  expect(await storedHits(`search:${ip}`)).toBe(7);
});

/** Counts on the test database seen through a plugin that records the statements and fails them while `down` is set. */
function countsOnWatchedDatabase(group: string) {
  const watch = { statements: 0, down: false };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      watch.statements += 1;
      if (watch.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const log = { warned: 0, told: 0, warn() { log.warned += 1; }, info() { log.told += 1; } };
  const counts = new SharedHitCounts(ctx.database.db.withPlugin(plugin), clock, group, { flushMs: searchLimitFlushMs, log });
  return { counts, watch, log };
}

test('hits are answered from memory, each with its own number; one statement per flush writes every address and reads the totals back', async () => {
  const { counts, watch } = countsOnWatchedDatabase('batched');
  const first = Array.from({ length: 5 }, () => counts.hit('198.51.100.7', 60_000).current);
  const second = Array.from({ length: 3 }, () => counts.hit('198.51.100.8', 60_000).current);
  expect(first).toEqual([1, 2, 3, 4, 5]);
  expect(second).toEqual([1, 2, 3]);
  expect(watch.statements).toBe(0);
  await counts.flush();
  expect(watch.statements).toBe(1);
  expect(await storedHits('batched:198.51.100.7')).toBe(5);
  expect(await storedHits('batched:198.51.100.8')).toBe(3);
  // Another instance's hits arrive in the database; this one learns them at its next flush (its count here is idle).
  await ctx.database.db.updateTable('rate_limit_hits').set({ hits: 40 }).where('bucket', '=', 'batched:198.51.100.8').execute();
  expect(counts.hit('198.51.100.7', 60_000).current).toBe(6);
  await counts.flush();
  expect(watch.statements).toBe(2);
  expect(await storedHits('batched:198.51.100.7')).toBe(6);
  expect(counts.hit('198.51.100.8', 60_000).current).toBe(41);
  await counts.close();
});

test('a database that fails keeps the hits counted and the limit enforced here; they are written once it is back', async () => {
  const { counts, watch, log } = countsOnWatchedDatabase('outage');
  counts.hit('198.51.100.9', 60_000);
  await counts.flush();
  watch.down = true;
  for (let i = 0; i < 3; i += 1) counts.hit('198.51.100.9', 60_000);
  await expect(counts.flush()).resolves.toBeUndefined();
  expect(counts.hit('198.51.100.9', 60_000).current).toBe(5);
  await counts.flush();
  expect(log.warned).toBe(1); // once per outage, not once per flush
  expect(await storedHits('outage:198.51.100.9')).toBe(1);
  watch.down = false;
  await counts.flush();
  expect(await storedHits('outage:198.51.100.9')).toBe(5);
  expect(log.told).toBe(1);
  expect(counts.hit('198.51.100.9', 60_000).current).toBe(6);
  // Hits of a window that ended while the database was away limit nothing any more: they are dropped, not written late.
  watch.down = true;
  counts.hit('198.51.100.9', 60_000);
  await counts.flush();
  watch.down = false;
  clock.advance(60_000);
  const before = watch.statements;
  await counts.flush();
  expect(watch.statements).toBe(before);
  expect(await storedHits('outage:198.51.100.9')).toBe(5);
  await counts.close();
});

test('the app flushes on its timer and once more when it closes', async () => {
  const app = await buildApp({ database: ctx.database, seedDemo: false, clock, searchPerMinute: 4, searchLimitFlushMs: 20, mailPollMs: 0 });
  await app.ready();
  expect((await search(app, '203.0.113.50')).statusCode).toBe(200);
  // The timer's flush, whenever the machine gets to it: the test waits for the row, however long that takes.
  while (await storedHits('search:203.0.113.50') !== 1) await new Promise((resolve) => { setTimeout(resolve, 10); });
  expect((await search(app, '203.0.113.51')).statusCode).toBe(200);
  await app.close();
  expect(await storedHits('search:203.0.113.51')).toBe(1);
});
