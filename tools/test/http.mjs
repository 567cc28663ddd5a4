// Raw HTTP helpers for the gateway tests: no automatic decompression, every header as sent.
import http from 'node:http';
import zlib from 'node:zlib';

/** GET (or another method) with gzip accepted; the body comes back decompressed. */
export function request(baseUrl, urlPath, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(urlPath, baseUrl), { method, headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw).toString() : raw.toString();
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
