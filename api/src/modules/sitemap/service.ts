// The entries of the sitemap: active products, categories and brands, and the combos on offer now, names in one language.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import type { SitemapEntries } from './schemas.js';

export async function sitemapEntries(db: Kysely<DB>, language: Language, now: Date): Promise<SitemapEntries> {
  const languageId = LANGUAGE_IDS[language];
  const [products, categories, brands, combos] = await Promise.all([
    db.selectFrom('products as p').innerJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.product_id').on('t.language_id', '=', languageId))
      .select(['p.product_id as id', 't.name as name', 'p.updated_at as updatedAt']).where('p.active', '=', true).orderBy('p.product_id').execute(),
    db.selectFrom('categories as c').innerJoin('category_translations as t', (j) => j.onRef('t.category_id', '=', 'c.category_id').on('t.language_id', '=', languageId))
      .select(['c.category_id as id', 't.name as name']).where('c.active', '=', true).orderBy('c.category_id').execute(),
    db.selectFrom('brands').select(['brand_id as id', 'name']).where('active', '=', true).orderBy('brand_id').execute(),
    db.selectFrom('combo_offers as c').innerJoin('combo_offer_translations as t', (j) => j.onRef('t.combo_offer_id', '=', 'c.combo_offer_id').on('t.language_id', '=', languageId))
      .select(['c.combo_offer_id as id', 't.combo_name as name']).where('c.active', '=', true)
      .where((w) => w.and([w.or([w('c.start_date', 'is', null), w('c.start_date', '<=', now)]), w.or([w('c.end_date', 'is', null), w('c.end_date', '>', now)])]))
      .orderBy('c.combo_offer_id').execute(),
  ]);
  return {
    products: products.map((p) => ({ id: p.id, name: p.name, updatedAt: new Date(p.updatedAt).toISOString() })),
    categories, brands, combos,
  };
}
