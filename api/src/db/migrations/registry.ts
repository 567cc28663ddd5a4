// The ordered list of migrations, provided in code so they run the same from src, dist and tests.
import type { Migration, MigrationProvider } from 'kysely';
import { dataModel } from './0001-data-model.js';
import { productSearch } from './0002-product-search.js';
import { backbone } from './0003-backbone.js';
import { catalogueSearch } from './0004-catalogue-search.js';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-data-model': dataModel,
  '0002-product-search': productSearch,
  '0003-backbone': backbone,
  '0004-catalogue-search': catalogueSearch,
};

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) as string;

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
