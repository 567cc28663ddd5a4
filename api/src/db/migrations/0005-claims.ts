// Migration 0005: what the complaints book (Libro de Reclamaciones) adds to the claims tables of 0001.
import { sql, type Kysely, type Migration } from 'kysely';

export const claimsBook: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      -- A minor files through a parent or guardian, whose name and document the sheet must show.
      alter table claims
        add column guardian_id_type text check (guardian_id_type in ('DNI', 'Pasaporte', 'Carnet de Extranjeria')),
        add column guardian_id_number varchar(12),
        -- The shop's legal data as printed on the sheet the day it was filed (a later change of address must not rewrite it).
        add column shop_legal_name text,
        add column shop_ruc varchar(11),
        add column shop_address text,
        -- Set once the e-mail copy was handed to the mail server; null when it failed (the claim stays).
        add column email_sent_at timestamptz;
      alter table claims
        alter column guardian_name type varchar(100),
        alter column item_description type varchar(200),
        alter column consumer_request set not null,
        add constraint claims_claimed_amount_max check (claimed_amount <= 99999.99),
        add constraint claims_consumer_id_type_person check (consumer_id_type <> 'RUC'),
        add constraint claims_minor_guardian check (
          not is_minor or (guardian_name is not null and guardian_id_type is not null and guardian_id_number is not null));
      create index claims_user_idx on claims (user_id, created_at desc);

      -- The attachments live in the database so that any API instance can serve them (no shared disk needed).
      alter table claim_files
        add column content bytea not null,
        alter column storage_key drop not null,
        add constraint claim_files_content_size check (octet_length(content) = size_bytes);
      create index claim_files_claim_idx on claim_files (claim_id);

      -- Sheet numbers are gap-free per year: the counter row is bumped in the transaction that inserts the claim, so a
      -- rolled-back filing gives its number back and two filings at once wait for each other on the row lock.
      create table claim_number_counters (
        year smallint primary key,
        last_number integer not null check (last_number >= 0)
      );

      -- Proof-of-work challenges (the self-hosted CAPTCHA): single use, short-lived, bound to the user who asked.
      create table claim_challenges (
        challenge_id uuid primary key,
        prefix text not null,
        difficulty smallint not null check (difficulty between 0 and 32),
        user_id bigint not null references users on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index claim_challenges_expiry_idx on claim_challenges (expires_at);
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`
      drop table if exists claim_challenges;
      drop table if exists claim_number_counters;
      drop index if exists claim_files_claim_idx;
      -- Files kept only in the database cannot go back to a storage key: they go with the column.
      delete from claim_files where storage_key is null;
      alter table claim_files
        drop constraint if exists claim_files_content_size,
        drop column if exists content,
        alter column storage_key set not null;
      drop index if exists claims_user_idx;
      alter table claims
        drop constraint if exists claims_minor_guardian,
        drop constraint if exists claims_consumer_id_type_person,
        drop constraint if exists claims_claimed_amount_max,
        alter column consumer_request drop not null,
        alter column item_description type text,
        alter column guardian_name type text,
        drop column if exists email_sent_at,
        drop column if exists shop_address,
        drop column if exists shop_ruc,
        drop column if exists shop_legal_name,
        drop column if exists guardian_id_number,
        drop column if exists guardian_id_type;
    `).execute(db);
  },
};
