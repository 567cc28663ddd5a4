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

/**
 * A connection that dies (PostgreSQL stopped or restarted, its backend terminated) emits 'error' on its client. The
 * pool listens only while the client is idle; a client checked out by a request or a transaction has no listener, and
 * Node turns an unheard 'error' event into the API process exiting. Every client gets a listener for its whole life:
 * the query under way fails by itself (the request answers 503), and the pool drops a client that can no longer be
 * used when it is released, so the next query opens a new connection.
 */
function watchConnections(pool: pg.Pool, report: (message: string) => void): void {
  let lastWarning = 0;
  const warn = (error: Error) => {
    // One line per outage burst, not one per connection (a restart cuts every connection at once).
    const now = Date.now();
    if (now - lastWarning < 5_000) return;
    lastWarning = now;
    report(`PostgreSQL connection lost: ${error.message}`);
  };
  pool.on('connect', (client) => { client.on('error', warn); });
  pool.on('error', warn);
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

export interface OpenOptions {
  /** Where a lost connection is reported (default: console.warn); the query that used it fails by itself. */
  warn?: (message: string) => void;
}

export async function openDatabase(options: DatabaseOptions, { warn = (message) => console.warn(`[db] ${message}`) }: OpenOptions = {}): Promise<Database> {
  if (options.kind === 'postgresql') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
    watchConnections(pool, warn);
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
