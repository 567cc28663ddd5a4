// SQL for brands and categories.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';

export async function findBrands(db: Kysely<DB>, params: { limit: number; offset: number }) {
  const base = db.selectFrom('brands').where('active', '=', true);
  const [{ count } = { count: 0 }] = await base.select((eb) => eb.fn.countAll<number>().as('count')).execute();
  const rows = await base.select(['brand_id', 'name', 'image_url']).orderBy('sort_order').orderBy('brand_id')
    .limit(params.limit).offset(params.offset).execute();
  return { count: Number(count), rows };
}

export async function findCategories(db: Kysely<DB>, params: { languageId: number; topLevelOnly: boolean; limit: number; offset: number }) {
  let base = db.selectFrom('categories as c').where('c.active', '=', true);
  if (params.topLevelOnly) base = base.where('c.parent_category_id', 'is', null);
  const [{ count } = { count: 0 }] = await base.select((eb) => eb.fn.countAll<number>().as('count')).execute();
  const rows = await base
    .innerJoin('category_translations as t', (join) => join.onRef('t.category_id', '=', 'c.category_id').on('t.language_id', '=', params.languageId))
    .select(['c.category_id', 'c.image_url', 'c.age_restriction', 't.name'])
    .orderBy('c.sort_order').orderBy('c.category_id').limit(params.limit).offset(params.offset).execute();
  return { count: Number(count), rows };
}
