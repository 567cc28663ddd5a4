// SQL of consents: the version of the terms and the privacy policy now, a user's latest consent per purpose, new rows.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Consents, DB } from '../../db/types.js';

type Db = Kysely<DB>;

/** The static page keys of the documents consented to. */
export const POLICY_PAGES = { TERMS: 'terms', PRIVACY: 'policy' } as const;

/** The current version of the terms and of the privacy policy, in the language (Spanish when it has no copy). */
export async function policyVersions(db: Db, languageId: number): Promise<{ terms: string; privacy: string }> {
  const rows = await db.selectFrom('static_pages').select(['page_key', 'version', 'language_id'])
    .where('page_key', 'in', [POLICY_PAGES.TERMS, POLICY_PAGES.PRIVACY]).where('language_id', 'in', [languageId, 1]).execute();
  const version = (key: string): string => (rows.find((r) => r.page_key === key && r.language_id === languageId)
    ?? rows.find((r) => r.page_key === key))?.version ?? '1';
  return { terms: version(POLICY_PAGES.TERMS), privacy: version(POLICY_PAGES.PRIVACY) };
}

export type ConsentPurpose = Consents['purpose'];
export type ConsentRow = Pick<Selectable<Consents>, 'purpose' | 'granted' | 'policy_version' | 'source' | 'recorded_at'>;

/** The user's latest consent row for each purpose (the current state). */
export async function latestConsents(db: Db, userId: number): Promise<ConsentRow[]> {
  const { rows } = await sql<ConsentRow>`select distinct on (purpose) purpose, granted, policy_version, source, recorded_at
    from consents where user_id = ${userId} order by purpose, recorded_at desc, consent_id desc`.execute(db);
  return rows;
}

export async function insertConsents(trx: Db, rows: Insertable<Consents>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('consents').values(rows).execute();
}
