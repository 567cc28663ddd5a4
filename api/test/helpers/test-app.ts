// Builds the app on a fresh database for one test file: in-memory PGlite, or a throw-away database on DATABASE_URL.
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/database.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

async function createPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Opens a fresh database (migrated and seeded by the app unless seedDemo is false). */
export async function createTestApp(options: Partial<Omit<AppOptions, 'database'>> & { extend?: (app: FastifyInstance) => void } = {}): Promise<TestContext> {
  const { extend, ...appOptions } = options;
  const serverUrl = process.env.DATABASE_URL;
  const created = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const database = await openDatabase(created ? { kind: 'postgresql', url: created.url, poolSize: 4 } : { kind: 'pglite' });
  try {
    // The mail outbox delivers when a test kicks it, never on its 30-second timer: a test file that runs longer than that on
    // a busy machine must not have a poll deliver in the middle of what it checks.
    // Every test calls from one address: the search limit has its own test (search-rate-limit.test.ts).
    const app = await buildApp({ mailPollMs: 0, searchPerMinute: 1_000_000, ...appOptions, database });
    // Test-only routes must be added before ready().
    extend?.(app);
    await app.ready();
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
        await created?.drop();
      },
    };
  } catch (error) {
    await database.close();
    await created?.drop();
    throw error;
  }
}

/** Row counts of every table of the data model, to prove a call changed nothing. */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(database.db);
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}`.execute(database.db);
    counts[table_name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}
