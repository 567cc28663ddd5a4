// CLI: `npm run seed:large -w api -- 50000` fills N synthetic products into the database the environment points at.
import { databaseOptionsFromEnv, openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { findRepoRoot } from '../../lib/repo-root.js';
import { seedDemoIfNeeded } from './demo-seed.js';
import { seedLargeCatalogue } from './large-seed.js';

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 50_000);
  if (!Number.isInteger(count) || count < 1) throw new Error(`Usage: npm run seed:large -- <number of products>, got "${process.argv[2]}"`);
  const options = databaseOptionsFromEnv(process.env, findRepoRoot());
  const started = Date.now();
  const database = await openDatabase(options);
  try {
    await migrateToLatest(database.db);
    await seedDemoIfNeeded(database.db);
    console.log(`Seeding ${count} synthetic products into ${options.kind === 'postgresql' ? 'PostgreSQL' : `PGlite at ${options.dataDir}`} ...`);
    let last = 0;
    const result = await seedLargeCatalogue(database.db, count, 1000, (done) => {
      if (done - last >= 10_000 || done === count) {
        last = done;
        console.log(`  ${done} / ${count}`);
      }
    });
    console.log(`Inserted ${result.inserted} products (catalogue now ${result.totalProducts}) in ${(result.milliseconds / 1000).toFixed(1)} s `
      + `(${((Date.now() - started) / 1000).toFixed(1)} s including start-up).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
