// Migration 0002: accent- and typo-tolerant product search (pg_trgm + unaccent, trigram GiST index).
import { sql, type Kysely, type Migration } from 'kysely';

export const productSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      create extension if not exists pg_trgm;
      create extension if not exists unaccent;
      -- unaccent() is only STABLE; a generated column and an index need an IMMUTABLE function.
      create or replace function f_unaccent(text) returns text language sql immutable parallel safe strict
        as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;
      alter table product_translations
        add column search_text text generated always as (f_unaccent(lower(name || ' ' || brand_name))) stored;
      -- GiST rather than GIN: with GIN both planners fell back to sequential scans for <% queries.
      create index product_translations_search_idx on product_translations
        using gist (search_text gist_trgm_ops(siglen=64));
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`
      drop index if exists product_translations_search_idx;
      alter table product_translations drop column if exists search_text;
      drop function if exists f_unaccent(text);
    `).execute(db);
  },
};
