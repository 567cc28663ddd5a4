// The complaints book's per-user limits at their defaults: 30 proof-of-work challenges and 10 filings per customer and
// hour, answered 429 with Retry-After and retryAfterSeconds in the request's language, counted in the database so that
// two API instances share one count, and a filing over the limit refused before its body is read.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import { solve } from '../src/lib/proof-of-work.js';
import { claimsLimitsFromEnv, DEFAULT_CLAIMS_LIMITS } from '../src/modules/claims/limits.js';
import { baseClaim, multipart, pdf } from './helpers/claims.js';
import { newCustomer, type TestCaller } from './helpers/sessions.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

// 10:20 in Lima: the hour's window ends at 11:00, 40 minutes on.
const START = '2026-11-23T15:20:00Z';
const clock = new ManualClock(START);
const noMail = { send: async () => undefined };

let ctx: TestContext;
/** A second API instance on the same database (as behind nginx). */
let other: FastifyInstance;
beforeAll(async () => {
  process.env.CLAIMS_POW_BITS = '4';
  ctx = await createTestApp({ clock, mailer: noMail });
  other = await buildApp({ database: ctx.database, seedDemo: false, clock, mailer: noMail });
  await other.ready();
});
afterAll(async () => {
  delete process.env.CLAIMS_POW_BITS;
  await other?.close();
  await ctx?.close();
});
afterEach(() => clock.set(START));

const challenge = (app: FastifyInstance, caller: TestCaller, lang = 'es') =>
  app.inject({ method: 'GET', url: `/api/v1/PE/claims/challenge?languageCode=${lang}`, headers: { cookie: caller.cookie } });
const fileWith = (app: FastifyInstance, caller: TestCaller, body: ReturnType<typeof multipart>) =>
  app.inject({ method: 'POST', url: '/api/v1/PE/claims', headers: { ...body.headers, cookie: caller.cookie }, payload: body.payload });

function expectTooMany(res: LightMyRequestResponse, identifier: string, message: string): void {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe('2400');
  expect(res.json()).toEqual({ errors: { general: [{ identifier, message }], fieldsErrors: [] }, retryAfterSeconds: 2400 });
}

test('the defaults are 30 challenges and 10 filings per hour; the environment can change them, not to nonsense', () => {
  expect(DEFAULT_CLAIMS_LIMITS).toEqual({ challengesPerHour: 30, filingsPerHour: 10 });
  expect(claimsLimitsFromEnv({})).toEqual(DEFAULT_CLAIMS_LIMITS);
  expect(claimsLimitsFromEnv({ CLAIMS_CHALLENGES_PER_HOUR: '5', CLAIMS_FILINGS_PER_HOUR: '2' })).toEqual({ challengesPerHour: 5, filingsPerHour: 2 });
  expect(() => claimsLimitsFromEnv({ CLAIMS_FILINGS_PER_HOUR: '0' })).toThrow(/CLAIMS_FILINGS_PER_HOUR/);
  expect(() => claimsLimitsFromEnv({ CLAIMS_CHALLENGES_PER_HOUR: 'many' })).toThrow(/CLAIMS_CHALLENGES_PER_HOUR/);
});

test('challenges: 30 per customer and hour across both instances, the 31st is a translated 429; others and the next hour are free', async () => {
  const ana = await newCustomer(ctx);
  const luis = await newCustomer(ctx);
  for (let i = 0; i < 30; i += 1) expect((await challenge(i % 2 ? other : ctx.app, ana)).statusCode).toBe(200);
  expectTooMany(await challenge(ctx.app, ana), 'error.claims.tooManyChallenges',
    'Pediste demasiadas verificaciones de seguridad. Inténtalo de nuevo en 40 minutos.');
  expectTooMany(await challenge(other, ana, 'en'), 'error.claims.tooManyChallenges',
    'You asked for too many security checks. Please try again in 40 minutes.');
  expect((await challenge(ctx.app, luis)).statusCode).toBe(200);
  clock.advance(40 * 60_000);
  expect((await challenge(other, ana)).statusCode).toBe(200);
});

test('filings: 10 per customer and hour across both instances, refused ones included; the 11th is refused before its body is read', async () => {
  const ana = await newCustomer(ctx);
  // Ten attempts that fail on their fields still count: each could have carried 32 MB.
  for (let i = 0; i < 10; i += 1) expect((await fileWith(i % 2 ? other : ctx.app, ana, multipart({ nonsense: true }))).statusCode).toBe(400);
  const res = await challenge(ctx.app, ana);
  const { challengeId, prefix, difficulty } = res.json();
  const valid = multipart(baseClaim({ challengeId, nonce: solve(prefix, difficulty) }), [{ name: 'a.pdf', content: pdf() }]);
  const claimsBefore = await ctx.database.db.selectFrom('claims').select('claim_id').where('user_id', '=', ana.userId).execute();
  expectTooMany(await fileWith(other, ana, valid), 'error.claims.tooManyFilings',
    'Enviaste demasiados reclamos seguidos. Inténtalo de nuevo en 40 minutos.');
  expect(await ctx.database.db.selectFrom('claims').select('claim_id').where('user_id', '=', ana.userId).execute()).toEqual(claimsBefore);
  // Counted before the body is read: a body that would be a 400 is a 429 too.
  expect((await fileWith(ctx.app, ana, multipart({ nonsense: true }))).statusCode).toBe(429);
  // The next hour, a filing goes through again.
  clock.advance(40 * 60_000);
  const fresh = (await challenge(ctx.app, ana)).json();
  const next = multipart(baseClaim({ challengeId: fresh.challengeId, nonce: solve(fresh.prefix, fresh.difficulty) }));
  expect((await fileWith(ctx.app, ana, next)).statusCode).toBe(201);
});

test('the OpenAPI document states the limits and the 429 answers', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const challengeOp = doc.paths['/api/v1/{countryId}/claims/challenge'].get;
  const fileOp = doc.paths['/api/v1/{countryId}/claims'].post;
  expect(challengeOp.description).toContain('At most 30 per customer and hour');
  expect(fileOp.description).toContain('At most 10 filings per customer and hour');
  expect(Object.keys(challengeOp.responses)).toContain('429');
  expect(Object.keys(fileOp.responses)).toContain('429');
});
