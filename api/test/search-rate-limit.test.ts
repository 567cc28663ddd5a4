// The general per-address limit of the expensive public routes (@fastify/rate-limit on search and quick search): over
// it a 429 with the error body, Retry-After and retryAfterSeconds; other addresses unaffected; a new window starts it
// again; and two API instances on one database share the count (it lives in rate_limit_hits, not in a process). Hits
// of one address that arrive together are written together, each still counted before it is answered.
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import { databaseRateLimitStore } from '../src/lib/rate-limit.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

const clock = new ManualClock('2026-11-21T15:00:10Z');
let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp({ clock, searchPerMinute: 4 });
  // A second instance on the same database, as nginx round-robins over two.
  other = await buildApp({ database: ctx.database, seedDemo: false, clock, searchPerMinute: 4, mailPollMs: 0 });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const search = (app: FastifyInstance, ip: string, kind: 'quick' | 'products' = 'products', lang = 'es') => app.inject({
  method: 'GET', url: `/api/v1/products-search/${kind}?search=leche&countryId=PE&languageCode=${lang}`, headers: { 'x-forwarded-for': ip },
});

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

test('two API instances on one database enforce one count', async () => {
  const ip = '203.0.113.20';
  expect((await search(ctx.app, ip)).statusCode).toBe(200);
  expect((await search(other, ip)).statusCode).toBe(200);
  expect((await search(ctx.app, ip)).statusCode).toBe(200);
  expect((await search(other, ip)).statusCode).toBe(200);
  const refused = await search(ctx.app, ip);
  expect(refused.statusCode).toBe(429);
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

test('searches of one address that arrive together are each counted: exactly the limit is served, the rest refused', async () => {
  const ip = '203.0.113.40';
  const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => search(i % 2 ? other : ctx.app, ip, i % 3 ? 'products' : 'quick')));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429, 429]);
  const row = await ctx.database.db.selectFrom('rate_limit_hits').select('hits').where('bucket', '=', `search:${ip}`).executeTakeFirstOrThrow();
  expect(row.hits).toBe(7);
});

test('hits of one count that arrive while its write waits for a connection go into that write, and each gets its own number', async () => {
  const writes: string[] = [];
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      if (args.node.kind === 'InsertQueryNode') writes.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const Store = databaseRateLimitStore(ctx.database.db.withPlugin(counting), clock, 'coalesced');
  const store = new Store({} as never).child({} as never);
  const counts = await Promise.all(Array.from({ length: 10 }, () => new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr('198.51.100.7', (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), 60_000, 100);
  })));
  expect(counts.map((c) => c.current)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(new Set(counts.map((c) => c.ttl)).size).toBe(1);
  // The ten came in one tick, before the first write had its connection: one statement.
  expect(writes).toHaveLength(1);
});
