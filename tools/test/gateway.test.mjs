// Tests of the Node gateway of `npm start`: URL layout, cache rules, security headers, API proxy.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { REPO, SECURITY_HEADERS, buildGateway, cacheControlFor, defaultRoots, missingBuilds } from '../gateway.mjs';
import { writeFakeDists } from './fake-dists.mjs';
import { request, startEchoApi } from './http.mjs';
import { assertLayout } from './layout-cases.mjs';
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
