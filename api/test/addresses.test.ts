// User addresses: guest vs customer fields, one default per user, soft delete with hand-over, the limit, owner only.
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';
import { addressRecord } from '../src/modules/addresses/record.js';
import { findDefaultAddress } from '../src/modules/addresses/default-address.js';
import { ManualClock } from '../src/lib/clock.js';

const clock = new ManualClock('2026-11-21T15:00:00Z');
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });

/** Covered by Miraflores only. */
const MIRAFLORES = { latitude: -12.1236, longitude: -77.0293 };
/** 3.57 km south of the Miraflores store: no store's radius covers it. */
const NOWHERE = { latitude: -12.15571, longitude: -77.0293 };

type Body = Record<string, unknown>;
const fullAddress = (over: Body = {}): Body => ({
  countryId: 'PE', firstName: 'María', lastName: 'Quispe', telephone: '987654321', street1: 'Av. José Larco 345',
  street2: 'Dpto 501', landmark: 'Frente al parque', cityNameGoogle: 'Miraflores', ...MIRAFLORES, alias: 'Home', ...over,
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller?: TestCaller, payload?: Body, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { ...(caller ? { cookie: caller.cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });
const add = (caller: TestCaller, body: Body, headers?: Record<string, string>) => inject('POST', '/api/v1/user-addresses', caller, body, headers);
const list = (caller: TestCaller, userId = caller.userId) => inject('GET', `/api/v1/user-addresses/${userId}`, caller);
const addOk = async (caller: TestCaller, body: Body): Promise<{ userAddressId: number; defaultShipping: boolean }> => {
  const res = await add(caller, body);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const rowOf = (userAddressId: number) => ctx.database.db.selectFrom('user_addresses').selectAll().where('user_address_id', '=', userAddressId).executeTakeFirstOrThrow();
const defaultIds = async (userId: number) => (await ctx.database.db.selectFrom('user_addresses').select('user_address_id')
  .where('user_id', '=', userId).where('default_shipping', '=', true).where('deleted_at', 'is', null).execute()).map((r) => r.user_address_id);
const fieldErrors = (body: { errors: { fieldsErrors: { fieldName: string; identifier: string }[] } }) =>
  body.errors.fieldsErrors.map((f) => `${f.fieldName}:${f.identifier}`).sort();

test('a guest saves a location with only street1 and coordinates: stored with the caller\'s country, Home, the default', async () => {
  const guest = await newGuest(ctx);
  const res = await add(guest, { countryId: 'PE', street1: 'Av. Pardo 620', ...MIRAFLORES, firstName: '', telephone: '', street2: null });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({
    userAddressId: expect.any(Number), userId: guest.userId, countryId: 'PE', firstName: null, lastName: null, telephone: null,
    street1: 'Av. Pardo 620', street2: null, landmark: null, cityNameGoogle: null, ...MIRAFLORES, alias: 'Home',
    defaultShipping: true, storeExists: true, updatedAt: clock.now().toISOString(),
  });
  expect((await findDefaultAddress(ctx.database.db, guest.userId))?.user_address_id).toBe(res.json().userAddressId);
});

test('a customer must give first and last name, telephone and alias: translated field errors, nothing stored', async () => {
  const customer = await newCustomer(ctx);
  const before = await tableCounts(ctx.database);
  const es = await add(customer, { countryId: 'PE', street1: 'Av. Pardo 620', ...MIRAFLORES, firstName: '   ' });
  expect(es.statusCode).toBe(400);
  expect(es.json().errors.general).toEqual([]);
  // Shape errors are answered first (schema validation), the customer's required fields once the shape is right.
  expect(fieldErrors(es.json())).toEqual(['firstName:error.address.leadingSpace']);
  expect(es.json().errors.fieldsErrors[0].message).toBe('No puede empezar con un espacio.');
  const blank = await add(customer, { countryId: 'PE', street1: 'Av. Pardo 620', ...MIRAFLORES, firstName: '', lastName: null }, { 'accept-language': 'en' });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().errors.fieldsErrors).toEqual(expect.arrayContaining([
    { fieldName: 'firstName', identifier: 'error.validation.required', message: 'This field is required.' },
    { fieldName: 'lastName', identifier: 'error.validation.required', message: 'This field is required.' },
    { fieldName: 'telephone', identifier: 'error.validation.required', message: 'This field is required.' },
    { fieldName: 'alias', identifier: 'error.validation.required', message: 'This field is required.' },
  ]));
  expect(blank.json().errors.fieldsErrors).toHaveLength(4);
  expect(await tableCounts(ctx.database)).toEqual(before);
  // The same body with the customer's fields is accepted.
  expect((await add(customer, fullAddress())).statusCode).toBe(201);
});

describe('the names typed for a delivery fill the profile\'s empty names', () => {
  const profile = async (caller: TestCaller) => {
    const res = await inject('GET', `/api/v1/PE/customers/${caller.userId}`, caller);
    expect(res.statusCode).toBe(200);
    const { firstName, lastName } = res.json();
    return { firstName, lastName };
  };
  const withoutNames = async (keep: { firstName?: string } = {}): Promise<TestCaller> => {
    const customer = await newCustomer(ctx);
    for (const table of ['users', 'customers'] as const) {
      await ctx.database.db.updateTable(table).set({ first_name: keep.firstName ?? null, last_name: null }).where('user_id', '=', customer.userId).execute();
    }
    return customer;
  };

  test('checkout\'s contact details (PUT) give a nameless customer the names; later ones never overwrite them', async () => {
    const customer = await withoutNames();
    const { userAddressId } = await addOk(customer, fullAddress({ firstName: 'Lucía', lastName: 'Quispe Mamani ' }));
    // The address was saved first with other names; the update-details dialog corrects them.
    await ctx.database.db.updateTable('users').set({ first_name: null, last_name: '' }).where('user_id', '=', customer.userId).execute();
    const res = await inject('PUT', `/api/v1/user-addresses/${userAddressId}`, customer, fullAddress({ firstName: 'Rosa', lastName: 'Huamán' }));
    expect(res.statusCode).toBe(200);
    expect(await profile(customer)).toEqual({ firstName: 'Rosa', lastName: 'Huamán' });
    const copy = await ctx.database.db.selectFrom('customers').select(['first_name', 'last_name']).where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(copy).toEqual({ first_name: 'Lucía', last_name: 'Quispe Mamani' });

    await inject('PUT', `/api/v1/user-addresses/${userAddressId}`, customer, fullAddress({ firstName: 'Otra', lastName: 'Persona' }));
    expect(await profile(customer)).toEqual({ firstName: 'Rosa', lastName: 'Huamán' });
  });

  test('a new address fills only the name the profile lacks', async () => {
    const customer = await withoutNames({ firstName: 'Daniel' });
    await addOk(customer, fullAddress({ firstName: 'Dani', lastName: 'Torres' }));
    expect(await profile(customer)).toEqual({ firstName: 'Daniel', lastName: 'Torres' });
  });

  test('a refused address fills nothing', async () => {
    const customer = await withoutNames();
    expect((await add(customer, fullAddress({ firstName: 'Rosa', telephone: '123' }))).statusCode).toBe(400);
    expect(await profile(customer)).toEqual({ firstName: null, lastName: null });
  });
});

test.each([
  ['telephone of 8 digits', { telephone: '98765432' }, 'telephone:error.address.telephone'],
  ['telephone with a letter', { telephone: '98765432a' }, 'telephone:error.address.telephone'],
  ['telephone not a mobile (starts with 8)', { telephone: '812345678' }, 'telephone:error.address.telephone'],
  ['telephone of another country', { telephone: '+57 312 345 6789' }, 'telephone:error.address.telephone'],
  ['leading space in the first name', { firstName: ' María' }, 'firstName:error.address.leadingSpace'],
  ['leading space in the street', { street1: ' Av. Larco 345' }, 'street1:error.address.leadingSpace'],
  ['leading space in the landmark', { landmark: ' parque' }, 'landmark:error.address.leadingSpace'],
  ['empty street', { street1: '' }, 'street1:error.validation.tooShort'],
  ['no street', { street1: undefined }, 'street1:error.validation.required'],
  ['latitude above 90', { latitude: 90.5 }, 'latitude:error.validation.tooBig'],
  ['latitude below -90', { latitude: -91 }, 'latitude:error.validation.tooSmall'],
  ['longitude above 180', { longitude: 181 }, 'longitude:error.validation.tooBig'],
  ['no coordinates', { latitude: undefined }, 'latitude:error.validation.required'],
  ['coordinates as text', { longitude: '-77.03' }, 'longitude:error.validation.invalidType'],
  ['unknown alias', { alias: 'Casa' }, 'alias:error.validation.invalidOption'],
  ['street of 201 characters', { street1: 'a'.repeat(201) }, 'street1:error.validation.tooLong'],
  ['flat number of 101 characters', { street2: 'b'.repeat(101) }, 'street2:error.validation.tooLong'],
  ['landmark of 101 characters', { landmark: 'c'.repeat(101) }, 'landmark:error.validation.tooLong'],
  ['first name of 51 characters', { firstName: 'd'.repeat(51) }, 'firstName:error.validation.tooLong'],
  ['last name of 51 characters', { lastName: 'e'.repeat(51) }, 'lastName:error.validation.tooLong'],
  ['a country we do not serve', { countryId: 'CO' }, 'countryId:error.validation.unknownCountry'],
  ['a malformed country', { countryId: 'peru' }, 'countryId:error.validation.invalidFormat'],
])('%s → 400 field error, nothing stored (customer and guest alike)', async (_label, change, expected) => {
  const customer = await newCustomer(ctx);
  const guest = await newGuest(ctx);
  const before = await tableCounts(ctx.database);
  for (const caller of [customer, guest]) {
    const res = await add(caller, fullAddress(change));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual([expected]);
    expect(res.json().errors.fieldsErrors[0].message).not.toMatch(/^error\./);
  }
  expect(await tableCounts(ctx.database)).toEqual(before);
});

test('boundary values are accepted: 9-digit telephone, 200/100/50 characters, ±90/±180, trailing spaces trimmed', async () => {
  const customer = await newCustomer(ctx);
  const res = await add(customer, fullAddress({
    street1: `${'a'.repeat(199)} `, street2: 'b'.repeat(100), landmark: 'c'.repeat(100), firstName: 'd'.repeat(50), lastName: 'Quispe  ',
    latitude: -90, longitude: 180, alias: 'Others',
  }));
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ street1: 'a'.repeat(199), lastName: 'Quispe', latitude: -90, longitude: 180, alias: 'Others', storeExists: false });
});

test('a mobile written with the +51 calling code or separators is stored as its nine digits', async () => {
  const customer = await newCustomer(ctx);
  for (const [written, stored] of [['+51 987 654 321', '987654321'], ['987-654-322', '987654322'], ['(+51) 987.654.323', '987654323']]) {
    const res = await add(customer, fullAddress({ telephone: written }));
    expect([written, res.statusCode, res.json().telephone]).toEqual([written, 201, stored]);
    expect((await rowOf(res.json().userAddressId)).telephone).toBe(stored);
  }
});

test('the first address is the default; another one is not unless defaultShipping is true, which moves the default', async () => {
  const customer = await newCustomer(ctx);
  const first = await addOk(customer, fullAddress({ defaultShipping: false }));
  expect(first.defaultShipping).toBe(true);
  const second = await addOk(customer, fullAddress({ street1: 'Calle Schell 120' }));
  expect(second.defaultShipping).toBe(false);
  expect(await defaultIds(customer.userId)).toEqual([first.userAddressId]);
  const third = await addOk(customer, fullAddress({ street1: 'Av. Benavides 400', alias: 'Office', defaultShipping: true }));
  expect(third.defaultShipping).toBe(true);
  expect(await defaultIds(customer.userId)).toEqual([third.userAddressId]);
  expect((await rowOf(first.userAddressId)).default_shipping).toBe(false);
});

test('the list: default first, then newest, with storeExists per address; only live addresses', async () => {
  const customer = await newCustomer(ctx);
  const a = await addOk(customer, fullAddress({ street1: 'A' }));
  clock.advance(60_000);
  const b = await addOk(customer, fullAddress({ street1: 'B', ...NOWHERE }));
  clock.advance(60_000);
  const c = await addOk(customer, fullAddress({ street1: 'C' }));
  clock.advance(60_000);
  const d = await addOk(customer, fullAddress({ street1: 'D' }));
  // Newest by creation time, not by id: B is edited later but stays in its place.
  clock.advance(60_000);
  expect((await inject('PUT', `/api/v1/user-addresses/${b.userAddressId}`, customer, fullAddress({ street1: 'B', ...NOWHERE }))).statusCode).toBe(200);
  expect((await inject('DELETE', `/api/v1/user-addresses/${d.userAddressId}`, customer)).statusCode).toBe(204);
  const res = await list(customer);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.count).toBe(3);
  expect(body.records.map((r: { userAddressId: number }) => r.userAddressId)).toEqual([a.userAddressId, c.userAddressId, b.userAddressId]);
  expect(body.records.map((r: { storeExists: boolean }) => r.storeExists)).toEqual([true, true, false]);
  expect(body.records[0]).toEqual(addressRecord(await rowOf(a.userAddressId), true));
});

test('a user without addresses gets 404 error.address.notFound (which opens the add-address map), translated', async () => {
  const guest = await newGuest(ctx);
  const res = await list(guest);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ errors: { general: [{ identifier: 'error.address.notFound', message: 'No encontramos la dirección.' }], fieldsErrors: [] } });
  const en = await inject('GET', `/api/v1/user-addresses/${guest.userId}?languageCode=en`, guest);
  expect(en.json().errors.general[0].message).toBe('We could not find the address.');
});

test('PUT replaces the fields with the same rules, keeps or moves the default, and answers the Address', async () => {
  const customer = await newCustomer(ctx);
  const home = await addOk(customer, fullAddress());
  const office = await addOk(customer, fullAddress({ street1: 'Av. Larco 1301', alias: 'Office' }));
  const url = `/api/v1/user-addresses/${office.userAddressId}`;
  const bad = await inject('PUT', url, customer, fullAddress({ telephone: '12345', lastName: undefined }));
  expect(bad.statusCode).toBe(400);
  expect(fieldErrors(bad.json())).toEqual(['telephone:error.address.telephone']);
  const missing = await inject('PUT', url, customer, fullAddress({ lastName: undefined }));
  expect(fieldErrors(missing.json())).toEqual(['lastName:error.validation.required']);
  const rowBefore = await rowOf(office.userAddressId);
  expect(rowBefore.street1).toBe('Av. Larco 1301');

  const put = await inject('PUT', url, customer, fullAddress({ street1: 'Av. Larco 1302 ', street2: null, landmark: '', ...NOWHERE, alias: 'Others' }));
  expect(put.statusCode).toBe(200);
  expect(put.json()).toMatchObject({
    userAddressId: office.userAddressId, street1: 'Av. Larco 1302', street2: null, landmark: null, ...NOWHERE, alias: 'Others',
    defaultShipping: false, storeExists: false,
  });
  expect(await defaultIds(customer.userId)).toEqual([home.userAddressId]);
  const moved = await inject('PUT', url, customer, fullAddress({ defaultShipping: true }));
  expect(moved.json().defaultShipping).toBe(true);
  expect(await defaultIds(customer.userId)).toEqual([office.userAddressId]);
  // defaultShipping false on the default does not leave the user without one.
  const kept = await inject('PUT', url, customer, fullAddress({ defaultShipping: false }));
  expect(kept.json().defaultShipping).toBe(true);
  expect(await defaultIds(customer.userId)).toEqual([office.userAddressId]);
});

test('a guest\'s PUT needs only street1 and coordinates and keeps the alias it had', async () => {
  const guest = await newGuest(ctx);
  const saved = await addOk(guest, { countryId: 'PE', street1: 'Av. Pardo 620', ...MIRAFLORES, alias: 'Office' });
  const res = await inject('PUT', `/api/v1/user-addresses/${saved.userAddressId}`, guest, { countryId: 'PE', street1: 'Av. Pardo 700', ...NOWHERE });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ street1: 'Av. Pardo 700', alias: 'Office', defaultShipping: true, storeExists: false });
});

test('PUT .../default makes the address the only default; the previous one is unset', async () => {
  const customer = await newCustomer(ctx);
  const first = await addOk(customer, fullAddress());
  const second = await addOk(customer, fullAddress({ street1: 'Calle Berlín 200' }));
  const res = await inject('PUT', `/api/v1/user-addresses/${second.userAddressId}/default`, customer);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ userAddressId: second.userAddressId, defaultShipping: true, street1: 'Calle Berlín 200' });
  expect(await defaultIds(customer.userId)).toEqual([second.userAddressId]);
  expect((await list(customer)).json().records.map((r: { userAddressId: number }) => r.userAddressId)).toEqual([second.userAddressId, first.userAddressId]);
  // Again on the default: still the one default.
  expect((await inject('PUT', `/api/v1/user-addresses/${second.userAddressId}/default`, customer)).json().defaultShipping).toBe(true);
  expect(await defaultIds(customer.userId)).toEqual([second.userAddressId]);
});

test('DELETE is a soft delete; a deleted default passes to the most recently updated remaining address', async () => {
  const customer = await newCustomer(ctx);
  const a = await addOk(customer, fullAddress({ street1: 'A' }));
  const b = await addOk(customer, fullAddress({ street1: 'B' }));
  const c = await addOk(customer, fullAddress({ street1: 'C' }));
  // B is edited last, so it inherits the default although C is newer.
  clock.advance(60_000);
  expect((await inject('PUT', `/api/v1/user-addresses/${b.userAddressId}`, customer, fullAddress({ street1: 'B2' }))).statusCode).toBe(200);
  // The list says so (updatedAt), so a page can tell beforehand which address a deleted default passes to.
  const before = (await list(customer)).json().records as { userAddressId: number; updatedAt: string }[];
  expect(before.map((r) => r.userAddressId)).toEqual([a.userAddressId, c.userAddressId, b.userAddressId]);
  expect(before.find((r) => r.userAddressId === b.userAddressId)?.updatedAt).toBe(clock.now().toISOString());
  expect(before.find((r) => r.userAddressId === c.userAddressId)?.updatedAt).toBe(new Date(clock.now().getTime() - 60_000).toISOString());

  const del = await inject('DELETE', `/api/v1/user-addresses/${a.userAddressId}`, customer);
  expect(del.statusCode).toBe(204);
  expect(del.body).toBe('');
  const deleted = await rowOf(a.userAddressId);
  expect(deleted.deleted_at).toBeInstanceOf(Date);
  expect(deleted.default_shipping).toBe(false);
  expect(await defaultIds(customer.userId)).toEqual([b.userAddressId]);

  // Deleting one that is not the default leaves the default alone.
  expect((await inject('DELETE', `/api/v1/user-addresses/${c.userAddressId}`, customer)).statusCode).toBe(204);
  expect(await defaultIds(customer.userId)).toEqual([b.userAddressId]);
  // Deleted addresses are gone for every route.
  for (const [method, url] of [['DELETE', `/api/v1/user-addresses/${a.userAddressId}`], ['PUT', `/api/v1/user-addresses/${a.userAddressId}/default`]] as const) {
    const res = await inject(method, url, customer);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.general[0].identifier).toBe('error.address.notFound');
  }
  expect((await inject('PUT', `/api/v1/user-addresses/${c.userAddressId}`, customer, fullAddress())).statusCode).toBe(404);
  // The last one deleted: no default, the list is a 404 again.
  expect((await inject('DELETE', `/api/v1/user-addresses/${b.userAddressId}`, customer)).statusCode).toBe(204);
  expect(await defaultIds(customer.userId)).toEqual([]);
  expect((await list(customer)).statusCode).toBe(404);
  // A new address after that is the default again.
  expect((await addOk(customer, fullAddress())).defaultShipping).toBe(true);
});

test('at most 20 live addresses: the 21st is a 409 error.address.limit and stores nothing; after a delete one fits again', async () => {
  const customer = await newCustomer(ctx);
  const ids: number[] = [];
  for (let i = 0; i < 20; i += 1) ids.push((await addOk(customer, fullAddress({ street1: `Calle ${i}` }))).userAddressId);
  const before = await tableCounts(ctx.database);
  const res = await add(customer, fullAddress({ street1: 'Calle 21', defaultShipping: true }), { 'accept-language': 'en' });
  expect(res.statusCode).toBe(409);
  expect(res.json().errors.general).toEqual([{ identifier: 'error.address.limit', message: 'You can save at most 20 addresses. Delete one to add another.' }]);
  expect(await tableCounts(ctx.database)).toEqual(before);
  expect(await defaultIds(customer.userId)).toEqual([ids[0]]);
  expect((await inject('DELETE', `/api/v1/user-addresses/${ids[5]}`, customer)).statusCode).toBe(204);
  expect((await add(customer, fullAddress({ street1: 'Calle 21' }))).statusCode).toBe(201);
  expect((await add(customer, fullAddress({ street1: 'Calle 22' }))).statusCode).toBe(409);
});

test('concurrent adds keep the rules: exactly one default, never more than 20', async () => {
  const customer = await newCustomer(ctx);
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => add(customer, fullAddress({ street1: `Calle ${i}` }))));
  expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
  expect(answers.filter((r) => r.json().defaultShipping)).toHaveLength(1);
  expect(await defaultIds(customer.userId)).toHaveLength(1);
  for (let i = 6; i < 18; i += 1) await addOk(customer, fullAddress({ street1: `Calle ${i}` }));
  const last = await Promise.all(Array.from({ length: 5 }, (_, i) => add(customer, fullAddress({ street1: `Extra ${i}`, defaultShipping: true }))));
  expect(last.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
  expect((await list(customer)).json().count).toBe(20);
  expect(await defaultIds(customer.userId)).toHaveLength(1);
});

describe('owner only', () => {
  let owner: TestCaller;
  let other: TestCaller;
  let ownerAddressId: number;
  let otherDefaultId: number;
  beforeAll(async () => {
    owner = await newCustomer(ctx);
    other = await newCustomer(ctx);
    ownerAddressId = (await addOk(owner, fullAddress())).userAddressId;
    await addOk(owner, fullAddress({ street1: 'Second' }));
    otherDefaultId = (await addOk(other, fullAddress({ street1: 'Other\'s home' }))).userAddressId;
  });

  test('reading someone else\'s list is a 403 error.auth.forbidden', async () => {
    const res = await list(other, owner.userId);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.general[0].identifier).toBe('error.auth.forbidden');
    expect(res.body).not.toContain('Av. José Larco');
  });

  test.each([
    ['update', 'PUT', '', true],
    ['delete', 'DELETE', '', false],
    ['set as default', 'PUT', '/default', false],
  ] as const)('%s of someone else\'s address is a 404 error.address.notFound and changes nothing', async (_label, method, suffix, withBody) => {
    const ownerRow = await rowOf(ownerAddressId);
    const otherRows = await ctx.database.db.selectFrom('user_addresses').selectAll().where('user_id', '=', other.userId).execute();
    const counts = await tableCounts(ctx.database);
    const res = await inject(method, `/api/v1/user-addresses/${ownerAddressId}${suffix}`, other, withBody ? fullAddress({ street1: 'Hijacked', defaultShipping: true }) : undefined);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.general[0].identifier).toBe('error.address.notFound');
    expect(await rowOf(ownerAddressId)).toEqual(ownerRow);
    expect(await ctx.database.db.selectFrom('user_addresses').selectAll().where('user_id', '=', other.userId).execute()).toEqual(otherRows);
    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect(await defaultIds(other.userId)).toEqual([otherDefaultId]);
  });

  test('an address id that does not exist answers the same 404', async () => {
    const res = await inject('PUT', '/api/v1/user-addresses/99999999/default', owner);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.general[0].identifier).toBe('error.address.notFound');
  });

  test('without a session every address route is a 401, before any validation', async () => {
    const counts = await tableCounts(ctx.database);
    const calls = [
      ['GET', `/api/v1/user-addresses/${owner.userId}`, undefined],
      ['GET', '/api/v1/user-addresses/not-a-number', undefined],
      ['POST', '/api/v1/user-addresses', fullAddress()],
      ['POST', '/api/v1/user-addresses', { street1: ' ' }],
      ['PUT', `/api/v1/user-addresses/${ownerAddressId}`, fullAddress()],
      ['DELETE', `/api/v1/user-addresses/${ownerAddressId}`, undefined],
      ['PUT', `/api/v1/user-addresses/${ownerAddressId}/default`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await inject(method, url, undefined, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
      expect(res.json().errors.general[0].identifier).toBe('error.auth.sessionRequired');
    }
    const expired = await inject('GET', `/api/v1/user-addresses/${owner.userId}`, { userId: owner.userId, cookie: `shop_sid=${'x'.repeat(43)}` });
    expect(expired.statusCode).toBe(401);
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('bad path ids are 400 for a caller with a session', async () => {
    expect((await inject('GET', '/api/v1/user-addresses/abc', owner)).statusCode).toBe(400);
    expect((await inject('DELETE', '/api/v1/user-addresses/0', owner)).statusCode).toBe(400);
  });
});

test('the OpenAPI document lists the address routes under the addresses tag', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(doc.paths['/api/v1/user-addresses/{userId}'].get.tags).toEqual(['addresses']);
  expect(doc.paths['/api/v1/user-addresses'].post.requestBody).toBeDefined();
  expect(doc.paths['/api/v1/user-addresses/{userAddressId}']).toHaveProperty(['put']);
  expect(doc.paths['/api/v1/user-addresses/{userAddressId}']).toHaveProperty(['delete']);
  expect(doc.paths['/api/v1/user-addresses/{userAddressId}/default']).toHaveProperty(['put']);
});
