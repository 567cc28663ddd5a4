// The URL layout and cache rules both gateways must honour, checked against each: the builds'
// layout, and a deploy folder of `npm run deploy` (DEPLOY_DIR for tools/gateway.mjs, DEPLOY_ROOT for nginx).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { deploy, rollback } from '../deploy.mjs';
import { fakeBuild, write } from './fake-deploys.mjs';
import { TWIN_MARK } from './fake-dists.mjs';
import { request } from './http.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const LAYOUT_CASES = [
  { path: '/', status: 200, cache: 'no-store', type: 'text/html', body: '<div id="root">' },
  { path: '/index.html', status: 200, cache: 'no-store', type: 'text/html' },
  { path: '/remotes.json', status: 200, cache: 'no-store', type: 'application/json', body: 'mf-manifest.json' },
  { path: '/main.0123abcd.js', status: 200, cache: IMMUTABLE, type: 'javascript', gzip: true },
  { path: '/favicon.ico', status: 200, cache: 'no-cache' },
  // Routes of the single-page app get the host's index.html, never cached.
  { path: '/section/aboutUs', status: 200, cache: 'no-store', type: 'text/html', body: '<div id="root">' },
  { path: '/product-details/cerveza-pilsen/12', status: 200, cache: 'no-store', type: 'text/html' },
  { path: '/search-products/inca-kola/Inca%20Kola', status: 200, cache: 'no-store', type: 'text/html' },
  // A missing file is a 404, not an HTML page under a script's name.
  { path: '/main.deadbeef.js', status: 404 },
  { path: '/missing.css', status: 404 },
  // Source maps exist in the builds (for error tracking) but are never served.
  { path: '/main.0123abcd.js.map', status: 404 },
  { path: '/remotes/catalogue/remoteEntry.js.map', status: 404 },
  { path: '/remotes/catalogue/remoteEntry.js', status: 200, cache: 'no-cache', type: 'javascript', gzip: true },
  { path: '/remotes/catalogue/mf-manifest.json', status: 200, cache: 'no-cache', type: 'application/json', body: '"catalogue"' },
  { path: '/remotes/catalogue/__federation_expose_routes.89abcdef.js', status: 200, cache: IMMUTABLE, type: 'javascript', gzip: true },
  { path: '/remotes/catalogue/assets/logo.0a1b2c3d.svg', status: 200, cache: IMMUTABLE, type: 'image/svg+xml' },
  // A remote never falls back to the host's page: its loader must see the failure.
  { path: '/remotes/catalogue/', status: 404 },
  { path: '/remotes/catalogue/category-details/x/1', status: 404 },
  { path: '/remotes/cart/remoteEntry.js', status: 404 },
  { path: '/remotes/banners/mf-manifest.json', status: 404 },
];

/** Requests every case from `baseUrl` and asserts status, Cache-Control, type, gzip and security headers. */
export async function assertLayout(baseUrl, securityHeaders) {
  for (const c of LAYOUT_CASES) {
    const res = await request(baseUrl, c.path);
    const where = `${c.path}`;
    assert.equal(res.status, c.status, `${where}: status`);
    if (c.cache) assert.equal(res.headers['cache-control'], c.cache, `${where}: cache-control`);
    if (c.type) assert.match(res.headers['content-type'] ?? '', new RegExp(c.type.replace('+', '\\+')), `${where}: content-type`);
    if (c.gzip) assert.equal(res.headers['content-encoding'], 'gzip', `${where}: gzip`);
    if (c.body) assert.ok(res.text.includes(c.body), `${where}: body has ${c.body}`);
    for (const [name, value] of Object.entries(securityHeaders)) {
      assert.equal(res.headers[name], value, `${where}: ${name}`);
    }
  }
}

/**
 * The builds' precompressed twins are sent as they are, with the file's type and cache rules: brotli to a browser that
 * takes it (where the gateway can: `brotli`), else gzip; a file without twins is compressed on the fly; a client that
 * takes neither gets the file itself.
 */
export async function assertPrecompressedServed(baseUrl, { brotli, securityHeaders }) {
  for (const file of ['/main.0123abcd.js', '/remotes/catalogue/__federation_expose_routes.89abcdef.js']) {
    const best = await request(baseUrl, file, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(best.headers['content-encoding'], brotli ? 'br' : 'gzip', `${file}: encoding`);
    assert.ok(best.text.endsWith(`${TWIN_MARK}\n`), `${file}: the twin, not the file compressed again`);
    assert.equal(best.headers['cache-control'], IMMUTABLE, `${file}: cache-control`);
    assert.match(best.headers['content-type'] ?? '', /javascript/, `${file}: content-type`);
    assert.match(best.headers.vary ?? '', /accept-encoding/i, `${file}: vary`);
    for (const [name, value] of Object.entries(securityHeaders)) assert.equal(best.headers[name], value, `${file}: ${name}`);
    const gzip = await request(baseUrl, file);
    assert.equal(gzip.headers['content-encoding'], 'gzip', `${file}: gzip`);
    assert.ok(gzip.text.endsWith(`${TWIN_MARK}\n`), `${file}: the gzip twin`);
    const plain = await request(baseUrl, file, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined, `${file}: identity`);
    assert.ok(!plain.text.includes(TWIN_MARK), `${file}: the file itself`);
  }
  const entry = await request(baseUrl, '/remotes/catalogue/remoteEntry.js', { headers: { 'accept-encoding': 'gzip, br' } });
  assert.equal(entry.headers['content-encoding'], 'gzip', 'a file without twins: gzip on the fly');
  assert.ok(!entry.text.includes(TWIN_MARK));
}

/** Asserts status, Cache-Control and the security headers of one answer. */
async function expectServed(baseUrl, urlPath, { status = 200, cache, type, securityHeaders }) {
  const res = await request(baseUrl, urlPath);
  assert.equal(res.status, status, `${urlPath}: status`);
  if (cache) assert.equal(res.headers['cache-control'], cache, `${urlPath}: cache-control`);
  if (type) assert.match(res.headers['content-type'] ?? '', new RegExp(type.replace('+', '\\+')), `${urlPath}: content-type`);
  for (const [name, value] of Object.entries(securityHeaders)) assert.equal(res.headers[name], value, `${urlPath}: ${name}`);
  return res;
}

/**
 * A gateway over the builds of writeFakeDists (host and catalogue) and the empty deploy folder `to`: deploys into `to`
 * with tools/deploy.mjs (builds of a fake `repo`, fake-deploys.mjs) and checks what the gateway serves after each step —
 * remotes.json from the folder (no-store), a deployed version's files (immutable), the builds for everything else, and
 * a rollback switching remotes.json back.
 */
export async function assertDeployFolderServed(baseUrl, { to, repo, securityHeaders }) {
  const quiet = () => undefined;
  const remotesJson = async () => JSON.parse((await expectServed(baseUrl, '/remotes.json', { cache: 'no-store', type: 'application/json', securityHeaders })).text);

  // Nothing deployed yet: the host's own remotes.json.
  assert.deepEqual(Object.keys(await remotesJson()), ['catalogue']);

  const v1 = (await deploy({ remote: 'catalogue', to, repo, build: fakeBuild('v1'), log: quiet })).version;
  assert.equal((await remotesJson()).catalogue.entry, `/remotes/catalogue/${v1}/mf-manifest.json`);
  const chunk = fs.readdirSync(path.join(to, 'remotes/catalogue', v1)).find((f) => f.startsWith('__federation_expose_routes.'));
  for (const [file, type] of [['mf-manifest.json', 'application/json'], ['remoteEntry.js', 'javascript'], [chunk, 'javascript'], ['assets/logo.0a1b2c3d.svg', 'image/svg+xml']]) {
    await expectServed(baseUrl, `/remotes/catalogue/${v1}/${file}`, { cache: 'public, max-age=31536000, immutable', type, securityHeaders });
  }
  assert.match((await request(baseUrl, `/remotes/catalogue/${v1}/remoteEntry.js`)).text, /v1/);
  // The remote's unversioned build is still served, with its own rules.
  const build = await expectServed(baseUrl, '/remotes/catalogue/mf-manifest.json', { cache: 'no-cache', securityHeaders });
  assert.ok(!build.text.includes('shopContract'), 'the build\'s manifest, not the deployed one');
  // A remote with no build on this gateway is served from the folder alone.
  const cart = (await deploy({ remote: 'cart', to, repo, build: fakeBuild('cart-1'), log: quiet })).version;
  await expectServed(baseUrl, `/remotes/cart/${cart}/remoteEntry.js`, { cache: 'public, max-age=31536000, immutable', securityHeaders });
  await expectServed(baseUrl, '/remotes/cart/remoteEntry.js', { status: 404, securityHeaders });

  // Missing versions, source maps, copies in progress (dot-names) and other files of the folder are not served.
  await expectServed(baseUrl, '/remotes/catalogue/0.1.0-0000000000/mf-manifest.json', { status: 404, securityHeaders });
  write(path.join(to, 'remotes/catalogue', v1, 'remoteEntry.js.map'), '{"version":3,"sources":["secret.ts"]}');
  await expectServed(baseUrl, `/remotes/catalogue/${v1}/remoteEntry.js.map`, { status: 404, securityHeaders });
  write(path.join(to, 'remotes/catalogue/.0.1.0-x.1.tmp/mf-manifest.json'), '{}');
  await expectServed(baseUrl, '/remotes/catalogue/.0.1.0-x.1.tmp/mf-manifest.json', { status: 404, securityHeaders });
  write(path.join(to, 'notes.txt'), 'operator notes');
  await expectServed(baseUrl, '/notes.txt', { status: 404, securityHeaders });

  // A second deploy switches remotes.json; a rollback switches it back, and both folders stay served.
  const v2 = (await deploy({ remote: 'catalogue', to, repo, build: fakeBuild('v2'), log: quiet })).version;
  assert.equal((await remotesJson()).catalogue.entry, `/remotes/catalogue/${v2}/mf-manifest.json`);
  assert.match((await request(baseUrl, `/remotes/catalogue/${v2}/remoteEntry.js`)).text, /v2/);
  rollback({ remote: 'catalogue', to, repo, log: quiet });
  const back = await remotesJson();
  assert.equal(back.catalogue.entry, `/remotes/catalogue/${v1}/mf-manifest.json`);
  assert.equal(back.cart.entry, `/remotes/cart/${cart}/mf-manifest.json`);
  await expectServed(baseUrl, `/remotes/catalogue/${v2}/mf-manifest.json`, { cache: 'public, max-age=31536000, immutable', securityHeaders });
}
