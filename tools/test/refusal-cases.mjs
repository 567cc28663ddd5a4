// What a gateway refuses by itself, checked the same way for the Node gateway (gateway.test.mjs) and nginx
// (nginx.test.mjs): a body over the 40 MB limit, a path that is not valid percent-encoding, the API unreachable. Each
// answers the shop's error body (the API's identifier and words, tools/lib/error-body.mjs) in the request's language,
// and the connection is fit for the next request afterwards — closed, or answering.
import assert from 'node:assert/strict';
import http from 'node:http';
import { GATEWAY_MESSAGES } from '../lib/error-body.mjs';

/** A request on `agent` (keep-alive, one socket), with the whole body sent; answers status, headers and JSON. */
export function send(baseUrl, urlPath, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(urlPath, baseUrl), { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let json = null;
        try { json = JSON.parse(text); } catch { /* not JSON: the assertion below says so */ }
        resolve({ status: res.statusCode, headers: res.headers, text, json, socket: req.socket });
      });
    });
    // A gateway that answers before reading a huge body may close while it is still being sent: the answer counts.
    req.on('error', reject);
    // Never the case for a working gateway; a safety net so a hang fails the test instead of stalling it.
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${method} ${urlPath}`)));
    req.end(body);
  });
}

export function assertErrorBody(res, status, identifier, language = 'es') {
  assert.equal(res.status, status, res.text.slice(0, 300));
  assert.match(res.headers['content-type'] ?? '', /^application\/json/);
  assert.deepEqual(res.json, { errors: { general: [{ identifier, message: GATEWAY_MESSAGES[language][identifier] }], fieldsErrors: [] } });
  assert.equal(res.headers['x-content-type-options'], 'nosniff', 'the security headers are on the refusal too');
}

/**
 * The refusals while the API answers (an echo API stands in for it). `brokenPathLanguage`: nginx refuses a path that is
 * not valid percent-encoding while still reading the request line, before the query or any header can name a language,
 * so its answer is in the default Spanish; the Node gateway reads the request first and answers in the one asked for.
 */
export async function assertRefusals(baseUrl, { brokenPathLanguage = 'en' } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // 41 MB, over the 40 MB limit: refused by the gateway itself, in English as asked.
    const tooLarge = await send(baseUrl, '/api/v1/claims', {
      method: 'POST', agent, body: Buffer.alloc(41 * 1024 * 1024, 0x61),
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
    });
    assertErrorBody(tooLarge, 413, 'error.request.tooLarge', 'en');
    // The next request on that connection (or on a new one, if the gateway said it closes it) is answered.
    const next = await send(baseUrl, '/api/v1/countries', { agent });
    assert.equal(next.status, 200);

    for (const url of ['/api/v1/%zz?languageCode=en', '/remotes/cart/%zz.js?languageCode=en']) {
      assertErrorBody(await send(baseUrl, url, { agent, headers: { 'accept-language': 'en' } }), 400, 'error.request.invalid', brokenPathLanguage);
    }
  } finally {
    agent.destroy();
  }
}

/** The refusal once the API is unreachable: the maintenance answer, in Spanish unless asked otherwise. */
export async function assertApiUnreachable(baseUrl) {
  assertErrorBody(await send(baseUrl, '/api/health'), 503, 'error.unavailable', 'es');
  assertErrorBody(await send(baseUrl, '/api/v1/countries?languageCode=en'), 503, 'error.unavailable', 'en');
}
