// The staff API and the operator command: the bearer token (and no routes without one), advancing an order through
// its statuses with its history and item statuses, final statuses refused, and the CLI's pure parts.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import opsRoutes from '../src/modules/ops/routes.js';
import { advanceViaApi, apiBase, parseOpsArgs, readOpsToken, runViaApi } from '../src/modules/ops/cli.js';
import { bearerMatches, opsTokenFile, opsTokenFromEnv } from '../src/modules/ops/token.js';
import { PROGRESS } from '../src/modules/orders/rules.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, type TestCaller } from './helpers/sessions.js';
import type { OrderStatus } from '../src/db/types.js';

const TOKEN = 'ops-test-token-0123456789';
const START = '2026-06-15T15:00:00Z';
const clock = new ManualClock(START);
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock, opsToken: TOKEN }); });
afterAll(async () => { await ctx?.close(); });

const db = () => ctx.database.db;
let orders = 0;

/** An order placed by a new customer (rows written directly: placement has its own tests), with two items. */
async function anOrder(status: OrderStatus = 'INITIATED', { ageRestricted = false } = {}): Promise<{ orderId: number; orderNumber: string; customer: TestCaller }> {
  const customer = await newCustomer(ctx);
  const orderNumber = `PE-9${String(++orders).padStart(5, '0')}`;
  const products = await db().selectFrom('products').select('product_id').orderBy('product_id').limit(2).execute();
  const order = await db().insertInto('orders').values({
    order_number: orderNumber, user_id: customer.userId, country_id: 'PE', language_id: 1, status, payment_method: 'CASH', tip: '0',
    base_price: '10.00', shipping: '4.90', service_charge: '1.00', discount: '0', promo_code_discount: '0', final_pay_amount: '15.90', idempotency_key: `key-${orderNumber}`,
    request_hash: 'x', address_snapshot: JSON.stringify({ firstName: 'Rosa', lastName: 'Quispe', telephone: '987111222', street1: 'Calle Prueba 123' }),
    invoice_snapshot: '{}', created_at: clock.now(), age_restricted: ageRestricted,
  }).returning('order_id').executeTakeFirstOrThrow();
  await db().insertInto('order_items').values(products.map((p, i) => ({
    order_id: order.order_id, product_id: p.product_id, product_name: `P${i}`, quantity: 1, unit_actual_price: '5.00', unit_discounted_price: '5.00',
    line_total: '5.00', item_status: i === 0 ? 'ORDERED' as const : 'REMOVED' as const,
  }))).execute();
  await db().insertInto('order_status_history').values({ order_id: order.order_id, status, changed_at: clock.now() }).execute();
  return { orderId: order.order_id, orderNumber, customer };
}

const advance = (orderNumber: string, body?: unknown, token: string | null = TOKEN, app = ctx.app): Promise<LightMyRequestResponse> => app.inject({
  method: 'POST', url: `/api/ops/orders/${encodeURIComponent(orderNumber)}/advance`,
  headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }),
});
const identifier = (res: LightMyRequestResponse) => (res.json().errors.general as { identifier: string }[])[0]?.identifier;
const state = async (orderId: number) => ({
  status: (await db().selectFrom('orders').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).status,
  history: (await db().selectFrom('order_status_history').select('status').where('order_id', '=', orderId).orderBy('changed_at')
    .orderBy('order_status_history_id').execute()).map((h) => h.status),
  items: (await db().selectFrom('order_items').select('item_status').where('order_id', '=', orderId).orderBy('order_item_id').execute()).map((i) => i.item_status),
});

describe('the token', () => {
  test('missing, wrong, or not a Bearer header → 401 (with WWW-Authenticate), nothing changed', async () => {
    const { orderNumber } = await anOrder();
    const counts = await tableCounts(ctx.database);
    for (const res of [
      await advance(orderNumber, undefined, null),
      await advance(orderNumber, undefined, 'wrong-token'),
      await advance(orderNumber, undefined, `${TOKEN}x`),
      await ctx.app.inject({ method: 'POST', url: `/api/ops/orders/${orderNumber}/advance`, headers: { authorization: TOKEN } }),
      await ctx.app.inject({ method: 'POST', url: `/api/ops/orders/${orderNumber}/advance`, headers: { authorization: `Basic ${TOKEN}` } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(identifier(res)).toBe('error.ops.unauthorized');
    }
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('an app without a token has no ops route (with one it has)', async () => {
    const route = { method: 'POST' as const, url: '/api/ops/orders/:orderNumber/advance' };
    const bare = Fastify();
    await bare.register(opsRoutes, {});
    await bare.ready();
    expect(bare.hasRoute(route)).toBe(false);
    await bare.close();
    expect(ctx.app.hasRoute(route)).toBe(true);
  });

  test('bearerMatches compares the whole token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer  ${TOKEN} `, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  test('from the environment: OPS_TOKEN; development writes a fresh token (mode 0600); production without one has none', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-token-'));
    try {
      const file = path.join(dir, 'nested', 'ops-token');
      expect(opsTokenFromEnv({ OPS_TOKEN: ` ${TOKEN} ` }, dir)).toEqual({ token: TOKEN });
      expect(opsTokenFromEnv({ NODE_ENV: 'production' }, dir)).toBeNull();
      expect(() => opsTokenFromEnv({ NODE_ENV: 'production', OPS_TOKEN: 'short' }, dir)).toThrow(/at least 16/);
      const dev = opsTokenFromEnv({ OPS_TOKEN_FILE: file }, dir);
      expect(dev?.writtenTo).toBe(file);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(dev?.token);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(dev?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(opsTokenFromEnv({ OPS_TOKEN_FILE: file }, dir)?.token).not.toBe(dev?.token);
      expect(opsTokenFile({}, '/repo')).toBe(path.resolve('/repo/.data/ops-token'));
      // The CLI reads what the server wrote; OPS_TOKEN wins.
      expect(readOpsToken({ OPS_TOKEN_FILE: file }, dir)?.token).toBe(fs.readFileSync(file, 'utf8').trim());
      expect(readOpsToken({ OPS_TOKEN_FILE: file, OPS_TOKEN: 'abc' }, dir)).toEqual({ token: 'abc', source: 'OPS_TOKEN' });
      expect(readOpsToken({ OPS_TOKEN_FILE: path.join(dir, 'missing') }, dir)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('advancing an order', () => {
  test('through the whole status sequence, one step per call, each recorded; DELIVERY_COMPLETED delivers the ORDERED items', async () => {
    const { orderId, orderNumber } = await anOrder();
    for (let i = 1; i < PROGRESS.length; i++) {
      clock.set(Date.parse(START) + i * 60_000);
      const res = await advance(orderNumber);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        orderNumber, previousStatus: PROGRESS[i - 1], status: PROGRESS[i], changedAt: clock.now().toISOString(), ageRestricted: false, idCheck: null,
      });
      const now = await state(orderId);
      expect(now.status).toBe(PROGRESS[i]);
      expect(now.history).toEqual(PROGRESS.slice(0, i + 1));
      // REMOVED stays REMOVED: only what is still ORDERED is delivered.
      expect(now.items).toEqual(i >= PROGRESS.indexOf('DELIVERY_COMPLETED') ? ['DELIVERED', 'REMOVED'] : ['ORDERED', 'REMOVED']);
    }
    const counts = await tableCounts(ctx.database);
    const res = await advance(orderNumber);
    expect(res.statusCode).toBe(409);
    expect(identifier(res)).toBe('error.ops.cannotAdvance');
    expect(res.json().errors.general[0].message).toContain('COMPLETED');
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });

  test('`to` jumps forward recording every status passed; `to` not later → 409; unknown status → 400', async () => {
    const { orderId, orderNumber } = await anOrder();
    const jump = await advance(orderNumber, { to: 'AT_THE_STORE' });
    expect(jump.statusCode).toBe(200);
    expect(jump.json()).toMatchObject({ previousStatus: 'INITIATED', status: 'AT_THE_STORE' });
    expect((await state(orderId)).history).toEqual(PROGRESS.slice(0, 4));
    const counts = await tableCounts(ctx.database);
    for (const to of ['AT_THE_STORE', 'INITIATED']) {
      const res = await advance(orderNumber, { to });
      expect(res.statusCode).toBe(409);
      expect(identifier(res)).toBe('error.ops.targetNotLater');
    }
    expect((await advance(orderNumber, { to: 'PENDING_CANCELLATION' })).statusCode).toBe(409);
    expect((await advance(orderNumber, { to: 'SHIPPED' })).statusCode).toBe(400);
    expect(await tableCounts(ctx.database)).toEqual(counts);
    const toEnd = await advance(orderNumber, { to: 'COMPLETED' });
    expect(toEnd.json().status).toBe('COMPLETED');
    expect(await state(orderId)).toEqual({ status: 'COMPLETED', history: [...PROGRESS], items: ['DELIVERED', 'REMOVED'] });
  });

  test('a cancelled order does not advance; an unknown order → 404', async () => {
    const { orderNumber } = await anOrder('DELIVERY_CANCELED');
    const res = await advance(orderNumber);
    expect(res.statusCode).toBe(409);
    expect(identifier(res)).toBe('error.ops.cannotAdvance');
    const unknown = await advance('PE-000000');
    expect(unknown.statusCode).toBe(404);
    expect(identifier(unknown)).toBe('error.order.notFound');
  });
});

test('the OpenAPI document describes the order and ops routes (the Idempotency-Key header included)', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  expect(paths['/api/v1/orders']?.post?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
  expect(Object.keys(paths)).toEqual(expect.arrayContaining([
    '/api/v1/{countryId}/orders', '/api/v1/{countryId}/orders/{orderId}', '/api/v1/{countryId}/orders/{orderId}/cancel', '/api/ops/orders/{orderNumber}/advance',
  ]));
});

describe('the ID check at the door of an order with age-restricted goods', () => {
  const idCheck = (orderNumber: string, result: unknown, token: string | null = TOKEN) => ctx.app.inject({
    method: 'POST', url: `/api/ops/orders/${encodeURIComponent(orderNumber)}/id-check`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` }, payload: { result } as object,
  });
  const show = (orderNumber: string) => ctx.app.inject({
    method: 'GET', url: `/api/ops/orders/${encodeURIComponent(orderNumber)}`, headers: { authorization: `Bearer ${TOKEN}` },
  });
  const details = async (customer: TestCaller, orderId: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/PE/orders/${orderId}`, headers: { cookie: customer.cookie } })).json();

  test('it cannot be delivered until the ID is recorded as checked; then it is, and the shopper\'s page says so', async () => {
    const { orderId, orderNumber, customer } = await anOrder('INITIATED', { ageRestricted: true });
    expect(await details(customer, orderId)).toMatchObject({ ageRestricted: true, idCheck: null });
    expect((await show(orderNumber)).json()).toMatchObject({ orderNumber, status: 'INITIATED', ageRestricted: true, idCheck: null,
      deliverTo: { name: 'Rosa Quispe', telephone: '987111222', street: 'Calle Prueba 123' } });
    // Before the door the ID cannot be recorded.
    const early = await idCheck(orderNumber, 'CHECKED');
    expect([early.statusCode, identifier(early)]).toEqual([409, 'error.ops.idCheckNotAtDoor']);
    const atDoor = await advance(orderNumber, { to: 'AT_DELIVERY_ADDRESS' });
    expect(atDoor.json()).toMatchObject({ status: 'AT_DELIVERY_ADDRESS', ageRestricted: true, idCheck: null });

    const counts = await tableCounts(ctx.database);
    for (const body of [undefined, { to: 'DELIVERY_COMPLETED' }, { to: 'COMPLETED' }]) {
      const refused = await advance(orderNumber, body);
      expect([refused.statusCode, identifier(refused)]).toEqual([409, 'error.ops.idCheckRequired']);
    }
    const en = await ctx.app.inject({
      method: 'POST', url: `/api/ops/orders/${orderNumber}/advance`, headers: { authorization: `Bearer ${TOKEN}`, 'accept-language': 'en' },
    });
    expect(en.json().errors.general[0].message).toBe(`Order ${orderNumber} holds products for people aged 18 or over: first record that the rider `
      + 'checked the ID document (or that the delivery was refused).');
    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect((await state(orderId)).status).toBe('AT_DELIVERY_ADDRESS');

    const checked = await idCheck(orderNumber, 'CHECKED');
    expect(checked.json()).toEqual({ orderNumber, idCheck: 'CHECKED', status: 'AT_DELIVERY_ADDRESS', changedAt: clock.now().toISOString() });
    const twice = await idCheck(orderNumber, 'REFUSED');
    expect([twice.statusCode, identifier(twice)]).toEqual([409, 'error.ops.idCheckAlreadyRecorded']);
    expect((await advance(orderNumber)).json()).toMatchObject({ status: 'DELIVERY_COMPLETED', idCheck: 'CHECKED' });
    expect(await state(orderId)).toMatchObject({ status: 'DELIVERY_COMPLETED', items: ['DELIVERED', 'REMOVED'] });
    expect(await details(customer, orderId)).toMatchObject({ status: 'DELIVERY_COMPLETED', ageRestricted: true, idCheck: 'CHECKED' });
    expect((await show(orderNumber)).json()).toMatchObject({ idCheck: 'CHECKED', idCheckedAt: clock.now().toISOString() });
  });

  test('refused at the door: not delivered, the items go back (CANCELED), the promo use is given back; it advances no more', async () => {
    const { orderId, orderNumber, customer } = await anOrder('AT_DELIVERY_ADDRESS', { ageRestricted: true });
    const promo = await db().selectFrom('promos').select('promo_code_id').orderBy('promo_code_id').executeTakeFirstOrThrow();
    await db().insertInto('promo_uses').values({ promo_code_id: promo.promo_code_id, user_id: customer.userId, order_id: orderId, used_at: clock.now() }).execute();
    const refused = await idCheck(orderNumber, 'REFUSED');
    expect(refused.json()).toEqual({ orderNumber, idCheck: 'REFUSED', status: 'DELIVERY_CANCELED', changedAt: clock.now().toISOString() });
    expect(await state(orderId)).toEqual({ status: 'DELIVERY_CANCELED', history: ['AT_DELIVERY_ADDRESS', 'DELIVERY_CANCELED'], items: ['CANCELED', 'CANCELED'] });
    expect(await db().selectFrom('promo_uses').select('order_id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(await details(customer, orderId)).toMatchObject({ status: 'DELIVERY_CANCELED', idCheck: 'REFUSED', cancellable: false });
    expect(identifier(await advance(orderNumber))).toBe('error.ops.cannotAdvance');
  });

  test('an order without restricted goods needs no ID and delivers as before; bad results, unknown orders and no token are refused', async () => {
    const { orderNumber } = await anOrder('AT_DELIVERY_ADDRESS');
    const counts = await tableCounts(ctx.database);
    const needless = await idCheck(orderNumber, 'CHECKED');
    expect([needless.statusCode, identifier(needless)]).toEqual([409, 'error.ops.idCheckNotRestricted']);
    expect((await idCheck(orderNumber, 'MAYBE')).statusCode).toBe(400);
    expect((await idCheck('PE-000000', 'CHECKED')).statusCode).toBe(404);
    expect((await show('PE-000000')).statusCode).toBe(404);
    expect((await idCheck(orderNumber, 'CHECKED', null)).statusCode).toBe(401);
    expect(await tableCounts(ctx.database)).toEqual(counts);
    expect((await show(orderNumber)).json()).toMatchObject({ ageRestricted: false, idCheck: null });
    expect((await advance(orderNumber)).json()).toMatchObject({ status: 'DELIVERY_COMPLETED', ageRestricted: false });
  });
});

describe('a store\'s alcohol sale hours', () => {
  const setHours = (code: string, body: unknown) => ctx.app.inject({
    method: 'PUT', url: `/api/ops/stores/${code}/alcohol-sale-hours`, headers: { authorization: `Bearer ${TOKEN}` }, payload: body as object,
  });
  const windowOf = async (code: string) => db().selectFrom('stores').select(['alcohol_sale_time_from', 'alcohol_sale_time_to'])
    .where('code', '=', code).executeTakeFirstOrThrow();

  test('seeded 09:00–23:00; the operator sets another window (24:00 and wrapping past midnight allowed); bad times and stores refused', async () => {
    expect(await windowOf('lima-san-isidro')).toEqual({ alcohol_sale_time_from: 9 * 3_600_000, alcohol_sale_time_to: 23 * 3_600_000 });
    try {
      const res = await setHours('lima-san-isidro', { from: '10:30', to: '24:00' });
      expect(res.json()).toEqual({ storeCode: 'lima-san-isidro', storeName: 'Mi Bodega Express San Isidro', from: '10:30', to: '24:00' });
      expect(await windowOf('lima-san-isidro')).toEqual({ alcohol_sale_time_from: 10.5 * 3_600_000, alcohol_sale_time_to: 24 * 3_600_000 });
      expect((await setHours('lima-san-isidro', { from: '18:00', to: '02:00' })).json()).toMatchObject({ from: '18:00', to: '02:00' });
      const counts = await tableCounts(ctx.database);
      const bad = await setHours('lima-san-isidro', { from: '9:00', to: '24:30' });
      expect(bad.json().errors.fieldsErrors.map((f: { fieldName: string; identifier: string }) => [f.fieldName, f.identifier]))
        .toEqual([['from', 'error.ops.timeInvalid'], ['to', 'error.ops.timeInvalid']]);
      const unknown = await setHours('lima-nowhere', { from: '09:00', to: '23:00' });
      expect([unknown.statusCode, identifier(unknown)]).toEqual([404, 'error.ops.storeNotFound']);
      expect((await ctx.app.inject({ method: 'PUT', url: '/api/ops/stores/lima-san-isidro/alcohol-sale-hours', payload: { from: '09:00', to: '23:00' } })).statusCode).toBe(401);
      expect(await tableCounts(ctx.database)).toEqual(counts);
      expect(await windowOf('lima-san-isidro')).toEqual({ alcohol_sale_time_from: 18 * 3_600_000, alcohol_sale_time_to: 2 * 3_600_000 });
    } finally {
      await setHours('lima-san-isidro', { from: '09:00', to: '23:00' });
    }
  });
});

describe('support corrects a locked date of birth or ID', () => {
  const correct = (phone: string, body: unknown, token: string | null = TOKEN) => ctx.app.inject({
    method: 'PUT', url: `/api/ops/customers/${phone}/identity`, headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: body as object,
  });
  const phoneOf = async (userId: number) =>
    (await db().selectFrom('users').select('contact_number').where('user_id', '=', userId).executeTakeFirstOrThrow()).contact_number as string;

  test('sets the corrected values, keeps each change with its reason, and the customer still cannot change them', async () => {
    const customer = await newCustomer(ctx, { dob: '2009-06-01' });
    await db().updateTable('customers').set({ id_type: 'DNI', id_number: '71234567' }).where('user_id', '=', customer.userId).execute();
    const phone = await phoneOf(customer.userId);
    const res = await correct(phone, { dob: '1999-06-01', idType: 'DNI', idNumber: '71234568', reason: 'DNI seen on a video call, ticket 4411' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: customer.userId, dob: '1999-06-01', idType: 'DNI', idNumber: '71234568',
      changes: [
        { field: 'dob', oldValue: '2009-06-01', newValue: '1999-06-01' },
        { field: 'id', oldValue: 'DNI 71234567', newValue: 'DNI 71234568' },
      ],
    });
    const log = await db().selectFrom('customer_identity_changes').select(['field', 'old_value', 'new_value', 'reason', 'changed_at'])
      .where('user_id', '=', customer.userId).orderBy('change_id').execute();
    expect(log).toEqual([
      { field: 'dob', old_value: '2009-06-01', new_value: '1999-06-01', reason: 'DNI seen on a video call, ticket 4411', changed_at: clock.now() },
      { field: 'id', old_value: 'DNI 71234567', new_value: 'DNI 71234568', reason: 'DNI seen on a video call, ticket 4411', changed_at: clock.now() },
    ]);
    // The same values again change nothing and log nothing.
    const again = await correct(phone, { dob: '1999-06-01', reason: 'repeat' });
    expect(again.json().changes).toEqual([]);
    expect(await db().selectFrom('customer_identity_changes').select('change_id').where('user_id', '=', customer.userId).execute()).toHaveLength(2);
    // Still locked for the customer.
    const own = await ctx.app.inject({
      method: 'PUT', url: `/api/v1/PE/customers/${customer.userId}`, headers: { cookie: customer.cookie }, payload: { countryId: 'PE', dob: Date.parse('2009-06-01T05:00:00Z') },
    });
    expect(own.json().errors.fieldsErrors[0].identifier).toBe('error.customer.dobLocked');
  });

  test('refused without a reason, with bad values, for an unknown mobile or without the token; nothing changes', async () => {
    const customer = await newCustomer(ctx, { dob: '1990-01-01' });
    const phone = await phoneOf(customer.userId);
    const counts = await tableCounts(ctx.database);
    const fieldOf = (res: LightMyRequestResponse) => (res.json().errors.fieldsErrors as { fieldName: string; identifier: string }[])
      .map((f) => [f.fieldName, f.identifier]);
    expect(fieldOf(await correct(phone, { dob: '1999-01-01' }))).toEqual([['reason', 'error.ops.identityReasonRequired']]);
    expect(fieldOf(await correct(phone, { dob: '1999-01-01', reason: '   ' }))).toEqual([['reason', 'error.ops.identityReasonRequired']]);
    expect(fieldOf(await correct(phone, { reason: 'x' }))).toEqual([['dob', 'error.ops.identityNothingToChange']]);
    expect(fieldOf(await correct(phone, { dob: '2015-01-01', reason: 'x' }))).toEqual([['dob', 'error.customer.dobTooYoung']]);
    expect(fieldOf(await correct(phone, { dob: '01/02/1999', reason: 'x' }))).toEqual([['dob', 'error.validation.invalidFormat']]);
    expect(fieldOf(await correct(phone, { idType: 'DNI', idNumber: '123', reason: 'x' }))).toEqual([['idNumber', 'error.customer.idNumberDigits']]);
    const unknown = await correct('900000001', { dob: '1999-01-01', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.general[0]).toEqual({ identifier: 'error.ops.customerNotFound', message: 'No hay un cliente con el celular 900000001.' });
    expect((await correct(phone, { dob: '1999-01-01', reason: 'x' }, null)).statusCode).toBe(401);
    expect(await tableCounts(ctx.database)).toEqual(counts);
  });
});

describe('npm run ops', () => {
  test('argument parsing', () => {
    expect(parseOpsArgs([])).toEqual({ kind: 'help' });
    expect(parseOpsArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseOpsArgs(['order', 'advance', 'PE-100001'])).toEqual({ kind: 'advance', orderNumber: 'PE-100001' });
    expect(parseOpsArgs(['order', 'advance', 'PE-100001', '--to', 'at_the_store'])).toEqual({ kind: 'advance', orderNumber: 'PE-100001', to: 'AT_THE_STORE' });
    expect(parseOpsArgs(['order', 'advance', '--to=COMPLETED', 'PE-1'])).toEqual({ kind: 'advance', orderNumber: 'PE-1', to: 'COMPLETED' });
    expect(() => parseOpsArgs(['order', 'cancel', 'PE-1'])).toThrow(/Unknown command/);
    expect(parseOpsArgs(['order', 'show', 'PE-1'])).toEqual({ kind: 'show', orderNumber: 'PE-1' });
    expect(parseOpsArgs(['order', 'id-check', 'PE-1', 'checked'])).toEqual({ kind: 'idCheck', orderNumber: 'PE-1', result: 'CHECKED' });
    expect(parseOpsArgs(['order', 'id-check', 'PE-1', 'REFUSED'])).toEqual({ kind: 'idCheck', orderNumber: 'PE-1', result: 'REFUSED' });
    expect(() => parseOpsArgs(['order', 'id-check', 'PE-1'])).toThrow(/Missing checked\|refused/);
    expect(() => parseOpsArgs(['order', 'id-check', 'PE-1', 'seen'])).toThrow(/Unknown result seen/);
    expect(() => parseOpsArgs(['order', 'show'])).toThrow(/Missing <orderNumber>/);
    expect(parseOpsArgs(['store', 'alcohol-hours', 'lima-surco', '10:00', '22:00'])).toEqual({ kind: 'alcoholHours', storeCode: 'lima-surco', from: '10:00', to: '22:00' });
    expect(() => parseOpsArgs(['store', 'alcohol-hours', 'lima-surco', '10:00'])).toThrow(/Missing <to HH:mm>/);
    expect(() => parseOpsArgs(['order', 'advance'])).toThrow(/Missing <orderNumber>/);
    expect(() => parseOpsArgs(['order', 'advance', 'PE-1', '--to'])).toThrow(/--to needs a status/);
    expect(() => parseOpsArgs(['order', 'advance', 'PE-1', '--to', 'SHIPPED'])).toThrow(/Unknown status SHIPPED/);
    expect(() => parseOpsArgs(['order', 'advance', 'PE-1', 'PE-2'])).toThrow(/Unexpected argument PE-2/);
    expect(() => parseOpsArgs(['order', 'advance', 'PE-1', '--force'])).toThrow(/Unknown option --force/);
    expect(parseOpsArgs(['customer', 'identity', '912345678', '--dob', '2001-02-03', '--reason', 'DNI seen'])).toEqual({
      kind: 'identity', phone: '912345678', dob: '2001-02-03', reason: 'DNI seen',
    });
    expect(parseOpsArgs(['customer', 'identity', '912345678', '--id-type=Carnet de Extranjeria', '--id-number', '001234567890', '--reason=ticket 12'])).toEqual({
      kind: 'identity', phone: '912345678', idType: 'Carnet de Extranjeria', idNumber: '001234567890', reason: 'ticket 12',
    });
    expect(() => parseOpsArgs(['customer', 'identity', '912345678', '--dob', '2001-02-03'])).toThrow(/Missing --reason/);
    expect(() => parseOpsArgs(['customer', 'identity', '912345678', '--reason', 'x'])).toThrow(/Nothing to correct/);
    expect(() => parseOpsArgs(['customer', 'identity', '912345678', '--id-type', 'DNI', '--reason', 'x'])).toThrow(/go together/);
    expect(() => parseOpsArgs(['customer', 'identity', '912345678', '--id-type', 'Licencia', '--id-number', '1', '--reason', 'x'])).toThrow(/Unknown ID type/);
    expect(() => parseOpsArgs(['customer', 'identity', '--reason', 'x', '--dob', '2001-02-03'])).toThrow(/Missing <mobile>/);
    expect(apiBase({})).toBe('http://localhost:8080');
    expect(apiBase({ OPS_API_URL: 'http://127.0.0.1:4000/' })).toBe('http://127.0.0.1:4000');
  });

  test('against a listening API: the new status, unknown order, bad token, and a server that is not running', async () => {
    const { orderNumber } = await anOrder();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    expect(await advanceViaApi({ orderNumber }, base, TOKEN)).toEqual({
      exitCode: 0, out: `${orderNumber}: INITIATED → WAITING_FOR_DELIVERY_PARTNER_ALLOCATION`,
    });
    expect(await advanceViaApi({ orderNumber, to: 'COMPLETED' }, base, TOKEN)).toMatchObject({ exitCode: 0, out: expect.stringContaining('→ COMPLETED') });
    expect(await advanceViaApi({ orderNumber }, base, TOKEN)).toEqual({ exitCode: 1, err: 'An order in status COMPLETED does not advance any more.' });
    expect(await advanceViaApi({ orderNumber: 'PE-000000' }, base, TOKEN)).toEqual({ exitCode: 1, err: 'Unknown order PE-000000.' });
    expect(await advanceViaApi({ orderNumber }, base, 'nope')).toMatchObject({ exitCode: 2, err: expect.stringContaining('refused the operator token') });
    expect(await advanceViaApi({ orderNumber }, `${base}/nothing-here`, TOKEN)).toMatchObject({ exitCode: 2, err: expect.stringContaining('no ops routes') });
    // A port nobody listens on (taken from the system, then released).
    const probe = net.createServer();
    await new Promise<void>((resolve) => { probe.listen(0, '127.0.0.1', resolve); });
    const freePort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => { probe.close(() => resolve()); });
    const downBase = `http://127.0.0.1:${freePort}`;
    // The ID check of an age-restricted order, through the same command.
    const restricted = await anOrder('ON_ROUTE_TO_DELIVERY_ADDRESS', { ageRestricted: true });
    expect(await advanceViaApi({ orderNumber: restricted.orderNumber }, base, TOKEN)).toEqual({
      exitCode: 0,
      out: `${restricted.orderNumber}: ON_ROUTE_TO_DELIVERY_ADDRESS → AT_DELIVERY_ADDRESS\nAge-restricted goods: the rider checks an ID showing 18 or over, `
        + `then \`npm run ops -- order id-check ${restricted.orderNumber} checked\` (or refused: not delivered, goods back to the store).`,
    });
    expect((await advanceViaApi({ orderNumber: restricted.orderNumber }, base, TOKEN)).err).toContain('first record that the rider checked the ID');
    expect((await runViaApi({ kind: 'show', orderNumber: restricted.orderNumber }, base, TOKEN)).out)
      .toContain('Age-restricted goods: ID check pending (at the door).');
    expect(await runViaApi({ kind: 'idCheck', orderNumber: restricted.orderNumber, result: 'CHECKED' }, base, TOKEN)).toEqual({
      exitCode: 0, out: `${restricted.orderNumber}: ID checked; it can be delivered (npm run ops -- order advance ${restricted.orderNumber}).`,
    });
    expect((await advanceViaApi({ orderNumber: restricted.orderNumber }, base, TOKEN)).out)
      .toBe(`${restricted.orderNumber}: AT_DELIVERY_ADDRESS → DELIVERY_COMPLETED\nID check: checked.`);
    expect(await runViaApi({ kind: 'show', orderNumber: 'PE-000000' }, base, TOKEN)).toEqual({ exitCode: 1, err: 'Unknown order PE-000000.' });
    // A store's alcohol window through the same command.
    expect(await runViaApi({ kind: 'alcoholHours', storeCode: 'lima-surco', from: '10:00', to: '22:00' }, base, TOKEN))
      .toEqual({ exitCode: 0, out: 'Mi Bodega Express Surco: alcohol is sold from 10:00 to 22:00.' });
    expect(await runViaApi({ kind: 'alcoholHours', storeCode: 'lima-surco', from: '25:00', to: '22:00' }, base, TOKEN))
      .toEqual({ exitCode: 1, err: 'from: Write the time as HH:mm, from 00:00 to 24:00.' });
    expect(await runViaApi({ kind: 'alcoholHours', storeCode: 'nowhere', from: '10:00', to: '22:00' }, base, TOKEN))
      .toEqual({ exitCode: 1, err: 'No store has the code nowhere.' });
    // Support's correction through the same command.
    const customer = await newCustomer(ctx, { dob: '2008-01-01' });
    const phone = (await db().selectFrom('users').select('contact_number').where('user_id', '=', customer.userId).executeTakeFirstOrThrow()).contact_number as string;
    expect(await runViaApi({ kind: 'identity', phone, dob: '1998-01-01', reason: 'ID seen' }, base, TOKEN))
      .toEqual({ exitCode: 0, out: `${phone}: date of birth 2008-01-01 → 1998-01-01` });
    expect(await runViaApi({ kind: 'identity', phone: '900000001', dob: '1998-01-01', reason: 'ID seen' }, base, TOKEN))
      .toEqual({ exitCode: 1, err: 'No customer has the mobile number 900000001.' });
    expect(await runViaApi({ kind: 'identity', phone, dob: '2020-01-01', reason: 'ID seen' }, base, TOKEN))
      .toEqual({ exitCode: 1, err: 'dob: You must be at least 16 years old.' });
    const down = await advanceViaApi({ orderNumber }, downBase, TOKEN);
    expect(down).toMatchObject({ exitCode: 3, err: expect.stringContaining(`Could not reach the API at ${downBase} (ECONNREFUSED)`) });
  });
});
