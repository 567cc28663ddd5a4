// The claims tables as migrations 0005 and 0009 leave them. db/types.ts describes 0001's shape; until it gains these columns
// and tables, the claims module works through this view of the database (same connection, wider types).
import type { ColumnType, Kysely } from 'kysely';
import type { ClaimFilesTable, ClaimsTable, CreatedAt, DB, NullableTimestamp, Timestamp } from '../../db/types.js';

import { PERSON_ID_TYPES, type PersonIdType } from '../../rules/id-documents.js';

export { PERSON_ID_TYPES, type PersonIdType };

export interface ClaimsBookTable extends Omit<ClaimsTable, 'consumer_request' | 'consumer_id_type'> {
  consumer_id_type: PersonIdType;
  consumer_request: string;
  guardian_id_type: PersonIdType | null;
  guardian_id_number: string | null;
  shop_legal_name: string | null;
  shop_ruc: string | null;
  shop_address: string | null;
  email_sent_at: NullableTimestamp;
  /** 0009: the mail outbox gave the copy up (or it failed before the outbox existed). */
  email_failed_at: NullableTimestamp;
}

export interface ClaimFilesBookTable extends Omit<ClaimFilesTable, 'storage_key'> {
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  content: Buffer;
}

export interface ClaimNumberCountersTable { year: number; last_number: number }

export interface ClaimChallengesTable {
  challenge_id: string; prefix: string; difficulty: number; user_id: number; expires_at: Timestamp; used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface ClaimsDB extends Omit<DB, 'claims' | 'claim_files'> {
  claims: ClaimsBookTable;
  claim_files: ClaimFilesBookTable;
  claim_number_counters: ClaimNumberCountersTable;
  claim_challenges: ClaimChallengesTable;
}

export type ClaimsKysely = Kysely<ClaimsDB>;

export const claimsDb = (db: Kysely<DB>): ClaimsKysely => db as unknown as ClaimsKysely;
