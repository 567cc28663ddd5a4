// GET /api/v1/{countryId}/products/recommended-products ('before you checkout' in the cart panel): products the serving
// store sells now, not in the caller's cart, sorted on a whitelisted column (updatedAt by default), 10 by default, 20 at most.
import { ManualClock } from '../src/lib/clock.js';
import { createTestApp, tableCounts, type TestContext } from './helpers/test-app.js';
import { newCustomer, newGuest, type TestCaller } from './helpers/sessions.js';

const clock = new ManualClock('2026-06-15T15:00:00Z');
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ clock }); });
afterAll(async () => { await ctx?.close(); });

type Point = { latitude: number; longitude: number };
const MIRAFLORES: Point = { latitude: -12.1236, longitude: -77.0293 };
const SAN_ISIDRO_ONLY: Point = { latitude: -12.09, longitude: -77.04 };
const db = () => ctx.database.db;

async function addAddress(userId: number, point: Point, isDefault = true): Promise<number> {
  if (isDefault) await db().updateTable('user_addresses').set({ default_shipping: false }).where('user_id', '=', userId).execute();
  const row = await db().insertInto('user_addresses').values({
    user_id: userId, country_id: 'PE', street1: 'Calle Prueba 123', latitude: point.latitude, longitude: point.longitude, alias: 'Home', default_shipping: isDefault,
  }).returning('user_address_id').executeTakeFirstOrThrow();
  return row.user_address_id;
}

type Query = Record<string, string | number>;
async function recommended(query: Query, caller?: TestCaller) {
  const qs = new URLSearchParams(Object.entries({ countryId: 'PE', languageCode: 'es', ...query }).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return ctx.app.inject({ method: 'GET', url: `/api/v1/PE/products/recommended-products?${qs}`, headers: caller ? { cookie: caller.cookie } : {} });
}
async function ids(query: Query, caller?: TestCaller): Promise<{ count: number; ids: number[] }> {
  const res = await recommended(query, caller);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { count: body.count, ids: body.records.map((r: { productId: number }) => r.productId) };
}

const storeId = async (code: string): Promise<number> =>
  (await db().selectFrom('stores').select('store_id').where('code', '=', code).executeTakeFirstOrThrow()).store_id;
/** Active products a store sells now, most popular first (ties: product id), as the seed leaves updated_at equal. */
async function soldAt(code: string): Promise<number[]> {
  return (await db().selectFrom('products as p').innerJoin('store_products as sp', 'sp.product_id', 'p.product_id')
    .select('p.product_id').where('sp.store_id', '=', await storeId(code)).where('sp.available', '=', true).where('p.active', '=', true)
    .where((eb) => eb.or([eb('sp.stock', 'is', null), eb('sp.stock', '<>', 0)]))
    .orderBy('p.updated_at', 'desc').orderBy('p.popularity', 'desc').orderBy('p.product_id').execute()).map((r) => r.product_id);
}

async function addToCart(caller: TestCaller, productId: number): Promise<void> {
  const cart = await ctx.app.inject({ method: 'GET', url: '/api/v1/PE/es/carts', headers: { cookie: caller.cookie } });
  const res = await ctx.app.inject({
    method: 'POST', url: `/api/v1/PE/es/carts/${cart.json().cartId}/cart-items`, headers: { cookie: caller.cookie },
    payload: { countryId: 'PE', productId, quantity: 1, toppings: null },
  });
  expect(res.statusCode).toBe(200);
}

test('only what the store of the default address sells, without what is in the cart; 10 by default', async () => {
  const sanIsidro = await soldAt('lima-san-isidro');
  const all = (await db().selectFrom('products').select('product_id').where('active', '=', true).execute()).length;
  expect(sanIsidro.length).toBeLessThan(all);
  const customer = await newCustomer(ctx);
  await addAddress(customer.userId, SAN_ISIDRO_ONLY);
  const [first, third] = [sanIsidro[0] as number, sanIsidro[2] as number];
  await addToCart(customer, first);
  await addToCart(customer, third);
  const expected = sanIsidro.filter((id) => id !== first && id !== third);
  const page = await ids({}, customer);
  expect(page).toEqual({ count: expected.length, ids: expected.slice(0, 10) });
  const records = (await recommended({ limit: 20 }, customer)).json().records as { available: boolean; cartItemCount: number }[];
  expect(records).toHaveLength(20);
  expect(records.every((r) => r.available && r.cartItemCount === 0)).toBe(true);
  expect((await ids({ limit: 5, offset: 5 }, customer)).ids).toEqual(expected.slice(5, 10));

  // A guest with an address is served the same way.
  const guest = await newGuest(ctx);
  await addAddress(guest.userId, SAN_ISIDRO_ONLY);
  expect((await ids({}, guest)).count).toBe(sanIsidro.length);
});

test('userAddressId picks another own address\'s store; someone else\'s address is ignored (no store, nothing leaks)', async () => {
  const customer = await newCustomer(ctx);
  await addAddress(customer.userId, SAN_ISIDRO_ONLY);
  const miraflores = await addAddress(customer.userId, MIRAFLORES, false);
  expect((await ids({ userAddressId: miraflores }, customer)).count).toBe((await soldAt('lima-miraflores')).length);
  const other = await newCustomer(ctx);
  const all = (await db().selectFrom('products').select('product_id').where('active', '=', true).execute()).length;
  expect((await ids({ userAddressId: miraflores }, other)).count).toBe(all);
  expect((await ids({})).count).toBe(all);
});

test('sorted on updatedAt (default, desc), createdAt or popularity; asc reverses the key, ties stay most popular first', async () => {
  const customer = await newCustomer(ctx);
  await addAddress(customer.userId, MIRAFLORES);
  const sold = await soldAt('lima-miraflores');
  const touched = sold[7] as number;
  const original = (await db().selectFrom('products').select('updated_at').where('product_id', '=', touched).executeTakeFirstOrThrow()).updated_at;
  // Later than the seed's own timestamps (written at the real time the test database was seeded).
  await db().updateTable('products').set({ updated_at: new Date('2099-01-01T00:00:00Z') }).where('product_id', '=', touched).execute();
  try {
    expect((await ids({}, customer)).ids[0]).toBe(touched);
    expect((await ids({ sortColumn: 'updatedAt', sortType: 'desc' }, customer)).ids[0]).toBe(touched);
    const asc = await ids({ sortColumn: 'updatedAt', sortType: 'asc', limit: 20 }, customer);
    expect(asc.ids).not.toContain(touched);
    expect(asc.ids[0]).toBe(sold[0]);
    const byPopularity = await ids({ sortColumn: 'popularity', limit: 20 }, customer);
    const popularity = new Map((await db().selectFrom('products').select(['product_id', 'popularity']).where('product_id', 'in', byPopularity.ids).execute())
      .map((r) => [r.product_id, r.popularity]));
    const values = byPopularity.ids.map((id) => popularity.get(id) as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect((await ids({ sortColumn: 'createdAt' }, customer)).count).toBe(sold.length);
  } finally {
    await db().updateTable('products').set({ updated_at: original }).where('product_id', '=', touched).execute();
  }
});

test('bad paging or sort → 400 on the field, translated; nothing changes', async () => {
  const customer = await newCustomer(ctx);
  const before = await tableCounts(ctx.database);
  for (const [query, field] of [[{ limit: 21 }, 'limit'], [{ limit: 0 }, 'limit'], [{ offset: -1 }, 'offset'], [{ sortColumn: 'price' }, 'sortColumn'],
    [{ sortColumn: 'p.product_id; drop table products' }, 'sortColumn'], [{ sortType: 'up' }, 'sortType']] as const) {
    const res = await recommended(query, customer);
    expect([query, res.statusCode, res.json().errors.fieldsErrors.map((f: { fieldName: string }) => f.fieldName)]).toEqual([query, 400, [field]]);
  }
  expect(await tableCounts(ctx.database)).toEqual(before);
});
