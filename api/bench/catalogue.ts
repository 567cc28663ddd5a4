// `npm run bench:catalogue -w api`: product search latency (p50/p95 at 20 concurrent requests), its relevance score (the
// fixture of realistic queries, test/fixtures/search-relevance.ts) and product-details throughput beside a bare Fastify
// route, on a 50,000-product catalogue, on the embedded PGlite (default) or
// PostgreSQL (DATABASE_URL; the bench products are added to that database once, like `npm run seed:large`).
// Prints numbers; asserts nothing. BENCH_REQUESTS (per search series, default 600), BENCH_SECONDS (per throughput
// series, default 5), BENCH_CONCURRENCY (default 20), BENCH_PRODUCTS (default 50000).
//
// Why a real server on 127.0.0.1 (ephemeral port) with the load generated in a worker thread, not app.inject:
// inject skips the socket, HTTP parsing and the response write, and runs the client on the server's own event loop,
// so 20 "concurrent" injects mostly measure how the loop interleaves them. A worker thread with keep-alive fetch
// sends 20 requests at a time over real connections and the server thread only serves, which is what a shop
// behind nginx sees. The same worker measures the bare route, so the difference is the application's own cost.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { seedLargeCatalogue } from '../src/db/seed/large-seed.js';
import { hashSessionId, SESSION_COOKIE, SESSION_TTL_MS } from '../src/plugins/session.js';
import { RELEVANCE_CASES } from '../test/fixtures/search-relevance.js';
import { describeScore, RELEVANCE_DEPTH, scoreRelevance } from '../test/fixtures/search-relevance-score.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

/** What shoppers type: whole words, no accents, a typo, brand + product, a category, partial words, nothing found. */
const SEARCHES = [
  'cafe', 'gaseosa inca kola', 'altomayp', 'chocolate fresa', 'cerveza pilsen', 'yogurt gloria', 'detergente', 'inka chips',
  'galletas integral', 'helado lucuma', 'cocacola', 'bebidas', 'papas frita', 'shampo', 'atun florida', 'xqzwv',
];

interface LoadJob { urls: string[]; headers: Record<string, string>; concurrency: number; requests?: number; seconds?: number }
interface LoadResult { samples: number[]; failures: string[]; elapsedMs: number }

// Plain JavaScript run by the worker thread: keeps `concurrency` requests in flight, records each one's latency.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
(async () => {
  const { urls, headers, concurrency, requests, seconds } = workerData;
  const samples = [];
  const failures = [];
  const started = performance.now();
  const deadline = seconds ? started + seconds * 1000 : Infinity;
  let next = 0;
  async function loop() {
    for (;;) {
      const i = next++;
      if ((requests !== undefined && i >= requests) || performance.now() >= deadline) return;
      const url = urls[i % urls.length];
      const t = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      samples.push(performance.now() - t);
      if (res.status !== 200 && failures.length < 5) failures.push(res.status + ' ' + url);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop));
  parentPort.postMessage({ samples, failures, elapsedMs: performance.now() - started });
})().catch((error) => { throw error; });
`;

function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: job });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

function latency(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return `n=${String(samples.length).padStart(5)}  p50 ${at(0.5).toFixed(1).padStart(6)} ms  p95 ${at(0.95).toFixed(1).padStart(6)} ms  `
    + `max ${at(1).toFixed(1).padStart(7)} ms`;
}

function report(label: string, result: LoadResult, withLatency: boolean): void {
  const rate = (result.samples.length / result.elapsedMs) * 1000;
  const numbers = withLatency ? `${latency(result.samples)}  ` : `n=${String(result.samples.length).padStart(6)}  `;
  console.log(`${label.padEnd(52)} ${numbers}${rate.toFixed(0).padStart(6)} req/s`);
  if (result.failures.length) console.log(`  ! non-200 answers, e.g. ${result.failures.join('; ')}`);
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 }); // ephemeral: never one of the dev ports
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgresql', url } : { kind: 'pglite' });
  const setupStart = performance.now();
  // One client address makes every request: the per-address search limit would measure itself.
  const app = await buildApp({ database, seedDemo: true, searchPerMinute: 1_000_000_000 });
  await app.ready();
  const db = database.db;
  const seeded = await seedLargeCatalogue(db, PRODUCTS);
  // Fresh statistics after a bulk load (autovacuum may not have run yet): the planner needs them for the trigram indexes.
  await sql`analyze`.execute(db);
  console.log(`database: ${database.kind}; ${seeded.totalProducts} products (${seeded.inserted} bench products added now); `
    + `ready in ${((performance.now() - setupStart) / 1000).toFixed(1)} s; concurrency ${CONCURRENCY}\n`);

  // A customer with a Miraflores address and a session: searches answer with that store's prices and the cart counts.
  const phone = `90${crypto.randomInt(1_000_000, 9_999_999)}`;
  const user = await db.insertInto('users').values({ country_id: 'PE', country_code: '+51', contact_number: phone, first_name: 'Bench', last_name: 'Shopper' })
    .returning('user_id').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: 1 }).execute();
  await db.insertInto('customers').values({ user_id: user.user_id, dob: '1990-01-01' }).execute();
  const address = await db.insertInto('user_addresses').values({
    user_id: user.user_id, country_id: 'PE', first_name: 'Bench', last_name: 'Shopper', telephone: phone, street1: 'Av. José Larco 812',
    latitude: -12.1236, longitude: -77.0293, default_shipping: true,
  }).returning('user_address_id').executeTakeFirstOrThrow();
  const raw = crypto.randomBytes(32).toString('base64url');
  await db.insertInto('sessions').values({ session_id: hashSessionId(raw), user_id: user.user_id, expires_at: new Date(Date.now() + SESSION_TTL_MS) }).execute();
  const headers = { cookie: `${SESSION_COOKIE}=${raw}` };

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const [base, bareBase] = [await listen(app), await listen(bare)];
  try {
    const query = (search: string, extra = '') => `countryId=PE&languageCode=es&userAddressId=${address.user_address_id}&limit=20&offset=0`
      + `&search=${encodeURIComponent(search)}${extra}`;
    const resultUrls = SEARCHES.map((s) => `${base}/api/v1/products-search/products?${query(s, '&sortColumn=none&sortType=asc')}`);
    const quickUrls = SEARCHES.map((s) => `${base}/api/v1/products-search/quick?${query(s, '&sortType=asc')}`);
    const sortedUrls = SEARCHES.map((s, i) => `${base}/api/v1/products-search/products?${query(s, `&sortColumn=${['price', 'popularity', 'rating'][i % 3]}&sortType=desc`)}`);

    // Warm-up: JIT, plans, caches, keep-alive connections.
    await runLoad({ urls: [...resultUrls, ...quickUrls], headers, concurrency: CONCURRENCY, requests: 4 * SEARCHES.length });

    // One request at a time first: what each text costs on its own (matches in all, p50 of 10).
    console.log('products-search/products one at a time (matches, p50):');
    const single: string[] = [];
    for (const [i, url] of resultUrls.entries()) {
      const res = await fetch(url, { headers });
      const { records } = await res.json() as { records: { count: number }[] };
      const samples = (await runLoad({ urls: [url], headers, concurrency: 1, requests: 10 })).samples.sort((a, b) => a - b);
      single.push(`${JSON.stringify(SEARCHES[i]).padEnd(20)} ${String(records[0]?.count ?? '?').padStart(5)} ${(samples[5] ?? 0).toFixed(1).padStart(6)} ms`);
    }
    for (let i = 0; i < single.length; i += 4) console.log(`  ${single.slice(i, i + 4).join('   ')}`);

    console.log(`\n${CONCURRENCY} requests in flight, the ${SEARCHES.length} texts in turn:`);
    report('products-search/products (20 records, relevance)', await runLoad({ urls: resultUrls, headers, concurrency: CONCURRENCY, requests: REQUESTS }), true);
    report('products-search/products (sorted by price/popularity/rating)', await runLoad({ urls: sortedUrls, headers, concurrency: CONCURRENCY, requests: REQUESTS }), true);
    report('products-search/quick (search-box suggestions)', await runLoad({ urls: quickUrls, headers, concurrency: CONCURRENCY, requests: REQUESTS }), true);

    // Relevance on this catalogue: the demo products among the bench's look-alikes ("Galletas Fresa Gloria 500 g #123").
    // After the series: its searches between the one-at-a-time requests and the series would let the outcomes those
    // requests cached expire, so the series would start cold and their p95 would measure the fixture's place.
    const score = await scoreRelevance(db, async (c) => {
      const res = await fetch(`${base}/api/v1/products-search/products?countryId=PE&languageCode=${c.languageCode}&limit=${RELEVANCE_DEPTH}`
        + `&offset=0&sortColumn=none&search=${encodeURIComponent(c.query)}`, { headers });
      const { records } = await res.json() as { records: { records: { productId: number }[] }[] };
      return (records[0]?.records ?? []).map((r) => r.productId);
    });
    console.log(`\nsearch relevance, ${RELEVANCE_CASES.length} realistic queries: ${describeScore(score).join('\n')}`);

    const ids = await db.selectFrom('products').select('product_id').where('sku', 'like', 'bench-%').orderBy('product_id').limit(200).execute();
    const detailUrls = ids.map((r) => `${base}/api/v1/PE/products/${r.product_id}?languageCode=es&userAddressId=${address.user_address_id}`);
    console.log('');
    report('GET products/{id} (details, session + own address)', await runLoad({ urls: detailUrls, headers, concurrency: CONCURRENCY, seconds: SECONDS }), true);
    report('GET /bare (bare Fastify route, same machine and run)', await runLoad({ urls: [`${bareBase}/bare`], headers: {}, concurrency: CONCURRENCY, seconds: SECONDS }), true);
  } finally {
    await bare.close();
    await app.close();
    await db.deleteFrom('users').where('user_id', '=', user.user_id).execute().catch(() => undefined);
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
