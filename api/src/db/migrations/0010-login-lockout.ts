// Migration 0010: the login lockout. Wrong codes are counted per account (the phone or e-mail a code goes to) across
// codes, not only per code: after every 5 in a row the account waits, longer each time, until a right code resets it.
import { sql, type Kysely, type Migration } from 'kysely';

export const loginLockout: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      create table otp_lockouts (
        -- +51987654321 for a phone login, the address for an e-mail change: who the codes go to.
        target text primary key,
        consecutive_failures integer not null default 0 check (consecutive_failures >= 0),
        -- Until when codes for this target are neither sent nor checked; null when not locked.
        locked_until timestamptz,
        last_failure_at timestamptz not null
      );
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists otp_lockouts`.execute(db);
  },
};
