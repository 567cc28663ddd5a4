// Consents (Ley 29733): the login needs the terms and the privacy policy accepted and records them with their versions and
// time; the optional marketing consent is given at login or in settings and withdrawn there; owner only.
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

const clock = new ManualClock('2026-11-21T15:00:00Z');
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });
const db = () => ctx.database.db;

let phones = 0;
const nextPhone = (): string => `95${String(++phones).padStart(7, '0')}`;
const login = (phone: string) => ({ contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' });

const post = (url: string, payload: object, lang: 'es' | 'en' = 'es', cookie?: string): Promise<LightMyRequestResponse> => ctx.app.inject({
  method: 'POST', url, payload, headers: { 'x-forwarded-for': `203.0.113.${phones % 250}`, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
});

/** Asks for a code and answers it (the development outbox holds it). */
async function codeFor(phone: string): Promise<string> {
  expect((await post('/api/v1/PE/login/request-otp', login(phone))).statusCode).toBe(200);
  const outbox = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(`+51${phone}`)}` });
  return outbox.json()[0].code as string;
}

async function logIn(phone: string, extra: object): Promise<TestCaller & { response: LightMyRequestResponse }> {
  const response = await post('/api/v1/PE/login/verify-otp', { ...login(phone), otp: await codeFor(phone), ...extra });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return { userId: response.json().user.userId as number, cookie: `${SESSION_COOKIE}=${cookie?.value}`, response };
}

const rowsOf = async (userId: number) => db().selectFrom('consents').select(['purpose', 'granted', 'policy_version', 'source', 'recorded_at'])
  .where('user_id', '=', userId).orderBy('consent_id').execute();
const consents = (caller: TestCaller, userId = caller.userId) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/PE/customers/${userId}/consents`, headers: { cookie: caller.cookie } });
const setMarketing = (caller: TestCaller, granted: unknown, userId = caller.userId) => ctx.app.inject({
  method: 'PUT', url: `/api/v1/PE/customers/${userId}/consents/marketing`, headers: { cookie: caller.cookie }, payload: { granted } as object,
});

describe('the login', () => {
  test('without the terms and the privacy policy accepted → 400 on termsAccepted, translated, before the code is tried; nothing changes', async () => {
    const phone = nextPhone();
    const code = await codeFor(phone);
    const counts = await tableCounts(ctx.database);
    for (const [extra, lang] of [[{}, 'es'], [{ termsAccepted: false }, 'en']] as const) {
      const res = await post('/api/v1/PE/login/verify-otp', { ...login(phone), otp: code, ...extra }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.fieldsErrors).toEqual([{
        fieldName: 'termsAccepted', identifier: 'error.consent.termsRequired',
        message: lang === 'es' ? 'Para continuar acepta los Términos y condiciones y la Política de privacidad.'
          : 'To continue, accept the Terms and conditions and the Privacy policy.',
      }]);
    }
    expect(await tableCounts(ctx.database)).toEqual(counts);
    const otp = await db().selectFrom('otps').select(['attempts', 'used']).where('target', '=', `+51${phone}`).executeTakeFirstOrThrow();
    expect(otp).toEqual({ attempts: 0, used: false });
    // The same code still works once the box is ticked.
    const ok = await post('/api/v1/PE/login/verify-otp', { ...login(phone), otp: code, termsAccepted: true });
    expect(ok.statusCode).toBe(200);
  });

  test('records the terms and the privacy policy with their versions and time; marketing only when its box was ticked', async () => {
    const plain = await logIn(nextPhone(), { termsAccepted: true });
    expect(await rowsOf(plain.userId)).toEqual([
      { purpose: 'TERMS', granted: true, policy_version: '1', source: 'LOGIN', recorded_at: clock.now() },
      { purpose: 'PRIVACY', granted: true, policy_version: '1', source: 'LOGIN', recorded_at: clock.now() },
    ]);
    const keen = await logIn(nextPhone(), { termsAccepted: true, marketingConsent: true });
    expect((await rowsOf(keen.userId)).map((r) => [r.purpose, r.granted])).toEqual([['TERMS', true], ['PRIVACY', true], ['MARKETING', true]]);
  });

  test('the next login records nothing new, and an unticked marketing box withdraws nothing; a new policy version is recorded once accepted', async () => {
    const phone = nextPhone();
    const first = await logIn(phone, { termsAccepted: true, marketingConsent: true });
    clock.advance(60 * 60_000);
    await logIn(phone, { termsAccepted: true });
    expect(await rowsOf(first.userId)).toHaveLength(3);

    await db().updateTable('static_pages').set({ version: '2026-12' }).where('page_key', '=', 'policy').execute();
    try {
      const before = (await consents(first)).json();
      expect(before.privacy).toMatchObject({ accepted: false, version: '1', currentVersion: '2026-12' });
      clock.advance(60 * 60_000);
      const again = await logIn(phone, { termsAccepted: true });
      expect((await rowsOf(first.userId)).slice(3)).toEqual([
        { purpose: 'PRIVACY', granted: true, policy_version: '2026-12', source: 'LOGIN', recorded_at: clock.now() },
      ]);
      expect((await consents(again)).json()).toEqual({
        terms: { accepted: true, version: '1', acceptedAt: '2026-11-21T15:00:00.000Z', currentVersion: '1' },
        privacy: { accepted: true, version: '2026-12', acceptedAt: clock.now().toISOString(), currentVersion: '2026-12' },
        marketing: { granted: true, version: '1', recordedAt: '2026-11-21T15:00:00.000Z' },
      });
    } finally {
      await db().updateTable('static_pages').set({ version: '1' }).where('page_key', '=', 'policy').execute();
      clock.set('2026-11-21T15:00:00Z');
    }
  });
});

describe('marketing consent in settings', () => {
  test('withdrawn and given again, each recorded with the policy version and time; the same value again records nothing', async () => {
    const customer = await logIn(nextPhone(), { termsAccepted: true, marketingConsent: true });
    clock.advance(5 * 60_000);
    try {
      const off = await setMarketing(customer, false);
      expect(off.statusCode).toBe(200);
      expect(off.json().marketing).toEqual({ granted: false, version: '1', recordedAt: clock.now().toISOString() });
      expect((await setMarketing(customer, false)).json().marketing.granted).toBe(false);
      const rows = await rowsOf(customer.userId);
      expect(rows).toHaveLength(4);
      expect(rows[3]).toEqual({ purpose: 'MARKETING', granted: false, policy_version: '1', source: 'SETTINGS', recorded_at: clock.now() });
      clock.advance(5 * 60_000);
      expect((await setMarketing(customer, true)).json().marketing).toEqual({ granted: true, version: '1', recordedAt: clock.now().toISOString() });
      expect(await rowsOf(customer.userId)).toHaveLength(5);
    } finally {
      clock.set('2026-11-21T15:00:00Z');
    }
  });

  test('a customer who never answered may give it; "off" for someone never asked is recorded as a refusal', async () => {
    const customer = await newCustomer(ctx);
    expect((await consents(customer)).json().marketing).toEqual({ granted: false, version: null, recordedAt: null });
    expect((await setMarketing(customer, false)).json().marketing).toEqual({ granted: false, version: '1', recordedAt: clock.now().toISOString() });
    expect((await setMarketing(customer, true)).json().marketing.granted).toBe(true);
  });

  test('owner only: another customer 403, a guest 403, no session 401, a bad body 400; nothing changes', async () => {
    const owner = await newCustomer(ctx);
    const other = await newCustomer(ctx);
    const guest = await newGuest(ctx);
    const counts = await tableCounts(ctx.database);
    expect((await consents(other, owner.userId)).statusCode).toBe(403);
    expect((await setMarketing(other, true, owner.userId)).statusCode).toBe(403);
    expect((await consents(guest)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/PE/customers/${owner.userId}/consents` })).statusCode).toBe(401);
    const bad = await setMarketing(owner, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fieldsErrors[0].fieldName).toBe('granted');
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });
});
