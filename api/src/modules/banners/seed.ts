// Demo data the banners area adds on top of the shop's seed: the products each banner's page lists (offers-data.ts
// BANNERS[].products). Idempotent: links that exist stay, so it can run on every seed.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { BANNERS } from '../../db/seed/offers-data.js';
import { linkBannerProducts } from './repository.js';

export async function seedBannerProducts(db: Kysely<DB>): Promise<void> {
  await linkBannerProducts(db, BANNERS.flatMap((b) => (b.products ?? []).map((sku, i) => ({ bannerCode: b.code, sku, sortOrder: i + 1 }))));
}
