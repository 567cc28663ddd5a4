// The complaints book (Libro de Reclamaciones) over HTTP: who may use it, the form's data, every field's limits, the
// attachments (judged by their bytes, 10 MB each, 32 MB in all, 5 at most), gap-free numbering per Lima year (also
// under concurrent filings), the 15-business-day due date, the proof-of-work challenge, the e-mail copy through a real
// SMTP server and through the development outbox, and that a customer sees only their own claims and files.
import http from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { ManualClock } from '../src/lib/clock.js';
import { devMailer, mailSettingsFromEnv, mailerFromEnv, smtpMailer, type MailMessage, type Mailer } from '../src/lib/mailer.js';
import { enqueueMail, MailOutbox, OUTBOX_DEFAULTS } from '../src/lib/mail-outbox.js';
import { leadingZeroBits, solve, solves } from '../src/lib/proof-of-work.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { demoCustomer, newCustomer, newGuest, sessionCookieFor, type TestCaller } from './helpers/sessions.js';
import { decodeText, header, startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';
import { baseClaim, claimPart, filePartHead, jpg, multipart, multipartHeaders, pdf, png, type FilePart } from './helpers/claims.js';

// Monday 23 November 2026, 10:00 in Lima: 15 business days later (8 and 9 December are holidays) is 16 December.
const START = '2026-11-23T15:00:00Z';
const clock = new ManualClock(START);
const MB = 1024 * 1024;

/** The mailer the app uses; each test points it where it wants (SMTP server, development outbox, a failure). */
let mailTarget: Mailer;
const mailer: Mailer = { send: (message: MailMessage) => mailTarget.send(message) };

let ctx: TestContext;
let smtp: TestSmtpServer;
let maria: TestCaller;
beforeAll(async () => {
  process.env.CLAIMS_POW_BITS = '8';
  smtp = await startSmtpServer();
  // The per-user limits have their own test (claims-limits.test.ts); here one customer files dozens of claims in an hour.
  ctx = await createTestApp({ clock, mailer, claimsLimits: { challengesPerHour: 10_000, filingsPerHour: 10_000 } });
  mailTarget = smtpMailer(smtp.url, { timeoutMs: 5_000 });
  maria = await demoCustomer(ctx);
});
afterAll(async () => {
  delete process.env.CLAIMS_POW_BITS;
  await ctx?.close();
  await smtp?.close();
});
afterEach(() => {
  clock.set(START);
  smtp.refuse(false);
  mailTarget = smtpMailer(smtp.url, { timeoutMs: 5_000 });
});

const db = () => ctx.database.db;
/** Delivers what the mail outbox holds due now (the app also does it by itself after each filing, and every 30 s). */
const deliverMail = () => ctx.app.mailOutbox.kick();
/** The messages the SMTP server received for one claim (the subject ends with its number). */
const mailFor = (claimNumber: string) => smtp.messages.filter((m) => header(m.raw, 'subject')?.endsWith(claimNumber));

function call(method: 'GET' | 'POST', url: string, caller?: TestCaller, extra: { payload?: Buffer | string; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: { ...(caller ? { cookie: caller.cookie } : {}), ...extra.headers }, ...(extra.payload === undefined ? {} : { payload: extra.payload }) });
}
const fieldErrors = (res: LightMyRequestResponse) => res.json().errors.fieldsErrors as { fieldName: string; identifier: string; message: string }[];
const general = (res: LightMyRequestResponse) => res.json().errors.general as { identifier: string; message: string }[];

async function solvedChallenge(caller: TestCaller): Promise<{ challengeId: string; nonce: string }> {
  const { challengeId, nonce } = await solvedChallengeWithPrefix(caller);
  return { challengeId, nonce };
}

async function solvedChallengeWithPrefix(caller: TestCaller): Promise<{ challengeId: string; nonce: string; prefix: string }> {
  const res = await call('GET', '/api/v1/PE/claims/challenge', caller);
  expect(res.statusCode).toBe(200);
  const { challengeId, prefix, difficulty } = res.json();
  return { challengeId, prefix, nonce: solve(prefix, difficulty) };
}

/** Files a claim with a freshly solved challenge. */
async function file(caller: TestCaller, overrides: Record<string, unknown> = {}, files: FilePart[] = [], lang = 'es'): Promise<LightMyRequestResponse> {
  const challenge = await solvedChallenge(caller);
  return call('POST', `/api/v1/PE/claims?languageCode=${lang}`, caller, multipart(baseClaim({ ...challenge, ...overrides }), files));
}

/** Posts without a valid challenge: for refusals that must come before the challenge is looked at. */
const refused = (caller: TestCaller, claim: unknown, files: FilePart[] = []) =>
  call('POST', '/api/v1/PE/claims', caller, multipart(claim, files));

async function claimCounts(): Promise<{ claims: number; files: number; used: number }> {
  const [claims, files, used] = await Promise.all([
    db().selectFrom('claims').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db().selectFrom('claim_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db().selectFrom('claim_challenges').select((eb) => eb.fn.countAll<number>().as('n')).where('used_at', 'is not', null).executeTakeFirstOrThrow(),
  ]);
  return { claims: Number(claims.n), files: Number(files.n), used: Number(used.n) };
}

describe('who may use the complaints book', () => {
  const routes = [
    ['GET', '/api/v1/PE/claims/challenge'], ['GET', '/api/v1/PE/claims/form-data'], ['POST', '/api/v1/PE/claims'],
    ['GET', '/api/v1/PE/claims'], ['GET', '/api/v1/PE/claims/1'], ['GET', '/api/v1/PE/claims/1/attachments/1'],
  ] as const;

  test.each(routes)('%s %s: no session 401, a guest 403', async (method, url) => {
    const anonymous = await call(method, url, undefined, method === 'POST' ? multipart(baseClaim()) : {});
    expect(anonymous.statusCode).toBe(401);
    expect(general(anonymous)[0]?.identifier).toBe('error.auth.sessionRequired');
    const guest = await newGuest(ctx);
    const asGuest = await call(method, url, guest, method === 'POST' ? multipart(baseClaim()) : {});
    expect(asGuest.statusCode).toBe(403);
    expect(general(asGuest)[0]?.identifier).toBe('error.auth.customerRequired');
  });
});

describe('form data', () => {
  test('the shop\'s legal data, the consumer prefilled from the customer and default address, the limits, today in Lima', async () => {
    // 04:30 UTC on 24 November is still 23 November in Lima.
    clock.set('2026-11-24T04:30:00Z');
    const res = await call('GET', '/api/v1/PE/claims/form-data', maria);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.shop).toEqual({ legalName: 'Mi Bodega Express S.A.C.', ruc: '20601234565', address: 'Av. José Larco 812, Miraflores, Lima' });
    const customer = await db().selectFrom('customers').selectAll().where('user_id', '=', maria.userId).executeTakeFirstOrThrow();
    const user = await db().selectFrom('users').selectAll().where('user_id', '=', maria.userId).executeTakeFirstOrThrow();
    expect(body.consumer).toMatchObject({
      firstName: customer.first_name, lastName: customer.last_name, idType: customer.id_type, idNumber: customer.id_number,
      email: customer.email, phone: user.contact_number,
    });
    expect(body.limits).toEqual({
      firstNameMax: 50, lastNameMax: 50, addressMax: 100, phoneMax: 15, descriptionMax: 1000, requestMax: 1000, itemDescriptionMax: 200,
      maxFileBytes: 10485760, maxTotalBytes: 33554432, maxFiles: 5, fileTypes: ['application/pdf', 'image/jpeg'],
    });
    expect(body.responseBusinessDays).toBe(15);
    expect(body.today).toBe('2026-11-23');
  });

  test('a new customer without data gets nulls, not made-up values', async () => {
    const fresh = await newCustomer(ctx);
    const res = await call('GET', '/api/v1/PE/claims/form-data', fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().consumer).toMatchObject({ idType: null, idNumber: null, email: null, address: null });
  });
  test('a customer without names of their own gets the default address\'s receiver names', async () => {
    const fresh = await newCustomer(ctx);
    await db().updateTable('users').set({ first_name: null, last_name: null }).where('user_id', '=', fresh.userId).execute();
    await db().updateTable('customers').set({ first_name: null, last_name: null }).where('user_id', '=', fresh.userId).execute();
    await db().insertInto('user_addresses').values({
      user_id: fresh.userId, country_id: 'PE', street1: 'Av. Larco 101', latitude: -12.1236, longitude: -77.0293, alias: 'Home',
      default_shipping: true, first_name: 'Rosa', last_name: 'Huamán',
    }).execute();
    const res = await call('GET', '/api/v1/PE/claims/form-data', fresh);
    expect(res.json().consumer).toMatchObject({ firstName: 'Rosa', lastName: 'Huamán', address: 'Av. Larco 101' });
  });
});

describe('filing a claim', () => {
  test('the answer is the whole sheet: number, dates, due date 15 business days later, shop, every field as sent', async () => {
    const res = await file(maria, {}, [{ name: 'boleta.pdf', content: pdf(2048) }]);
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({
      claimNumber: expect.stringMatching(/^2026-\d{6}$/), createdAt: START.replace('Z', '.000Z'), responseDueDate: '2026-12-16',
      status: 'RECEIVED', shop: { legalName: 'Mi Bodega Express S.A.C.', ruc: '20601234565', address: 'Av. José Larco 812, Miraflores, Lima' },
      consumerFirstName: 'María', consumerLastName: 'Quispe', consumerIdType: 'DNI', consumerIdNumber: '45678912',
      consumerEmail: 'maria.quispe@example.com', consumerPhone: '987654321', consumerAddress: 'Av. Arequipa 1234, Lince', isMinor: false,
      guardianName: null, guardianIdType: null, guardianIdNumber: null, itemType: 'PRODUCT', itemDescription: 'Leche evaporada 400 g',
      claimedAmount: 12.5, claimType: 'CLAIM', description: 'El producto llegó vencido.', consumerRequest: 'Quiero la devolución del importe.',
      orderNumber: 'ORD-1001', emailSent: false, emailStatus: 'PENDING',
      attachments: [{ claimFileId: expect.any(Number), fileName: 'boleta.pdf', mimeType: 'application/pdf', sizeBytes: 2048 }],
    });
    expect(Object.keys(record)).not.toContain('nonce');
    // The e-mail copy goes after the answer; then the stored sheet says so.
    await deliverMail();
    const again = await call('GET', `/api/v1/PE/claims/${record.claimId}`, maria);
    expect(again.json()).toEqual({ ...record, emailSent: true, emailStatus: 'SENT' });
  });

  test('the due date counts business days from the Lima filing day, skipping Fiestas Patrias and Holy week', async () => {
    // Friday 17 July 2026, 20:00 Lima (01:00 UTC on the 18th): 23, 28 and 29 July and 6 August are holidays.
    clock.set('2026-07-18T01:00:00Z');
    const july = await file(maria);
    expect(july.json().responseDueDate).toBe('2026-08-13');
    // Wednesday 25 March 2026: Holy Thursday and Friday (2–3 April) do not count.
    clock.set('2026-03-25T14:00:00Z');
    const march = await file(maria);
    expect(march.json().responseDueDate).toBe('2026-04-17');
  });

  test('request bodies that are not the form are refused with the error body', async () => {
    const json = await call('POST', '/api/v1/PE/claims', maria, { payload: JSON.stringify(baseClaim()), headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(415);
    expect(general(json)[0]?.identifier).toBe('error.claims.multipartRequired');
    const missing = await refused(maria, undefined, [{ name: 'a.pdf', content: pdf() }]);
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing).map((e) => e.fieldName)).toEqual(['claim']);
    const broken = await refused(maria, '{"consumerFirstName": ');
    expect(broken.statusCode).toBe(400);
    expect(fieldErrors(broken)).toEqual([expect.objectContaining({ fieldName: 'claim', identifier: 'error.claims.claimJson' })]);
  });

  test('the claim comes before the files: a file first is refused without being read, nothing is stored', async () => {
    const challenge = await solvedChallenge(maria);
    const before = await claimCounts();
    const body = multipart(undefined, [{ name: 'a.pdf', content: pdf() }]);
    const claimAfter = Buffer.concat([body.payload.subarray(0, body.payload.lastIndexOf('--')), multipart(baseClaim(challenge)).payload]);
    const res = await call('POST', '/api/v1/PE/claims', maria, { payload: claimAfter, headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ fieldName: 'claim', identifier: 'error.claims.claimFirst' })]);
    expect(await claimCounts()).toEqual(before);
  });
});

describe('the shop\'s legal data', () => {
  const setAddress = (value: string) => db().updateTable('metadata').set({ metadata_value: value })
    .where('country_id', '=', 'PE').where('metadata_key', '=', 'claimsAddress').execute();

  test('each sheet keeps the data of its filing day; without the data nothing can be filed (500, not the 503 of maintenance)', async () => {
    const old = (await file(maria)).json();
    try {
      await setAddress('Av. Nueva 100, Lima');
      expect((await call('GET', '/api/v1/PE/claims/form-data', maria)).json().shop.address).toBe('Av. Nueva 100, Lima');
      expect((await call('GET', `/api/v1/PE/claims/${old.claimId}`, maria)).json().shop.address).toBe('Av. José Larco 812, Miraflores, Lima');
      await setAddress(' ');
      const before = await claimCounts();
      const form = await call('GET', '/api/v1/PE/claims/form-data', maria);
      expect(form.statusCode).toBe(500);
      expect(general(form)[0]).toEqual({
        identifier: 'error.claims.notConfigured', message: 'El libro de reclamaciones no está disponible en este momento. Inténtalo más tarde.',
      });
      const refusedFiling = await file(maria);
      expect(refusedFiling.statusCode).toBe(500);
      expect(general(refusedFiling)[0]?.identifier).toBe('error.claims.notConfigured');
      expect(await claimCounts()).toEqual(before);
    } finally {
      await setAddress('Av. José Larco 812, Miraflores, Lima');
    }
  });
});

describe('field limits', () => {
  test('the longest accepted values pass (50, 50, 100, 15 digits, 200, 1000, 1000, 99999.99, 12-character passport)', async () => {
    const res = await file(maria, {
      consumerFirstName: 'N'.repeat(50), consumerLastName: 'A'.repeat(50), consumerAddress: 'D'.repeat(100), consumerPhone: '1'.repeat(15),
      consumerIdType: 'Pasaporte', consumerIdNumber: 'ab1234567890', itemDescription: 'I'.repeat(200), description: 'x'.repeat(1000),
      consumerRequest: 'y'.repeat(1000), claimedAmount: 99999.99, claimType: 'COMPLAINT', itemType: 'SERVICE',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      consumerFirstName: 'N'.repeat(50), consumerIdNumber: 'AB1234567890', claimedAmount: 99999.99, claimType: 'COMPLAINT', description: 'x'.repeat(1000),
    });
  });

  test('the shortest accepted values pass (one character, no phone, amount 0 or none, no order number)', async () => {
    const res = await file(maria, {
      consumerFirstName: 'N', consumerLastName: 'A', consumerAddress: 'D', consumerPhone: '', itemDescription: 'I', description: 'x',
      consumerRequest: 'y', claimedAmount: 0, orderNumber: '', consumerIdType: 'Carnet de Extranjeria', consumerIdNumber: 'C1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ consumerPhone: '', claimedAmount: 0, orderNumber: null, consumerIdNumber: 'C1' });
    const none = await file(maria, { claimedAmount: null });
    expect(none.json().claimedAmount).toBeNull();
  });

  test('a phone written with separators or the +51 calling code is kept as its digits', async () => {
    expect((await file(maria, { consumerPhone: '+51 987 654 321' })).json().consumerPhone).toBe('987654321');
    expect((await file(maria, { consumerPhone: '(01) 456-7890' })).json().consumerPhone).toBe('014567890');
  });

  const challenge = { challengeId: '00000000-0000-4000-8000-000000000000', nonce: '1' };
  test.each(([
    ['consumerFirstName', '', 'error.validation.required'],
    ['consumerFirstName', 'N'.repeat(51), 'error.validation.tooLong'],
    ['consumerFirstName', '   ', 'error.validation.required'],
    ['consumerLastName', 'A'.repeat(51), 'error.validation.tooLong'],
    ['consumerLastName', undefined, 'error.validation.required'],
    ['consumerAddress', 'D'.repeat(101), 'error.validation.tooLong'],
    ['consumerAddress', '', 'error.validation.required'],
    ['consumerPhone', '1'.repeat(16), 'error.claims.phone'],
    ['consumerPhone', '98765432a', 'error.claims.phone'],
    ['consumerIdType', 'RUC', 'error.validation.invalidOption'],
    ['consumerIdNumber', '1234567', 'error.claims.idNumberDni'],
    ['consumerIdNumber', '123456789', 'error.claims.idNumberDni'],
    ['consumerIdNumber', '', 'error.validation.required'],
    ['consumerEmail', 'not-an-email', 'error.claims.email'],
    ['consumerEmail', '', 'error.validation.required'],
    ['itemType', 'THING', 'error.validation.invalidOption'],
    ['itemDescription', 'I'.repeat(201), 'error.validation.tooLong'],
    ['itemDescription', '', 'error.validation.required'],
    ['claimedAmount', -0.01, 'error.claims.amount'],
    ['claimedAmount', 100000, 'error.claims.amount'],
    ['claimedAmount', 1.234, 'error.claims.amount'],
    ['claimedAmount', '12.50', 'error.validation.invalidType'],
    ['claimType', 'RECLAMO', 'error.validation.invalidOption'],
    ['description', 'x'.repeat(1001), 'error.validation.tooLong'],
    ['description', '', 'error.validation.required'],
    ['consumerRequest', 'y'.repeat(1001), 'error.validation.tooLong'],
    ['consumerRequest', '', 'error.validation.required'],
    ['orderNumber', 'x'.repeat(51), 'error.claims.orderNumber'],
    ['isMinor', 'no', 'error.validation.invalidType'],
  ] as [string, unknown, string][]).map(([field, value, identifier]) => [
    field, typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value), identifier, value,
  ] as const))(
    '%s = %s → 400 %s, nothing stored', async (field, _label, identifier, value) => {
    const before = await claimCounts();
    const res = await refused(maria, baseClaim({ ...challenge, [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ fieldName: field, identifier })]);
    expect(await claimCounts()).toEqual(before);
  });

  test('a passport number is 1–12 letters or digits', async () => {
    const res = await refused(maria, baseClaim({ ...challenge, consumerIdType: 'Pasaporte', consumerIdNumber: 'A'.repeat(13) }));
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ fieldName: 'consumerIdNumber', identifier: 'error.claims.idNumberOther' })]);
    const symbols = await refused(maria, baseClaim({ ...challenge, consumerIdType: 'Pasaporte', consumerIdNumber: 'AB-123' }));
    expect(fieldErrors(symbols)[0]?.fieldName).toBe('consumerIdNumber');
  });

  test('every wrong field is reported at once, in the request language', async () => {
    const res = await call('POST', '/api/v1/PE/claims?languageCode=en', maria, multipart(baseClaim({ consumerFirstName: '', description: '', challengeId: '', nonce: '' })));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).map((e) => e.fieldName).sort()).toEqual(['challengeId', 'consumerFirstName', 'description', 'nonce']);
    expect(fieldErrors(res)[0]?.message).toBe('This field is required.');
  });
});

describe('a minor files through a parent or guardian', () => {
  test('isMinor without the guardian\'s name, document type and number → 400 on each', async () => {
    const res = await refused(maria, baseClaim({ isMinor: true, challengeId: 'x', nonce: '1' }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).map((e) => [e.fieldName, e.identifier])).toEqual([
      ['guardianName', 'error.validation.required'], ['guardianIdType', 'error.validation.required'], ['guardianIdNumber', 'error.validation.required'],
    ]);
  });

  test('the guardian\'s name is 1–100 characters and the number follows the type', async () => {
    const long = await refused(maria, baseClaim({ isMinor: true, guardianName: 'G'.repeat(101), guardianIdType: 'DNI', guardianIdNumber: '1234', challengeId: 'x', nonce: '1' }));
    expect(fieldErrors(long).map((e) => [e.fieldName, e.identifier])).toEqual([
      ['guardianName', 'error.validation.tooLong'], ['guardianIdNumber', 'error.claims.idNumberDni'],
    ]);
    const ok = await file(maria, { isMinor: true, guardianName: 'G'.repeat(100), guardianIdType: 'DNI', guardianIdNumber: '11223344' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ isMinor: true, guardianName: 'G'.repeat(100), guardianIdType: 'DNI', guardianIdNumber: '11223344' });
  });

  test('an adult\'s claim ignores guardian fields sent anyway', async () => {
    const res = await file(maria, { isMinor: false, guardianName: 'Someone', guardianIdType: 'DNI', guardianIdNumber: '11223344' });
    expect(res.json()).toMatchObject({ guardianName: null, guardianIdType: null, guardianIdNumber: null });
  });
});

describe('attachments', () => {
  test('five files, PDF and JPEG, are stored and downloaded byte for byte by their owner', async () => {
    const files = [
      { name: 'factura.pdf', content: pdf(3000), type: 'application/pdf' }, { name: 'foto.jpg', content: jpg(5000), type: 'image/jpeg' },
      { name: 'foto2.jpeg', content: jpg(10) }, { name: 'doc.pdf', content: pdf(6) }, { name: 'Reclamación ñandú.pdf', content: pdf(100) },
    ];
    const res = await file(maria, {}, files);
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record.attachments.map((a: { fileName: string; mimeType: string; sizeBytes: number }) => [a.fileName, a.mimeType, a.sizeBytes])).toEqual([
      ['factura.pdf', 'application/pdf', 3000], ['foto.jpg', 'image/jpeg', 5000], ['foto2.jpg', 'image/jpeg', 10],
      ['doc.pdf', 'application/pdf', 6], ['Reclamación ñandú.pdf', 'application/pdf', 100],
    ]);
    for (const [i, attachment] of (record.attachments as { claimFileId: number; fileName: string; mimeType: string }[]).entries()) {
      const download = await call('GET', `/api/v1/PE/claims/${record.claimId}/attachments/${attachment.claimFileId}`, maria);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(attachment.mimeType);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(download.rawPayload.equals(files[i]!.content)).toBe(true);
    }
    const last = record.attachments[4];
    const accented = await call('GET', `/api/v1/PE/claims/${record.claimId}/attachments/${last.claimFileId}`, maria);
    expect(accented.headers['content-disposition']).toBe(
      `attachment; filename="Reclamacion nandu.pdf"; filename*=UTF-8''${encodeURIComponent('Reclamación ñandú.pdf')}`);
  });

  test('a file is judged by its bytes: a .jpg holding a PDF is a PDF; a PNG is refused whatever it claims to be', async () => {
    const disguised = await file(maria, {}, [{ name: 'scan.jpg', content: pdf(500), type: 'image/jpeg' }]);
    expect(disguised.statusCode).toBe(201);
    expect(disguised.json().attachments).toEqual([expect.objectContaining({ fileName: 'scan.pdf', mimeType: 'application/pdf', sizeBytes: 500 })]);

    const before = await claimCounts();
    const challenge = await solvedChallenge(maria);
    const pngRes = await refused(maria, baseClaim(challenge), [{ name: 'photo.jpg', content: png(), type: 'image/jpeg' }]);
    expect(pngRes.statusCode).toBe(400);
    expect(fieldErrors(pngRes)).toEqual([expect.objectContaining({ fieldName: 'attachments', identifier: 'error.claims.fileType' })]);
    const empty = await refused(maria, baseClaim(challenge), [{ name: 'empty.pdf', content: Buffer.alloc(0) }]);
    expect(fieldErrors(empty)).toEqual([expect.objectContaining({ fieldName: 'attachments', identifier: 'error.claims.fileEmpty' })]);
    const tiny = await refused(maria, baseClaim(challenge), [{ name: 'x.pdf', content: Buffer.from('%PD') }]);
    expect(fieldErrors(tiny)).toEqual([expect.objectContaining({ fieldName: 'attachments', identifier: 'error.claims.fileType' })]);
    expect(await claimCounts()).toEqual(before);
    // The refused filings did not use the challenge up.
    const ok = await refused(maria, baseClaim(challenge));
    expect(ok.statusCode).toBe(201);
  });

  test('10 MB is accepted, 10 MB + 1 byte is refused', async () => {
    const exact = await file(maria, {}, [{ name: 'big.pdf', content: pdf(10 * MB) }]);
    expect(exact.statusCode).toBe(201);
    expect(exact.json().attachments[0].sizeBytes).toBe(10 * MB);

    const before = await claimCounts();
    const res = await file(maria, {}, [{ name: 'ok.jpg', content: jpg() }, { name: 'big.pdf', content: pdf(10 * MB + 1) }]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ fieldName: 'attachments', identifier: 'error.claims.fileTooLarge' })]);
    expect(fieldErrors(res)[0]?.message).toBe('Cada archivo puede pesar como máximo 10 MB (big.pdf).');
    expect(await claimCounts()).toEqual(before);
  });

  test('four files of 8.5 MB (34 MB in all) are refused: 32 MB at most together', async () => {
    const before = await claimCounts();
    const part = Math.floor(8.5 * MB);
    const res = await file(maria, {}, [1, 2, 3, 4].map((n) => ({ name: `part${n}.pdf`, content: pdf(part) })));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ fieldName: 'attachments', identifier: 'error.claims.filesTooLarge' })]);
    expect(await claimCounts()).toEqual(before);
  });

  test('six files are refused: five at most', async () => {
    const before = await claimCounts();
    const res = await file(maria, {}, [1, 2, 3, 4, 5, 6].map((n) => ({ name: `f${n}.jpg`, content: jpg(100) })));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([expect.objectContaining({ fieldName: 'attachments', identifier: 'error.claims.tooManyFiles' })]);
    expect(await claimCounts()).toEqual(before);
  });

  test('a file under another field name is refused', async () => {
    const res = await file(maria, {}, [{ name: 'a.pdf', content: pdf(), field: 'file' }]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[0]).toMatchObject({ fieldName: 'file', identifier: 'error.claims.unexpectedFile' });
  });
});

describe('numbering', () => {
  const sequenceOf = (number: string) => Number(number.slice(5));

  test('numbers are sequential within the year', async () => {
    const first = (await file(maria)).json().claimNumber as string;
    const second = (await file(maria)).json().claimNumber as string;
    expect(second.slice(0, 5)).toBe('2026-');
    expect(sequenceOf(second)).toBe(sequenceOf(first) + 1);
  });

  test('two filings at the same time get distinct consecutive numbers', async () => {
    const other = await newCustomer(ctx);
    const [a, b] = await Promise.all([solvedChallenge(maria), solvedChallenge(other)]);
    const [ra, rb] = await Promise.all([
      call('POST', '/api/v1/PE/claims', maria, multipart(baseClaim(a))),
      call('POST', '/api/v1/PE/claims', other, multipart(baseClaim(b))),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    const numbers = [sequenceOf(ra.json().claimNumber), sequenceOf(rb.json().claimNumber)].sort((x, y) => x - y);
    expect(numbers[1]).toBe((numbers[0] as number) + 1);
  });

  test('a refused filing does not use up a number (gap-free)', async () => {
    const first = (await file(maria)).json().claimNumber as string;
    await refused(maria, baseClaim({ challengeId: '00000000-0000-4000-8000-000000000000', nonce: '1' }));
    const next = (await file(maria)).json().claimNumber as string;
    expect(sequenceOf(next)).toBe(sequenceOf(first) + 1);
  });

  test('the year is the Lima year: 23:59 on 31 December is the old year, midnight starts the new one at 000001', async () => {
    clock.set('2027-01-01T04:59:00Z'); // 31 December 2026, 23:59 in Lima
    const later = { userId: maria.userId, cookie: await sessionCookieFor(ctx, maria.userId) }; // START's session has expired by now
    const lastOfYear = await file(later);
    expect(lastOfYear.json().claimNumber).toMatch(/^2026-/);
    // Thursday 31 December: 1 January is a holiday, so the count starts on Monday 4 January 2027.
    expect(lastOfYear.json().responseDueDate).toBe('2027-01-22');
    clock.set('2027-01-01T05:00:00Z'); // 1 January 2027, 00:00 in Lima
    const first = await file(later);
    expect(first.json().claimNumber).toBe('2027-000001');
    const second = await file(later);
    expect(second.json().claimNumber).toBe('2027-000002');
  });
});

describe('the proof-of-work challenge', () => {
  test('a challenge: SHA-256, a random prefix, the configured difficulty, 10 minutes', async () => {
    const res = await call('GET', '/api/v1/PE/claims/challenge', maria);
    expect(res.json()).toEqual({
      challengeId: expect.stringMatching(/^[0-9a-f-]{36}$/), algorithm: 'SHA-256', prefix: expect.stringMatching(/^[0-9a-f]{32}$/),
      difficulty: 8, expiresAt: '2026-11-23T15:10:00.000Z',
    });
    const other = await call('GET', '/api/v1/PE/claims/challenge', maria);
    expect(other.json().prefix).not.toBe(res.json().prefix);
  });

  test('leading zero bits are counted bit by bit', () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x1f, 0xff]))).toBe(19);
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0, 0]))).toBe(16);
  });

  async function expectRefused(res: LightMyRequestResponse): Promise<void> {
    expect(res.statusCode).toBe(422);
    expect(general(res)).toEqual([{ identifier: 'error.claims.challengeInvalid', message: expect.any(String) }]);
  }

  test('a wrong nonce, an unknown challenge → 422, nothing stored', async () => {
    const before = await claimCounts();
    const { challengeId, nonce, prefix } = await solvedChallengeWithPrefix(maria);
    let wrong = 0;
    while (solves(prefix, String(wrong), 8)) wrong += 1;
    await expectRefused(await refused(maria, baseClaim({ challengeId, nonce: String(wrong) })));
    await expectRefused(await refused(maria, baseClaim({ challengeId, nonce: `${nonce}x` })));
    await expectRefused(await refused(maria, baseClaim({ challengeId: '6f1c1a52-2b8f-4e3c-9d77-0a1b2c3d4e5f', nonce })));
    await expectRefused(await refused(maria, baseClaim({ challengeId: 'not-a-uuid', nonce })));
    expect(await claimCounts()).toEqual(before);
    // The right nonce still works afterwards.
    expect((await refused(maria, baseClaim({ challengeId, nonce }))).statusCode).toBe(201);
  });

  test('a used challenge cannot be used again', async () => {
    const challenge = await solvedChallenge(maria);
    expect((await refused(maria, baseClaim(challenge))).statusCode).toBe(201);
    const before = await claimCounts();
    await expectRefused(await refused(maria, baseClaim(challenge)));
    expect(await claimCounts()).toEqual(before);
  });

  test('a challenge expires after 10 minutes', async () => {
    const fresh = await solvedChallenge(maria);
    clock.advance(10 * 60 * 1000 - 1000);
    expect((await refused(maria, baseClaim(fresh))).statusCode).toBe(201);
    const stale = await solvedChallenge(maria);
    clock.advance(10 * 60 * 1000);
    await expectRefused(await refused(maria, baseClaim(stale)));
  });

  test('another customer\'s challenge is refused', async () => {
    const other = await newCustomer(ctx);
    const theirs = await solvedChallenge(other);
    await expectRefused(await refused(maria, baseClaim(theirs)));
    expect((await refused(other, baseClaim(theirs))).statusCode).toBe(201);
  });
});

describe('the e-mail copy', () => {
  test('goes through SMTP to the consumer after the claim is stored, with the sheet and the notices (Spanish)', async () => {
    const res = await file(maria, { consumerEmail: 'Ana.Torres@Example.com', consumerFirstName: 'Ana', consumerLastName: 'Torres' },
      [{ name: 'boleta.jpg', content: jpg() }]);
    expect(res.statusCode).toBe(201);
    const record = res.json();
    // Queued with the claim, sent after the answer.
    expect(record).toMatchObject({ emailSent: false, emailStatus: 'PENDING' });
    await deliverMail();
    expect(mailFor(record.claimNumber)).toHaveLength(1);
    const mail = mailFor(record.claimNumber)[0]!;
    expect(mail.to).toEqual(['ana.torres@example.com']);
    expect(header(mail.raw, 'subject')).toBe(`Libro de Reclamaciones: hoja N.° ${record.claimNumber}`);
    const text = decodeText(mail.raw);
    expect(text.startsWith(`Libro de Reclamaciones: hoja N.° ${record.claimNumber}\n`)).toBe(true);
    for (const expected of [
      `Número: ${record.claimNumber}`, 'Fecha y hora de registro: 23/11/2026 10:00 (hora de Lima)', 'Fecha máxima de respuesta: 16/12/2026',
      'Razón social: Mi Bodega Express S.A.C.', 'RUC: 20601234565', 'Dirección: Av. José Larco 812, Miraflores, Lima',
      'Nombre: Ana Torres', 'Documento: DNI 45678912', 'Dirección: Av. Arequipa 1234, Lince', 'Teléfono: 987654321',
      'Correo electrónico: ana.torres@example.com', 'Descripción: Leche evaporada 400 g', 'Monto reclamado: S/ 12.50',
      'Detalle: El producto llegó vencido.', 'Pedido del consumidor: Quiero la devolución del importe.', 'Archivos adjuntos: boleta.jpg',
      'quince (15) días hábiles', 'INDECOPI',
    ]) expect(text).toContain(expected);
    const stored = await call('GET', `/api/v1/PE/claims/${record.claimId}`, maria);
    expect(stored.json()).toMatchObject({ emailSent: true, emailStatus: 'SENT' });
  });

  test('goes out by itself right after the answer, which never waits for the mail server', async () => {
    // A mail server that takes the message only when the test says so: the answer must come while it still holds it.
    const real = smtpMailer(smtp.url, { timeoutMs: 5_000 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let reached: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => { reached = resolve; });
    mailTarget = { send: async (message) => { reached(); await held; await real.send(message); } };
    const res = await file(maria);
    expect(res.statusCode).toBe(201);
    const { claimNumber } = res.json();
    expect(mailFor(claimNumber)).toHaveLength(0);
    // Nobody kicks the outbox here: the app does it after the answer, and its send is under way.
    await sending;
    release();
    // The app's own delivery run, joined (not a new one).
    await ctx.app.mailOutbox.kick();
    expect(mailFor(claimNumber)).toHaveLength(1);
  });

  test('in English when the claim is filed in English', async () => {
    const res = await file(maria, {}, [], 'en');
    await deliverMail();
    const mail = mailFor(res.json().claimNumber)[0]!;
    expect(header(mail.raw, 'subject')).toBe(`Complaints Book: sheet No. ${res.json().claimNumber}`);
    const text = decodeText(mail.raw);
    expect(text).toContain('Answer due by: 2026-12-16');
    expect(text).toContain('fifteen (15) business days');
    expect(text).toContain('INDECOPI');
  });

  interface OutboxRow { attempts: number; next_attempt_at: Date; last_error: string | null; sent_at: Date | null; failed_at: Date | null }
  const outboxRows = async (where: RawBuilder<unknown>) => (await sql<OutboxRow>`select attempts, next_attempt_at, last_error, sent_at, failed_at
    from mail_outbox where ${where}`.execute(db())).rows;
  const outboxRow = async (claimId: number) => (await outboxRows(sql`purpose = 'claim-copy' and ref_id = ${claimId}`))[0]!;
  const stored = async (claimId: number) => (await call('GET', `/api/v1/PE/claims/${claimId}`, maria)).json();

  test('with the mail server down the claim is filed at once; the copy is retried with backoff and, once it is up, delivered once', async () => {
    smtp.refuse(true);
    const res = await file(maria);
    expect(res.statusCode).toBe(201);
    const { claimId, claimNumber } = res.json();
    expect(res.json()).toMatchObject({ emailSent: false, emailStatus: 'PENDING' });
    await deliverMail();
    expect(await stored(claimId)).toMatchObject({ emailSent: false, emailStatus: 'PENDING' });
    const failed = await outboxRow(claimId);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, last_error: expect.stringContaining('mailbox unavailable') });
    expect(failed.next_attempt_at.getTime() - clock.now().getTime()).toBe(30_000);

    // Up again: nothing before the backoff ends, then the copy goes out, once.
    smtp.refuse(false);
    await deliverMail();
    expect(mailFor(claimNumber)).toHaveLength(0);
    clock.advance(30_000);
    await deliverMail();
    expect(mailFor(claimNumber)).toHaveLength(1);
    expect(await stored(claimId)).toMatchObject({ emailSent: true, emailStatus: 'SENT' });
    expect(await outboxRow(claimId)).toMatchObject({ attempts: 2, sent_at: expect.any(Date), last_error: null });
    clock.advance(24 * 60 * 60_000);
    await deliverMail();
    expect(mailFor(claimNumber)).toHaveLength(1);
  });

  test('the backoff doubles from 30 s to at most an hour; after 24 failed attempts the copy is given up (FAILED), the claim stays', async () => {
    mailTarget = { send: async () => { throw new Error('550 mailbox unavailable'); } };
    const { claimId } = (await file(maria)).json();
    await deliverMail();
    const delays: number[] = [];
    for (let attempt = 1; attempt < OUTBOX_DEFAULTS.maxAttempts; attempt += 1) {
      const row = await outboxRow(claimId);
      expect(row.attempts).toBe(attempt);
      delays.push(row.next_attempt_at.getTime() - clock.now().getTime());
      clock.set(row.next_attempt_at);
      await deliverMail();
    }
    expect(delays.slice(0, 8).map((ms) => ms / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(Math.max(...delays)).toBe(3_600_000);
    expect(await outboxRow(claimId)).toMatchObject({ attempts: 24, sent_at: null, failed_at: expect.any(Date) });
    expect(await stored(claimId)).toMatchObject({ emailSent: false, emailStatus: 'FAILED' });
  });

  test('two API instances delivering at the same time send each message once', async () => {
    const log = ctx.app.log;
    const first = new MailOutbox({ db: db(), mailer, clock, log, pollMs: 0 });
    const second = new MailOutbox({ db: db(), mailer, clock, log, pollMs: 0 });
    const subjects = [1, 2, 3, 4, 5, 6].map((n) => `Prueba de entrega ${n} N.° T-${n}`);
    for (const subject of subjects) {
      await enqueueMail(db(), { purpose: 'test', refId: null, message: { to: 'dos.instancias@example.com', subject, text: subject }, now: clock.now() });
    }
    const attempted = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(attempted[0] + attempted[1]).toBe(subjects.length);
    for (const subject of subjects) expect(smtp.messages.filter((m) => header(m.raw, 'subject') === subject)).toHaveLength(1);
  });

  test('a deliverer that dies while sending leaves the message to another once its lease ends', async () => {
    const log = ctx.app.log;
    let giveUp: (error: Error) => void = () => undefined;
    const stuck = new MailOutbox({ db: db(), mailer: { send: () => new Promise((_, reject) => { giveUp = reject; }) }, clock, log, pollMs: 0 });
    const other = new MailOutbox({ db: db(), mailer, clock, log, pollMs: 0 });
    const subject = 'Prueba de arrendamiento N.° T-9';
    const mailId = await enqueueMail(db(), { purpose: 'test', refId: null, message: { to: 'arriendo@example.com', subject, text: subject }, now: clock.now() });
    const attempts = async () => (await outboxRows(sql`mail_id = ${mailId}`))[0]?.attempts;
    const hanging = stuck.deliverDue();
    for (let i = 0; i < 100 && await attempts() === 0; i += 1) await new Promise((r) => { setTimeout(r, 10); });
    expect(await attempts()).toBe(1);
    expect(await other.deliverDue()).toBe(0);
    clock.advance(OUTBOX_DEFAULTS.leaseMs);
    expect(await other.deliverDue()).toBe(1);
    expect(smtp.messages.filter((m) => header(m.raw, 'subject') === subject)).toHaveLength(1);
    // The first one's send fails at last: the message stays sent.
    giveUp(new Error('connection reset'));
    await hanging;
    expect(await outboxRows(sql`mail_id = ${mailId}`)).toEqual([expect.objectContaining({ sent_at: expect.any(Date), failed_at: null, attempts: 2 })]);
  });

  test('the development mailer keeps the copy in the outbox (GET /api/dev/outbox?to=)', async () => {
    mailTarget = devMailer(db(), { clock });
    const res = await file(maria, { consumerEmail: 'dev.outbox@example.com' });
    expect(res.json().emailStatus).toBe('PENDING');
    await deliverMail();
    expect(await stored(res.json().claimId)).toMatchObject({ emailSent: true, emailStatus: 'SENT' });
    const outbox = await call('GET', '/api/dev/outbox?to=dev.outbox@example.com');
    expect(outbox.statusCode).toBe(200);
    const [entry] = outbox.json();
    expect(entry).toMatchObject({ to: 'dev.outbox@example.com', channel: 'EMAIL', code: '' });
    expect(entry.body.split('\n')[0]).toBe(`Libro de Reclamaciones: hoja N.° ${res.json().claimNumber}`);
    expect(entry.body).toContain('INDECOPI');
  });

  test('production refuses to start without SMTP_URL unless ALLOW_DEV_SENDER=1', () => {
    expect(() => mailSettingsFromEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(mailSettingsFromEnv({ NODE_ENV: 'production', ALLOW_DEV_SENDER: '1' }).smtpUrl).toBeUndefined();
    expect(mailSettingsFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe('smtps://u:p@mail.example.com:465');
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp/);
    expect(() => mailerFromEnv({ NODE_ENV: 'production' }, db())).toThrow();
    expect(mailerFromEnv({}, db())).toEqual(expect.objectContaining({ send: expect.any(Function) }));
  });
});

describe('a customer sees only their own claims', () => {
  test('list newest first; another customer\'s claim and files are 404', async () => {
    const ana = await newCustomer(ctx);
    const luis = await newCustomer(ctx);
    const first = (await file(ana, {}, [{ name: 'a.pdf', content: pdf() }])).json();
    clock.advance(60_000);
    const second = (await file(ana)).json();
    const theirs = (await file(luis, {}, [{ name: 'l.pdf', content: pdf() }])).json();
    await deliverMail();

    const list = await call('GET', '/api/v1/PE/claims', ana);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(2);
    expect(list.json().records.map((r: { claimId: number }) => r.claimId)).toEqual([second.claimId, first.claimId]);
    expect(list.json().records[1]).toEqual({ ...first, emailSent: true, emailStatus: 'SENT' });

    const other = await call('GET', `/api/v1/PE/claims/${theirs.claimId}`, ana);
    expect(other.statusCode).toBe(404);
    expect(general(other)[0]?.identifier).toBe('error.claims.notFound');
    const download = await call('GET', `/api/v1/PE/claims/${theirs.claimId}/attachments/${theirs.attachments[0].claimFileId}`, ana);
    expect(download.statusCode).toBe(404);
    expect(general(download)[0]?.identifier).toBe('error.claims.attachmentNotFound');
    // Ana's own claim id with Luis's file id: still 404 (the file must belong to that claim).
    const mixed = await call('GET', `/api/v1/PE/claims/${first.claimId}/attachments/${theirs.attachments[0].claimFileId}`, ana);
    expect(mixed.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/PE/claims/${theirs.claimId}`, luis)).statusCode).toBe(200);
  });
});

describe('over a real connection', () => {
  let listening: Promise<string> | undefined;
  const serverAddress = () => (listening ??= ctx.app.listen({ host: '127.0.0.1', port: 0 }));

  /**
   * Starts a filing whose body does not end: the claim part, the start of a file, then nothing more until the answer
   * comes. Answers the status and body.
   */
  async function answerBeforeTheUploadEnds(caller: TestCaller, claim: unknown): Promise<{ status: number; body: string }> {
    const url = new URL(await serverAddress());
    const request = http.request({
      host: url.hostname, port: url.port, path: '/api/v1/PE/claims', method: 'POST', headers: { ...multipartHeaders, cookie: caller.cookie },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      request.on('error', reject);
    });
    request.write(claimPart(claim));
    request.write(filePartHead({ name: 'grande.pdf' }));
    request.write(pdf(2 * MB));
    // The upload is never finished: an answer can only be one given before the attachments were read (a server that
    // waited for the rest would leave the test to the suite's timeout).
    try {
      return await answered;
    } finally {
      request.destroy();
    }
  }

  test('a claim whose proof of work does not hold is refused when its fields arrive, before the attachments are read', async () => {
    const { challengeId, prefix } = await solvedChallengeWithPrefix(maria);
    let wrong = 0;
    while (solves(prefix, String(wrong), 8)) wrong += 1;
    const before = await claimCounts();
    const refusedEarly = await answerBeforeTheUploadEnds(maria, baseClaim({ challengeId, nonce: String(wrong) }));
    expect(refusedEarly.status).toBe(422);
    expect(JSON.parse(refusedEarly.body).errors.general[0].identifier).toBe('error.claims.challengeInvalid');
    // Field errors too are answered before any file is read.
    const badFields = await answerBeforeTheUploadEnds(maria, baseClaim({ challengeId, nonce: String(wrong), consumerEmail: 'no' }));
    expect(badFields.status).toBe(400);
    expect(JSON.parse(badFields.body).errors.fieldsErrors).toEqual([expect.objectContaining({ fieldName: 'consumerEmail' })]);
    expect(await claimCounts()).toEqual(before);
    // Only looked at, not used up: the right solution still files.
    const ok = await call('POST', '/api/v1/PE/claims', maria, multipart(baseClaim({ challengeId, nonce: solve(prefix, 8) }), [{ name: 'a.pdf', content: pdf() }]));
    expect(ok.statusCode).toBe(201);
  });

  test('a refused upload still gets its error body (the rest of the upload is read and thrown away)', async () => {
    const address = await serverAddress();
    const challenge = await solvedChallenge(maria);
    const before = await claimCounts();
    const body = multipart(baseClaim(challenge), [1, 2, 3, 4].map((n) => ({ name: `part${n}.pdf`, content: pdf(Math.floor(8.5 * MB)) })));
    const res = await fetch(`${address}/api/v1/PE/claims`, {
      method: 'POST', headers: { ...body.headers, cookie: maria.cookie }, body: new Uint8Array(body.payload),
    });
    expect(res.status).toBe(400);
    const json = await res.json() as { errors: { fieldsErrors: { fieldName: string; identifier: string }[] } };
    expect(json.errors.fieldsErrors).toEqual([expect.objectContaining({ fieldName: 'attachments', identifier: 'error.claims.filesTooLarge' })]);
    const tooBig = multipart(baseClaim(challenge), [{ name: 'big.pdf', content: pdf(10 * MB + 1) }]);
    const res2 = await fetch(`${address}/api/v1/PE/claims`, {
      method: 'POST', headers: { ...tooBig.headers, cookie: maria.cookie }, body: new Uint8Array(tooBig.payload),
    });
    expect(res2.status).toBe(400);
    const six = multipart(baseClaim(challenge), [1, 2, 3, 4, 5, 6].map((n) => ({ name: `f${n}.jpg`, content: jpg(MB) })));
    const res4 = await fetch(`${address}/api/v1/PE/claims`, { method: 'POST', headers: { ...six.headers, cookie: maria.cookie }, body: new Uint8Array(six.payload) });
    expect(res4.status).toBe(400);
    const anonymous = await fetch(`${address}/api/v1/PE/claims`, { method: 'POST', headers: six.headers, body: new Uint8Array(six.payload) });
    expect(anonymous.status).toBe(401);
    expect(await claimCounts()).toEqual(before);
    // The connection is still usable for the next, valid filing.
    const ok = multipart(baseClaim(challenge), [{ name: 'ok.pdf', content: pdf() }]);
    const res3 = await fetch(`${address}/api/v1/PE/claims`, { method: 'POST', headers: { ...ok.headers, cookie: maria.cookie }, body: new Uint8Array(ok.payload) });
    expect(res3.status).toBe(201);
  });
});

test('the OpenAPI document describes the claims routes', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, unknown>>;
  for (const path of ['/api/v1/{countryId}/claims/challenge', '/api/v1/{countryId}/claims/form-data', '/api/v1/{countryId}/claims',
    '/api/v1/{countryId}/claims/{claimId}', '/api/v1/{countryId}/claims/{claimId}/attachments/{claimFileId}']) {
    expect(paths[path]).toBeDefined();
  }
  expect(Object.keys(paths['/api/v1/{countryId}/claims']!)).toEqual(expect.arrayContaining(['get', 'post']));
});
