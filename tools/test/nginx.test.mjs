// Tests of the production nginx configuration (nginx/): `nginx -t`, and the same URL layout, cache rules
// and security headers as the Node gateway, on a real nginx run unprivileged — over the builds, and over a deploy
// folder that tools/deploy.mjs deploys into and rolls back (DEPLOY_ROOT, as DEPLOY_DIR for the Node gateway).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_PATH, HASHED_FILE, REPO, SECURITY_HEADERS } from '../gateway.mjs';
import { NGINX_DIR, brotliStaticAvailable, checkConfig, renderTemplate, startLocalNginx } from '../nginx-local.mjs';
import { freePort } from '../lib/net.mjs';
import { fakeRepo } from './fake-deploys.mjs';
import { writeFakeDists } from './fake-dists.mjs';
import { request, startEchoApi, startFakeSsr } from './http.mjs';
import { assertDeployFolderServed, assertLayout, assertPrecompressedServed } from './layout-cases.mjs';
import { assertApiUnreachable, assertRefusals } from './refusal-cases.mjs';
import { GATEWAY_MESSAGES } from '../lib/error-body.mjs';

const scratch = path.join(REPO, '.tmp', 'tools-test');

describe('nginx configuration', () => {
  test('passes nginx -t', async () => {
    const { ok, output } = await checkConfig(path.join(scratch, 'nginx-t'));
    assert.ok(ok, output);
  });

  test(`passes nginx -t without the brotli_static module, as the images' nginx runs it${brotliStaticAvailable() ? ', and with it loaded' : ' (the module is not installed here)'}`, async () => {
    const without = await checkConfig(path.join(scratch, 'nginx-t-plain'), { brotli: false });
    assert.ok(without.ok, without.output);
    assert.doesNotMatch(fs.readFileSync(path.join(scratch, 'nginx-t-plain', 'nginx.conf'), 'utf8'), /load_module/);
    if (!brotliStaticAvailable()) return;
    const loaded = await checkConfig(path.join(scratch, 'nginx-t-brotli'), { brotli: true });
    assert.ok(loaded.ok, loaded.output);
    assert.match(fs.readFileSync(path.join(scratch, 'nginx-t-brotli', 'nginx.conf'), 'utf8'), /^load_module .*ngx_http_brotli_static_module\.so;$/m);
  });

  test('sends the same security headers as the Node gateway', () => {
    const snippet = fs.readFileSync(path.join(NGINX_DIR, 'snippets', 'security-headers.conf'), 'utf8');
    const headers = Object.fromEntries([...snippet.matchAll(/^add_header\s+(\S+)\s+"([^"]*)"\s+always;$/gm)]
      .map(([, name, value]) => [name.toLowerCase(), value]));
    assert.deepEqual(headers, SECURITY_HEADERS);
    const proxy = fs.readFileSync(path.join(NGINX_DIR, 'snippets', 'proxy.conf'), 'utf8');
    for (const name of Object.keys(SECURITY_HEADERS)) {
      assert.match(proxy.toLowerCase(), new RegExp(`proxy_hide_header ${name};`), `${name} hidden from upstreams`);
    }
  });

  test('uses the same file patterns as the Node gateway', () => {
    const template = fs.readFileSync(path.join(NGINX_DIR, 'templates', 'static.conf.template'), 'utf8');
    assert.ok(template.includes(`location ~ "${HASHED_FILE.source}"`), 'hashed-file pattern');
    assert.ok(template.includes(`location ~* "${FILE_PATH.source}"`), 'file-path pattern');
  });

  test('its own error answers carry the words of the Node gateway\'s (the API\'s), in both languages', () => {
    const template = fs.readFileSync(path.join(NGINX_DIR, 'templates', 'gateway.conf.template'), 'utf8');
    const variables = { 'error.unavailable': 'unavailable', 'error.request.tooLarge': 'too_large', 'error.request.invalid': 'invalid', 'error.request.uriTooLong': 'uri_too_long' };
    for (const [identifier, name] of Object.entries(variables)) {
      const block = template.match(new RegExp(`map \\$shop_lang \\$shop_msg_${name} \\{([^}]*)\\}`))?.[1] ?? '';
      assert.ok(block.includes(`default "${GATEWAY_MESSAGES.es[identifier]}";`), `${identifier} in Spanish`);
      assert.ok(block.includes(`en "${GATEWAY_MESSAGES.en[identifier]}";`), `${identifier} in English`);
      assert.ok(template.includes(`"identifier":"${identifier}","message":"$shop_msg_${name}"`), `${identifier} answered`);
    }
  });

  test('template placeholders without a value are refused', () => {
    assert.equal(renderTemplate('listen ${LISTEN}; $uri', { LISTEN: 80 }), 'listen 80; $uri');
    assert.throws(() => renderTemplate('proxy_pass ${API_UPSTREAM};', {}), /API_UPSTREAM/);
  });
});

describe('nginx gateway run locally', () => {
  let nginx;
  let api;
  // The deploy folder, empty until the deploy test: the layout test runs as the image does with nothing deployed.
  const deployDir = path.join(scratch, 'nginx-deploy');
  before(async () => {
    api = await startEchoApi();
    const roots = writeFakeDists(path.join(scratch, 'nginx-dists'));
    fs.rmSync(deployDir, { recursive: true, force: true });
    fs.mkdirSync(deployDir, { recursive: true });
    // An SSR instance nobody runs: every page is the static shell, as in the Node gateway's layout cases.
    nginx = await startLocalNginx({ dir: path.join(scratch, 'nginx-run'), port: await freePort(), roots, apiUrl: api.url, ssrUrls: [`http://127.0.0.1:${await freePort()}`], deployDir });
  });
  after(async () => {
    await nginx?.stop();
    await api?.close();
  });

  test('serves the URL layout with the cache rules and security headers', async () => {
    await assertLayout(nginx.url, SECURITY_HEADERS);
  });

  test(`sends the builds' precompressed twins as they are: ${brotliStaticAvailable() ? 'brotli (the module is installed), else gzip' : 'gzip (no brotli_static module here)'}`, async () => {
    await assertPrecompressedServed(nginx.url, { brotli: brotliStaticAvailable(), securityHeaders: SECURITY_HEADERS });
  });

  test('serves a deploy folder as the Node gateway does: remotes.json (no-store), versions (immutable), rollback', async () => {
    const repo = path.join(scratch, 'nginx-deploy-repo');
    fs.rmSync(repo, { recursive: true, force: true });
    await assertDeployFolderServed(nginx.url, { to: deployDir, repo: fakeRepo(repo), securityHeaders: SECURITY_HEADERS });
  });

  test('proxies /api with the client in X-Forwarded-For and its own security headers', async () => {
    const res = await request(nginx.url, '/api/v1/countries?x=1', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(res.status, 200);
    const echoed = JSON.parse(res.text);
    assert.equal(echoed.url, '/api/v1/countries?x=1');
    assert.equal(echoed.forwardedFor, '203.0.113.9, 127.0.0.1');
    assert.equal(res.headers['content-security-policy'], SECURITY_HEADERS['content-security-policy']);
  });

  test('passes request bodies through', async () => {
    const res = await request(nginx.url, '/api/v1/carts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"productId":7}' });
    assert.equal(JSON.parse(res.text).body, '{"productId":7}');
  });

  test('refuses a body over 40 MB and a broken path with the shop\'s error body, translated, and the connection stays usable', async () => {
    await assertRefusals(nginx.url, { brokenPathLanguage: 'es' });
  });

  test('answers 503 with the error body while the API is unreachable', async () => {
    await api.close();
    api = undefined;
    await assertApiUnreachable(nginx.url);
  });
});

describe('nginx gateway with server rendering, without the brotli module', () => {
  let nginx;
  let one;
  let two;
  before(async () => {
    [one, two] = [await startFakeSsr('one'), await startFakeSsr('two')];
    const roots = writeFakeDists(path.join(scratch, 'nginx-ssr-dists'));
    nginx = await startLocalNginx({
      dir: path.join(scratch, 'nginx-ssr-run'), port: await freePort(), roots, apiUrl: 'http://127.0.0.1:9', ssrUrls: [one.url, two.url], ssrTimeoutMs: 800,
      // As the images' nginx, which has no brotli module.
      brotli: false,
    });
  });
  after(async () => {
    await nginx?.stop();
    await one?.close();
    await two?.close();
  });

  test('pages, the home page too, come rendered from the SSR instances in turn, with the gateway\'s own headers; files do not', async () => {
    one.reset();
    two.reset();
    const pages = [await request(nginx.url, '/', { headers: { cookie: 'shop_sid=abc' } }), await request(nginx.url, '/product-details/x/5?lang=en')];
    assert.deepEqual(pages.map((p) => p.status), [200, 200]);
    assert.match(pages.map((p) => p.text).join(' '), /rendered by (one|two): \/<.*rendered by (one|two): \/product-details\/x\/5\?lang=en/s);
    assert.equal(one.state.requests.length + two.state.requests.length, 2);
    assert.equal(Math.min(one.state.requests.length, two.state.requests.length), 1, 'one page each');
    for (const p of pages) {
      assert.equal(p.headers['x-shop-render'], 'server');
      assert.equal(p.headers['content-security-policy'], SECURITY_HEADERS['content-security-policy']);
      assert.equal(p.headers['cache-control'], 'no-store');
    }
    assert.equal([...one.state.requests, ...two.state.requests].find((r) => r.url === '/').cookie, 'shop_sid=abc');
    const redirect = await request(nginx.url, '/nowhere');
    assert.equal(redirect.status, 302);
    assert.equal((await request(nginx.url, '/index.html')).headers['x-shop-render'], undefined);
    assert.equal((await request(nginx.url, '/main.0123abcd.js')).status, 200);
    assert.equal(one.state.requests.length + two.state.requests.length, 3);
  });

  test('without the brotli_static module, a browser that takes brotli gets the builds\' gzip twins', async () => {
    await assertPrecompressedServed(nginx.url, { brotli: false, securityHeaders: SECURITY_HEADERS });
  });

  test('one instance failing: the other renders; both failing or hanging: the static shell, within the budget', async () => {
    one.reset();
    two.reset();
    one.state.mode = 'fail';
    for (let i = 0; i < 2; i += 1) assert.match((await request(nginx.url, '/section/faqs')).text, /rendered by two/);
    two.state.mode = 'fail';
    const shell = await request(nginx.url, '/section/faqs');
    assert.equal(shell.status, 200);
    assert.equal(shell.headers['x-shop-render'], 'shell');
    assert.equal(shell.headers['cache-control'], 'no-store');
    assert.equal(shell.headers['content-security-policy'], SECURITY_HEADERS['content-security-policy']);
    assert.match(shell.text, /<div id="root"><\/div>/);
    one.state.mode = 'hang';
    two.state.mode = 'hang';
    const started = Date.now();
    const slow = await request(nginx.url, '/');
    assert.equal(slow.headers['x-shop-render'], 'shell');
    assert.ok(Date.now() - started < 3_000, `the shell came after ${Date.now() - started} ms`);
  });
});
