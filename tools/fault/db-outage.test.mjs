// The API through a database outage, on a throw-away PostgreSQL cluster (run by `npm run test:pg`): under a bounded load
// of 24 connections (catalogue reads, cart changes, orders and claims), PostgreSQL is stopped with `pg_ctl -m fast stop`
// for 10 s and started again, then every backend is killed with pg_terminate_backend. The API process must stay up,
// answer only 503 (with the error body) while the database is away — never another 5xx, never a hang —, say so on
// /api/health, serve again within 2 s of the database being back, and leave nothing half-written: every cart line holds
// a quantity the shopper asked for last, every order has its line and its history, every claim its number and its copy.
// Prints what it measured: requests, seconds of 503, seconds to recover.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { findPgBin, startPgCluster } from '../lib/pg-cluster.mjs';
import { freePort, waitForHealth } from '../lib/net.mjs';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const skip = findPgBin() ? false : 'needs PostgreSQL 15+ server binaries (apt-get install postgresql, or PG_BIN)';

/** The load and the faults, bounded: about 40 s of load in all. */
const PLAN = {
  readers: 10, cartWriters: 10, orderers: 3, claimers: 1, // 24 connections
  warmMs: 3_000, downMs: 10_000, afterStartMs: 6_000, afterTerminateMs: 5_000,
  /** An answer slower than this is a hang (the pool gives up a connection attempt after 10 s and answers 503). */
  hangMs: 12_000,
  /** Once PostgreSQL accepts connections again, requests must succeed within this. */
  recoverMs: 2_000,
  pauseMs: 40,
};
const POW_BITS = 6;

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** Every request of the run: when it started and ended (ms since the run began), what it was, how it ended. */
const records = [];
let t0 = performance.now();
const now = () => performance.now() - t0;

async function call(base, method, url, { cookie, body, headers = {}, kind = 'other', raw } = {}) {
  const start = now();
  const record = { kind, method, url, start, end: 0, status: 0, error: null, json: null };
  records.push(record);
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      ...(raw ? { body: raw } : body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(PLAN.hangMs),
    });
    const text = await res.text();
    record.status = res.status;
    record.setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => /^(__Host-)?shop_sid=/.test(c));
    try {
      record.json = text ? JSON.parse(text) : null;
    } catch {
      record.json = { unparsable: text.slice(0, 200) };
    }
  } catch (error) {
    record.error = error.name === 'TimeoutError' ? 'hang' : (error.cause?.code ?? error.message);
  }
  record.end = now();
  return record;
}

/** Repeats a call while the database is away (503), as the shop's pages would after /maintenance. */
async function untilServed(doCall, stop) {
  for (;;) {
    const result = await doCall();
    if (result.status !== 503 || stop()) return result;
    await sleep(150);
  }
}

function leadingZeroBits(digest) {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) { bits += 8; continue; }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

function solve(prefix, difficulty) {
  for (let nonce = 0; ; nonce += 1) {
    if (leadingZeroBits(crypto.createHash('sha256').update(`${prefix}${nonce}`).digest()) >= difficulty) return String(nonce);
  }
}

function claimBody(claim) {
  const boundary = `----fault${crypto.randomBytes(8).toString('hex')}`;
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="claim"\r\n\r\n${JSON.stringify(claim)}\r\n--${boundary}--\r\n`;
  return { raw: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the API through a PostgreSQL outage under load', { skip }, () => {
  let cluster;
  let api;
  let base;
  let apiOutput = '';
  let apiExit = null;
  let db;
  const faults = {};

  before(async () => {
    cluster = await startPgCluster({ database: 'shop' });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // From the sources (tsx), as `npm run test:pg` tests them: no build needed.
    api = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'api', 'src', 'server.ts')], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development', DATABASE_URL: cluster.url, API_HOST: '127.0.0.1', API_PORT: String(port), LOG_LEVEL: 'warn',
        OTP_SENDER: 'dev', SMTP_URL: '', OPS_TOKEN: crypto.randomBytes(24).toString('base64url'),
        // Every connection of the load comes from this machine: the per-address limits must not be what answers.
        GUESTS_PER_IP_PER_HOUR: '10000', OTP_PER_IP_PER_HOUR: '10000', OTP_VERIFY_PER_IP_PER_HOUR: '10000', SEARCH_PER_IP_PER_MINUTE: '100000',
        CLAIMS_POW_BITS: String(POW_BITS), CLAIMS_CHALLENGES_PER_HOUR: '10000', CLAIMS_FILINGS_PER_HOUR: '10000',
      },
    });
    for (const stream of [api.stdout, api.stderr]) stream.setEncoding('utf8').on('data', (text) => { apiOutput = (apiOutput + text).slice(-20_000); });
    api.once('exit', (code, signal) => { apiExit = signal ?? `exit code ${code}`; });
    await waitForHealth(`${base}/api/health`, { timeoutMs: 240_000, abort: new Promise((resolve) => api.once('exit', () => resolve(`the API exited: ${apiOutput}`))) });
    db = () => new pg.Client({ connectionString: cluster.url });
  }, { timeout: 300_000 });

  after(async () => {
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => { const timer = setTimeout(() => { api.kill('SIGKILL'); resolve(); }, 10_000); api.once('exit', () => { clearTimeout(timer); resolve(); }); });
    }
    cluster?.stop();
  });

  test('stays up, answers only 503 while PostgreSQL is away, recovers within 2 s and leaves nothing half-written', { timeout: 240_000 }, async (t) => {
    const client = db();
    await client.connect();
    let product;
    try {
      // A plain product of the Miraflores store, in stock, over the store's minimum: what the orders buy.
      ({ rows: [product] } = await client.query(`
        select p.product_id as id from products p
          join categories c on c.category_id = p.category_id
          join stores s on s.code = 'lima-miraflores'
          join store_products sp on sp.product_id = p.product_id and sp.store_id = s.store_id
        where p.active and sp.available and (sp.stock is null or sp.stock > 500) and p.age_restriction = 0 and c.age_restriction = 0
          and p.discounted_price >= 25 and not exists (select 1 from product_toppings pt where pt.product_id = p.product_id)
        order by sp.stock is null desc, p.product_id limit 1`));
      if (product && (await client.query('select stock from store_products where product_id = $1', [product.id])).rows.some((r) => r.stock !== null)) {
        await client.query('update store_products set stock = null where product_id = $1', [product.id]);
      }
    } finally {
      await client.end();
    }
    assert.ok(product, 'the demo seed has a plain product at Miraflores');
    const productId = Number(product.id);

    // ---- set-up while the database is up: guests with a cart line each, customers with an address ----
    const MIRAFLORES = { countryId: 'PE', street1: 'Av. José Larco 812, Miraflores', latitude: -12.1236, longitude: -77.0293 };
    const guest = async (i) => {
      const res = await call(base, 'POST', '/api/v1/PE/guest-users', { body: { deviceUid: `fault-${i}-${crypto.randomUUID()}`, deviceType: 'web', countryId: 'PE' }, kind: 'setup' });
      assert.equal(res.status, 201, JSON.stringify(res.json));
      const address = await call(base, 'POST', '/api/v1/user-addresses', { cookie: res.setCookie, body: MIRAFLORES, kind: 'setup' });
      assert.equal(address.status, 201, JSON.stringify(address.json));
      return { cookie: res.setCookie, cartId: res.json.cartId };
    };
    const customer = async (i) => {
      const phone = `93${String(Date.now() % 1_000_000).padStart(6, '0')}${i}`;
      const body = { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' };
      assert.equal((await call(base, 'POST', '/api/v1/PE/login/request-otp', { body, kind: 'setup' })).status, 200);
      const outbox = await call(base, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+51${phone}`)}`, { kind: 'setup' });
      const login = await call(base, 'POST', '/api/v1/PE/login/verify-otp', { body: { ...body, otp: outbox.json[0].code, termsAccepted: true }, kind: 'setup' });
      assert.equal(login.status, 200, JSON.stringify(login.json));
      const cookie = login.setCookie;
      const address = await call(base, 'POST', '/api/v1/user-addresses', {
        cookie, kind: 'setup',
        body: { ...MIRAFLORES, firstName: 'Rosa', lastName: 'Quispe', telephone: '987111222', alias: 'Home' },
      });
      assert.equal(address.status, 201, JSON.stringify(address.json));
      const invoice = await call(base, 'PUT', `/api/v1/PE/es/carts/${login.json.cartId}/invoice-details`, { cookie, body: { boletaSimple: true, boleta: false, factura: false }, kind: 'setup' });
      assert.equal(invoice.status, 200, JSON.stringify(invoice.json));
      return { cookie, cartId: login.json.cartId, userId: login.json.user.userId };
    };
    const writers = [];
    for (let i = 0; i < PLAN.cartWriters; i += 1) {
      const g = await guest(i);
      const added = await call(base, 'POST', `/api/v1/PE/es/carts/${g.cartId}/cart-items`, { cookie: g.cookie, body: { productId, quantity: 1 }, kind: 'setup' });
      assert.equal(added.status, 200, JSON.stringify(added.json));
      writers.push({ ...g, lineId: added.json.cartItems[0].cartItemId, acked: 1, unsure: [] });
    }
    const readers = [];
    for (let i = 0; i < PLAN.readers; i += 1) readers.push(await guest(100 + i));
    const buyers = [];
    for (let i = 0; i < PLAN.orderers + PLAN.claimers; i += 1) buyers.push(await customer(i));

    // ---- the load ----
    t0 = performance.now();
    const setupRecords = records.splice(0, records.length);
    assert.ok(setupRecords.every((r) => r.status > 0 && r.status < 500), 'the set-up succeeded');
    let running = true;
    const stopped = () => !running;
    const readPaths = [
      '/api/v1/PE/products/popular-products?limit=10&languageCode=es',
      '/api/v1/PE/homescreen/categories?languageCode=es',
      `/api/v1/PE/products/${productId}?languageCode=es`,
      '/api/v1/products-search/products?search=leche&limit=10&languageCode=es',
      '/api/v1/PE/es/carts',
    ];
    const reader = async (r, i) => {
      for (let n = i; running; n += 1) {
        await call(base, 'GET', readPaths[n % readPaths.length], { cookie: r.cookie, kind: 'read' });
        await sleep(PLAN.pauseMs);
      }
    };
    // Sets its line to 1, 2, … 20, 1, …: afterwards the line must hold the last quantity acknowledged, or one asked for
    // after it whose answer was lost (a 503 may come after the commit) — never anything else, never no line.
    const writer = async (w) => {
      for (let n = 1; running; n += 1) {
        const quantity = (n % 20) + 1;
        const res = await call(base, 'PUT', `/api/v1/PE/es/carts/${w.cartId}/cart-items/${w.lineId}`, { cookie: w.cookie, body: { quantity }, kind: 'cart' });
        if (res.status === 200) { w.acked = quantity; w.unsure = []; } else w.unsure.push(quantity);
        await sleep(PLAN.pauseMs);
      }
    };
    const orders = [];
    const orderer = async (b, i) => {
      const cartBase = `/api/v1/PE/es/carts/${b.cartId}`;
      for (let n = 0; running; n += 1) {
        const key = `fault-${i}-${n}-${crypto.randomUUID()}`;
        const added = await untilServed(() => call(base, 'POST', `${cartBase}/cart-items`, { cookie: b.cookie, body: { productId, quantity: 1 }, kind: 'order' }), stopped);
        if (added.status !== 200) break;
        const lima = new Date(Date.now() - 5 * 3_600_000 + 86_400_000);
        const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][lima.getUTCMonth()];
        const scheduleDate = `${String(lima.getUTCDate()).padStart(2, '0')} ${month} ${lima.getUTCFullYear()}`;
        const scheduled = await untilServed(() => call(base, 'PUT', `${cartBase}/schedule-delivery`, { cookie: b.cookie, body: { scheduleDelivery: true, scheduleDate, scheduleTime: '12:00 PM' }, kind: 'order' }), stopped);
        if (scheduled.status !== 200) break;
        const body = { countryId: 'PE', orderPlatform: 'WEB', paymentMethod: 'PINPAID', amountInCustomerHand: null, tip: 0, languageCode: 'es' };
        // The same Idempotency-Key until it is answered: a placement whose answer was lost is found, not placed twice.
        const placed = await untilServed(() => call(base, 'POST', '/api/v1/orders', { cookie: b.cookie, body, headers: { 'idempotency-key': key }, kind: 'order' }), () => false);
        orders.push({ key, userId: b.userId, status: placed.status, orderId: placed.json?.orderId });
        await sleep(PLAN.pauseMs);
      }
    };
    const claims = [];
    const claimer = async (b) => {
      const claim = {
        consumerFirstName: 'María', consumerLastName: 'Quispe', consumerIdType: 'DNI', consumerIdNumber: '45678912',
        consumerEmail: 'maria.quispe@example.com', consumerPhone: '987654321', consumerAddress: 'Av. Arequipa 1234, Lince',
        isMinor: false, itemType: 'PRODUCT', itemDescription: 'Leche evaporada 400 g', claimedAmount: 12.5, claimType: 'CLAIM',
        description: 'El producto llegó vencido.', consumerRequest: 'Quiero la devolución del importe.', orderNumber: null,
      };
      while (running) {
        const challenge = await untilServed(() => call(base, 'GET', '/api/v1/PE/claims/challenge', { cookie: b.cookie, kind: 'claim' }), stopped);
        if (challenge.status !== 200) break;
        const { challengeId, prefix, difficulty } = challenge.json;
        const filing = { ...claim, challengeId, nonce: solve(prefix, difficulty) };
        // A filing whose answer was lost used up its challenge: the next one is refused (422) and a new challenge taken.
        const filed = await untilServed(() => call(base, 'POST', '/api/v1/PE/claims', { cookie: b.cookie, ...claimBody(filing), kind: 'claim' }), () => false);
        claims.push({ status: filed.status, claimId: filed.json?.claimId, userId: b.userId });
        await sleep(PLAN.pauseMs * 5);
      }
    };
    const health = [];
    const healthPoller = async () => {
      while (running) {
        const res = await call(base, 'GET', '/api/health', { kind: 'health' });
        health.push(res);
        await sleep(500);
      }
    };
    const load = [
      ...readers.map(reader), ...writers.map(writer), ...buyers.slice(0, PLAN.orderers).map(orderer),
      ...buyers.slice(PLAN.orderers).map(claimer), healthPoller(),
    ];

    await sleep(PLAN.warmMs);
    faults.stopAsked = now();
    await cluster.stopServer('fast');
    faults.down = now();
    await sleep(PLAN.downMs);
    faults.startAsked = now();
    await cluster.startServer();
    faults.up = now();
    await sleep(PLAN.afterStartMs);
    const killer = db();
    await killer.connect();
    faults.terminate = now();
    const { rows: [killed] } = await killer.query(`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
    faults.terminated = now();
    faults.killedBackends = killed.n;
    await killer.end();
    await sleep(PLAN.afterTerminateMs);
    running = false;
    faults.loadEnd = now();
    await Promise.all(load);

    // ---- what the shoppers saw ----
    const data = records.filter((r) => r.kind !== 'health');
    const served = (r) => r.status > 0 && r.status < 500;
    const unavailable = data.filter((r) => r.status === 503);
    const broken = records.filter((r) => r.error || (r.status >= 500 && r.status !== 503));
    const unexpected4xx = data.filter((r) => r.status >= 400 && r.status < 500 && !(r.kind === 'claim' && r.status === 422));
    const s = (ms) => (ms / 1000).toFixed(1);
    const outage1 = unavailable.filter((r) => r.end < faults.terminate);
    const outage2 = unavailable.filter((r) => r.end >= faults.terminate);
    const firstFail = Math.min(...outage1.map((r) => r.end));
    const lastFail = Math.max(...outage1.map((r) => r.end));
    // How long after PostgreSQL accepted connections again a request could still fail: the last failing one's start.
    const recover1 = Math.max(0, ...outage1.filter((r) => r.start >= faults.up).map((r) => r.start - faults.up));
    const recover2 = Math.max(0, ...outage2.map((r) => r.start - faults.terminated));
    const summary = `[fault] ${records.length} requests over ${s(faults.loadEnd)} s by ${load.length - 1} connections: `
      + `${data.filter(served).length} served, ${unavailable.length} × 503, ${broken.length} other 5xx / errors / hangs. `
      + `pg_ctl stop -m fast (${s(faults.down - faults.stopAsked)} s) → down ${s(faults.startAsked - faults.down)} s → start (${s(faults.up - faults.startAsked)} s): `
      + `503 from ${s(firstFail - faults.stopAsked)} s after the stop for ${s(lastFail - firstFail)} s, requests served again ${s(recover1)} s after PostgreSQL was back. `
      + `pg_terminate_backend of ${faults.killedBackends} backends: ${outage2.length} × 503, served again within ${s(recover2)} s. `
      + `${orders.length} orders, ${claims.length} claims, ${writers.length} cart lines checked.`;
    console.log(summary);
    t.diagnostic(summary);

    assert.equal(apiExit, null, `the API process exited: ${apiExit}\n${apiOutput}`);
    assert.equal(api.exitCode, null, 'the API process is alive');
    assert.deepEqual(broken.map((r) => `${r.method} ${r.url} → ${r.error ?? r.status} at ${s(r.start)} s`).slice(0, 10), [],
      'never a 5xx other than 503, never a dropped connection, never a hang');
    assert.deepEqual(unexpected4xx.map((r) => `${r.method} ${r.url} → ${r.status} ${JSON.stringify(r.json)}`).slice(0, 5), [], 'no refusal of a valid request');
    for (const r of unavailable) {
      assert.equal(r.json?.errors?.general?.[0]?.identifier, 'error.unavailable', `a 503 carries the error body: ${JSON.stringify(r.json)}`);
    }
    assert.ok(outage1.length > 0, 'the stop was felt (503s while PostgreSQL was down)');
    assert.ok(recover1 <= PLAN.recoverMs, `served again ${s(recover1)} s after PostgreSQL was back (at most ${s(PLAN.recoverMs)} s)`);
    assert.ok(recover2 <= PLAN.recoverMs, `served again ${s(recover2)} s after the backends were terminated`);
    assert.ok(outage1.every((r) => r.end >= faults.stopAsked), 'no 503 before the database went away');
    const between = data.filter((r) => r.start >= faults.up + PLAN.recoverMs && r.end < faults.terminate && !served(r));
    assert.deepEqual(between.map((r) => `${r.method} ${r.url} → ${r.status} at ${s(r.start)} s`).slice(0, 5), [], 'everything served between the two faults');
    // /api/health says the database is away while it is, and ok again afterwards.
    const healthDown = health.filter((r) => r.start > faults.down + 500 && r.end < faults.startAsked);
    assert.ok(healthDown.length > 0, 'health was asked while the database was down');
    for (const r of healthDown) assert.deepEqual([r.status, r.json?.status, r.json?.reason], [503, 'unavailable', 'databaseUnreachable']);
    assert.ok(health.filter((r) => r.start > faults.up + PLAN.recoverMs && r.end < faults.terminate).every((r) => r.status === 200), 'health ok again');

    // ---- nothing half-written ----
    const check = db();
    await check.connect();
    try {
      for (const w of writers) {
        const { rows } = await check.query('select quantity from cart_items where cart_item_id = $1', [w.lineId]);
        assert.equal(rows.length, 1, `cart ${w.cartId} still has its line`);
        assert.ok([w.acked, ...w.unsure].includes(rows[0].quantity), `cart ${w.cartId}: quantity ${rows[0].quantity}, last acknowledged ${w.acked}, unanswered since ${w.unsure.join(', ') || 'none'}`);
      }
      assert.ok(orders.length > 0, 'orders were placed during the run');
      assert.ok(orders.every((o) => o.status === 201), `every placement was answered in the end: ${JSON.stringify(orders.filter((o) => o.status !== 201))}`);
      const { rows: placed } = await check.query(`select o.order_id, o.idempotency_key,
          (select count(*)::int from order_items i where i.order_id = o.order_id) as items,
          (select count(*)::int from order_status_history h where h.order_id = o.order_id) as history
        from orders o where o.user_id = any($1)`, [buyers.map((b) => b.userId)]);
      assert.deepEqual(placed.map((o) => o.idempotency_key).sort(), orders.map((o) => o.key).sort(), 'one order per Idempotency-Key, and no other');
      for (const o of placed) assert.ok(o.items === 1 && o.history >= 1, `order ${o.order_id}: ${o.items} lines, ${o.history} status rows`);
      const filed = claims.filter((c) => c.status === 201);
      assert.ok(filed.length > 0, 'claims were filed during the run');
      const { rows: [books] } = await check.query(`select (select count(*)::int from claims) as claims,
          (select coalesce(sum(last_number), 0)::int from claim_number_counters) as numbered,
          (select count(*)::int from claims c where not exists (select 1 from mail_outbox m where m.purpose = 'claim-copy' and m.ref_id = c.claim_id)) as without_copy,
          (select count(*)::int from claim_challenges where used_at is not null) as used_challenges`);
      assert.equal(books.numbered, books.claims, 'claim numbers are gap-free: the counter moved with every claim and only with one');
      assert.equal(books.without_copy, 0, 'every claim has its e-mail copy queued');
      assert.equal(books.used_challenges, books.claims, 'every used challenge belongs to a filed claim');
      assert.ok(books.claims >= filed.length, 'every acknowledged claim is stored');
    } finally {
      await check.end();
    }
  });
});
