// Property-based fuzzing of every operation of the API's own OpenAPI document (fast-check, seeded, bounded): requests
// built from each operation's parameters and body schema, mixing plausible values with wrong types, missing fields,
// huge strings and numbers, unicode, NUL and other control characters, nested junk, malformed JSON, wrong content types
// and traversal in path parameters — sent as no session, a guest and a customer. Every answer must be below 500, every
// 4xx must carry the shop's error body, and no answer but a 2xx may show a stack trace or an internal code.
// Bounds: FUZZ_RUNS requests per operation and caller (default 10), FUZZ_SECONDS per caller (default 40), FUZZ_SEED
// (default fixed, so a run is reproducible; the seed is printed with the count).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { demoCustomer, newGuest, sessionCookieFor } from './helpers/sessions.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const BUDGET_MS = Number(process.env.FUZZ_SECONDS ?? 40) * 1000;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

interface JsonSchema {
  type?: string | string[]; enum?: unknown[]; pattern?: string; minimum?: number; maximum?: number; maxLength?: number;
  items?: JsonSchema; properties?: Record<string, JsonSchema>; required?: string[]; nullable?: boolean;
  anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[];
}
interface Parameter { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema }
interface Operation { method: string; path: string; parameters: Parameter[]; body?: JsonSchema; multipart: boolean }
interface FuzzRequest { url: string; headers: Record<string, string>; payload?: string }

type Caller = 'no session' | 'guest' | 'customer';
const CALLERS: Caller[] = ['no session', 'guest', 'customer'];

let ctx: TestContext;
let operations: Operation[] = [];
const userIds: Partial<Record<Caller, number>> = {};
const counts = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  ctx = await createTestApp();
  userIds.guest = (await newGuest(ctx)).userId;
  userIds.customer = (await demoCustomer(ctx)).userId;
  for (const userId of [userIds.guest, userIds.customer]) {
    const cookie = await sessionCookieFor(ctx, userId);
    const cart = (await ctx.app.inject({ method: 'GET', url: '/api/v1/PE/es/carts', headers: { cookie } })).json() as { cartId: number };
    const addresses = await ctx.database.db.selectFrom('user_addresses').select('user_address_id').where('user_id', '=', userId).execute();
    knownIds.push(userId, cart.cartId, ...addresses.map((a) => a.user_address_id));
  }
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(), path, parameters: op.parameters ?? [],
      ...(op.requestBody?.content?.['application/json']?.schema ? { body: op.requestBody.content['application/json'].schema } : {}),
      multipart: path.endsWith('/claims') && method === 'post',
    })));
});

afterAll(async () => {
  const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(`[fuzz] ${counts.requests} requests over ${operations.length} operations × ${CALLERS.length} callers (seed ${SEED}, `
    + `${RUNS} runs each, ${BUDGET_MS / 1000} s per caller): ${counts.serverErrors} × 5xx; statuses ${statuses}`);
  await ctx?.close();
});

// ---- values ----

const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\u001b[31m', '\u007f', '\u0085', '\ud800', '\uffff', '../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd',
  '%00', '%', '%zz', '\\', '"', "' or 1=1 --", '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'null',
  'NaN', 'Infinity', '-1', '0', '1e308', '9'.repeat(40), 'ñandú Ñ á é í ó ú ü', '🛒🍺👨‍👩‍👧', 'مرحبا', '\u202eevil', 'x'.repeat(5_000),
];
const NASTY_NUMBERS = [0, -0, -1, 1, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324, 0.5, 1.999, Number.MAX_SAFE_INTEGER];

const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 2 },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
  // Nested junk: 200 arrays deep.
  fc.constant(JSON.parse(`${'['.repeat(200)}1${']'.repeat(200)}`) as unknown),
  fc.constant('x'.repeat(200_000)),
);

/** Ids of the seeded data, and the callers' own (their user, cart and address ids), so ownership checks are reached. */
const knownIds: number[] = [];
const SEEDED_IDS = fc.oneof(fc.integer({ min: -1, max: 60 }), fc.constant(0).chain(() => (knownIds.length ? fc.constantFrom(...knownIds) : fc.constant(1))));

/**
 * Mostly something the schema accepts, so that a request gets past validation into the handlers and the database with
 * one bad field rather than failing on the first of many; sometimes junk, sometimes missing.
 */
function valueFor(schema: JsonSchema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  const plausible = plausibleFor(schema, name, depth);
  return fc.oneof({ arbitrary: plausible, weight: 10 }, { arbitrary: junk, weight: 1 }, { arbitrary: fc.constant(undefined), weight: 1 });
}

/** Text a form might send, control characters and all (the shared text rule must catch them before PostgreSQL does). */
const textLike = (maxLength: number) => fc.oneof(
  { arbitrary: fc.string({ maxLength }), weight: 2 },
  { arbitrary: fc.constantFrom('Av. Larco 812', 'ñandú', '🛒 compra', 'tab\there', 'línea\nnueva'), weight: 1 },
  { arbitrary: fc.constantFrom('a\u0000b', '\u0000', '\u001b[0m', 'x\u007f', 'c1\u0085'), weight: 2 },
).map((text) => text.slice(0, maxLength));

function plausibleFor(schema: JsonSchema | undefined, name: string, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  if (name === 'countryId') return fc.oneof({ arbitrary: fc.constant('PE'), weight: 8 }, fc.constantFrom('CO', 'pe'));
  if (name === 'lang' || name === 'languageCode') return fc.oneof({ arbitrary: fc.constantFrom('es', 'en'), weight: 8 }, fc.constant('fr'));
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => plausibleFor(v, name, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return /id$/i.test(name) ? SEEDED_IDS : fc.integer({ min: Math.max(schema.minimum ?? -5, -1e6), max: Math.min(schema.maximum ?? 100, 1e6) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausibleFor(schema.items, name, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(schema, depth + 1);
    case 'string': {
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 30 });
        } catch {
          return fc.string({ maxLength: 30 });
        }
      }
      if (/id$/i.test(name)) return SEEDED_IDS.map(String);
      return textLike(Math.min(schema.maxLength ?? 60, 300));
    }
    default:
      return junk;
  }
}

/** An object with the schema's properties, each present or not, and now and then a key nobody asked for. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = fc.tuple(...entries.map(([key, property]) => valueFor(property, key, depth)));
  return fc.tuple(fields, fc.option(fc.tuple(fc.constantFrom('__proto__', 'extra', 'constructor', 'a\u0000'), junk), { freq: 4 }))
    .map(([values, extra]) => {
      const object: Record<string, unknown> = {};
      entries.forEach(([key], i) => { if (values[i] !== undefined) object[key] = values[i]; });
      if (extra) object[extra[0]] = extra[1];
      return object;
    });
}

/** What a query string or path segment makes of a value: its text (objects as JSON). */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** Percent-encoded UTF-8, as a browser sends it (a lone surrogate becomes U+FFFD first, as the encoder would). */
const encode = (value: unknown): string => encodeURIComponent(Buffer.from(asText(value), 'utf8').toString('utf8'));

/** A path segment: encoded, or raw traversal that the router sees as other segments. */
const segmentFor = (parameter: Parameter): fc.Arbitrary<string> => fc.oneof(
  { arbitrary: plausibleFor(parameter.schema, parameter.name, 0).map((v) => encode(v ?? 'x') || 'x'), weight: 6 },
  { arbitrary: junk.map((v) => encode(v).slice(0, 90) || 'x'), weight: 2 },
  { arbitrary: fc.constantFrom('..', '../..', '%2e%2e%2f%2e%2e', '..%2F..%2Fapi%2Fhealth', '%00', '%zz', '%C0%AE', 'x'.repeat(300)), weight: 1 },
);

const BROKEN_JSON = ['{"a":', '[1,2', '{"a":1}}', '\u0000', '{"__proto__":{"polluted":1}}', 'nul', `${'['.repeat(5_000)}`, '"\\ud800"'];

function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParams.map(segmentFor)).map((segments) => pathParams.reduce(
    (url, parameter, i) => url.replace(`{${parameter.name}}`, segments[i] as string), op.path));
  const query = fc.tuple(
    fc.tuple(...queryParams.map((p) => valueFor(p.schema, p.name))),
    fc.option(fc.tuple(fc.constantFrom('languageCode', 'extra', 'limit', 'a[b]', '__proto__'), junk), { freq: 3 }),
  ).map(([values, extra]) => {
    const search = new URLSearchParams();
    queryParams.forEach((p, i) => {
      const value = values[i];
      if (value === undefined) return;
      if (Array.isArray(value)) value.forEach((item) => search.append(p.name, asText(item)));
      else search.append(p.name, asText(value));
    });
    if (extra) search.append(extra[0], asText(extra[1]));
    const text = search.toString();
    return text ? `?${text}` : '';
  });
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = op.multipart
    ? fc.oneof(
      fc.constant({ payload: '--B\r\nContent-Disposition: form-data; name="claim"\r\n\r\n{}\r\n--B--\r\n', contentType: 'multipart/form-data; boundary=B' }),
      fc.string({ maxLength: 200 }).map((text) => ({ payload: text, contentType: 'multipart/form-data; boundary=B' })),
      fc.string({ maxLength: 50 }).map((text) => ({ payload: text, contentType: 'multipart/form-data' })),
      valueFor({ type: 'object', properties: {} }).map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
    )
    : op.body
      ? fc.oneof(
        { arbitrary: valueFor(op.body).map((value) => (value === undefined ? {} : { payload: JSON.stringify(value), contentType: 'application/json' })), weight: 8 },
        { arbitrary: fc.constantFrom(...BROKEN_JSON).map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
        { arbitrary: fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=latin1')
          .map((contentType) => ({ payload: 'a=1', contentType })), weight: 1 },
      )
      : fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: fc.constant({ payload: '{"unexpected":true}', contentType: 'application/json' }), weight: 1 });
  return fc.tuple(path, query, body, fc.constantFrom('es', 'en', 'xx', 'en-US,en;q=0.9', '*')).map(([url, search, { payload, contentType }, language]) => ({
    url: `${url}${search}`,
    headers: { 'accept-language': language, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  }));
}

// ---- what every answer must be ----

/** What an error answer must never show: a stack frame, a source path, a framework or Node error code, SQL internals. */
const LEAK = /\bat [\w$.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+|\bFST_[A-Z_]+|\bERR_[A-Z_]+|"stack"|SQLSTATE|syntax error at|relation "|duplicate key|violates/;

function judge(op: Operation, caller: Caller, request: FuzzRequest, res: LightMyRequestResponse): void {
  counts.requests += 1;
  counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
  const where = `${caller}: ${op.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) counts.serverErrors += 1;
  expect([where, res.statusCode < 500]).toEqual([where, true]);
  if (res.statusCode < 400) return;
  let body: { errors?: { general?: unknown[]; fieldsErrors?: unknown[] } } | undefined;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  const errors = body?.errors;
  const shaped = Array.isArray(errors?.general) && Array.isArray(errors?.fieldsErrors) && errors.general.length + errors.fieldsErrors.length > 0;
  expect([where, shaped]).toEqual([where, true]);
  expect([where, LEAK.test(res.body)]).toEqual([where, false]);
}

describe.each(CALLERS)('every operation of the OpenAPI document, fuzzed, as %s', (caller) => {
  test('no 5xx, an error body on every 4xx, nothing internal shown', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const sliceMs = BUDGET_MS / operations.length;
    for (const op of operations) {
      const property = fc.asyncProperty(requestFor(op), async (request) => {
        // A fresh session for each request: a fuzzed sign-out must not turn the next requests into "no session".
        const userId = userIds[caller as 'guest' | 'customer'];
        const cookie = userId === undefined ? undefined : await sessionCookieFor(ctx, userId);
        const res = await ctx.app.inject({
          method: op.method as 'GET', url: request.url,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        judge(op, caller, request, res);
      });
      await fc.assert(property, { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: sliceMs, markInterruptAsFailure: false, endOnFailure: true });
    }
  });
});
