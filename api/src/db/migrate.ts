// Runs the versioned migrations up to the latest and reports which one the database is at.
import { Migrator, sql, type Kysely } from 'kysely';
import type { DB } from './types.js';
import { migrationProvider } from './migrations/registry.js';

export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  // Branches land out of their numbers' order (0010 after 0011 and 0012): a database that already has the later ones
  // applies the missing one next instead of refusing to start. Each migration stands on its own tables.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The name of the last migration applied, or null on an empty database. */
export async function currentMigration(db: Kysely<DB>): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? null;
}
