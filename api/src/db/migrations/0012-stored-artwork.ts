// Migration 0012 (artwork): the catalogue's generated pictures, stored once under the hash of their bytes, so their URLs
// (/api/v1/images/art/<hash>.svg) never change meaning and can be cached for a year by browsers and proxies.
import { sql, type Kysely, type Migration } from 'kysely';

export const storedArtwork: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      create table artwork (
        -- The first 20 hex digits of the SHA-256 of body: what the URL names.
        hash text primary key check (hash ~ '^[0-9a-f]{20}$'),
        content_type text not null default 'image/svg+xml' check (content_type = 'image/svg+xml'),
        body text not null,
        width integer not null check (width > 0),
        height integer not null check (height > 0),
        created_at timestamptz not null default now()
      );
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('drop table if exists artwork;').execute(db);
  },
};
