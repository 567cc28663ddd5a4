// `npm run bench:orders`: order placement under load through the whole Fastify stack (app.inject, no network).
// 20 shoppers at once, each filling its cart and placing an order per round for BENCH_ROUNDS rounds; every third
// round sends the same Idempotency-Key twice at once (a retried request). Prints p50/p99 latency of POST /api/v1/orders
// and orders per second, then counts the orders in the database: duplicates and lost orders must both be 0 (exit 1
// otherwise). Always on PostgreSQL: the database at DATABASE_URL when it is set, else a throw-away cluster started
// here from Debian's server binaries (tools/lib/pg-cluster.mjs, as test:pg and the topology do) and stopped and deleted
// at the end, on failure and on Ctrl-C. The first line says which database was measured.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import moment from 'moment-timezone';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import type { Clock } from '../src/lib/clock.js';
import { hashSessionId, SESSION_COOKIE, SESSION_TTL_MS } from '../src/plugins/session.js';
import { startPgCluster } from '../../tools/lib/pg-cluster.mjs';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const RETRY_EVERY = 3;
const MIRAFLORES = { latitude: -12.1236, longitude: -77.0293 };

/** Real time moved to 10:00 in Lima today, so the store is taking orders whenever the bench runs. */
function shopHoursClock(): Clock {
  const lima = moment.tz('America/Lima');
  const offset = lima.clone().startOf('day').add(10, 'hours').valueOf() - lima.valueOf();
  return { now: () => new Date(Date.now() + offset) };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/** The throw-away cluster, while one runs: stopped and deleted once, whichever way the bench ends. */
let cluster: { stop: () => void } | null = null;
function stopCluster(): void {
  if (!cluster) return;
  const running = cluster;
  cluster = null;
  running.stop();
  console.log('throw-away PostgreSQL cluster stopped and deleted');
}
process.on('exit', stopCluster);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130); // the exit handler stops the cluster
  });
}

/** DATABASE_URL, else a throw-away cluster's; and how to name it (never with a password). */
async function benchDatabase(): Promise<{ url: string; label: string }> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const u = new URL(given);
    return { url: given, label: `DATABASE_URL, ${u.hostname}:${u.port || 5432}${u.pathname}` };
  }
  const started = await startPgCluster({ database: 'shop_bench' });
  cluster = started;
  return { url: started.url, label: `a throw-away cluster on 127.0.0.1:${started.port}, deleted afterwards; DATABASE_URL measures another` };
}

async function main(): Promise<void> {
  const { url, label } = await benchDatabase();
  // One connection per shopper (and a spare) so PostgreSQL sees the real concurrency.
  const database = await openDatabase({ kind: 'postgresql', url, poolSize: SHOPPERS + 2 });
  const clock = shopHoursClock();
  const setupStart = performance.now();
  const app = await buildApp({ database, seedDemo: true, clock });
  await app.ready();
  const { rows } = await sql<{ server_version: string }>`show server_version`.execute(database.db);
  console.log(`database: PostgreSQL ${rows[0]?.server_version ?? '?'} — ${label}`);
  console.log(`app built, migrated and seeded in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);
  console.log(`${SHOPPERS} concurrent shoppers × ${ROUNDS} rounds; every ${RETRY_EVERY}rd round the same Idempotency-Key is sent twice at once\n`);
  const db = database.db;

  const store = await db.selectFrom('stores').select('store_id').where('code', '=', 'lima-miraflores').executeTakeFirstOrThrow();
  const products = await db.selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .innerJoin('store_products as sp', (j) => j.onRef('sp.product_id', '=', 'p.product_id').on('sp.store_id', '=', store.store_id))
    .select('p.product_id').where('p.active', '=', true).where('sp.available', '=', true).where('sp.stock', 'is', null)
    .where('p.age_restriction', '=', 0).where('c.age_restriction', '=', 0).where('p.discounted_price', '>=', '8')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('product_toppings as pt').select('pt.product_id').whereRef('pt.product_id', '=', 'p.product_id'))))
    .orderBy('p.product_id').limit(40).execute();
  if (products.length < 2) throw new Error('the demo seed has no products to order');

  // Shoppers: verified customers (no phone: the bench can run again on the same database) with a session, a complete
  // address at Miraflores, a cart and a simple receipt chosen (kept across orders).
  const shoppers: { userId: number; cartId: number; headers: Record<string, string> }[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const user = await db.insertInto('users').values({ country_id: 'PE', first_name: 'Bench', last_name: `Shopper ${i}` }).returning('user_id').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: 1 }).execute();
    await db.insertInto('customers').values({ user_id: user.user_id, dob: '1990-01-01' }).execute();
    await db.insertInto('user_addresses').values({
      user_id: user.user_id, country_id: 'PE', first_name: 'Bench', last_name: 'Shopper', telephone: '900000001', street1: 'Av. José Larco 812',
      latitude: MIRAFLORES.latitude, longitude: MIRAFLORES.longitude, default_shipping: true,
    }).execute();
    const raw = crypto.randomBytes(32).toString('base64url');
    await db.insertInto('sessions').values({
      session_id: hashSessionId(raw), user_id: user.user_id, created_at: clock.now(), last_seen_at: clock.now(),
      expires_at: new Date(clock.now().getTime() + SESSION_TTL_MS),
    }).execute();
    const headers = { cookie: `${SESSION_COOKIE}=${raw}` };
    const cart = await app.inject({ method: 'GET', url: '/api/v1/PE/es/carts', headers });
    const cartId = (cart.json() as { cartId: number }).cartId;
    await db.updateTable('carts').set({ invoice_boleta_simple: true }).where('cart_id', '=', cartId).execute();
    shoppers.push({ userId: user.user_id, cartId, headers });
  }

  const samples: number[] = [];
  const failures: string[] = [];
  const keys: string[] = [];
  let mismatchedRetries = 0;
  const runId = crypto.randomBytes(4).toString('hex');

  const placeOnce = async (headers: Record<string, string>, key: string) => {
    const start = performance.now();
    const res = await app.inject({
      method: 'POST', url: '/api/v1/orders', headers: { ...headers, 'idempotency-key': key },
      payload: { countryId: 'PE', orderPlatform: 'WEB', paymentMethod: 'CASH', amountInCustomerHand: 500, tip: 0, languageCode: 'es' },
    });
    samples.push(performance.now() - start);
    if (res.statusCode !== 201) failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.statusCode === 201 ? (res.json() as { orderId: number }).orderId : null;
  };

  const shopperLoop = async (shopper: (typeof shoppers)[number], index: number) => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [products[(index + round) % products.length], products[(index + round + 1) % products.length]] as { product_id: number }[];
      // The cart is filled directly (this bench times placement, not the cart calls).
      await db.insertInto('cart_items').values([
        { cart_id: shopper.cartId, product_id: a!.product_id, quantity: 2 },
        { cart_id: shopper.cartId, product_id: b!.product_id, quantity: 1 + (round % 3) },
      ]).execute();
      const key = `bench-${runId}-${index}-${round}`;
      keys.push(key);
      if (round % RETRY_EVERY === RETRY_EVERY - 1) {
        const [first, second] = await Promise.all([placeOnce(shopper.headers, key), placeOnce(shopper.headers, key)]);
        if (first !== second) mismatchedRetries++;
      } else {
        await placeOnce(shopper.headers, key);
      }
    }
  };

  const wallStart = performance.now();
  await Promise.all(shoppers.map(shopperLoop));
  const wallSeconds = (performance.now() - wallStart) / 1000;

  const sorted = [...samples].sort((x, y) => x - y);
  const userIds = shoppers.map((s) => s.userId);
  const counts = await db.selectFrom('orders').where('user_id', 'in', userIds)
    .select([sql<number>`count(*)::int`.as('orders'), sql<number>`count(distinct (user_id, idempotency_key))::int`.as('keys')])
    .executeTakeFirstOrThrow();
  const stored = new Set((await db.selectFrom('orders').select('idempotency_key').where('user_id', 'in', userIds).execute()).map((o) => o.idempotency_key));
  const lost = keys.filter((k) => !stored.has(k)).length;
  const duplicates = counts.orders - (keys.length - lost);
  const leftInCarts = await db.selectFrom('cart_items').where('cart_id', 'in', shoppers.map((s) => s.cartId))
    .select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();

  console.log(`POST /api/v1/orders  n=${samples.length}  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  `
    + `max ${percentile(sorted, 1).toFixed(1)} ms`);
  console.log(`throughput: ${(counts.orders / wallSeconds).toFixed(1)} orders/s (${counts.orders} orders in ${wallSeconds.toFixed(1)} s, carts filled in between)`);
  console.log(`database: expected ${keys.length} orders, found ${counts.orders} (${counts.keys} distinct keys); duplicates ${duplicates}, lost ${lost}; `
    + `retried pairs answered differently ${mismatchedRetries}; refused requests ${failures.length}; lines left in carts ${leftInCarts.n}`);
  for (const failure of failures.slice(0, 5)) console.log(`  refused: ${failure}`);

  await app.close();
  await database.close();
  stopCluster();
  if (duplicates !== 0 || lost !== 0 || mismatchedRetries !== 0 || failures.length !== 0 || leftInCarts.n !== 0) {
    console.error('FAIL: every key must give exactly one order');
    process.exit(1);
  }
  console.log('OK: exactly one order per key');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
