// SQL of the complaints book. Writes of a filing take the transaction that also marks the challenge used.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { CLAIMS_METADATA_KEYS } from '../../db/seed/claims-data.js';
import { LANGUAGE_IDS } from '../../i18n/messages.js';
import type { ClaimChallenges, ClaimFiles, Claims, DB } from '../../db/types.js';

export type ClaimRow = Selectable<Claims>;
export type ClaimFileInfo = Pick<Selectable<ClaimFiles>, 'claim_file_id' | 'claim_id' | 'file_name' | 'mime_type' | 'size_bytes'>;

export interface ShopLegalData { legalName: string; ruc: string; address: string }

/** The shop's legal data of a country (metadata keys; the same for every language, read in Spanish). */
export async function findShopLegalData(db: Kysely<DB>, countryId: string): Promise<ShopLegalData | null> {
  const rows = await db.selectFrom('metadata').select(['metadata_key', 'metadata_value'])
    .where('country_id', '=', countryId).where('language_id', '=', LANGUAGE_IDS.es)
    .where('metadata_key', 'in', Object.values(CLAIMS_METADATA_KEYS)).execute();
  const value = (key: string) => rows.find((r) => r.metadata_key === key)?.metadata_value.trim() || null;
  const legalName = value(CLAIMS_METADATA_KEYS.legalName);
  const ruc = value(CLAIMS_METADATA_KEYS.ruc);
  const address = value(CLAIMS_METADATA_KEYS.address);
  return legalName && ruc && address ? { legalName, ruc, address } : null;
}

export interface ConsumerPrefillRow {
  first_name: string | null; last_name: string | null; id_type: string | null; id_number: string | null; email: string | null;
  contact_number: string | null; street1: string | null; street2: string | null;
}

export async function findConsumerPrefill(db: Kysely<DB>, userId: number): Promise<ConsumerPrefillRow | undefined> {
  return db.selectFrom('users as u')
    .leftJoin('customers as c', 'c.user_id', 'u.user_id')
    .leftJoin('user_addresses as a', (join) => join.onRef('a.user_id', '=', 'u.user_id')
      .on('a.default_shipping', '=', true).on('a.deleted_at', 'is', null))
    .select((eb) => [
      // A customer who logged in by phone may have no names yet; the default address carries the receiver's.
      eb.fn.coalesce('c.first_name', 'u.first_name', 'a.first_name').as('first_name'),
      eb.fn.coalesce('c.last_name', 'u.last_name', 'a.last_name').as('last_name'),
      'c.id_type', 'c.id_number',
      eb.fn.coalesce('c.email', 'u.email').as('email'),
      'u.contact_number', 'a.street1', 'a.street2',
    ])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertChallenge(db: Kysely<DB>, values: Insertable<ClaimChallenges>): Promise<void> {
  await db.insertInto('claim_challenges').values(values).execute();
}

/** The challenge as it is now, unlocked: the early look before the upload is read (the filing locks it again). */
export async function findChallenge(db: Kysely<DB>, challengeId: string): Promise<Selectable<ClaimChallenges> | undefined> {
  return db.selectFrom('claim_challenges').selectAll().where('challenge_id', '=', challengeId).executeTakeFirst();
}

/** The challenge, locked: two filings with the same solution wait here and the second finds it used. */
export async function lockChallenge(trx: Kysely<DB>, challengeId: string): Promise<Selectable<ClaimChallenges> | undefined> {
  return trx.selectFrom('claim_challenges').selectAll().where('challenge_id', '=', challengeId).forUpdate().executeTakeFirst();
}

export async function markChallengeUsed(trx: Kysely<DB>, challengeId: string, now: Date): Promise<void> {
  await trx.updateTable('claim_challenges').set({ used_at: now }).where('challenge_id', '=', challengeId).execute();
}

/** Challenges that can no longer be used (expired or used a day ago) are of no interest to anyone. */
export async function sweepChallenges(db: Kysely<DB>, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.deleteFrom('claim_challenges').where('expires_at', '<', dayAgo).execute();
}

/**
 * The next sheet number of the year. The upsert takes the counter row's lock until the transaction ends, so filings
 * at the same time get consecutive numbers, and a filing that rolls back gives its number back (no gaps).
 */
export async function nextClaimSequence(trx: Kysely<DB>, year: number): Promise<number> {
  const row = await trx.insertInto('claim_number_counters').values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql<number>`claim_number_counters.last_number + 1` }))
    .returning('last_number').executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertClaim(trx: Kysely<DB>, values: Insertable<Claims>): Promise<ClaimRow> {
  return trx.insertInto('claims').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertClaimFiles(trx: Kysely<DB>, values: Insertable<ClaimFiles>[]): Promise<ClaimFileInfo[]> {
  if (values.length === 0) return [];
  return trx.insertInto('claim_files').values(values)
    .returning(['claim_file_id', 'claim_id', 'file_name', 'mime_type', 'size_bytes']).execute();
}

/** The mail outbox sent the claim's copy (called inside the outbox's transaction). */
export async function markEmailSent(db: Kysely<DB>, claimId: number, now: Date): Promise<void> {
  await db.updateTable('claims').set({ email_sent_at: now, email_failed_at: null }).where('claim_id', '=', claimId).execute();
}

/** The mail outbox gave the claim's copy up after its last retry. */
export async function markEmailFailed(db: Kysely<DB>, claimId: number, now: Date): Promise<void> {
  await db.updateTable('claims').set({ email_failed_at: now }).where('claim_id', '=', claimId).execute();
}

export async function listOwnClaims(db: Kysely<DB>, userId: number, countryId: string): Promise<ClaimRow[]> {
  return db.selectFrom('claims').selectAll().where('user_id', '=', userId).where('country_id', '=', countryId)
    .orderBy('created_at', 'desc').orderBy('claim_id', 'desc').execute();
}

export async function findOwnClaim(db: Kysely<DB>, userId: number, countryId: string, claimId: number): Promise<ClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('claim_id', '=', claimId).where('user_id', '=', userId)
    .where('country_id', '=', countryId).executeTakeFirst();
}

/** File facts without the bytes (lists never load the content). */
export async function filesOfClaims(db: Kysely<DB>, claimIds: readonly number[]): Promise<ClaimFileInfo[]> {
  if (claimIds.length === 0) return [];
  return db.selectFrom('claim_files').select(['claim_file_id', 'claim_id', 'file_name', 'mime_type', 'size_bytes'])
    .where('claim_id', 'in', [...claimIds]).orderBy('claim_file_id').execute();
}

export async function findOwnFile(db: Kysely<DB>, userId: number, countryId: string, claimId: number, claimFileId: number) {
  return db.selectFrom('claim_files as f').innerJoin('claims as c', 'c.claim_id', 'f.claim_id')
    .select(['f.file_name', 'f.mime_type', 'f.size_bytes', 'f.content'])
    .where('f.claim_file_id', '=', claimFileId).where('f.claim_id', '=', claimId)
    .where('c.user_id', '=', userId).where('c.country_id', '=', countryId)
    .executeTakeFirst();
}
