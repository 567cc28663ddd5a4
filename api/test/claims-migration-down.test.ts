// Migration 0005 goes down and up again cleanly (with a claim and a file stored in between).
import { Migrator, sql } from 'kysely';
import { migrationProvider } from '../src/db/migrations/registry.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp({ seedDemo: false }); });
afterAll(async () => { await ctx?.close(); });

test('down to 0004 removes what 0005 added; up again restores it', async () => {
  const db = ctx.database.db;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const columns = async () => (await sql<{ c: string }>`select table_name || '.' || column_name as c from information_schema.columns
    where table_schema = 'public' and table_name in ('claims', 'claim_files', 'claim_challenges', 'claim_number_counters')`.execute(db)).rows.map((r) => r.c);
  expect(await columns()).toEqual(expect.arrayContaining(['claims.guardian_id_type', 'claim_files.content', 'claim_challenges.prefix', 'claim_number_counters.year']));
  const down = await migrator.migrateTo('0004-catalogue-search');
  expect(down.error).toBeUndefined();
  const after = await columns();
  expect(after.filter((c) => /guardian_id|content|claim_challenges|claim_number_counters|shop_|email_sent/.test(c))).toEqual([]);
  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(await columns()).toEqual(expect.arrayContaining(['claims.guardian_id_type', 'claim_files.content']));
});
