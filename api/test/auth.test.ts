// Guests, phone login with one-time codes (limits, expiry, tries), the guest → customer merge, e-mail change, sign-out.
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { buildApp } from '../src/app.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../src/plugins/session.js';
import { MAX_LINE_QUANTITY } from '../src/modules/cart/limits.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest, sessionCookieFor } from './helpers/sessions.js';

const clock = new ManualClock('2026-11-21T15:00:00Z');
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Every test works from its own network address and phone numbers, so per-IP and per-phone limits do not mix.
let ipCounter = 0;
const nextIp = (): string => { ipCounter += 1; return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`; };
let phoneCounter = 0;
const nextPhone = (): string => { phoneCounter += 1; return `96${String(phoneCounter).padStart(7, '0')}`; };

interface CallOptions { cookie?: string | undefined; ip?: string; lang?: 'es' | 'en'; headers?: Record<string, string> }

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method, url, ...(payload ? { payload } : {}),
    headers: {
      'x-forwarded-for': options.ip ?? '192.0.2.1',
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

/** The session cookie a response sets, as a Cookie header value. */
function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

const guestBody = (deviceUid = `device-${Math.random().toString(36).slice(2)}`) => ({ deviceUid, deviceType: 'web', countryId: 'PE', appVersion: '1.0.0' });
const createGuest = (options: CallOptions = {}) => call('POST', '/api/v1/PE/guest-users', guestBody(), { ip: nextIp(), ...options });

const loginBody = (phone: string) => ({ contactNumber: phone, countryCode: '+51', otpType: 'LOGIN' });
const requestCode = (phone: string, options: CallOptions = {}) => call('POST', '/api/v1/PE/login/request-otp', loginBody(phone), options);
const verifyCode = (phone: string, otp: string, options: CallOptions = {}) =>
  call('POST', '/api/v1/PE/login/verify-otp', { ...loginBody(phone), otp, termsAccepted: true }, options);

async function outbox(to: string): Promise<{ to: string; channel: string; code: string; body: string; createdAt: string }[]> {
  const response = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function latestCode(to: string): Promise<string> {
  const [latest] = await outbox(to);
  if (!latest) throw new Error(`no code for ${to}`);
  return latest.code;
}
/** A code that is not `code`. */
const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Full phone login; answers the response and the new session cookie. */
async function login(phone: string, options: CallOptions = {}): Promise<{ response: LightMyRequestResponse; cookie: string }> {
  const ip = options.ip ?? nextIp();
  const requested = await requestCode(phone, { ...options, ip });
  expect(requested.statusCode).toBe(200);
  const response = await verifyCode(phone, await latestCode(`+51${phone}`), { ...options, ip });
  expect(response.statusCode).toBe(200);
  return { response, cookie: sessionCookieOf(response) };
}

/** Any call that needs a session: 200 with it, 401 without. */
async function sessionWorks(cookie: string): Promise<boolean> {
  const response = await call('POST', '/api/v1/PE/login/request-otp', { otpType: 'CHANGE_EMAIL', email: 'not-an-email' }, { cookie });
  // With a live customer session the e-mail is checked (400); without a session the answer is 401.
  return response.statusCode !== 401;
}

const expectRetryAfter = (response: LightMyRequestResponse, identifier: string): number => {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body.errors.general[0].identifier).toBe(identifier);
  expect(Number(response.headers['retry-after'])).toBe(body.retryAfterSeconds);
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  return body.retryAfterSeconds as number;
};

describe('guest users', () => {
  test('a new guest gets a session cookie (HttpOnly, SameSite=Lax, Path=/), a device, an active cart; the same session answers the same user', async () => {
    const ip = nextIp();
    const response = await call('POST', '/api/v1/PE/guest-users', guestBody('browser-1'), { ip });
    expect(response.statusCode).toBe(201);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    const answer = response.json();
    expect(answer).toEqual({
      user: {
        userId: expect.any(Number), firstName: null, lastName: null, contactNumber: null, countryCode: null, email: null, dob: null,
        userRoles: [{ roleId: 2, roleName: 'WEB_GUEST_USER' }], userAddresses: [],
      },
      cartId: expect.any(Number),
      userAddressId: null,
    });
    const cart = await ctx.database.db.selectFrom('carts').select(['user_id', 'status']).where('cart_id', '=', answer.cartId).executeTakeFirstOrThrow();
    expect(cart).toEqual({ user_id: answer.user.userId, status: 'ACTIVE' });
    const device = await ctx.database.db.selectFrom('devices').select(['user_id', 'device_type']).where('device_uid', '=', 'browser-1').executeTakeFirstOrThrow();
    expect(device).toEqual({ user_id: answer.user.userId, device_type: 'web' });

    const cookie = sessionCookieOf(response);
    const before = await tableCounts(ctx.database);
    const again = await call('POST', '/api/v1/PE/guest-users', guestBody('browser-1'), { ip, cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test('behind https (X-Forwarded-Proto from our proxy) the cookie is __Host-shop_sid: Secure, Path=/, no Domain', async () => {
    const response = await createGuest({ headers: { 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(201);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  test('bad bodies and unknown countries are refused without creating anything', async () => {
    const before = await tableCounts(ctx.database);
    const mismatch = await call('POST', '/api/v1/PE/guest-users', { ...guestBody(), countryId: 'CO' }, { ip: nextIp(), lang: 'en' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.fieldsErrors).toEqual([
      { fieldName: 'countryId', identifier: 'error.auth.countryMismatch', message: 'The country must be the one in the path (PE).' },
    ]);
    const badType = await call('POST', '/api/v1/PE/guest-users', { ...guestBody(), deviceType: 'ios' }, { ip: nextIp() });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.fieldsErrors[0].fieldName).toBe('deviceType');
    const noUid = await call('POST', '/api/v1/PE/guest-users', { ...guestBody(), deviceUid: '' }, { ip: nextIp() });
    expect(noUid.json().errors.fieldsErrors[0]).toMatchObject({ fieldName: 'deviceUid', identifier: 'error.validation.tooShort' });
    const unknown = await call('POST', '/api/v1/CO/guest-users', { ...guestBody(), countryId: 'CO' }, { ip: nextIp() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.general[0].identifier).toBe('error.country.notFound');
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test('at most 30 new guests per network address and hour: then 429 with Retry-After, other addresses unaffected, again after the hour', async () => {
    clock.set('2026-11-21T16:00:00Z');
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await createGuest({ ip })).statusCode).toBe(201);
    }
    clock.advance(20 * MINUTE);
    const users = await tableCounts(ctx.database);
    const refused = await createGuest({ ip, lang: 'en' });
    const wait = expectRetryAfter(refused, 'error.auth.tooManyGuests');
    expect(wait).toBe(40 * 60);
    expect(refused.json().errors.general[0].message).toBe('Too many sign-ups from your network. Please try again in 40 minutes.');
    expect((await tableCounts(ctx.database)).users).toBe(users.users);
    expect((await createGuest()).statusCode).toBe(201);
    clock.advance(40 * MINUTE);
    expect((await createGuest({ ip })).statusCode).toBe(201);
  });
});

describe('request-otp', () => {
  test('validations: 9 digits, the country calling code (+51), the otp type; nothing is stored', async () => {
    const before = await tableCounts(ctx.database);
    const ip = nextIp();
    const short = await call('POST', '/api/v1/PE/login/request-otp', loginBody('98765432'), { ip });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.fieldsErrors).toEqual([
      { fieldName: 'contactNumber', identifier: 'error.auth.phoneInvalid', message: 'Ingresa un celular peruano: 9 dígitos que empiezan con 9.' },
    ]);
    const letters = await call('POST', '/api/v1/PE/login/request-otp', loginBody('98765432a'), { ip });
    expect(letters.json().errors.fieldsErrors[0].identifier).toBe('error.auth.phoneInvalid');
    // Nine digits that are not a mobile (a Lima landline with its area code, a number of another country).
    for (const landline of ['014567890', '812345678', '+1 212 555 0100']) {
      const notMobile = await call('POST', '/api/v1/PE/login/request-otp', loginBody(landline), { ip, lang: 'en' });
      expect([landline, notMobile.statusCode, notMobile.json().errors.fieldsErrors]).toEqual([landline, 400, [
        { fieldName: 'contactNumber', identifier: 'error.auth.phoneInvalid', message: 'Enter a Peruvian mobile number: 9 digits starting with 9.' },
      ]]);
    }
    const colombia = await call('POST', '/api/v1/PE/login/request-otp', { ...loginBody(nextPhone()), countryCode: '+57' }, { ip, lang: 'en' });
    expect(colombia.statusCode).toBe(400);
    expect(colombia.json().errors.fieldsErrors).toEqual([
      { fieldName: 'countryCode', identifier: 'error.auth.countryCodeInvalid', message: 'The country code must be +51.' },
    ]);
    const type = await call('POST', '/api/v1/PE/login/request-otp', { ...loginBody(nextPhone()), otpType: 'SMS' }, { ip });
    expect(type.json().errors.fieldsErrors[0]).toMatchObject({ fieldName: 'otpType', identifier: 'error.validation.invalidOption' });
    const missing = await call('POST', '/api/v1/PE/login/request-otp', { otpType: 'LOGIN' }, { ip });
    expect(missing.json().errors.fieldsErrors.map((f: { fieldName: string; identifier: string }) => `${f.fieldName}:${f.identifier}`).sort())
      .toEqual(['contactNumber:error.validation.required', 'countryCode:error.validation.required']);
    const unknown = await call('POST', '/api/v1/XX/login/request-otp', loginBody(nextPhone()), { ip });
    expect(unknown.statusCode).toBe(404);
    expect(await tableCounts(ctx.database)).toEqual(before);
  });

  test('a number pasted with the +51 calling code or separators logs in as its nine digits', async () => {
    const phone = nextPhone();
    const spaced = `+51 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const requested = await requestCode(spaced, { ip: nextIp() });
    expect(requested.statusCode).toBe(200);
    const code = await latestCode(`+51${phone}`);
    const hyphens = `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
    const verified = await verifyCode(hyphens, code, { ip: nextIp() });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ contactNumber: phone, countryCode: '+51' });
  });

  test('CHANGE_EMAIL needs a customer session and a valid e-mail that no one else uses', async () => {
    const ip = nextIp();
    const body = { otpType: 'CHANGE_EMAIL', contactNumber: '987654321', countryCode: '+51', email: 'nuevo@example.pe' };
    const before = await tableCounts(ctx.database);
    const anonymous = await call('POST', '/api/v1/PE/login/request-otp', body, { ip });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors.general[0].identifier).toBe('error.auth.sessionRequired');
    const guest = await newGuest(ctx);
    const asGuest = await call('POST', '/api/v1/PE/login/request-otp', body, { ip, cookie: guest.cookie });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().errors.general[0].identifier).toBe('error.auth.customerRequired');
    const customer = await newCustomer(ctx);
    const invalid = await call('POST', '/api/v1/PE/login/request-otp', { ...body, email: 'nuevo@' }, { ip, cookie: customer.cookie });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.fieldsErrors).toEqual([{ fieldName: 'email', identifier: 'error.email.invalid', message: 'Ingresa un correo electrónico válido.' }]);
    const missing = await call('POST', '/api/v1/PE/login/request-otp', { otpType: 'CHANGE_EMAIL' }, { ip, cookie: customer.cookie });
    expect(missing.json().errors.fieldsErrors).toEqual([expect.objectContaining({ fieldName: 'email', identifier: 'error.validation.required' })]);
    const taken = await call('POST', '/api/v1/PE/login/request-otp', { ...body, email: ' Maria.Quispe@Example.PE ' }, { ip, cookie: customer.cookie, lang: 'en' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.general).toEqual([{ identifier: 'error.email.taken', message: 'This e-mail address already belongs to another account.' }]);
    const after = await tableCounts(ctx.database);
    // Only the two test sessions (and their users) were added.
    expect({ ...after, sessions: before.sessions, users: before.users, user_roles: before.user_roles, customers: before.customers }).toEqual(before);
  });

  test('the code reaches the development outbox (newest first, in the shopper\'s language); a resend within 60 s is refused', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    const first = await requestCode(phone, { ip });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ otpSent: true, expiresInSeconds: 600, resendInSeconds: 60 });
    const [sent] = await outbox(`+51${phone}`);
    expect(sent).toEqual({
      to: `+51${phone}`, channel: 'SMS', code: expect.stringMatching(/^[0-9]{6}$/),
      body: `Tu código de Mi Bodega Express es ${sent?.code}. Vence en 10 minutos.`, createdAt: clock.now().toISOString(),
    });
    // The code is stored as a hash only.
    const row = await ctx.database.db.selectFrom('otps').select(['code_hash', 'channel', 'ip']).where('target', '=', `+51${phone}`).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(sent?.code);
    expect(row).toMatchObject({ channel: 'SMS', ip });

    clock.advance(10_000);
    const early = await requestCode(phone, { ip, lang: 'en' });
    expect(expectRetryAfter(early, 'error.otp.resendTooSoon')).toBe(50);
    expect(early.json().errors.general[0].message).toBe('Please wait 50 seconds before asking for another code.');
    expect(await outbox(`+51${phone}`)).toHaveLength(1);

    clock.advance(50_000);
    const resend = await requestCode(phone, { ip, lang: 'en' });
    expect(resend.statusCode).toBe(200);
    const codes = await outbox(`+51${phone}`);
    expect(codes).toHaveLength(2);
    expect(codes[0]?.body).toBe(`Your Mi Bodega Express code is ${codes[0]?.code}. It expires in 10 minutes.`);
    expect(codes[1]?.code).toBe(sent?.code);
    // Digits alone (a '+' that the query string turned into a space) find the same messages.
    const loose = await call('GET', `/api/dev/outbox?to=+51${phone}`);
    expect(loose.json()).toEqual(codes);
    // Without a recipient nothing is listed: a demo deployment must not show everyone's codes to whoever asks.
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=', '/api/dev/outbox?to=%20']) {
      const everyone = await call('GET', url, undefined, { lang: 'en' });
      expect(everyone.statusCode).toBe(400);
      expect(everyone.json().errors.fieldsErrors).toEqual([{ fieldName: 'to', identifier: 'error.validation.required', message: 'This field is required.' }]);
    }

    // The first code died with the resend; the new one works.
    const old = await verifyCode(phone, sent?.code as string, { ip });
    if (sent?.code !== codes[0]?.code) {
      expect(old.statusCode).toBe(400);
      expect(old.json().errors.fieldsErrors[0].identifier).toBe('error.otp.invalid');
    }
    expect((await verifyCode(phone, codes[0]?.code as string, { ip })).statusCode).toBe(200);
  });

  test('at most 5 codes per phone in a rolling hour, then 429 until the oldest is an hour old', async () => {
    const phone = nextPhone();
    const start = clock.now().getTime();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(phone, { ip: nextIp() })).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const refused = await requestCode(phone, { ip: nextIp(), lang: 'es' });
    expect(expectRetryAfter(refused, 'error.otp.tooManyCodes')).toBe(55 * 60);
    expect(refused.json().errors.general[0].message).toBe('Pediste demasiados códigos. Inténtalo de nuevo en 55 minutos.');
    clock.set(start + HOUR - 1000);
    expectRetryAfter(await requestCode(phone, { ip: nextIp() }), 'error.otp.tooManyCodes');
    clock.set(start + HOUR);
    expect((await requestCode(phone, { ip: nextIp() })).statusCode).toBe(200);
    expect(await outbox(`+51${phone}`)).toHaveLength(6);
  });

  test('at most 20 codes per network address and hour, whatever the phones', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await requestCode(nextPhone(), { ip })).statusCode).toBe(200);
    }
    clock.advance(30 * MINUTE);
    const phone = nextPhone();
    const refused = await requestCode(phone, { ip, lang: 'en' });
    expect(expectRetryAfter(refused, 'error.otp.tooManyFromNetwork')).toBe(30 * 60);
    expect(refused.json().errors.general[0].message).toBe('Too many codes were asked for from your network. Please try again in 30 minutes.');
    expect(await outbox(`+51${phone}`)).toHaveLength(0);
    expect((await requestCode(phone, { ip: nextIp() })).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await requestCode(nextPhone(), { ip })).statusCode).toBe(200);
  });

  test('requests at the same moment send one code (the 60-second rule holds under concurrency)', async () => {
    const phone = nextPhone();
    const responses = await Promise.all([1, 2, 3].map(() => requestCode(phone, { ip: nextIp() })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    expect(await outbox(`+51${phone}`)).toHaveLength(1);
    expect(await ctx.database.db.selectFrom('otps').select('otp_id').where('target', '=', `+51${phone}`).execute()).toHaveLength(1);
  });

  test('a sender failure answers 502 (not the 503 of maintenance) and withdraws the code; the outbox route exists only with the development sender', async () => {
    const failing = { send: async () => { throw new Error('SMS provider down'); } };
    const other = await buildApp({ database: ctx.database, seedDemo: false, clock, otpSender: failing });
    try {
      const phone = nextPhone();
      const response = await other.inject({
        method: 'POST', url: '/api/v1/PE/login/request-otp', payload: loginBody(phone), headers: { 'x-forwarded-for': nextIp(), 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        errors: { general: [{ identifier: 'error.otp.sendFailed', message: 'We could not send the code. Please try again in a few minutes.' }], fieldsErrors: [] },
      });
      expect(await ctx.database.db.selectFrom('otps').select('otp_id').where('target', '=', `+51${phone}`).execute()).toHaveLength(0);
      expect((await other.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  test('after a failed delivery the shopper may ask again at once, and the earlier code still works until a new one goes out', async () => {
    // Decided: a code that never left counts for none of the limits (60 s, per phone, per network address).
    let down = false;
    const sent: { to: string; code: string }[] = [];
    const outboxSender = { send: async (message: { to: string; code: string }) => {
      if (down) throw new Error('SMS provider down');
      sent.push(message);
    } };
    const other = await buildApp({ database: ctx.database, seedDemo: false, clock, otpSender: outboxSender });
    const ip = nextIp();
    const ask = async (phone: string, failing: boolean): Promise<string> => {
      down = failing;
      const response = await other.inject({ method: 'POST', url: '/api/v1/PE/login/request-otp', payload: loginBody(phone), headers: { 'x-forwarded-for': ip } });
      expect(response.statusCode).toBe(failing ? 502 : 200);
      return failing ? '' : (sent.at(-1)?.code as string);
    };
    try {
      const phone = nextPhone();
      const first = await ask(phone, false);
      clock.advance(MINUTE);
      // The resend fails: the first code is not voided by a code nobody received. Asking again right away (no 60 s
      // wait), more times than the hourly limit per phone, reaches the sender every time.
      for (let i = 0; i < 7; i += 1) await ask(phone, true);
      const second = await ask(phone, false);
      // Now that a new code went out, the first one is worthless (the same database answers through either app).
      expect((await verifyCode(phone, first, { ip })).statusCode).toBe(400);
      expect((await verifyCode(phone, second, { ip })).statusCode).toBe(200);

      const another = nextPhone();
      const kept = await ask(another, false);
      clock.advance(MINUTE);
      await ask(another, true);
      expect((await verifyCode(another, kept, { ip })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('verify-otp', () => {
  test('a code is valid for 10 minutes', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await requestCode(phone, { ip });
    const code = await latestCode(`+51${phone}`);
    clock.advance(10 * MINUTE);
    const late = await verifyCode(phone, code, { ip, lang: 'en' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.general).toEqual([{ identifier: 'error.otp.expired', message: 'The code has expired or is no longer valid. Please ask for a new one.' }]);

    const other = nextPhone();
    await requestCode(other, { ip });
    clock.advance(10 * MINUTE - 1000);
    expect((await verifyCode(other, await latestCode(`+51${other}`), { ip })).statusCode).toBe(200);
  });

  test('a code works once', async () => {
    const phone = nextPhone();
    const { response } = await login(phone);
    const code = await latestCode(`+51${phone}`);
    expect(response.statusCode).toBe(200);
    const again = await verifyCode(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.general[0].identifier).toBe('error.otp.expired');
  });

  test('wrong codes count down; the 5th wrong try burns the code, after which the right one fails too', async () => {
    const phone = nextPhone();
    await requestCode(phone, { ip: nextIp() });
    const code = await latestCode(`+51${phone}`);
    const wrong = otherCode(code);
    for (const remaining of [4, 3, 2, 1]) {
      const response = await verifyCode(phone, wrong, { lang: remaining === 1 ? 'en' : 'es' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fieldsErrors).toEqual([{
        fieldName: 'otp', identifier: 'error.otp.invalid',
        message: remaining === 1 ? 'The code is not correct. 1 tries left.' : `El código no es correcto. Te quedan ${remaining} intentos.`,
      }]);
    }
    const fifth = await verifyCode(phone, wrong);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().errors.general[0]).toEqual({ identifier: 'error.otp.burned', message: 'Demasiados intentos fallidos. Pide un código nuevo.' });
    const right = await verifyCode(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errors.general[0].identifier).toBe('error.otp.expired');
    expect(right.headers['set-cookie']).toBeUndefined();
    // A malformed code is a field error and does not count as a try.
    const malformed = await verifyCode(phone, '12345');
    expect(malformed.json().errors.fieldsErrors[0]).toMatchObject({ fieldName: 'otp', identifier: 'error.otp.format' });
  });

  test('wrong codes count per phone across codes: the 10th in a row locks it for 15 minutes (no code sent or checked), saying until when', async () => {
    // 10:00 in Lima, later than any earlier test's clock.
    clock.set('2026-11-22T15:00:00Z');
    const phone = nextPhone();
    const ip = nextIp();
    await requestCode(phone, { ip });
    const first = await latestCode(`+51${phone}`);
    for (let i = 0; i < 5; i += 1) await verifyCode(phone, otherCode(first), { ip });
    // A new code does not start the count again.
    clock.advance(MINUTE);
    expect((await requestCode(phone, { ip })).statusCode).toBe(200);
    const second = await latestCode(`+51${phone}`);
    for (const remaining of [4, 3, 2, 1]) {
      const wrong = await verifyCode(phone, otherCode(second), { ip });
      expect(wrong.json().errors.fieldsErrors[0]).toMatchObject({ identifier: 'error.otp.invalid', message: `El código no es correcto. Te quedan ${remaining} intentos.` });
    }
    const tenth = await verifyCode(phone, otherCode(second), { ip });
    expect(expectRetryAfter(tenth, 'error.otp.locked')).toBe(15 * 60);
    // 15:01 UTC + 15 min is 10:16 in Lima.
    expect(tenth.json().errors.general[0].message).toBe('Por tu seguridad, después de varios códigos incorrectos seguidos bloqueamos el ingreso por un tiempo. '
      + 'Podrás intentarlo de nuevo hoy a las 10:16 (en 15 min).');
    // While locked: no new code is sent, and even the right code is not looked at.
    clock.advance(10 * MINUTE);
    const asked = await requestCode(phone, { ip, lang: 'en' });
    expect(expectRetryAfter(asked, 'error.otp.locked')).toBe(5 * 60);
    expect(asked.json().errors.general[0].message).toBe('For your security, after several wrong codes in a row we pause sign-in for a while. '
      + 'You can try again today at 10:16 (in 5 min).');
    expect(await outbox(`+51${phone}`)).toHaveLength(2);
    expectRetryAfter(await verifyCode(phone, second, { ip }), 'error.otp.locked');

    // After the lock a right code works and the count starts again: the next wrong code is an ordinary one.
    clock.advance(5 * MINUTE);
    expect((await requestCode(phone, { ip })).statusCode).toBe(200);
    const third = await latestCode(`+51${phone}`);
    expect((await verifyCode(phone, otherCode(third), { ip })).json().errors.fieldsErrors[0].identifier).toBe('error.otp.invalid');
    expect((await verifyCode(phone, third, { ip })).statusCode).toBe(200);
    expect(await ctx.database.db.selectFrom('otp_lockouts').selectAll().where('target', '=', `+51${phone}`).execute()).toEqual([]);
  });

  test('the locks grow: 15 min at the 10th wrong code in a row, then 1 h, 4 h and 24 h at every 5 more — under 30 guesses a day', async () => {
    const { lockMsAfter } = await import('../src/modules/auth/lockout.js');
    const locks = Array.from({ length: 40 }, (_, i) => [i + 1, lockMsAfter(i + 1) / MINUTE] as const).filter(([, minutes]) => minutes > 0);
    expect(locks).toEqual([[10, 15], [15, 60], [20, 240], [25, 1440], [30, 1440], [35, 1440], [40, 1440]]);
    // A whole day of guessing from the first wrong code: 5 free, 5 more after the resend wait, then the locks.
    let guesses = 0;
    let at = 0;
    for (let n = 1; at < 24 * 60; n += 1) {
      guesses += 1;
      at += lockMsAfter(n) / MINUTE + (n % 5 === 0 ? 1 : 0);
    }
    expect(guesses).toBeLessThan(30);
  });

  test('the lock message names the day when it ends on another one', async () => {
    const { lockedError } = await import('../src/modules/auth/lockout.js');
    const now = new Date('2026-11-21T15:00:00Z');
    const error = lockedError('en', new Date(now.getTime() + 24 * HOUR), now);
    expect(error.params).toEqual({ when: 'on 22/11 at 10:00 (in 24 h)' });
    expect(lockedError('es', new Date(now.getTime() + 90 * MINUTE), now).params).toEqual({ when: 'hoy a las 11:30 (en 1 h 30 min)' });
  });

  test('at most 60 codes checked per network address and hour, whatever the phones: then 429, other addresses unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i += 1) expect((await verifyCode(nextPhone(), '123456', { ip })).statusCode).toBe(400);
    const refused = await verifyCode(nextPhone(), '123456', { ip, lang: 'en' });
    expectRetryAfter(refused, 'error.otp.tooManyVerifications');
    expect(refused.json().errors.general[0].message).toMatch(/^Too many codes were entered from your network\. Please try again in \d+ minutes\.$/);
    expect((await verifyCode(nextPhone(), '123456', { ip: nextIp() })).statusCode).toBe(400);
  });

  test('login creates a customer with a customers row, answers the LoginAnswer, renews the session; a second login finds the same user', async () => {
    const phone = nextPhone();
    const guest = await createGuest();
    const guestCookie = sessionCookieOf(guest);
    const { response, cookie } = await login(phone, { cookie: guestCookie });
    const answer = response.json();
    expect(answer).toEqual({
      user: {
        userId: expect.any(Number), firstName: null, lastName: null, contactNumber: phone, countryCode: '+51', email: null, dob: null,
        userRoles: [{ roleId: 1, roleName: 'USER' }], userAddresses: [],
      },
      cartId: expect.any(Number),
      userAddressId: null,
    });
    expect(answer.user.userId).not.toBe(guest.json().user.userId);
    expect(cookie).not.toBe(guestCookie);
    expect(String(response.headers['set-cookie'])).toContain('HttpOnly');
    const customerRow = await ctx.database.db.selectFrom('customers').select('user_id').where('user_id', '=', answer.user.userId).executeTakeFirst();
    expect(customerRow).toBeDefined();
    const cart = await ctx.database.db.selectFrom('carts').select(['user_id', 'status']).where('cart_id', '=', answer.cartId).executeTakeFirstOrThrow();
    expect(cart).toEqual({ user_id: answer.user.userId, status: 'ACTIVE' });
    // Renewal: the pre-login session is gone, the new one is a customer's.
    expect(await sessionWorks(guestCookie)).toBe(false);
    expect(await sessionWorks(cookie)).toBe(true);
    const who = await call('GET', `/api/v1/PE/customers/${answer.user.userId}`, undefined, { cookie });
    expect(who.statusCode).toBe(200);

    clock.advance(MINUTE);
    const second = await login(phone);
    expect(second.response.json().user.userId).toBe(answer.user.userId);
    expect(second.response.json().cartId).toBe(answer.cartId);
    // Both devices' sessions live on: a login elsewhere does not sign the first browser out.
    expect(await sessionWorks(cookie)).toBe(true);
    const users = await ctx.database.db.selectFrom('users').select('user_id').where('contact_number', '=', phone).execute();
    expect(users).toHaveLength(1);

    // Logging in again from a signed-in browser renews that browser's session too.
    clock.advance(MINUTE);
    const third = await login(phone, { cookie: second.cookie });
    expect(third.cookie).not.toBe(second.cookie);
    expect(await sessionWorks(second.cookie)).toBe(false);
    expect(await sessionWorks(third.cookie)).toBe(true);
  });

  test('a seeded customer logs in to its own record (names, date of birth at Lima midnight, verified e-mail, addresses)', async () => {
    const { response } = await login('912345678');
    const { user } = response.json();
    expect(user).toMatchObject({
      firstName: 'José', lastName: 'Rodríguez', contactNumber: '912345678', countryCode: '+51', email: 'jose.rodriguez@example.pe',
      dob: Date.UTC(1985, 8, 30, 5), userRoles: [{ roleId: 1, roleName: 'USER' }],
    });
  });
});

describe('guest → customer merge at login', () => {
  async function products(count: number): Promise<number[]> {
    const rows = await ctx.database.db.selectFrom('products').select('product_id').where('active', '=', true).orderBy('product_id').limit(count).execute();
    return rows.map((r) => r.product_id);
  }
  const line = (cartId: number, productId: number | null, quantity: number, toppings: string | null = null, comboOfferId: number | null = null) => ({
    cart_id: cartId, product_id: productId, combo_offer_id: comboOfferId, quantity, toppings, combo_selection: comboOfferId ? '[]' : null,
  });
  const address = (userId: number, street1: string, defaultShipping: boolean, at: { latitude: number; longitude: number }) => ({
    user_id: userId, country_id: 'PE', street1, latitude: at.latitude, longitude: at.longitude, default_shipping: defaultShipping, alias: 'Home' as const,
  });
  const MIRAFLORES = { latitude: -12.1236, longitude: -77.0293 };
  const AREQUIPA = { latitude: -16.409, longitude: -71.5375 };

  test('cart lines add up (capped), new lines and combos move, addresses move with the guest default; the guest\'s sessions end', async () => {
    const phone = nextPhone();
    // The customer exists with a cart: A×15, B["Queso"]×1; no addresses.
    const first = await login(phone);
    const customer = first.response.json();
    const [a, b, c] = (await products(3)) as [number, number, number];
    const combo = await ctx.database.db.selectFrom('combo_offers').select('combo_offer_id').orderBy('combo_offer_id').executeTakeFirstOrThrow();
    await ctx.database.db.insertInto('cart_items').values([line(customer.cartId, a, 15), line(customer.cartId, b, 1, '["Queso"]')]).execute();

    // The guest: A×10, B["Queso"]×2, B (no toppings)×1, C×3, a combo; two addresses, the second its default.
    const guest = await createGuest();
    const guestCookie = sessionCookieOf(guest);
    const { user: guestUser, cartId: guestCart } = guest.json();
    const otherGuestSession = await sessionCookieFor(ctx, guestUser.userId);
    await ctx.database.db.insertInto('cart_items').values([
      line(guestCart, a, 10), line(guestCart, b, 2, '["Queso"]'), line(guestCart, b, 1), line(guestCart, c, 3), line(guestCart, null, 1, null, combo.combo_offer_id),
    ]).execute();
    await ctx.database.db.insertInto('user_addresses').values(address(guestUser.userId, 'Av. Larco 101', false, MIRAFLORES)).execute();
    await ctx.database.db.insertInto('user_addresses').values(address(guestUser.userId, 'Calle Mercaderes 200', true, AREQUIPA)).execute();
    const guestDefault = await ctx.database.db.selectFrom('user_addresses').select('user_address_id')
      .where('user_id', '=', guestUser.userId).where('default_shipping', '=', true).executeTakeFirstOrThrow();

    clock.advance(MINUTE);
    const { response, cookie } = await login(phone, { cookie: guestCookie });
    const answer = response.json();
    expect(answer.user.userId).toBe(customer.user.userId);
    expect(answer.cartId).toBe(customer.cartId);
    const lines = await ctx.database.db.selectFrom('cart_items').select(['product_id', 'combo_offer_id', 'quantity', 'toppings'])
      .where('cart_id', '=', customer.cartId).orderBy('cart_item_id').execute();
    expect(lines).toEqual(expect.arrayContaining([
      { product_id: a, combo_offer_id: null, quantity: MAX_LINE_QUANTITY, toppings: null },
      { product_id: b, combo_offer_id: null, quantity: 3, toppings: '["Queso"]' },
      { product_id: b, combo_offer_id: null, quantity: 1, toppings: null },
      { product_id: c, combo_offer_id: null, quantity: 3, toppings: null },
      { product_id: null, combo_offer_id: combo.combo_offer_id, quantity: 1, toppings: null },
    ]));
    expect(lines).toHaveLength(5);
    expect(await ctx.database.db.selectFrom('cart_items').select('cart_item_id').where('cart_id', '=', guestCart).execute()).toHaveLength(0);

    // Addresses: the customer had none, so the guest's default is the customer's default now.
    expect(answer.userAddressId).toBe(guestDefault.user_address_id);
    expect(answer.user.userAddresses).toEqual([
      expect.objectContaining({ userAddressId: guestDefault.user_address_id, userId: customer.user.userId, street1: 'Calle Mercaderes 200', defaultShipping: true, storeExists: false }),
      expect.objectContaining({ userId: customer.user.userId, street1: 'Av. Larco 101', defaultShipping: false, storeExists: true, alias: 'Home', countryId: 'PE' }),
    ]);
    // The guest is finished: no sessions (not even its other browser), no addresses.
    expect(await sessionWorks(guestCookie)).toBe(false);
    expect(await sessionWorks(otherGuestSession)).toBe(false);
    expect(await ctx.database.db.selectFrom('sessions').select('session_id').where('user_id', '=', guestUser.userId).execute()).toHaveLength(0);
    expect(await ctx.database.db.selectFrom('user_addresses').select('user_address_id').where('user_id', '=', guestUser.userId).execute()).toHaveLength(0);
    expect(await sessionWorks(cookie)).toBe(true);
  });

  test('a customer who has a default keeps it: the guest\'s default moves as a plain address', async () => {
    const phone = nextPhone();
    const first = await login(phone);
    const customerId = first.response.json().user.userId as number;
    const own = await ctx.database.db.insertInto('user_addresses').values(address(customerId, 'Av. Pardo 500', true, MIRAFLORES))
      .returning('user_address_id').executeTakeFirstOrThrow();
    const guest = await createGuest();
    const guestId = guest.json().user.userId as number;
    await ctx.database.db.insertInto('user_addresses').values(address(guestId, 'Jr. Guest 1', true, MIRAFLORES)).execute();

    clock.advance(MINUTE);
    const { response } = await login(phone, { cookie: sessionCookieOf(guest) });
    const answer = response.json();
    expect(answer.userAddressId).toBe(own.user_address_id);
    expect(answer.user.userAddresses.map((x: { street1: string; defaultShipping: boolean }) => [x.street1, x.defaultShipping])).toEqual([
      ['Av. Pardo 500', true], ['Jr. Guest 1', false],
    ]);
  });

  const cartCall = (method: 'GET' | 'PUT', cookie: string, cartId: number | null, path = '', payload?: object) =>
    call(method, `/api/v1/PE/es/carts${cartId === null ? '' : `/${cartId}/${path}`}`, payload, { cookie });
  const SCHEDULE = { scheduleDelivery: true, scheduleDate: '22 Nov 2026', scheduleTime: '11:00 AM' };
  const FACTURA = { boletaSimple: false, boleta: false, factura: true, ruc: '20100070970', number: 'Comercial Andina S.A.C.', address: 'Av. Arequipa 1234, Lima' };

  test('the receipt, instructions, schedule and promo the guest chose are the customer\'s cart\'s after the login', async () => {
    const phone = nextPhone();
    await login(phone);
    const guest = await createGuest();
    const guestCookie = sessionCookieOf(guest);
    const { user: guestUser, cartId: guestCart } = guest.json();
    await ctx.database.db.insertInto('user_addresses').values(address(guestUser.userId, 'Av. Larco 101', true, MIRAFLORES)).execute();
    for (const [path, body] of [['invoice-details', FACTURA], ['delivery-instructions', { deliveryInstructions: 'Tocar el timbre dos veces' }], ['schedule-delivery', SCHEDULE]] as const) {
      expect((await cartCall('PUT', guestCookie, guestCart, path, body)).statusCode).toBe(200);
    }
    // Guests cannot apply a promo through the API; a cart that holds one (written before a rule changed) still carries it.
    const promo = await ctx.database.db.selectFrom('promos').select('promo_code_id').orderBy('promo_code_id').executeTakeFirstOrThrow();
    await ctx.database.db.updateTable('carts').set({ promo_code_id: promo.promo_code_id }).where('cart_id', '=', guestCart).execute();

    clock.advance(MINUTE);
    const { cookie } = await login(phone, { cookie: guestCookie });
    const cart = (await cartCall('GET', cookie, null)).json();
    expect(cart.invoiceDetails).toMatchObject({ boletaSimple: false, boleta: false, factura: true, ruc: FACTURA.ruc, number: FACTURA.number, address: FACTURA.address });
    expect(cart.deliveryInstructions).toBe('Tocar el timbre dos veces');
    expect(cart.scheduleDelivery).toEqual(SCHEDULE);
    expect(cart.promoCode.promoCodeId).toBe(promo.promo_code_id);
  });

  test('what the guest left unset keeps the customer\'s own choice; what it set replaces it', async () => {
    const phone = nextPhone();
    const first = await login(phone);
    const customer = first.response.json();
    await ctx.database.db.insertInto('user_addresses').values(address(customer.user.userId, 'Av. Pardo 500', true, MIRAFLORES)).execute();
    expect((await cartCall('PUT', first.cookie, customer.cartId, 'invoice-details', FACTURA)).statusCode).toBe(200);
    expect((await cartCall('PUT', first.cookie, customer.cartId, 'schedule-delivery', SCHEDULE)).statusCode).toBe(200);
    const guest = await createGuest();
    const guestCookie = sessionCookieOf(guest);
    const { user: guestUser, cartId: guestCart } = guest.json();
    await ctx.database.db.insertInto('user_addresses').values(address(guestUser.userId, 'Jr. Guest 1', true, MIRAFLORES)).execute();
    expect((await cartCall('PUT', guestCookie, guestCart, 'invoice-details', { boletaSimple: true, boleta: false, factura: false })).statusCode).toBe(200);

    clock.advance(MINUTE);
    const { cookie } = await login(phone, { cookie: guestCookie });
    const cart = (await cartCall('GET', cookie, null)).json();
    expect(cart.invoiceDetails).toMatchObject({ boletaSimple: true, boleta: false, factura: false, ruc: null, number: null, address: null });
    expect(cart.scheduleDelivery).toEqual(SCHEDULE);
    expect(cart.deliveryInstructions).toBeNull();
  });
});

describe('CHANGE_EMAIL', () => {
  test('the code goes to the new address; verifying stores it as verified and keeps the session', async () => {
    const phone = nextPhone();
    const { cookie, response } = await login(phone);
    const userId = response.json().user.userId as number;
    const ip = nextIp();
    const body = { otpType: 'CHANGE_EMAIL', contactNumber: phone, countryCode: '+51', email: ' Nueva.Persona@Example.PE' };
    const requested = await call('POST', '/api/v1/PE/login/request-otp', body, { cookie, ip });
    expect(requested.statusCode).toBe(200);
    const [sent] = await outbox('nueva.persona@example.pe');
    expect(sent).toMatchObject({ to: 'nueva.persona@example.pe', channel: 'EMAIL' });

    // Another customer cannot use that code.
    const intruder = await newCustomer(ctx);
    const stolen = await call('POST', '/api/v1/PE/login/verify-otp', { ...body, otp: sent?.code }, { cookie: intruder.cookie });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.general[0].identifier).toBe('error.otp.expired');

    const verified = await call('POST', '/api/v1/PE/login/verify-otp', { ...body, otp: sent?.code }, { cookie, ip });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['set-cookie']).toBeUndefined();
    expect(verified.json()).toMatchObject({ user: { userId, email: 'nueva.persona@example.pe' }, cartId: expect.any(Number) });
    const user = await ctx.database.db.selectFrom('users').select(['email', 'email_verified']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ email: 'nueva.persona@example.pe', email_verified: true });
    const customer = await ctx.database.db.selectFrom('customers').select('email').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(customer.email).toBe('nueva.persona@example.pe');
    expect(await sessionWorks(cookie)).toBe(true);

    // Now taken: a second customer cannot ask for it.
    const taken = await call('POST', '/api/v1/PE/login/request-otp', { ...body, email: 'NUEVA.persona@example.pe' }, { cookie: intruder.cookie, ip });
    expect(taken.statusCode).toBe(409);
  });
});

describe('sign-out', () => {
  test('deletes the session and clears the cookie; idempotent, also without a session', async () => {
    const { cookie } = await login(nextPhone());
    const before = await ctx.database.db.selectFrom('sessions').select('session_id').execute();
    const out = await call('DELETE', '/api/v1/users/sessions', undefined, { cookie });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
    expect(await ctx.database.db.selectFrom('sessions').select('session_id').execute()).toHaveLength(before.length - 1);
    expect(await sessionWorks(cookie)).toBe(false);
    expect((await call('DELETE', '/api/v1/users/sessions', undefined, { cookie })).statusCode).toBe(204);
    expect((await call('DELETE', '/api/v1/users/sessions')).statusCode).toBe(204);
  });
});

describe('current session (who am I)', () => {
  const current = (cookie?: string) => call('GET', '/api/v1/users/sessions/current', undefined, { cookie });

  test('without a session or with an unknown one: signedIn false, every field null, nothing created', async () => {
    const counts = await tableCounts(ctx.database);
    for (const cookie of [undefined, `${SESSION_COOKIE}=${'x'.repeat(43)}`]) {
      const answer = await current(cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.json()).toEqual({ signedIn: false, userId: null, roleName: null, roleId: null, cartId: null, userAddressId: null, dob: null, countryId: null });
    }
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('a guest: its user, role, cart and default address as the guest answer gave them', async () => {
    const guest = await createGuest();
    const cookie = sessionCookieOf(guest);
    const answer = (await current(cookie)).json();
    expect(answer).toEqual({
      signedIn: true, userId: guest.json().user.userId, roleName: 'WEB_GUEST_USER', roleId: 2, cartId: guest.json().cartId,
      userAddressId: null, dob: null, countryId: 'PE',
    });
  });

  test('a customer: role USER, the default address, the date of birth; no cart is created for one without', async () => {
    const maria = await ctx.database.db.selectFrom('users').select('user_id').where('contact_number', '=', '987654321').executeTakeFirstOrThrow();
    const cookie = await sessionCookieFor(ctx, maria.user_id);
    const login = (await call('POST', '/api/v1/PE/guest-users', guestBody(), { cookie, ip: nextIp() })).json();
    const answer = (await current(cookie)).json();
    expect(answer).toMatchObject({ signedIn: true, userId: maria.user_id, roleName: 'USER', roleId: 1, cartId: login.cartId, userAddressId: login.userAddressId });
    expect(answer.dob).toBe(login.user.dob);
    expect(answer.dob).not.toBeNull();

    const fresh = await newCustomer(ctx);
    const counts = await tableCounts(ctx.database);
    expect((await current(fresh.cookie)).json()).toMatchObject({ signedIn: true, userId: fresh.userId, roleName: 'USER', cartId: null, userAddressId: null, dob: null });
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('after sign-out the same cookie is no session', async () => {
    const guest = await createGuest();
    const cookie = sessionCookieOf(guest);
    expect((await current(cookie)).json().signedIn).toBe(true);
    await call('DELETE', '/api/v1/users/sessions', undefined, { cookie });
    expect((await current(cookie)).json().signedIn).toBe(false);
  });
});

test('the OpenAPI document shows the auth and customers routes, with the 429 shape of the limited ones', async () => {
  const doc = (await call('GET', '/api/docs/json')).json();
  const routes: [string, string][] = [
    ['/api/v1/{countryId}/guest-users', 'post'], ['/api/v1/{countryId}/login/request-otp', 'post'], ['/api/v1/{countryId}/login/verify-otp', 'post'],
    ['/api/v1/users/sessions', 'delete'], ['/api/v1/users/sessions/current', 'get'], ['/api/dev/outbox', 'get'], ['/api/v1/{countryId}/customers/{userId}', 'get'], ['/api/v1/{countryId}/customers/{userId}', 'put'],
  ];
  for (const [path, method] of routes) {
    expect(doc.paths).toHaveProperty([path, method]);
    expect(doc.paths[path][method].tags).toEqual([path.includes('customers') ? 'customers' : 'auth']);
  }
  const tooMany = doc.paths['/api/v1/{countryId}/login/request-otp'].post.responses['429'].content['application/json'].schema;
  expect(tooMany).toEqual({ $ref: '#/components/schemas/RateLimitBody' });
  expect(doc.components.schemas.RateLimitBody.properties).toHaveProperty('retryAfterSeconds');
});
