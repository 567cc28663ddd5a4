// Stores: coverage of a point, the store list with each store's status, store hours (ManualClock), order-status.
import { ManualClock } from '../src/lib/clock.js';
import { distanceMeters, msSinceMidnight, withinAcceptanceHours } from '../src/modules/stores/coverage.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

const H = 3_600_000;
/** A wall-clock time in Lima (UTC−5, no DST) as an instant. */
const lima = (dateTime: string) => new Date(`${dateTime}-05:00`);

const clock = new ManualClock(lima('2026-11-21T12:00:00'));
let ctx: TestContext;
let storeIds: Record<'miraflores' | 'sanIsidro' | 'surco', number>;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const rows = await ctx.database.db.selectFrom('stores').select(['store_id', 'code']).execute();
  const id = (code: string) => rows.find((r) => r.code === code)?.store_id as number;
  storeIds = { miraflores: id('lima-miraflores'), sanIsidro: id('lima-san-isidro'), surco: id('lima-surco') };
});
afterAll(async () => { await ctx?.close(); });

const STORE = {
  miraflores: { latitude: -12.1236, longitude: -77.0293 },
  sanIsidro: { latitude: -12.1031, longitude: -77.0352 },
  surco: { latitude: -12.1108, longitude: -76.9889 },
};

describe('coverage helpers (unit)', () => {
  test('distanceMeters: zero for one point, 1° of latitude ≈ 111.2 km, symmetric, Miraflores–San Isidro ≈ 2.4 km', () => {
    expect(distanceMeters(STORE.miraflores, STORE.miraflores)).toBe(0);
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
    // Along the equator too, but a degree of longitude shrinks with the cosine of the latitude.
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })).toBeCloseTo(55_597, -2);
    const d = distanceMeters(STORE.miraflores, STORE.sanIsidro);
    expect(d).toBe(distanceMeters(STORE.sanIsidro, STORE.miraflores));
    expect(d).toBeGreaterThan(2_300);
    expect(d).toBeLessThan(2_450);
  });

  test('withinAcceptanceHours: [from, to) with the closing time excluded', () => {
    const [from, to] = [7 * H, 23 * H];
    expect(withinAcceptanceHours(7 * H - 1, from, to)).toBe(false);
    expect(withinAcceptanceHours(7 * H, from, to)).toBe(true);
    expect(withinAcceptanceHours(23 * H - 1, from, to)).toBe(true);
    expect(withinAcceptanceHours(23 * H, from, to)).toBe(false);
    expect(withinAcceptanceHours(0, from, to)).toBe(false);
    // 06–24 h: open until the last millisecond of the day, closed at midnight.
    expect(withinAcceptanceHours(24 * H - 1, 6 * H, 24 * H)).toBe(true);
    expect(withinAcceptanceHours(0, 6 * H, 24 * H)).toBe(false);
  });

  test('withinAcceptanceHours: a window that wraps midnight (22:00–06:00), and all-day windows', () => {
    const [from, to] = [22 * H, 6 * H];
    expect(withinAcceptanceHours(22 * H - 1, from, to)).toBe(false);
    expect(withinAcceptanceHours(22 * H, from, to)).toBe(true);
    expect(withinAcceptanceHours(23.5 * H, from, to)).toBe(true);
    expect(withinAcceptanceHours(0, from, to)).toBe(true);
    expect(withinAcceptanceHours(6 * H - 1, from, to)).toBe(true);
    expect(withinAcceptanceHours(6 * H, from, to)).toBe(false);
    expect(withinAcceptanceHours(12 * H, from, to)).toBe(false);
    expect(withinAcceptanceHours(3 * H, 0, 24 * H)).toBe(true);
    expect(withinAcceptanceHours(3 * H, 5 * H, 5 * H)).toBe(true);
  });

  test('msSinceMidnight counts from midnight in America/Lima (UTC−5), not UTC', () => {
    expect(msSinceMidnight(new Date('2026-11-21T05:00:00Z'), 'America/Lima')).toBe(0);
    expect(msSinceMidnight(new Date('2026-11-21T04:59:59.999Z'), 'America/Lima')).toBe(24 * H - 1);
    expect(msSinceMidnight(new Date('2026-11-21T17:30:00Z'), 'America/Lima')).toBe(12.5 * H);
    expect(msSinceMidnight(new Date('2026-11-21T02:00:00Z'), 'America/Lima')).toBe(21 * H);
    expect(msSinceMidnight(new Date('2026-11-21T02:00:00Z'), 'UTC')).toBe(2 * H);
  });
});

describe('GET /api/v1/stores/exists', () => {
  const exists = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/stores/exists?${query}` });
  const at = async (latitude: number, longitude: number) => {
    const res = await exists(`latitude=${latitude}&longitude=${longitude}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { storeExists: boolean; storeId: number | null; storeName: string | null };
  };

  test.each([
    ['Miraflores', 'miraflores', -12.15445, -77.0293, -12.15571, -77.0293],
    ['San Isidro', 'sanIsidro', -12.07666, -77.0352, -12.07558, -77.0352],
    ['Surco (offline, but it still covers the point)', 'surco', -12.1108, -76.95284, -12.1108, -76.95137],
  ] as const)('%s: 98 %% of its radius inside, 102 %% outside', async (_label, key, inLat, inLng, outLat, outLng) => {
    expect(await at(inLat, inLng)).toEqual({ storeExists: true, storeId: storeIds[key], storeName: expect.stringContaining('Mi Bodega Express') });
    expect(await at(outLat, outLng)).toEqual({ storeExists: false, storeId: null, storeName: null });
  });

  test('where Miraflores and San Isidro overlap, the nearer store serves', async () => {
    expect((await at(STORE.miraflores.latitude, STORE.miraflores.longitude)).storeId).toBe(storeIds.miraflores);
    expect((await at(STORE.sanIsidro.latitude, STORE.sanIsidro.longitude)).storeId).toBe(storeIds.sanIsidro);
    // 865 m from Miraflores, 1505 m from San Isidro; then 1351 m vs 1018 m.
    expect(await at(-12.116, -77.031)).toEqual({ storeExists: true, storeId: storeIds.miraflores, storeName: 'Mi Bodega Express Miraflores' });
    expect(await at(-12.112, -77.033)).toEqual({ storeExists: true, storeId: storeIds.sanIsidro, storeName: 'Mi Bodega Express San Isidro' });
    // Inside San Isidro's radius (2940 m of 3000) but 921 m from Miraflores.
    expect((await at(-12.12954, -77.0352)).storeId).toBe(storeIds.miraflores);
  });

  test('an inactive store covers nothing', async () => {
    await ctx.database.db.updateTable('stores').set({ active: false }).where('store_id', '=', storeIds.surco).execute();
    try {
      expect((await at(STORE.surco.latitude, STORE.surco.longitude)).storeExists).toBe(false);
    } finally {
      await ctx.database.db.updateTable('stores').set({ active: true }).where('store_id', '=', storeIds.surco).execute();
    }
    expect((await at(STORE.surco.latitude, STORE.surco.longitude)).storeId).toBe(storeIds.surco);
  });

  test.each([
    ['no coordinates', '', ['latitude', 'longitude']],
    ['no longitude', 'latitude=-12.12', ['longitude']],
    ['empty values', 'latitude=&longitude=', ['latitude', 'longitude']],
    ['text', 'latitude=abc&longitude=-77', ['latitude']],
    ['latitude out of range', 'latitude=-90.5&longitude=-77', ['latitude']],
    ['longitude out of range', 'latitude=-12&longitude=181', ['longitude']],
    ['exponent notation', 'latitude=-1e1&longitude=-77', ['latitude']],
  ])('bad coordinates (%s) → 400 with the field named', async (_label, query, fields) => {
    const res = await exists(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fieldsErrors.map((f: { fieldName: string }) => f.fieldName).sort()).toEqual(fields);
  });
});

describe('GET /api/v1/stores and store hours', () => {
  interface Status { storeId: number; storeOnlineStatus: boolean; storeDeliveryStatus: boolean; storeOfflineMessage: string | null; nowEpoch: number }
  const stores = async (query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/stores${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { count: number; records: { storeId: number; storeStatus: Status }[] };
  };
  const statusAt = async (when: string, key: keyof typeof storeIds, languageCode = 'es') => {
    clock.set(lima(when));
    const status = (await stores(`?countryId=PE&languageCode=${languageCode}`)).records.find((r) => r.storeId === storeIds[key])?.storeStatus as Status;
    expect(status.nowEpoch).toBe(lima(when).getTime());
    return status;
  };
  const open = (s: Status) => s.storeDeliveryStatus;

  test('lists the active stores with their details and status', async () => {
    clock.set(lima('2026-11-21T12:00:00'));
    const body = await stores('?countryId=PE&languageCode=es');
    expect(body.count).toBe(3);
    expect(body.records.map((r) => r.storeId)).toEqual([storeIds.miraflores, storeIds.sanIsidro, storeIds.surco]);
    expect(body.records[0]).toEqual({
      storeId: storeIds.miraflores, storeName: 'Mi Bodega Express Miraflores', address: 'Av. José Larco 812, Miraflores, Lima',
      ...STORE.miraflores, deliveryRadius: 3500, phone: '+5116150001',
      storeStatus: {
        storeId: storeIds.miraflores, storeName: 'Mi Bodega Express Miraflores', storeOnlineStatus: true, storeDeliveryStatus: true,
        scheduleDeliveryEnabled: true, storeOfflineMessage: null, orderAcceptanceTimeFrom: 7 * H, orderAcceptanceTimeTo: 23 * H,
        nowEpoch: lima('2026-11-21T12:00:00').getTime(),
      },
      paymentOptions: [{ option: 'CASH', enabled: true }, { option: 'PINPAID', enabled: true }],
    });
    expect(body.records[1]?.storeStatus).toMatchObject({ storeDeliveryStatus: true, scheduleDeliveryEnabled: false, orderAcceptanceTimeFrom: 6 * H, orderAcceptanceTimeTo: 24 * H });
    // Without a country: every active store.
    expect((await stores()).count).toBe(3);
  });

  test('payment options: always CASH then PINPAID; San Isidro has no card terminal; the columns drive them', async () => {
    clock.set(lima('2026-11-21T12:00:00'));
    const options = async () => new Map((await stores('?countryId=PE')).records.map((r) => [r.storeId, (r as unknown as { paymentOptions: unknown }).paymentOptions]));
    let byStore = await options();
    expect(byStore.get(storeIds.sanIsidro)).toEqual([{ option: 'CASH', enabled: true }, { option: 'PINPAID', enabled: false }]);
    expect(byStore.get(storeIds.surco)).toEqual([{ option: 'CASH', enabled: true }, { option: 'PINPAID', enabled: true }]);
    await ctx.database.db.updateTable('stores').set({ accepts_cash: false }).where('store_id', '=', storeIds.surco).execute();
    try {
      byStore = await options();
      expect(byStore.get(storeIds.surco)).toEqual([{ option: 'CASH', enabled: false }, { option: 'PINPAID', enabled: true }]);
    } finally {
      await ctx.database.db.updateTable('stores').set({ accepts_cash: true }).where('store_id', '=', storeIds.surco).execute();
    }
  });

  test('a country we do not serve is a 400 on countryId', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/stores?countryId=CO' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fieldsErrors[0]).toMatchObject({ fieldName: 'countryId', identifier: 'error.validation.unknownCountry' });
  });

  test('Miraflores (07–23 h): closed before opening, open from 07:00, closed at 23:00 sharp, with its hours in the message', async () => {
    const before = await statusAt('2026-11-21T06:59:59', 'miraflores');
    expect(open(before)).toBe(false);
    expect(before.storeOnlineStatus).toBe(true);
    expect(before.storeOfflineMessage).toBe('Mi Bodega Express Miraflores recibe pedidos de 07:00 a 23:00.');
    expect(open(await statusAt('2026-11-21T07:00:00', 'miraflores'))).toBe(true);
    const inside = await statusAt('2026-11-21T22:59:59', 'miraflores');
    expect(open(inside)).toBe(true);
    expect(inside.storeOfflineMessage).toBeNull();
    const closing = await statusAt('2026-11-21T23:00:00', 'miraflores', 'en');
    expect(open(closing)).toBe(false);
    expect(closing.storeOfflineMessage).toBe('Mi Bodega Express Miraflores takes orders from 7:00 AM to 11:00 PM.');
  });

  test('San Isidro (06–24 h): open until midnight, closed from 00:00 to 06:00, "to midnight" in the message (not 24:00)', async () => {
    expect(open(await statusAt('2026-11-21T06:00:00', 'sanIsidro'))).toBe(true);
    expect(open(await statusAt('2026-11-21T23:00:00', 'sanIsidro'))).toBe(true); // Miraflores has closed by now
    expect(open(await statusAt('2026-11-21T23:59:59', 'sanIsidro'))).toBe(true);
    const midnight = await statusAt('2026-11-22T00:00:00', 'sanIsidro');
    expect(open(midnight)).toBe(false);
    expect(midnight.storeOfflineMessage).toBe('Mi Bodega Express San Isidro recibe pedidos de 06:00 a medianoche.');
    const early = await statusAt('2026-11-22T05:59:59', 'sanIsidro', 'en');
    expect(open(early)).toBe(false);
    expect(early.storeOfflineMessage).toBe('Mi Bodega Express San Isidro takes orders from 6:00 AM to midnight.');
  });

  test('Surco is offline even inside its hours and shows its own message, in es and en', async () => {
    const es = await statusAt('2026-11-21T12:00:00', 'surco', 'es');
    expect(es).toMatchObject({ storeOnlineStatus: false, storeDeliveryStatus: false });
    expect(es.storeOfflineMessage).toBe('Nuestra tienda de Surco está cerrada temporalmente por inventario. Puedes programar tu pedido para otro día.');
    const en = await statusAt('2026-11-21T12:00:00', 'surco', 'en');
    expect(en.storeOfflineMessage).toBe('Our Surco store is temporarily closed for stocktaking. You can schedule your order for another day.');
  });

  test('an offline store without its own message gets the generic one; an online store that paused deliveries says so', async () => {
    const db = ctx.database.db;
    await db.updateTable('stores').set({ offline_message_en: null }).where('store_id', '=', storeIds.surco).execute();
    await db.updateTable('stores').set({ delivering: false }).where('store_id', '=', storeIds.sanIsidro).execute();
    try {
      expect((await statusAt('2026-11-21T12:00:00', 'surco', 'en')).storeOfflineMessage).toBe('Mi Bodega Express Surco is not taking orders right now.');
      const paused = await statusAt('2026-11-21T12:00:00', 'sanIsidro', 'es');
      expect(paused).toMatchObject({ storeOnlineStatus: true, storeDeliveryStatus: false });
      expect(paused.storeOfflineMessage).toBe('Mi Bodega Express San Isidro no está haciendo entregas en este momento.');
    } finally {
      await db.updateTable('stores').set({ offline_message_en: 'Our Surco store is temporarily closed for stocktaking. You can schedule your order for another day.' })
        .where('store_id', '=', storeIds.surco).execute();
      await db.updateTable('stores').set({ delivering: true }).where('store_id', '=', storeIds.sanIsidro).execute();
    }
  });
});

describe('GET /api/v1/orders/order-status', () => {
  let customer: TestCaller;
  let other: TestCaller;
  let mirafloresAddress: number;
  let outsideAddress: number;
  let othersAddress: number;
  const orderStatus = (caller: TestCaller | undefined, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/orders/order-status?${query}`, headers: caller ? { cookie: caller.cookie } : {} });
  const addAddress = async (caller: TestCaller, point: { latitude: number; longitude: number }) => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/v1/user-addresses', headers: { cookie: caller.cookie },
      payload: { countryId: 'PE', firstName: 'Ana', lastName: 'Torres', telephone: '945678901', street1: 'Calle 1', alias: 'Home', ...point },
    });
    expect(res.statusCode).toBe(201);
    return res.json().userAddressId as number;
  };
  let orderSeq = 0;
  const insertOrder = async (userId: number, status: string, createdAt: string, finalPayAmount = '25.90') => {
    orderSeq += 1;
    const row = await ctx.database.db.insertInto('orders').values({
      order_number: `T-${orderSeq}`, user_id: userId, country_id: 'PE', language_id: 1, status: status as never, payment_method: 'CASH',
      tip: 0, base_price: finalPayAmount, shipping: 0, service_charge: 0, discount: 0, promo_code_discount: 0, final_pay_amount: finalPayAmount,
      idempotency_key: `key-${orderSeq}`, request_hash: 'h', address_snapshot: '{}', invoice_snapshot: '{}', created_at: createdAt, updated_at: createdAt,
    }).returning('order_id').executeTakeFirstOrThrow();
    return row.order_id;
  };

  beforeAll(async () => {
    customer = await newCustomer(ctx);
    other = await newCustomer(ctx);
    mirafloresAddress = await addAddress(customer, STORE.miraflores);
    outsideAddress = await addAddress(customer, { latitude: -12.15571, longitude: -77.0293 });
    othersAddress = await addAddress(other, STORE.sanIsidro);
  });

  test('the store serving an own address, with its status now; the count only when limit is 0', async () => {
    clock.set(lima('2026-11-21T06:30:00'));
    const res = await orderStatus(customer, `userAddressId=${mirafloresAddress}&countryId=PE&languageCode=en&limit=0&offset=0`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      storeExists: true,
      storeStatus: {
        storeId: storeIds.miraflores, storeName: 'Mi Bodega Express Miraflores', storeOnlineStatus: true, storeDeliveryStatus: false,
        scheduleDeliveryEnabled: true, storeOfflineMessage: 'Mi Bodega Express Miraflores takes orders from 7:00 AM to 11:00 PM.',
        orderAcceptanceTimeFrom: 7 * H, orderAcceptanceTimeTo: 23 * H, nowEpoch: lima('2026-11-21T06:30:00').getTime(),
      },
      count: 0, records: [],
    });
    clock.set(lima('2026-11-21T07:30:00'));
    const later = await orderStatus(customer, `userAddressId=${mirafloresAddress}&limit=0`);
    expect(later.json().storeStatus).toMatchObject({ storeDeliveryStatus: true, storeOfflineMessage: null });
  });

  test('an address outside every store\'s radius: storeExists false, storeStatus null', async () => {
    const res = await orderStatus(customer, `userAddressId=${outsideAddress}&countryId=PE&languageCode=es&limit=0&offset=0`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ storeExists: false, storeStatus: null, count: 0, records: [] });
  });

  test('without userAddressId the default address counts; a user without addresses gets no store', async () => {
    expect((await orderStatus(customer, 'limit=0')).json().storeStatus.storeId).toBe(storeIds.miraflores);
    const guest = await newGuest(ctx);
    expect((await orderStatus(guest, 'limit=0')).json()).toEqual({ storeExists: false, storeStatus: null, count: 0, records: [] });
  });

  test('someone else\'s address (or a deleted one) is a 404 error.address.notFound; no session is a 401', async () => {
    const res = await orderStatus(customer, `userAddressId=${othersAddress}&limit=0`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.general[0].identifier).toBe('error.address.notFound');
    expect(res.body).not.toContain('San Isidro');
    const none = await orderStatus(undefined, `userAddressId=${mirafloresAddress}&limit=0`);
    expect(none.statusCode).toBe(401);
    expect((await orderStatus(undefined, 'limit=-5')).statusCode).toBe(401);
  });

  test('unfinished orders of the caller only, newest first, counted and paged', async () => {
    const initiated = await insertOrder(customer.userId, 'INITIATED', '2026-11-20T10:00:00Z', '25.90');
    const atStore = await insertOrder(customer.userId, 'AT_THE_STORE', '2026-11-20T12:00:00Z', '100.05');
    const pending = await insertOrder(customer.userId, 'PENDING_CANCELLATION', '2026-11-20T11:00:00Z', '7.00');
    await insertOrder(customer.userId, 'COMPLETED', '2026-11-20T13:00:00Z');
    await insertOrder(customer.userId, 'DELIVERY_COMPLETED', '2026-11-20T14:00:00Z');
    await insertOrder(customer.userId, 'DELIVERY_CANCELED', '2026-11-20T15:00:00Z');
    await insertOrder(other.userId, 'INITIATED', '2026-11-20T16:00:00Z');

    const countOnly = (await orderStatus(customer, `userAddressId=${mirafloresAddress}&limit=0&offset=0`)).json();
    expect(countOnly.count).toBe(3);
    expect(countOnly.records).toEqual([]);

    const page1 = (await orderStatus(customer, `userAddressId=${mirafloresAddress}&limit=2&offset=0`)).json();
    expect(page1.count).toBe(3);
    expect(page1.records).toEqual([
      { orderId: atStore, orderNumber: expect.any(String), status: 'AT_THE_STORE', finalPayAmount: 100.05, createdAt: '2026-11-20T12:00:00.000Z' },
      { orderId: pending, orderNumber: expect.any(String), status: 'PENDING_CANCELLATION', finalPayAmount: 7, createdAt: '2026-11-20T11:00:00.000Z' },
    ]);
    const page2 = (await orderStatus(customer, `userAddressId=${mirafloresAddress}&limit=2&offset=2`)).json();
    expect(page2.records.map((r: { orderId: number }) => r.orderId)).toEqual([initiated]);
    expect(page2.records[0].finalPayAmount).toBe(25.9);
    expect((await orderStatus(other, 'limit=10')).json().count).toBe(1);
  });

  test('bad paging or ids are 400', async () => {
    for (const query of ['limit=101', 'limit=-1', 'offset=-1', 'userAddressId=0', 'userAddressId=abc', 'countryId=CO']) {
      const res = await orderStatus(customer, query);
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });
});

test('the OpenAPI document lists the stores and order-status routes', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(doc.paths['/api/v1/stores/exists'].get.tags).toEqual(['stores']);
  expect(doc.paths['/api/v1/stores/exists'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['latitude', 'longitude']);
  expect(doc.paths['/api/v1/stores'].get.tags).toEqual(['stores']);
  expect(doc.paths['/api/v1/orders/order-status'].get.parameters.map((p: { name: string }) => p.name))
    .toEqual(expect.arrayContaining(['userAddressId', 'countryId', 'languageCode', 'limit', 'offset']));
});
