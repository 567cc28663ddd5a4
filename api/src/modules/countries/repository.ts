// SQL for countries: the active ones with their names in one language.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { CountryRecord } from './schemas.js';

export async function findCountries(db: Kysely<DB>, params: { languageId: number; countryId?: string; limit: number; offset: number }):
  Promise<{ count: number; records: CountryRecord[] }> {
  let base = db.selectFrom('countries as c').where('c.active', '=', true);
  if (params.countryId) base = base.where('c.country_id', '=', params.countryId);
  const [{ count } = { count: 0 }] = await base.select((eb) => eb.fn.countAll<number>().as('count')).execute();
  const rows = await base
    .leftJoin('country_translations as t', (join) => join.onRef('t.country_id', '=', 'c.country_id').on('t.language_id', '=', params.languageId))
    .select(['c.country_id', 'c.country_name', 't.country_name as translated_name', 'c.country_code', 'c.flag_img_url', 'c.currency_symbol', 'c.timezone'])
    .orderBy('c.sort_order').orderBy('c.country_id').limit(params.limit).offset(params.offset).execute();
  return {
    count: Number(count),
    records: rows.map((r) => ({
      countryId: r.country_id, countryName: r.translated_name ?? r.country_name, countryCode: r.country_code,
      flagImgUrl: r.flag_img_url, currencySymbol: r.currency_symbol, timezone: r.timezone,
    })),
  };
}

export async function countryExists(db: Kysely<DB>, countryId: string): Promise<boolean> {
  const row = await db.selectFrom('countries').select('country_id').where('country_id', '=', countryId).where('active', '=', true).executeTakeFirst();
  return row !== undefined;
}
