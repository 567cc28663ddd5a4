// Bad bytes and malformed requests get a 4xx with the shop's error body, translated, never a 5xx, and change nothing:
// control characters (NUL first, which PostgreSQL's text refuses) in any text field, query or path; multipart bodies
// the parser cannot read; bodies over the limit (read to their end, so a proxy in front gets the answer); and Fastify's
// own refusals (a path that is not percent-encoding, a segment over the router's limit, bad JSON, a content type no
// route takes), without Fastify's code or the URL echoed back.
import net from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { demoCustomer, newGuest, type TestCaller } from './helpers/sessions.js';
import { CLAIMS_BOUNDARY, baseClaim, claimPart, filePartHead, multipartHeaders } from './helpers/claims.js';
import { controlCharacterPaths } from '../src/lib/schemas.js';
import { solve } from '../src/lib/proof-of-work.js';
import { MESSAGES } from '../src/i18n/messages.js';
import { GATEWAY_MESSAGES } from '../../tools/lib/error-body.mjs';

let ctx: TestContext;
let guest: TestCaller;
let customer: TestCaller;
let guestCart: number;
beforeAll(async () => {
  // A cheap proof of work: one claim here gets as far as its attachment.
  process.env.CLAIMS_POW_BITS = '4';
  ctx = await createTestApp();
  delete process.env.CLAIMS_POW_BITS;
  guest = await newGuest(ctx);
  customer = await demoCustomer(ctx);
  const cart = await ctx.app.inject({ method: 'GET', url: '/api/v1/PE/es/carts', headers: { cookie: guest.cookie } });
  guestCart = cart.json().cartId;
});
afterAll(async () => { await ctx?.close(); });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, options: { caller?: TestCaller; body?: unknown; payload?: string | Buffer; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  const { caller, body, payload, headers = {} } = options;
  return ctx.app.inject({
    method, url,
    headers: { ...(caller ? { cookie: caller.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : payload !== undefined ? { payload } : {}),
  });
}

const NUL = '\u0000';

describe('control characters are refused once, by the shared text rule', () => {
  test('controlCharacterPaths finds them at any depth it looks, and lets tab, new lines and every other character through', () => {
    expect(controlCharacterPaths({ a: 'ok', b: ['x', `y${NUL}`], c: { d: 'tab\tand\nlines\r', e: 'escape \u001b', f: 'ñandú 🛒 \u00a0' } }))
      .toEqual([['b', 1], ['c', 'e']]);
    expect(controlCharacterPaths('\u007f')).toEqual([[]]);
    expect(controlCharacterPaths('\u0085 next line (C1)')).toEqual([[]]);
  });

  test.each([
    ['guest registration', 'POST', '/api/v1/PE/guest-users', { deviceUid: `device${NUL}`, deviceType: 'web', countryId: 'PE' }, 'deviceUid'],
    ['an address', 'POST', '/api/v1/user-addresses', { countryId: 'PE', street1: `Av. Larco${NUL} 812`, latitude: -12.1236, longitude: -77.0293 }, 'street1'],
    ['delivery instructions', 'PUT', '/api/v1/PE/es/carts/{cart}/delivery-instructions', { deliveryInstructions: `Tocar el timbre${NUL}` }, 'deliveryInstructions'],
    ['a nested field', 'POST', '/api/v1/PE/login/request-otp', { otpType: 'LOGIN', contactNumber: '987654321', countryCode: '+51', userDevice: { deviceUid: `d${NUL}` } }, 'userDevice.deviceUid'],
  ])('%s: 400 with a translated field error naming the field, nothing written', async (_name, method, url, body, fieldName) => {
    const before = await tableCounts(ctx.database);
    const path = url.replace('{cart}', String(guestCart));
    for (const [language, text] of [['es', 'caracteres no permitidos'], ['en', 'characters that are not allowed']] as const) {
      const res = await call(method as Method, `${path}?languageCode=${language}`, { caller: guest, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.fieldsErrors).toEqual([expect.objectContaining({ fieldName, identifier: 'error.validation.controlCharacters' })]);
      expect(res.json().errors.fieldsErrors[0].message).toContain(text);
    }
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test.each([
    ['the promo search', `/api/v1/PE/es/carts/{cart}/active-promos?searchPromo=PROMO%00`, 'searchPromo'],
    ['the product search', '/api/v1/products-search/products?search=le%00che', 'search'],
    ['the quick search', '/api/v1/products-search/quick?search=%1Bleche', 'search'],
    ['the development outbox', '/api/dev/outbox?to=%2B51987654321%00', 'to'],
    ['a path parameter', '/api/v1/PE/metadata/idle%00TimeMinutes', 'key'],
  ])('%s: 400 naming the query or path field', async (_name, url, fieldName) => {
    const res = await call('GET', url.replace('{cart}', String(guestCart)), { caller: guest });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fieldsErrors).toEqual([expect.objectContaining({ fieldName, identifier: 'error.validation.controlCharacters' })]);
  });

  test('text with accents, emoji, tabs and line breaks is still taken as it is', async () => {
    const text = 'Dejar con el portero\tTorre B\r\nPiso 3 — ñandú 🛒';
    const res = await call('PUT', `/api/v1/PE/es/carts/${guestCart}/delivery-instructions`, { caller: guest, body: { deliveryInstructions: text } });
    expect(res.statusCode).toBe(200);
  });
});

/** Every table's rows but the rate-limit counters (each filing attempt is counted, refused or not, by design). */
async function countsBesidesLimits(): Promise<Record<string, number>> {
  const { rate_limit_hits: _counted, ...rest } = await tableCounts(ctx.database);
  return rest;
}

describe('the claims book\'s multipart body', () => {
  const url = '/api/v1/PE/claims?languageCode=en';
  const post = (payload: string | Buffer, contentType: string) => call('POST', url, { caller: customer, payload, headers: { 'content-type': contentType } });

  test.each([
    ['without a boundary', `--${CLAIMS_BOUNDARY}\r\nContent-Disposition: form-data; name="claim"\r\n\r\n{}\r\n--${CLAIMS_BOUNDARY}--\r\n`, 'multipart/form-data'],
    ['cut short inside the claim part', `--${CLAIMS_BOUNDARY}\r\nContent-Disposition: form-data; name="claim"\r\n\r\n{"consumerFirstName":`, multipartHeaders['content-type']],
    ['not multipart at all', 'garbage that has no boundary line', multipartHeaders['content-type']],
    ['with a broken part header', `--${CLAIMS_BOUNDARY}\r\nContent-Disposition form-data name claim\r\n`, multipartHeaders['content-type']],
  ])('%s: 400 error.request.formIncomplete, translated, nothing written', async (_name, payload, contentType) => {
    const before = await countsBesidesLimits();
    const res = await post(payload, contentType ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { general: [{ identifier: 'error.request.formIncomplete', message: 'The form arrived incomplete or damaged. Please send it again.' }], fieldsErrors: [] } });
    expect(await countsBesidesLimits()).toEqual(before);
  });

  test('cut short inside an attachment, after a valid claim: 400 error.request.formIncomplete, nothing written', async () => {
    const challenge = (await call('GET', '/api/v1/PE/claims/challenge', { caller: customer })).json();
    const before = await countsBesidesLimits();
    const claim = baseClaim({ challengeId: challenge.challengeId, nonce: solve(challenge.prefix, challenge.difficulty) });
    const payload = Buffer.concat([claimPart(claim), filePartHead({ name: 'boleta.pdf' }), Buffer.from('%PDF-1.7\nonly the start')]);
    const res = await post(payload, multipartHeaders['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.general[0].identifier).toBe('error.request.formIncomplete');
    expect(await countsBesidesLimits()).toEqual(before);
  });

  test('a control character in the claim JSON is the same field error as anywhere else', async () => {
    const payload = Buffer.concat([claimPart(baseClaim({ description: `Llegó vencido${NUL}` })), Buffer.from(`--${CLAIMS_BOUNDARY}--\r\n`)]);
    const res = await post(payload, multipartHeaders['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fieldsErrors).toEqual([expect.objectContaining({ fieldName: 'description', identifier: 'error.validation.controlCharacters' })]);
  });
});

describe('Fastify\'s own refusals answer the shop\'s error body', () => {
  const expectGeneral = (res: LightMyRequestResponse, status: number, identifier: string, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errors: { general: [{ identifier, message }], fieldsErrors: [] } });
    expect(res.body).not.toMatch(/FST_|statusCode|%zz|x{50}/);
  };

  test('a path that is not valid percent-encoding: 400, in the language asked for, without echoing the URL', async () => {
    expectGeneral(await call('GET', '/api/v1/PE/products/%zz?languageCode=en'), 400, 'error.request.invalid', 'The request is not valid.');
    expectGeneral(await call('GET', '/api/v1/PE/products/%zz', { headers: { 'accept-language': 'es-PE,es;q=0.9' } }), 400, 'error.request.invalid', 'La solicitud no es válida.');
  });

  test('a path segment over the router\'s limit: 414, translated', async () => {
    expectGeneral(await call('GET', `/api/v1/PE/products/${'x'.repeat(200)}?languageCode=en`), 414, 'error.request.uriTooLong', 'The requested address is too long.');
  });

  test('bad JSON, a content type no route takes and plain text: 400 / 415, translated', async () => {
    expectGeneral(await call('POST', '/api/v1/PE/guest-users?languageCode=en', { payload: '{"deviceUid":', headers: { 'content-type': 'application/json' } }),
      400, 'error.request.invalid', 'The request is not valid.');
    expectGeneral(await call('POST', '/api/v1/PE/guest-users?languageCode=en', { payload: '<x/>', headers: { 'content-type': 'application/xml' } }),
      415, 'error.request.unsupportedMediaType', 'The content type is not supported.');
    expectGeneral(await call('POST', '/api/v1/PE/guest-users', { payload: 'hola', headers: { 'content-type': 'text/plain' } }),
      415, 'error.request.unsupportedMediaType', 'El tipo de contenido no es compatible.');
  });

  test('a JSON body over 1 MB: 413, translated, after the body was read to its end (a proxy in front gets the answer)', async () => {
    const body = JSON.stringify({ deviceUid: 'x'.repeat(3 * 1024 * 1024), deviceType: 'web', countryId: 'PE' });
    expectGeneral(await call('POST', '/api/v1/PE/guest-users?languageCode=en', { payload: body, headers: { 'content-type': 'application/json' } }),
      413, 'error.request.tooLarge', 'The request is too large.');
  });

  /**
   * Writes `head` and `body` on a new connection to the listening app and answers everything it sends back until it
   * closes; an EPIPE or ECONNRESET while writing (the server stopped reading) fails the call.
   */
  async function exchange(head: string, body?: Buffer): Promise<string> {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as net.AddressInfo;
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => { text += chunk.toString(); });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(head);
      if (body) socket.write(body, (error) => { if (error) reject(error); });
    });
  }

  test('over a real socket: the 413 comes after the whole body was taken, so the sender never sees a reset', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 0x61);
    const answer = await exchange(`POST /api/v1/PE/guest-users HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, body);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"identifier":"error.request.tooLarge"');
  });

  test('a request line Node cannot parse: 400 with the error body (Spanish: nothing was read to tell the language)', async () => {
    const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"errors":{"general":[{"identifier":"error.request.invalid","message":"La solicitud no es válida."}],"fieldsErrors":[]}}');
  });
});

test('the gateways\' own refusals (the Node gateway, nginx) use the API\'s identifiers and words', () => {
  for (const language of ['es', 'en'] as const) {
    for (const [identifier, message] of Object.entries(GATEWAY_MESSAGES[language])) {
      expect([identifier, MESSAGES[language][identifier as keyof typeof MESSAGES.es]]).toEqual([identifier, message]);
    }
  }
});
