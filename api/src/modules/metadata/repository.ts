// SQL for per-country metadata and static pages.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';

export async function findMetadataValue(db: Kysely<DB>, countryId: string, key: string, languageId: number): Promise<string | undefined> {
  const row = await db.selectFrom('metadata').select('metadata_value')
    .where('country_id', '=', countryId).where('metadata_key', '=', key).where('language_id', '=', languageId).executeTakeFirst();
  return row?.metadata_value;
}

export async function findStaticPage(db: Kysely<DB>, key: string, languageId: number): Promise<{ title: string; html: string } | undefined> {
  return db.selectFrom('static_pages').select(['title', 'html']).where('page_key', '=', key).where('language_id', '=', languageId).executeTakeFirst();
}
