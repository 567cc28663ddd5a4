// The production topology from Debian's packages (tools/topology.mjs): PostgreSQL, two API instances, nginx with the
// production configuration in front. Proves that any instance answers any request, because sessions, OTP limits and
// idempotency keys live in PostgreSQL: a login through nginx whose session both instances accept, a code limit that
// holds across instances, and one Idempotency-Key sent to both instances at once placing one order. Both instances
// start together on the empty database, so the demo seed's advisory lock is what keeps it from running twice.
// Skipped, saying why, on a machine without nginx or PostgreSQL 15+ (CI installs both).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { APPS, buildApps, buildReason } from '../build.mjs';
import { missingTools, startTopology } from '../topology.mjs';
import { waitForHealth } from '../lib/net.mjs';
import http from 'node:http';
import { buildGateway, defaultRoots } from '../gateway.mjs';
import { send } from './refusal-cases.mjs';

const missing = missingTools();
const skip = missing.length ? `needs ${missing.join(' and ')}` : false;

const JSON_HEADERS = { 'content-type': 'application/json', 'x-origin': 'web' };
const MIRAFLORES = { latitude: -12.1236, longitude: -77.0293 };

/** fetch that keeps the answer's JSON, status, instance and session cookie. */
async function call(base, method, url, { cookie, body, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('shop_sid='));
  return { status: res.status, json: text ? JSON.parse(text) : null, instance: res.headers.get('x-api-instance'), setCookie };
}

/** Tomorrow in Lima as the schedule wants it ('05 Dec 2026'): always inside today..today+7 in the shop's zone. */
function tomorrowInLima(now = new Date()) {
  const lima = new Date(now.getTime() - 5 * 3_600_000 + 86_400_000);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][lima.getUTCMonth()];
  return `${String(lima.getUTCDate()).padStart(2, '0')} ${month} ${lima.getUTCFullYear()}`;
}

let phones = 0;
const newPhone = () => `94${String(Date.now() % 1_000_000).padStart(6, '0')}${(phones += 1) % 10}`;

describe('production topology: two API instances behind nginx on one PostgreSQL', { skip }, () => {
  let topology;
  let db;
  let direct; // instance id → its own URL, bypassing nginx
  const started = {}; // instance id → what its log said at start-up: { seeded, listening }
  const logLines = []; // what the topology runner logged

  before(async () => {
    // The API's production build is what runs; build it when missing or older than its sources, as npm start does.
    const api = APPS.find((a) => a.dir === 'api');
    if (buildReason(api)) assert.ok(await buildApps([api], { jobs: 1 }), 'the API build failed (its output is above)');
    // The development sender on purpose (as docker-compose.demo.yml does): the tests read login codes from the outbox.
    // At info level each instance says whether it seeded the demo shop (its output is read, and drained, here).
    topology = await startTopology({ apiOutput: 'pipe', log: (line) => logLines.push(line), requireBuilds: false, env: { ALLOW_DEV_SENDER: '1', LOG_LEVEL: 'info' } });
    for (const api of topology.apis) {
      const said = { seeded: false, listening: false };
      started[api.id] = said;
      api.child.stdout.setEncoding('utf8').on('data', (text) => {
        if (text.includes('"msg":"demo data seeded"')) said.seeded = true;
        if (text.includes('"msg":"Server listening')) said.listening = true;
      });
      api.child.stderr.resume();
    }
    direct = Object.fromEntries(topology.apis.map((a) => [a.id, a.url]));
    db = new pg.Pool({ connectionString: topology.databaseUrl, max: 2 });
  }, { timeout: 300_000 });

  after(async () => {
    await db?.end();
    await topology?.stop();
  });

  test('both instances, started together on the empty database, are up and only one of them seeded the demo shop', async () => {
    for (const api of topology.apis) assert.equal(api.child.exitCode, null, `instance ${api.id} is running`);
    // Their start-up lines (buffered in the pipes) are read by now or very soon.
    for (let i = 0; i < 100 && !Object.values(started).every((s) => s.listening); i += 1) await new Promise((r) => setTimeout(r, 50));
    const seeded = Object.keys(started).filter((id) => started[id].seeded);
    // Without the seed's advisory lock both instances find no seed and both run it (measured: two "demo data seeded").
    assert.equal(seeded.length, 1, `seeded by ${seeded.join(', ') || 'none'} (${JSON.stringify(started)})`);
    const { rows: [seed] } = await db.query(`select (select count(*)::int from seed_runs where seed_name = 'demo-catalogue-v1') as runs,
      (select count(*)::int from stores) as stores, (select count(*)::int from products) as products`);
    assert.deepEqual({ runs: seed.runs, stores: seed.stores }, { runs: 1, stores: 3 });
    assert.ok(seed.products >= 250, `${seed.products} products`);
  });

  test('nginx spreads requests over both instances, round robin', async () => {
    const seen = [];
    for (let i = 0; i < 6; i += 1) seen.push((await call(topology.url, 'GET', '/api/health')).instance);
    assert.deepEqual(new Set(seen), new Set(['a', 'b']), `answered by ${seen.join(', ')}`);
  });

  test('a login through nginx gives a session that every instance accepts', async () => {
    const phone = newPhone();
    const requested = await call(topology.url, 'POST', '/api/v1/PE/login/request-otp', { body: { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' } });
    assert.equal(requested.status, 200, JSON.stringify(requested.json));
    // The code is read back through nginx, most likely from the other instance than the one that wrote it.
    const outbox = await call(topology.url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+51${phone}`)}`);
    const code = outbox.json[0]?.code;
    assert.match(code ?? '', /^\d{6}$/);
    const login = await call(topology.url, 'POST', '/api/v1/PE/login/verify-otp', { body: { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN', otp: code, termsAccepted: true } });
    assert.equal(login.status, 200, JSON.stringify(login.json));
    assert.ok(login.setCookie, 'the login sets the session cookie');

    const answeredBy = new Set();
    for (let i = 0; i < 4; i += 1) {
      const cart = await call(topology.url, 'GET', '/api/v1/PE/es/carts', { cookie: login.setCookie });
      assert.equal(cart.status, 200, JSON.stringify(cart.json));
      assert.equal(cart.json.cartId, login.json.cartId);
      answeredBy.add(cart.instance);
    }
    assert.deepEqual(answeredBy, new Set(['a', 'b']));
    for (const [id, url] of Object.entries(direct)) {
      const cart = await call(url, 'GET', '/api/v1/PE/es/carts', { cookie: login.setCookie });
      assert.equal(cart.status, 200, `instance ${id} accepts the session`);
      assert.equal(cart.instance, id);
    }
  });

  test('the one-minute wait between codes holds across instances', async () => {
    const phone = newPhone();
    const body = { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' };
    const first = await call(direct.a, 'POST', '/api/v1/PE/login/request-otp', { body });
    assert.equal(first.status, 200, JSON.stringify(first.json));
    const again = await call(direct.b, 'POST', '/api/v1/PE/login/request-otp', { body });
    assert.equal(again.status, 429, JSON.stringify(again.json));
    assert.equal(again.instance, 'b');
    assert.equal(again.json.errors.general[0].identifier, 'error.otp.resendTooSoon');
  });

  test('one Idempotency-Key sent to both instances at once places one order', async () => {
    const phone = newPhone();
    await call(topology.url, 'POST', '/api/v1/PE/login/request-otp', { body: { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' } });
    const outbox = await call(topology.url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+51${phone}`)}`);
    const login = await call(topology.url, 'POST', '/api/v1/PE/login/verify-otp', { body: { contactNumber: phone, countryCode: '+51', otpType: 'LOGIN', otp: outbox.json[0]?.code, termsAccepted: true } });
    assert.equal(login.status, 200, JSON.stringify(login.json));
    const cookie = login.setCookie;
    const { cartId } = login.json;

    const address = await call(topology.url, 'POST', '/api/v1/user-addresses', {
      cookie, body: { countryId: 'PE', street1: 'Av. José Larco 812, Miraflores', ...MIRAFLORES, firstName: 'Rosa', lastName: 'Quispe', telephone: '987111222', alias: 'Home' },
    });
    assert.equal(address.status, 201, JSON.stringify(address.json));

    // A plain product of the Miraflores store (no toppings, no age limit, in stock) over the store's minimum.
    const { rows: [product] } = await db.query(`
      select p.product_id as id from products p
        join categories c on c.category_id = p.category_id
        join stores s on s.code = 'lima-miraflores'
        join store_products sp on sp.product_id = p.product_id and sp.store_id = s.store_id
      where p.active and sp.available and sp.actual_price is null and sp.discounted_price is null
        and (sp.stock is null or sp.stock > 5) and p.age_restriction = 0 and c.age_restriction = 0
        and p.discounted_price >= 25
        and not exists (select 1 from product_toppings pt where pt.product_id = p.product_id)
      order by p.product_id limit 1`);
    assert.ok(product, 'the demo seed has a plain product at Miraflores');
    const cartBase = `/api/v1/PE/es/carts/${cartId}`;
    const added = await call(topology.url, 'POST', `${cartBase}/cart-items`, { cookie, body: { countryId: 'PE', productId: Number(product.id), quantity: 1, toppings: null } });
    assert.equal(added.status, 200, JSON.stringify(added.json));
    const invoice = await call(topology.url, 'PUT', `${cartBase}/invoice-details`, { cookie, body: { boletaSimple: true, boleta: false, factura: false } });
    assert.equal(invoice.status, 200, JSON.stringify(invoice.json));
    // Scheduled for tomorrow noon, so the store's hours at the moment the test runs do not matter.
    const scheduled = await call(topology.url, 'PUT', `${cartBase}/schedule-delivery`, { cookie, body: { scheduleDelivery: true, scheduleDate: tomorrowInLima(), scheduleTime: '12:00 PM' } });
    assert.equal(scheduled.status, 200, JSON.stringify(scheduled.json));

    const key = `topology-${Date.now()}`;
    const order = { countryId: 'PE', orderPlatform: 'WEB', paymentMethod: 'PINPAID', amountInCustomerHand: null, tip: 0, languageCode: 'es' };
    const place = (base) => call(base, 'POST', '/api/v1/orders', { cookie, body: order, headers: { 'idempotency-key': key } });
    const [viaA, viaB] = await Promise.all([place(direct.a), place(direct.b)]);
    assert.equal(viaA.instance, 'a');
    assert.equal(viaB.instance, 'b');
    assert.equal(viaA.status, 201, JSON.stringify(viaA.json));
    assert.equal(viaB.status, 201, JSON.stringify(viaB.json));
    assert.equal(viaB.json.orderId, viaA.json.orderId);
    assert.equal(viaB.json.orderNumber, viaA.json.orderNumber);

    // And once more through nginx, later: still that one order.
    const again = await place(topology.url);
    assert.equal(again.status, 201);
    assert.equal(again.json.orderId, viaA.json.orderId);
    const { rows } = await db.query('select count(*)::int as n from orders where idempotency_key = $1', [key]);
    assert.equal(rows[0].n, 1);
    const list = await call(topology.url, 'GET', '/api/v1/PE/orders?limit=20&offset=0', { cookie });
    assert.equal(list.status, 200);
    assert.equal(list.json.count, 1);
  });

  test('a JSON body over the API\'s 1 MB limit: 413 with the error body through nginx and the Node gateway alike, the connection fit for the next request', async () => {
    const gateway = await buildGateway({ roots: defaultRoots(), apiUrl: direct.a, logger: false });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const base of [topology.url, `http://127.0.0.1:${gateway.server.address().port}`]) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const body = JSON.stringify({ deviceUid: 'x'.repeat(2 * 1024 * 1024), deviceType: 'web', countryId: 'PE' });
          const refused = await send(base, '/api/v1/PE/guest-users', { method: 'POST', agent, body, headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
          assert.equal(refused.status, 413, `${base}: ${refused.text.slice(0, 200)}`);
          assert.equal(refused.json.errors.general[0].identifier, 'error.request.tooLarge');
          assert.equal(refused.json.errors.general[0].message, 'The request is too large.');
          const next = await send(base, '/api/health', { agent });
          assert.equal(next.status, 200, `${base}: the next request is answered`);
        } finally {
          agent.destroy();
        }
      }
    } finally {
      await gateway.close();
    }
  });

  test('an instance that dies is started again, with a log line, while nginx serves from the other', async () => {
    const a = topology.apis.find((api) => api.id === 'a');
    const first = a.child;
    first.kill('SIGKILL');
    await new Promise((resolve) => (first.exitCode !== null || first.signalCode !== null ? resolve() : first.once('exit', resolve)));
    // Meanwhile nginx answers from b.
    const meanwhile = await call(topology.url, 'GET', '/api/health');
    assert.equal(meanwhile.status, 200);
    await waitForHealth(`${direct.a}/api/health`, { timeoutMs: 120_000 });
    assert.notEqual(a.child, first, 'a new process');
    assert.equal(a.restarts, 1);
    assert.ok(logLines.some((line) => /API instance a stopped \(SIGKILL\) after .*; restarting it in 1\.0 s \(restart 1\)/.test(line)), logLines.join('\n'));
  });

  test('with one instance stopped, nginx sends everything to the other', async () => {
    const b = topology.apis.find((a) => a.id === 'b');
    await b.stop();
    for (let i = 0; i < 4; i += 1) {
      const health = await call(topology.url, 'GET', '/api/health');
      assert.equal(health.status, 200);
      assert.equal(health.instance, 'a');
    }
  });
});
