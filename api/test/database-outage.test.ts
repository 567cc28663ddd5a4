// The database going away: which failures mean "away" (503, the shop in maintenance) and which are errors (500), and,
// on PostgreSQL, the API behind a connection that is cut and refused and then comes back (a TCP relay this test
// switches off and on) and behind backends killed with pg_terminate_backend. The stop/restart of a real server under
// load is tools/fault/db-outage.test.mjs (npm run test:pg).
import net from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../src/db/unavailable.js';
import { openDatabase } from '../src/db/database.js';
import { buildApp } from '../src/app.js';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext } from './helpers/test-app.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['57P01 admin shutdown (pg_terminate_backend, pg_ctl stop -m fast)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P03 cannot connect now (starting up)', pgError('57P03', 'the database system is starting up')],
    ['08006 connection failure', pgError('08006')],
    ['ECONNREFUSED', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['ECONNREFUSED for both addresses of localhost', new AggregateError([
      Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ])],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['the pool waited in vain', new Error('timeout exceeded when trying to connect')],
    ['a client that errored before', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped in a cause', new Error('Migration failed', { cause: pgError('57P01') })],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a missing table', pgError('42P01', 'relation "x" does not exist')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('answers while the database is away', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      seedDemo: false,
      extend: (app) => {
        app.get('/api/test-only/terminated', async () => { throw pgError('57P01', 'terminating connection due to administrator command'); });
        app.get('/api/test-only/refused', async () => { throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }); });
        app.get('/api/test-only/bug', async () => { throw pgError('42P01', 'relation "secret_table" does not exist'); });
      },
    });
  });
  afterAll(async () => { await ctx?.close(); });

  test('a lost or refused connection answers 503 with the error body, translated, and Retry-After', async () => {
    for (const url of ['/api/test-only/terminated', '/api/test-only/refused']) {
      const es = await ctx.app.inject({ method: 'GET', url });
      expect(es.statusCode).toBe(503);
      expect(es.headers['retry-after']).toBe('5');
      expect(es.json()).toEqual({ errors: { general: [{ identifier: 'error.unavailable', message: 'El servicio no está disponible en este momento.' }], fieldsErrors: [] } });
      expect(es.body).not.toMatch(/ECONNREFUSED|administrator|5432/);
      const en = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(en.json().errors.general[0].message).toBe('The service is not available right now.');
    }
  });

  test('a query that fails on its own merits is still a 500 that hides its internals', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test-only/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().errors.general[0].identifier).toBe('error.internal');
    expect(res.body).not.toContain('secret_table');
  });
});

/** A TCP relay to PostgreSQL that the test switches off (every connection cut, new ones refused) and on again. */
interface Relay { url: string; off(): Promise<void>; on(): Promise<void>; close(): Promise<void>; open(): number }

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () => new Promise<void>((resolve, reject) => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => { client.destroy(); upstream.destroy(); });
      }
      client.pipe(upstream).pipe(client);
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      port = (server?.address() as net.AddressInfo).port;
      resolve();
    });
  });
  const off = () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    if (!server) return resolve();
    server.close(() => resolve());
    server = undefined;
  });
  await listen();
  const url = new URL(target);
  url.port = String(port);
  url.hostname = '127.0.0.1';
  return { url: url.toString(), off, on: listen, close: off, open: () => sockets.size };
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('on PostgreSQL: the connection cut and refused, then back', () => {
  let ctx: TestContext;
  let relay: Relay;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let databaseName = '';
  /** Resolves the transaction the test-only route holds open. */
  let release: () => void = () => {};
  let holding: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    // A fresh database migrated by the usual helper; then a second app on it, reached through the relay.
    ctx = await createTestApp({ seedDemo: false });
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.database.db);
    databaseName = rows[0]?.name ?? '';
    const databaseUrl = new URL(process.env.DATABASE_URL as string);
    databaseUrl.pathname = `/${databaseName}`;
    relay = await startRelay(databaseUrl);
    const database = await openDatabase({ kind: 'postgresql', url: relay.url, poolSize: 4 }, { warn: () => {} });
    app = await buildApp({ database, seedDemo: false });
    // Holds a connection inside a transaction between two queries until the test releases it.
    app.get('/api/test-only/hold', async () => app.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      let started: () => void = () => {};
      holding = new Promise<void>((resolve) => { started = resolve; });
      await new Promise<void>((resolve) => { release = resolve; started(); });
      await sql`select 1`.execute(trx);
      return { done: true };
    }));
    await app.ready();
    close = async () => { await app.close(); await database.close(); };
  });
  afterAll(async () => {
    await close?.();
    await relay?.close();
    await ctx?.close();
  });

  test('every data route and the health check answer 503 while it is away, and serve again once it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/countries' })).statusCode).toBe(200);
    await relay.off();
    const countries = await app.inject({ method: 'GET', url: '/api/v1/countries' });
    expect(countries.statusCode).toBe(503);
    expect(countries.json().errors.general[0].identifier).toBe('error.unavailable');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgresql', reason: 'databaseUnreachable' });
    await relay.on();
    expect((await app.inject({ method: 'GET', url: '/api/v1/countries' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  test('search counts taken while it is away are kept and written once it is back; no flush failure reaches the process', async () => {
    const ip = '203.0.113.77';
    await relay.off();
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/products-search/quick?search=leche&countryId=PE', headers: { 'x-forwarded-for': ip } });
      expect(res.statusCode).toBe(503);
    }
    // Let the flush timer fail against the dead relay before the database comes back.
    await new Promise((resolve) => { setTimeout(resolve, 300); });
    await relay.on();
    const stored = () => ctx.database.db.selectFrom('rate_limit_hits').select('hits').where('bucket', '=', `search:${ip}`).executeTakeFirst();
    // The timer's next flush, whenever the machine gets to it.
    while ((await stored())?.hits !== 3) await new Promise((resolve) => { setTimeout(resolve, 20); });
  });

  test('a backend killed under a transaction between two queries costs that request only (503), not the process', async () => {
    const held = app.inject({ method: 'GET', url: '/api/test-only/hold' });
    await holding;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // The connection is checked out and idle when its backend goes: pg reports that as an 'error' event on the
      // client, which would end this process if nobody listened.
      const { rows } = await admin.query(`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`, [databaseName]);
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The relay drops both ends once PostgreSQL has closed the backend's connection: the notice is on its way to the app.
    while (relay.open() > 0) await new Promise((resolve) => { setTimeout(resolve, 10); });
    release();
    const answer = await held;
    expect(answer.statusCode).toBe(503);
    expect(answer.json().errors.general[0].identifier).toBe('error.unavailable');
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/api/v1/countries' })).statusCode).toBe(200);
  });
});
