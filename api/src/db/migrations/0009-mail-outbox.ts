// Migration 0009: a durable outbox for e-mail (the claims book's copies first). A message is written in the same
// transaction as what it reports, and delivered after the response by lib/mail-outbox.ts, with retries; the claims
// gain the "given up" mark next to their "sent" one.
import { sql, type Kysely, type Migration } from 'kysely';

export const mailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      create table mail_outbox (
        mail_id bigserial primary key,
        -- What the message is for ('claim-copy') and the row it reports on (claims.claim_id): marked when it is sent.
        purpose text not null,
        ref_id bigint,
        recipient text not null,
        subject text not null,
        body_text text not null,
        body_html text,
        attempts integer not null default 0 check (attempts >= 0),
        -- When a deliverer may take it next: after a failure, the backoff; while one is sending it, the end of its lease
        -- (a deliverer that dies mid-send leaves it to another after that).
        next_attempt_at timestamptz not null default now(),
        last_error text,
        sent_at timestamptz,
        failed_at timestamptz,
        created_at timestamptz not null default now(),
        check (sent_at is null or failed_at is null)
      );
      -- What deliverers look for: messages neither sent nor given up, by due time.
      create index mail_outbox_due_idx on mail_outbox (next_attempt_at, mail_id) where sent_at is null and failed_at is null;
      create index mail_outbox_ref_idx on mail_outbox (purpose, ref_id);

      -- Set when the copy was given up after every retry. Copies that failed before the outbox existed were never retried:
      -- they count as given up.
      alter table claims add column email_failed_at timestamptz;
      update claims set email_failed_at = created_at where email_sent_at is null;
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`
      alter table claims drop column if exists email_failed_at;
      drop table if exists mail_outbox;
    `).execute(db);
  },
};
