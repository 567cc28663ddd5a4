// Tests of the Node gateway of `npm start`: URL layout, cache rules, security headers, API proxy.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { REPO, SECURITY_HEADERS, buildGateway, cacheControlFor, defaultRoots, missingBuilds } from '../gateway.mjs';
import { writeFakeDists } from './fake-dists.mjs';
import { request, startEchoApi, startFakeSsr } from './http.mjs';
import { assertLayout, assertPrecompressedServed } from './layout-cases.mjs';
import { assertApiUnreachable, assertRefusals } from './refusal-cases.mjs';

describe('cacheControlFor', () => {
  test('hashed files are immutable, entry files revalidate, start-up files are never stored', () => {
    assert.equal(cacheControlFor('/main.0123abcd.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/assets/logo.0a1b2c3d.svg'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('/mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('/index.html'), 'no-store');
    assert.equal(cacheControlFor('/remotes.json'), 'no-store');
    assert.equal(cacheControlFor('/main.0123abcd.js.map'), 'no-cache');
  });
});

describe('defaultRoots', () => {
  test('serves each app from its dist unless an env variable points elsewhere', () => {
    const roots = defaultRoots({ GATEWAY_CATALOGUE_ROOT: '/srv/catalogue' });
    assert.equal(roots.host, path.join(REPO, 'host', 'dist'));
    assert.equal(roots.catalogue, '/srv/catalogue');
    assert.equal(roots.account, path.join(REPO, 'mfe-account-auth', 'dist'));
    assert.deepEqual(missingBuilds({ host: REPO, cart: path.join(REPO, 'no-such-dir') }), ['cart']);
  });
});

describe('Node gateway', () => {
  let gateway;
  let api;
  let baseUrl;
  before(async () => {
    api = await startEchoApi();
    const roots = writeFakeDists(path.join(REPO, '.tmp', 'tools-test', 'gateway-dists'));
    gateway = await buildGateway({ roots, apiUrl: api.url, logger: false });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${gateway.server.address().port}`;
  });
  after(async () => {
    await gateway.close();
    await api.close();
  });

  test('serves the URL layout with the cache rules and security headers', async () => {
    await assertLayout(baseUrl, SECURITY_HEADERS);
  });

  test('sends the builds\' precompressed twins as they are: brotli, else gzip', async () => {
    await assertPrecompressedServed(baseUrl, { brotli: true, securityHeaders: SECURITY_HEADERS });
  });

  test('proxies /api with the client in X-Forwarded-For and its own security headers', async () => {
    const res = await request(baseUrl, '/api/v1/countries?x=1', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(res.status, 200);
    const echoed = JSON.parse(res.text);
    assert.equal(echoed.url, '/api/v1/countries?x=1');
    assert.equal(echoed.forwardedFor, '203.0.113.9, 127.0.0.1');
    assert.equal(res.headers['content-security-policy'], SECURITY_HEADERS['content-security-policy']);
  });

  test('passes request bodies through', async () => {
    const res = await request(baseUrl, '/api/v1/carts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"productId":7}' });
    assert.deepEqual(JSON.parse(res.text).body, '{"productId":7}');
  });

  test('refuses a body over 40 MB and a broken path with the shop\'s error body, translated, and the connection stays usable', async () => {
    await assertRefusals(baseUrl);
  });

  test('answers 503 with the error body while the API is unreachable, so the shop shows its maintenance page', async () => {
    const dead = await buildGateway({ roots: defaultRoots(), apiUrl: 'http://127.0.0.1:9', logger: false });
    await dead.listen({ port: 0, host: '127.0.0.1' });
    try {
      await assertApiUnreachable(`http://127.0.0.1:${dead.server.address().port}`);
    } finally {
      await dead.close();
    }
  });
});

describe('Node gateway with server rendering', () => {
  let gateway;
  let baseUrl;
  let one;
  let two;
  before(async () => {
    [one, two] = [await startFakeSsr('one'), await startFakeSsr('two')];
    const roots = writeFakeDists(path.join(REPO, '.tmp', 'tools-test', 'gateway-ssr-dists'));
    gateway = await buildGateway({ roots, apiUrl: 'http://127.0.0.1:9', ssrUrls: [one.url, two.url], ssrTimeoutMs: 500, logger: false });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${gateway.server.address().port}`;
  });
  after(async () => {
    await gateway.close();
    await one.close();
    await two.close();
  });
  const reset = () => {
    one.reset();
    two.reset();
  };

  test('pages, the home page too, come rendered from the SSR instances in turn, with the client\'s request and the gateway\'s own headers', async () => {
    reset();
    const pages = [await request(baseUrl, '/', { headers: { cookie: 'shop_sid=abc' } }), await request(baseUrl, '/product-details/x/5?lang=en')];
    assert.deepEqual(pages.map((p) => p.status), [200, 200]);
    assert.match(pages.map((p) => p.text).join(' '), /rendered by one: \/.*rendered by two: \/product-details\/x\/5\?lang=en/s);
    for (const p of pages) {
      assert.equal(p.headers['x-shop-render'], 'server');
      assert.equal(p.headers['content-security-policy'], SECURITY_HEADERS['content-security-policy']);
      assert.equal(p.headers['cache-control'], 'no-store');
    }
    assert.deepEqual(one.state.requests[0], { url: '/', cookie: 'shop_sid=abc', forwardedFor: '127.0.0.1', proto: 'http', host: new URL(baseUrl).host });
    const redirect = await request(baseUrl, '/nowhere');
    assert.equal(redirect.status, 302);
    assert.equal(redirect.headers.location, '/');
  });

  test('files, remotes, /index.html and the API never go to the SSR instances', async () => {
    reset();
    assert.equal((await request(baseUrl, '/index.html')).headers['x-shop-render'], undefined);
    assert.equal((await request(baseUrl, '/main.0123abcd.js')).status, 200);
    assert.equal((await request(baseUrl, '/remotes/catalogue/remoteEntry.js')).status, 200);
    assert.equal((await request(baseUrl, '/remotes/cart/remoteEntry.js')).status, 404);
    assert.equal((await request(baseUrl, '/missing.js')).status, 404);
    assert.deepEqual([...one.state.requests, ...two.state.requests], []);
  });

  test('one instance failing: the other renders; both failing or too slow: the static shell, within the budget', async () => {
    reset();
    one.state.mode = 'fail';
    const failover = await request(baseUrl, '/section/faqs');
    assert.match(failover.text, /rendered by two/);
    two.state.mode = 'fail';
    const shell = await request(baseUrl, '/section/faqs');
    assert.equal(shell.status, 200);
    assert.equal(shell.headers['x-shop-render'], 'shell');
    assert.equal(shell.headers['cache-control'], 'no-store');
    assert.match(shell.text, /<div id="root"><\/div>/);
    one.state.mode = 'hang';
    two.state.mode = 'hang';
    const started = Date.now();
    const slow = await request(baseUrl, '/');
    assert.equal(slow.headers['x-shop-render'], 'shell');
    assert.ok(Date.now() - started < 2_000, `the shell came after ${Date.now() - started} ms`);
  });
});
