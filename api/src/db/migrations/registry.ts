// The ordered list of migrations, provided in code so they run the same from src, dist and tests.
import type { Migration, MigrationProvider } from 'kysely';
import { dataModel } from './0001-data-model.js';
import { productSearch } from './0002-product-search.js';
import { backbone } from './0003-backbone.js';
import { catalogueSearch } from './0004-catalogue-search.js';
import { claimsBook } from './0005-claims.js';
import { checkout } from './0006-checkout.js';
import { orderPlacement } from './0007-orders.js';
import { bannerViews } from './0008-banners.js';
import { mailOutbox } from './0009-mail-outbox.js';
import { loginLockout } from './0010-login-lockout.js';
import { compliance } from './0011-compliance.js';
import { forgivingSearch } from './0012-forgiving-search.js';
import { storedArtwork } from './0012-stored-artwork.js';
import { claimsPersonIds } from './0013-claims-person-ids.js';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-data-model': dataModel,
  '0002-product-search': productSearch,
  '0003-backbone': backbone,
  '0004-catalogue-search': catalogueSearch,
  '0005-claims': claimsBook,
  '0006-checkout': checkout,
  '0007-orders': orderPlacement,
  '0008-banners': bannerViews,
  '0009-mail-outbox': mailOutbox,
  // Landed after 0011 and 0012: a database that already has those applies it afterwards (migrate.ts allows that).
  '0010-login-lockout': loginLockout,
  '0011-compliance': compliance,
  '0012-forgiving-search': forgivingSearch,
  // Sorts after 0012-forgiving-search, which databases may already have.
  '0012-stored-artwork': storedArtwork,
  '0013-claims-person-ids': claimsPersonIds,
};

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) as string;

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
