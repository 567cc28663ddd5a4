// The URL layout and cache rules both gateways must honour (ARCHITECTURE §1), checked against each.
import assert from 'node:assert/strict';
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
