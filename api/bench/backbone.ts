// `npm run bench:api`: latency of the backbone's hot calls through the whole Fastify stack (app.inject, no network),
// on the embedded PGlite (default) or PostgreSQL (DATABASE_URL). Prints numbers; asserts nothing.
// Calls: session lookup + GET cart with 10 lines, add to cart, change a quantity, store coverage, request + verify a login code.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { hashSessionId, SESSION_COOKIE, SESSION_TTL_MS } from '../src/plugins/session.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `n=${String(samples.length).padStart(4)}  mean ${mean.toFixed(2).padStart(6)} ms  p50 ${at(0.5).toFixed(2).padStart(6)} ms  p95 ${at(0.95).toFixed(2).padStart(6)} ms  max ${at(1).toFixed(2).padStart(7)} ms`;
}

async function time(label: string, rounds: number, run: (i: number) => Promise<{ statusCode: number }>, expected = 200): Promise<void> {
  for (let i = 0; i < 5; i++) await run(-1 - i); // warm-up: JIT, prepared plans, caches
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const res = await run(i);
    samples.push(performance.now() - start);
    if (res.statusCode !== expected) throw new Error(`${label}: status ${res.statusCode}`);
  }
  console.log(`${label.padEnd(44)} ${stats(samples)}`);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgresql', url } : { kind: 'pglite' });
  const setupStart = performance.now();
  const app = await buildApp({ database, seedDemo: true });
  await app.ready();
  console.log(`database: ${database.kind}; app built, migrated and seeded in ${((performance.now() - setupStart) / 1000).toFixed(1)} s; ${ROUNDS} rounds per call\n`);
  const db = database.db;

  // A customer with a Miraflores address and a session (the first store sells the whole catalogue).
  const user = await db.insertInto('users').values({ country_id: 'PE', country_code: '+51', contact_number: '900000001', first_name: 'Bench', last_name: 'User' })
    .returning('user_id').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: 1 }).execute();
  await db.insertInto('customers').values({ user_id: user.user_id, dob: '1990-01-01' }).execute();
  await db.insertInto('user_addresses').values({
    user_id: user.user_id, country_id: 'PE', first_name: 'Bench', last_name: 'User', telephone: '900000001', street1: 'Av. José Larco 812',
    latitude: -12.1236, longitude: -77.0293, default_shipping: true,
  }).execute();
  const raw = crypto.randomBytes(32).toString('base64url');
  await db.insertInto('sessions').values({ session_id: hashSessionId(raw), user_id: user.user_id, expires_at: new Date(Date.now() + SESSION_TTL_MS) }).execute();
  const headers = { cookie: `${SESSION_COOKIE}=${raw}` };

  const cart = (await app.inject({ method: 'GET', url: '/api/v1/PE/es/carts', headers })).json() as { cartId: number };
  const products = await db.selectFrom('products').select('product_id').where('age_restriction', '=', 0).orderBy('product_id').limit(ROUNDS + 20).execute();
  for (const p of products.slice(0, 10)) {
    await app.inject({ method: 'POST', url: `/api/v1/PE/es/carts/${cart.cartId}/cart-items`, headers, payload: { countryId: 'PE', productId: p.product_id, quantity: 1, toppings: null } });
  }
  const lines = (await app.inject({ method: 'GET', url: '/api/v1/PE/es/carts', headers })).json() as { cartItems: { cartItemId: number }[] };

  await time('GET cart (10 lines, session lookup)', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/PE/es/carts', headers }));
  await time('PUT cart line quantity', ROUNDS, (i) => app.inject({
    method: 'PUT', url: `/api/v1/PE/es/carts/${cart.cartId}/cart-items/${lines.cartItems[0]?.cartItemId}`, headers,
    payload: { quantity: 1 + (Math.abs(i) % 5), toppings: null },
  }));
  await time('POST add to cart (same line +1, then -1)', ROUNDS, async (i) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/PE/es/carts/${cart.cartId}/cart-items`, headers, payload: { countryId: 'PE', productId: products[11]?.product_id, quantity: 1, toppings: null } });
    if (i % 10 === 9) await app.inject({ method: 'DELETE', url: `/api/v1/PE/es/carts/${cart.cartId}/cart-items`, headers });
    return res;
  });
  await time('GET stores/exists', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/stores/exists?latitude=-12.1100&longitude=-77.0300' }));

  // Login codes: each round a new phone (the per-phone limits), spread over IPs (the per-IP limit).
  const loginRounds = Math.min(ROUNDS, 100);
  await time('POST request-otp (limits checked in the DB)', loginRounds, (i) => app.inject({
    method: 'POST', url: '/api/v1/PE/login/request-otp', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `198.51.100.${(i + 10) % 250}` },
    payload: { contactNumber: String(910_000_000 + i + 10), countryCode: '+51', otpType: 'LOGIN' },
  }));
  const outbox = await db.selectFrom('dev_outbox').select(['recipient', 'code']).execute();
  const codes = new Map(outbox.map((o) => [o.recipient, o.code]));
  await time('POST verify-otp (new customer + session)', loginRounds, (i) => {
    const phone = String(910_000_000 + i + 10);
    return app.inject({
      method: 'POST', url: '/api/v1/PE/login/verify-otp',
      payload: { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN', otp: codes.get(`+51${phone}`), termsAccepted: true },
    });
  });

  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
