// Opens the database for the app, brings it to the latest migration, seeds the demo shop once, closes it on shutdown.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { openDatabase, type Database, type DatabaseKind, type DatabaseOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoIfNeeded } from '../db/seed/demo-seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    databaseKind: DatabaseKind;
  }
}

export interface DbPluginOptions {
  database: DatabaseOptions | Database;
  seedDemo: boolean;
  /** Close the database with the app; false when the caller opened it and closes it. */
  closeOnShutdown?: boolean;
}

const isOpen = (value: DatabaseOptions | Database): value is Database => 'db' in value;

export default fp<DbPluginOptions>(async (app, options) => {
  const database = isOpen(options.database) ? options.database : await openDatabase(options.database, { warn: (message) => app.log.warn(message) });
  const closeOnShutdown = options.closeOnShutdown ?? !isOpen(options.database);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (options.seedDemo && await seedDemoIfNeeded(database.db)) app.log.info('demo data seeded');
  } catch (error) {
    if (closeOnShutdown) await database.close();
    throw error;
  }
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  if (closeOnShutdown) app.addHook('onClose', async () => database.close());
}, { name: 'db' });
