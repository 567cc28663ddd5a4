// Migrations: reach the latest version, are idempotent, and build the constraints and search the shop relies on.
import { sql } from 'kysely';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { currentMigration, migrateToLatest } from '../src/db/migrate.js';
import { LATEST_MIGRATION, MIGRATIONS } from '../src/db/migrations/registry.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => { await ctx?.close(); });

test('the database is at the latest migration and running the migrator again applies nothing', async () => {
  expect(await currentMigration(ctx.database.db)).toBe(LATEST_MIGRATION);
  expect(await migrateToLatest(ctx.database.db)).toEqual([]);
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(ctx.database.db);
  expect(rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS).sort());
});

test('a migration that lands after later ones (0010 after 0011 and 0012) is applied to a database that has them', async () => {
  const db = ctx.database.db;
  await sql`drop table otp_lockouts`.execute(db);
  await sql`delete from kysely_migration where name = '0010-login-lockout'`.execute(db);
  expect(await migrateToLatest(db)).toEqual(['0010-login-lockout']);
  expect(await currentMigration(db)).toBe(LATEST_MIGRATION);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from otp_lockouts`.execute(db);
  expect(rows[0]?.n).toBe(0);
});

test('every table of the data model exists', async () => {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(ctx.database.db);
  const tables = rows.map((r) => r.table_name);
  expect(tables).toEqual(expect.arrayContaining([
    'countries', 'languages', 'users', 'roles', 'user_roles', 'sessions', 'devices', 'otps', 'rate_limit_hits', 'customers',
    'user_addresses', 'stores', 'store_products', 'categories', 'category_translations', 'brands', 'products', 'product_translations',
    'product_attributes', 'product_files', 'product_toppings', 'combo_offers', 'combo_offer_translations', 'combo_offer_products',
    'combo_offer_lists', 'combo_offer_list_translations', 'combo_offer_list_alternatives', 'banners', 'banner_translations',
    'banner_combo_offers', 'banner_views', 'promos', 'promo_translations', 'promo_uses', 'carts', 'cart_items', 'orders',
    'order_items', 'order_status_history', 'feedback', 'feedback_likes', 'metadata', 'static_pages', 'claims', 'claim_files',
  ]));
});

test('order and item statuses are the shop\'s enumerations', async () => {
  const { rows } = await sql<{ typname: string; labels: string }>`select t.typname, string_agg(e.enumlabel, ',' order by e.enumsortorder) as labels
    from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname`.execute(ctx.database.db);
  const byType = Object.fromEntries(rows.map((r) => [r.typname, r.labels.split(',').sort()]));
  expect(byType.order_status).toEqual(['AT_DELIVERY_ADDRESS', 'AT_THE_STORE', 'COMPLETED', 'DELIVERY_CANCELED', 'DELIVERY_COMPLETED',
    'DELIVERY_PARTNER_ALLOCATED', 'INITIATED', 'ON_ROUTE_TO_DELIVERY_ADDRESS', 'PENDING_CANCELLATION', 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION']);
  expect(byType.order_item_status).toEqual(['APPENDED', 'CANCELED', 'DELIVERED', 'MODIFIED', 'ORDERED', 'PARTIALLY_REPLACED', 'REMOVED', 'REPLACED']);
  expect(byType.payment_method).toEqual(['CASH', 'ONLINE', 'PINPAID']);
});

test('money columns are numeric(12,2) and timestamps are timestamptz', async () => {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; numeric_precision: number | null; numeric_scale: number | null }>`
    select table_name, column_name, data_type, numeric_precision, numeric_scale from information_schema.columns where table_schema = 'public'`.execute(ctx.database.db);
  const col = (t: string, c: string) => rows.find((r) => r.table_name === t && r.column_name === c);
  for (const [t, c] of [['orders', 'final_pay_amount'], ['products', 'discounted_price'], ['promos', 'minimum_cart_amount'], ['stores', 'shipping_fee']]) {
    expect(col(t as string, c as string)).toMatchObject({ data_type: 'numeric', numeric_precision: 12, numeric_scale: 2 });
  }
  expect(rows.filter((r) => r.column_name.endsWith('_at')).every((r) => r.data_type === 'timestamp with time zone')).toBe(true);
});

test('constraints reject impossible data', async () => {
  const db = ctx.database.db;
  await expect(sql`insert into products (sku, category_id, brand_id, actual_price, discounted_price) values ('x-bad', 1, 1, 5, 6)`.execute(db))
    .rejects.toThrow();
  await expect(sql`insert into feedback (product_id, user_id, ratings, language_id) select 1, user_id, 6, 1 from users limit 1`.execute(db))
    .rejects.toThrow();
  await expect(sql`insert into carts (user_id, country_id, invoice_boleta, invoice_factura) select user_id, 'PE', true, true from users limit 1`.execute(db))
    .rejects.toThrow();
});

test("a claim's consumer is a person: the claims book's document types, never a RUC", async () => {
  const { rows } = await sql<{ definition: string }>`select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'claims_consumer_id_type_check'`.execute(ctx.database.db);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.definition).toContain("'Carnet de Extranjeria'");
  expect(rows[0]!.definition).not.toContain("'RUC'");
});

test('order idempotency keys are unique per user', async () => {
  const db = ctx.database.db;
  const insert = sql`insert into orders (order_number, user_id, country_id, language_id, payment_method, base_price, shipping, service_charge,
      discount, final_pay_amount, idempotency_key, request_hash, address_snapshot, invoice_snapshot)
    select 'T-' || gen_random_uuid(), user_id, 'PE', 1, 'CASH', 10, 0, 0, 0, 10, 'same-key', 'h', '{}', '{}' from users order by user_id limit 1`;
  await insert.execute(db);
  await expect(insert.execute(db)).rejects.toThrow();
  await sql`delete from orders where idempotency_key = 'same-key'`.execute(db);
});

test('search text is accent-free and typo-tolerant through the trigram index', async () => {
  const db = ctx.database.db;
  // The threshold is a session setting: keep both statements on one connection.
  await db.connection().execute(async (conn) => {
    await sql`set pg_trgm.word_similarity_threshold = 0.5`.execute(conn);
    for (const typed of ['platano', 'plátano', 'PLATNO']) {
      const { rows } = await sql<{ name: string }>`select name from product_translations
        where language_id = 1 and f_unaccent(lower(${typed})) <% search_text
        order by search_text <->> f_unaccent(lower(${typed})), product_id limit 5`.execute(conn);
      expect(rows.map((r) => r.name)).toContain('Plátano de Seda 1 kg');
    }
  });
  const { rows: index } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'product_translations_search_idx'`.execute(db);
  expect(index[0]?.indexdef).toMatch(/gist/i);
});
