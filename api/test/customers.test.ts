// The customer record: owner only, and every rule of the PUT (ID document, date of birth in Lima, names, e-mail).
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { demoCustomer, newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

// 10:00 in Lima on 2026-11-21.
const clock = new ManualClock('2026-11-21T15:00:00Z');
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });

/** Epoch ms of a date's midnight in Lima (UTC−5 all year): what the browser sends and the API answers. */
const limaMidnight = (date: string): number => Date.parse(`${date}T05:00:00Z`);

const get = (caller: TestCaller | null, userId: number, lang?: 'es' | 'en'): Promise<LightMyRequestResponse> => ctx.app.inject({
  method: 'GET', url: `/api/v1/PE/customers/${userId}`,
  headers: { ...(caller ? { cookie: caller.cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
});
const put = (caller: TestCaller | null, userId: number, body: object, lang?: 'es' | 'en', country = 'PE'): Promise<LightMyRequestResponse> => ctx.app.inject({
  method: 'PUT', url: `/api/v1/${country}/customers/${userId}`, payload: body,
  headers: { ...(caller ? { cookie: caller.cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
});

describe('GET and PUT are the owner\'s only', () => {
  test('the owner reads its record: ID document, date of birth at Lima midnight, verified e-mail', async () => {
    const maria = await demoCustomer(ctx, '987654321');
    const response = await get(maria, maria.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: maria.userId, idType: 'DNI', idNumber: '45871236', dob: limaMidnight('1990-04-12'), email: 'maria.quispe@example.pe',
      emailVerified: true, firstName: 'María', lastName: 'Quispe', contactNumber: '987654321', countryCode: '+51',
    });
  });

  test('no session → 401, a guest → 403, another customer\'s userId → 403 error.auth.forbidden, and nothing changes', async () => {
    const maria = await demoCustomer(ctx, '987654321');
    const ana = await demoCustomer(ctx, '945678901');
    const anaBefore = (await get(ana, ana.userId)).json();
    const before = await tableCounts(ctx.database);

    const anonymous = await get(null, ana.userId, 'en');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors.general).toEqual([{ identifier: 'error.auth.sessionRequired', message: 'Please sign in to continue.' }]);
    // 401 comes before the body is looked at.
    expect((await put(null, ana.userId, { countryId: 'PE', dob: 'x' })).statusCode).toBe(401);

    const guest = await newGuest(ctx);
    const asGuest = await get(guest, guest.userId);
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().errors.general[0].identifier).toBe('error.auth.customerRequired');
    expect((await put(guest, guest.userId, { countryId: 'PE', firstName: 'Guest' })).statusCode).toBe(403);

    const peek = await get(maria, ana.userId);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().errors.general).toEqual([{ identifier: 'error.auth.forbidden', message: 'No tienes permiso para acceder a este recurso.' }]);
    const overwrite = await put(maria, ana.userId, { countryId: 'PE', firstName: 'Hacked', idType: 'DNI', idNumber: '11111111' }, 'en');
    expect(overwrite.statusCode).toBe(403);
    expect(overwrite.json().errors.general[0].message).toBe('You are not allowed to access this resource.');

    const unknownCountry = await get(maria, maria.userId);
    expect(unknownCountry.statusCode).toBe(200);
    const elsewhere = await ctx.app.inject({ method: 'GET', url: `/api/v1/XX/customers/${maria.userId}`, headers: { cookie: maria.cookie } });
    expect(elsewhere.statusCode).toBe(404);

    expect((await get(ana, ana.userId)).json()).toEqual(anaBefore);
    const after = await tableCounts(ctx.database);
    // Only the guest the test made (user, role, session) is new.
    expect({ ...after, users: before.users, user_roles: before.user_roles, sessions: before.sessions }).toEqual(before);
  });
});

describe('PUT /customers/{userId}', () => {
  test('saves ID document, date of birth, trimmed names and language; answers and re-reads the same record', async () => {
    const customer = await newCustomer(ctx);
    const response = await put(customer, customer.userId, {
      countryId: 'PE', idType: 'Pasaporte', idNumber: 'ab1234567890', dob: limaMidnight('1995-06-15'), firstName: 'Rosa ', lastName: 'Mamani Flores',
      selectedLanguage: 'en',
    });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      userId: customer.userId, idType: 'Pasaporte', idNumber: 'AB1234567890', dob: limaMidnight('1995-06-15'), firstName: 'Rosa', lastName: 'Mamani Flores',
      email: null, emailVerified: false,
    });
    expect((await get(customer, customer.userId)).json()).toEqual(record);
    const row = await ctx.database.db.selectFrom('users').select(['first_name', 'language_id']).where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Rosa', language_id: 2 });

    // Only what is sent changes.
    const renamed = await put(customer, customer.userId, { countryId: 'PE', lastName: 'Mamani' });
    expect(renamed.json()).toEqual({ ...record, lastName: 'Mamani' });
    const other = await newCustomer(ctx);
    const ruc = await put(other, other.userId, { countryId: 'PE', idType: 'RUC', idNumber: '20123456789' });
    expect(ruc.json()).toMatchObject({ idType: 'RUC', idNumber: '20123456789', dob: null });
  });

  test('dob: the Lima calendar date of the instant is stored, its Lima midnight answered; age counts in Lima days', async () => {
    const customer = await newCustomer(ctx);
    // A date of birth is set once: each date below goes to a new customer.
    const fresh = async () => newCustomer(ctx);
    // 23:30 in Lima on 2000-02-29 is already 1 March in UTC: the stored date is still the 29th.
    const lateEvening = Date.parse('2000-03-01T04:30:00Z');
    const saved = await put(customer, customer.userId, { countryId: 'PE', dob: lateEvening });
    expect(saved.json().dob).toBe(limaMidnight('2000-02-29'));
    const stored = await ctx.database.db.selectFrom('customers').select((eb) => eb.fn<string>('to_char', [eb.ref('dob'), eb.val('YYYY-MM-DD')]).as('dob'))
      .where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(stored.dob).toBe('2000-02-29');

    // Lima's summer time of 1994 and its local mean time before 1908 do not move the date: the shop's offset is −5 h.
    for (const date of ['1994-02-15', '1905-07-01']) {
      const someone = await fresh();
      const back = await put(someone, someone.userId, { countryId: 'PE', dob: limaMidnight(date) });
      expect([date, back.json().dob]).toEqual([date, limaMidnight(date)]);
    }

    // Exactly 16 today (Lima 2026-11-21) is accepted; one day younger is not; 1900-01-01 is the earliest.
    const sixteen = await fresh();
    expect((await put(sixteen, sixteen.userId, { countryId: 'PE', dob: limaMidnight('2010-11-21') })).statusCode).toBe(200);
    const eldest = await fresh();
    expect((await put(eldest, eldest.userId, { countryId: 'PE', dob: limaMidnight('1900-01-01') })).json().dob).toBe(limaMidnight('1900-01-01'));
    // 22:00 in Lima on the 21st is the 22nd in UTC, but a Lima birthday on the 22nd is still one day short of 16.
    clock.set('2026-11-22T03:00:00Z');
    try {
      const young = await fresh();
      const short = await put(young, young.userId, { countryId: 'PE', dob: limaMidnight('2010-11-22') });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.fieldsErrors[0].identifier).toBe('error.customer.dobTooYoung');
    } finally {
      clock.set('2026-11-21T15:00:00Z');
    }
  });

  test('the e-mail may only repeat the verified one (case-insensitive); new addresses go through CHANGE_EMAIL', async () => {
    const maria = await demoCustomer(ctx, '987654321');
    const same = await put(maria, maria.userId, { countryId: 'PE', email: 'MARIA.quispe@example.pe' });
    expect(same.statusCode).toBe(200);
    expect(same.json().email).toBe('maria.quispe@example.pe');
    const other = await put(maria, maria.userId, { countryId: 'PE', email: 'maria@otro.pe' }, 'en');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.fieldsErrors).toEqual([{
      fieldName: 'email', identifier: 'error.customer.emailNeedsVerification',
      message: 'To use this e-mail address, first verify it with the code we will send you.',
    }]);
    // Without a verified e-mail, no e-mail at all is accepted here.
    const fresh = await newCustomer(ctx);
    const unverified = await put(fresh, fresh.userId, { countryId: 'PE', email: 'fresh@example.pe' });
    expect(unverified.json().errors.fieldsErrors[0]).toMatchObject({ fieldName: 'email', identifier: 'error.customer.emailNeedsVerification' });
  });

  test('every bad input is a translated field error and changes nothing', async () => {
    const ana = await demoCustomer(ctx, '945678901');
    const before = (await get(ana, ana.userId)).json();
    const counts = await tableCounts(ctx.database);
    const cases: { body: object; field: string; identifier: string; es?: string; en?: string }[] = [
      { body: { idType: 'DNI', idNumber: '1234567' }, field: 'idNumber', identifier: 'error.customer.idNumberDigits', es: 'El número de documento debe tener 8 dígitos.' },
      { body: { idType: 'DNI', idNumber: '123456789' }, field: 'idNumber', identifier: 'error.customer.idNumberDigits' },
      { body: { idType: 'DNI', idNumber: '1234567a' }, field: 'idNumber', identifier: 'error.customer.idNumberDigits' },
      { body: { idType: 'RUC', idNumber: '2012345678' }, field: 'idNumber', identifier: 'error.customer.idNumberDigits', en: 'The document number must have 11 digits.' },
      { body: { idType: 'RUC', idNumber: '201234567890' }, field: 'idNumber', identifier: 'error.customer.idNumberDigits' },
      { body: { idType: 'Pasaporte', idNumber: 'AB123456789' }, field: 'idNumber', identifier: 'error.customer.idNumberAlphanumeric', es: 'El número de documento debe tener 12 letras o números.' },
      { body: { idType: 'Pasaporte', idNumber: 'AB-123456789' }, field: 'idNumber', identifier: 'error.customer.idNumberAlphanumeric' },
      { body: { idType: 'Carnet de Extranjeria', idNumber: '0012345678901' }, field: 'idNumber', identifier: 'error.customer.idNumberAlphanumeric', en: 'The document number must have 12 letters or digits.' },
      { body: { idType: 'DNI' }, field: 'idNumber', identifier: 'error.customer.idPair', es: 'Indica el tipo y el número de documento juntos.' },
      { body: { idNumber: '12345678' }, field: 'idType', identifier: 'error.customer.idPair', en: 'Give the document type and number together.' },
      { body: { idType: 'Licencia', idNumber: '12345678' }, field: 'idType', identifier: 'error.validation.invalidOption' },
      { body: { dob: limaMidnight('2010-11-22') }, field: 'dob', identifier: 'error.customer.dobTooYoung', es: 'Debes tener al menos 16 años.', en: 'You must be at least 16 years old.' },
      { body: { dob: limaMidnight('2026-11-22') }, field: 'dob', identifier: 'error.customer.dobFuture', es: 'La fecha de nacimiento no puede ser futura.' },
      { body: { dob: limaMidnight('1899-12-31') }, field: 'dob', identifier: 'error.customer.dobTooOld', en: 'The date of birth cannot be before 1900.' },
      { body: { dob: 1.5 }, field: 'dob', identifier: 'error.validation.invalidType' },
      { body: { dob: '1995-06-15' }, field: 'dob', identifier: 'error.validation.invalidType' },
      { body: { firstName: '' }, field: 'firstName', identifier: 'error.validation.tooShort' },
      { body: { firstName: '   ' }, field: 'firstName', identifier: 'error.customer.leadingSpace', es: 'No puede empezar con un espacio.' },
      { body: { lastName: ' Torres' }, field: 'lastName', identifier: 'error.customer.leadingSpace', en: 'Must not start with a space.' },
      { body: { lastName: 'x'.repeat(51) }, field: 'lastName', identifier: 'error.validation.tooLong', es: 'Debe tener como máximo 50 caracteres.' },
      { body: { firstName: 'Ana\u0000' }, field: 'firstName', identifier: 'error.validation.controlCharacters' },
      { body: { firstName: 'Ana\tMaría' }, field: 'firstName', identifier: 'error.validation.invalid' },
      { body: { email: 'otra@example.pe' }, field: 'email', identifier: 'error.customer.emailNeedsVerification' },
      { body: { countryId: 'CO' }, field: 'countryId', identifier: 'error.auth.countryMismatch', es: 'El país debe ser el mismo de la ruta (PE).' },
      { body: { countryId: undefined }, field: 'countryId', identifier: 'error.validation.required' },
      { body: { selectedLanguage: 'fr' }, field: 'selectedLanguage', identifier: 'error.validation.invalid' },
    ];
    for (const testCase of cases) {
      for (const lang of ['es', 'en'] as const) {
        const response = await put(ana, ana.userId, { countryId: 'PE', firstName: 'Nueva', ...testCase.body }, lang);
        const label = `${JSON.stringify(testCase.body)} (${lang})`;
        expect([label, response.statusCode]).toEqual([label, 400]);
        const errors = response.json().errors;
        expect([label, errors.general]).toEqual([label, []]);
        expect([label, errors.fieldsErrors.map((f: { fieldName: string; identifier: string }) => [f.fieldName, f.identifier])])
          .toEqual([label, [[testCase.field, testCase.identifier]]]);
        const expected = testCase[lang];
        if (expected) expect([label, errors.fieldsErrors[0].message]).toEqual([label, expected]);
        else expect(errors.fieldsErrors[0].message).not.toMatch(/^error\./);
      }
    }
    expect((await get(ana, ana.userId)).json()).toEqual(before);
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('several bad fields are answered together', async () => {
    const customer = await newCustomer(ctx, { firstName: 'Luis' });
    const response = await put(customer, customer.userId, {
      countryId: 'PE', idType: 'DNI', idNumber: '123', dob: limaMidnight('2030-01-01'), firstName: ' Luis', lastName: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fieldsErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual(['dob', 'firstName', 'idNumber', 'lastName']);
    expect((await get(customer, customer.userId)).json()).toMatchObject({ firstName: 'Luis', idType: null, dob: null });
  });
});

describe('the date of birth and the ID are set once; later changes go through support', () => {
  const cartOf = async (caller: TestCaller) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/PE/es/carts', headers: { cookie: caller.cookie } })).json();
  /** A beer the Miraflores store sells now. */
  const beer = async () => (await ctx.database.db.selectFrom('products as p').innerJoin('categories as c', 'c.category_id', 'p.category_id')
    .innerJoin('store_products as sp', 'sp.product_id', 'p.product_id').innerJoin('stores as s', 's.store_id', 'sp.store_id')
    .select('p.product_id').where('c.code', '=', 'cervezas').where('p.active', '=', true).where('s.code', '=', 'lima-miraflores')
    .where('sp.available', '=', true).where((eb) => eb.or([eb('sp.stock', 'is', null), eb('sp.stock', '>', 0)]))
    .orderBy('p.product_id').executeTakeFirstOrThrow()).product_id;

  test('a 17-year-old cannot put an older date on record to buy beer: the date is locked, translated, nothing changes', async () => {
    const teen = await newCustomer(ctx);
    await ctx.database.db.insertInto('user_addresses').values({
      user_id: teen.userId, country_id: 'PE', street1: 'Av. José Larco 812', latitude: -12.1236, longitude: -77.0293, default_shipping: true,
      first_name: 'Leo', last_name: 'Prueba', telephone: '987000333',
    }).execute();
    expect((await put(teen, teen.userId, { countryId: 'PE', dob: limaMidnight('2009-06-01') })).statusCode).toBe(200);
    const { cartId } = await cartOf(teen);
    const beerId = await beer();
    const add = async () => ctx.app.inject({
      method: 'POST', url: `/api/v1/PE/es/carts/${cartId}/cart-items`, headers: { cookie: teen.cookie },
      payload: { countryId: 'PE', productId: beerId, quantity: 1, toppings: null },
    });
    const refusedBeer = await add();
    expect([refusedBeer.statusCode, refusedBeer.json().errors.general[0].identifier]).toEqual([409, 'error.cart.ageRestricted']);

    const counts = await tableCounts(ctx.database);
    for (const lang of ['es', 'en'] as const) {
      const older = await put(teen, teen.userId, { countryId: 'PE', dob: limaMidnight('1990-06-01'), firstName: 'Leonardo' }, lang);
      expect(older.statusCode).toBe(400);
      expect(older.json().errors.fieldsErrors).toEqual([{
        fieldName: 'dob', identifier: 'error.customer.dobLocked',
        message: lang === 'es'
          ? 'Tu fecha de nacimiento ya está registrada y no se puede cambiar aquí. Si hay un error, pide la corrección a nuestro equipo de soporte (Mi cuenta › Soporte).'
          : 'Your date of birth is already on record and cannot be changed here. If it is wrong, ask our support team to correct it (My account › Support).',
      }]);
    }
    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect((await get(teen, teen.userId)).json()).toMatchObject({ dob: limaMidnight('2009-06-01'), firstName: 'Test' });
    expect((await add()).statusCode).toBe(409);
    expect((await cartOf(teen)).cartItems).toEqual([]);
  });

  test('the same values again are accepted (forms send every field); another ID type or number is locked', async () => {
    const customer = await newCustomer(ctx);
    const first = await put(customer, customer.userId, { countryId: 'PE', idType: 'DNI', idNumber: '45871236', dob: limaMidnight('1990-04-12') });
    expect(first.statusCode).toBe(200);
    const again = await put(customer, customer.userId, { countryId: 'PE', idType: 'DNI', idNumber: '45871236', dob: limaMidnight('1990-04-12'), firstName: 'Rosa' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ idType: 'DNI', idNumber: '45871236', dob: limaMidnight('1990-04-12'), firstName: 'Rosa' });
    for (const body of [{ idType: 'DNI', idNumber: '45871237' }, { idType: 'Pasaporte', idNumber: 'AB1234567890' }]) {
      const res = await put(customer, customer.userId, { countryId: 'PE', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.fieldsErrors.map((f: { fieldName: string; identifier: string }) => [f.fieldName, f.identifier]))
        .toEqual([['idNumber', 'error.customer.idLocked']]);
    }
    // A bad value is still said as such (its own message), locked or not.
    const bad = await put(customer, customer.userId, { countryId: 'PE', dob: limaMidnight('2030-01-01') });
    expect(bad.json().errors.fieldsErrors[0].identifier).toBe('error.customer.dobFuture');
    expect((await get(customer, customer.userId)).json()).toMatchObject({ idType: 'DNI', idNumber: '45871236', dob: limaMidnight('1990-04-12') });
  });

  test('two requests racing on an empty record: one date of birth is written, the other request is refused', async () => {
    const customer = await newCustomer(ctx);
    const answers = await Promise.all(['1991-01-01', '2001-01-01'].map((date) => put(customer, customer.userId, { countryId: 'PE', dob: limaMidnight(date) })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const won = answers.find((r) => r.statusCode === 200)?.json().dob;
    const lost = answers.find((r) => r.statusCode === 400)?.json();
    expect(lost.errors.fieldsErrors[0]).toMatchObject({ fieldName: 'dob', identifier: 'error.customer.dobLocked' });
    expect((await get(customer, customer.userId)).json().dob).toBe(won);
  });
});
