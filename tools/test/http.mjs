// Raw HTTP helpers for the gateway tests: no automatic decompression, every header as sent.
import http from 'node:http';
import zlib from 'node:zlib';

/** GET (or another method) with gzip accepted (unless `accept-encoding` says otherwise); the body comes back decompressed. */
export function request(baseUrl, urlPath, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(urlPath, baseUrl), { method, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString();
        resolve({ status: res.statusCode, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A stand-in API: echoes what reached it and sets a header the gateway must override. */
export function startEchoApi() {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-security-policy', "default-src 'none'");
      res.end(JSON.stringify({ url: req.url, method: req.method, forwardedFor: req.headers['x-forwarded-for'], host: req.headers.host, body: Buffer.concat(chunks).toString() }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
  })));
}

/**
 * A stand-in SSR instance: answers a page with its name and the URL, a redirect for /nowhere, or as `state.mode`
 * says: 'fail' (503) or 'hang' (never answers). Records what the gateway told it about each request.
 */
export function startFakeSsr(name) {
  const state = { mode: 'ok', requests: [] };
  const server = http.createServer((req, res) => {
    state.requests.push({ url: req.url, cookie: req.headers.cookie, forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'], host: req.headers['x-forwarded-host'] });
    if (state.mode === 'fail') return res.writeHead(503).end('unavailable');
    if (state.mode === 'hang') return undefined;
    if (req.url.startsWith('/nowhere')) return res.writeHead(302, { location: '/' }).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "script-src 'unsafe-inline'" });
    return res.end(`<!doctype html><p>rendered by ${name}: ${req.url}</p>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    state,
    url: `http://127.0.0.1:${server.address().port}`,
    reset: () => Object.assign(state, { mode: 'ok', requests: [] }),
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); }),
  })));
}
