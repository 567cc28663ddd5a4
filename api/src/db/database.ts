// Opens the database: PostgreSQL when a URL is given, else embedded PGlite, both behind one pg.Pool and Kysely.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { DB } from './types.js';
import { acquireDirLock } from './dir-lock.js';

// int8 (ids, counts) as numbers on both backends; our ids stay far below 2^53.
pg.types.setTypeParser(20, Number);

export type DatabaseKind = 'pglite' | 'postgresql';

export type DatabaseOptions =
  | { kind: 'postgresql'; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

async function openPglite(dataDir: string | undefined): Promise<{ pool: pg.Pool; pglite: PGlite; release?: () => void }> {
  let release: (() => void) | undefined;
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true }); // PGlite does not create parents
    release = acquireDirLock(`${dataDir}.lock`);
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, unaccent, fuzzystrmatch } });
    // PGlite is one connection: a `db` call inside a transaction would wait forever; the timeout makes it an error.
    const pool = new pg.Pool({ ...createPgConfig(pglite), connectionTimeoutMillis: 10_000 });
    return { pool, pglite, ...(release ? { release } : {}) };
  } catch (error) {
    release?.();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgresql') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
    // An idle connection that dies (PostgreSQL restarted, a backend terminated) is reported on the pool; without
    // a listener Node treats it as an unhandled 'error' event and the API process exits. The pool drops that
    // client by itself and the next query opens a new one, so logging is all that is needed.
    pool.on('error', (error) => {
      console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgresql', close: () => db.destroy() };
  }
  const { pool, pglite, release } = await openPglite(options.dataDir);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
      release?.();
    },
  };
}

/** DATABASE_URL wins; otherwise PGlite in PGLITE_DIR or `<repo root>/.data/pglite`. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv, repoRoot: string): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgresql', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.PGLITE_DIR ?? path.join(repoRoot, '.data', 'pglite')) };
}
