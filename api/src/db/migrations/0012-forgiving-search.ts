// Migration 0012 (search): what lets search forgive — Levenshtein distance (fuzzystrmatch) for one-letter typos that
// trigrams miss in short words ("cerbeza", "lecge"), and each product's words in every language in one indexed column,
// so a Spanish word finds the products in the English shop and the other way round.
import { sql, type Kysely, type Migration } from 'kysely';

export const forgivingSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      create extension if not exists fuzzystrmatch;

      -- The union of product_translations.search_words (0004) over the product's languages, kept by the triggers below.
      alter table products add column search_words text[] not null default '{}';
      create index products_search_words_idx on products using gin (search_words);

      create function products_search_words_refresh() returns trigger language plpgsql as $$
      begin
        update products p set search_words = coalesce((
          select array_agg(distinct w.word order by w.word)
          from product_translations t cross join lateral unnest(t.search_words) as w(word)
          where t.product_id = p.product_id), '{}')
        where p.product_id in (select distinct c.product_id from changed_rows c);
        return null;
      end $$;
      -- Statement triggers with a transition table, like the dictionary's: a 1,000-row batch costs one update.
      create trigger product_translations_words_insert after insert on product_translations
        referencing new table as changed_rows for each statement execute function products_search_words_refresh();
      create trigger product_translations_words_update after update on product_translations
        referencing new table as changed_rows for each statement execute function products_search_words_refresh();
      create trigger product_translations_words_delete after delete on product_translations
        referencing old table as changed_rows for each statement execute function products_search_words_refresh();

      update products p set search_words = coalesce((
        select array_agg(distinct w.word order by w.word)
        from product_translations t cross join lateral unnest(t.search_words) as w(word)
        where t.product_id = p.product_id), '{}');
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`
      drop trigger if exists product_translations_words_delete on product_translations;
      drop trigger if exists product_translations_words_update on product_translations;
      drop trigger if exists product_translations_words_insert on product_translations;
      drop function if exists products_search_words_refresh();
      drop index if exists products_search_words_idx;
      alter table products drop column if exists search_words;
      drop extension if exists fuzzystrmatch;
    `).execute(db);
  },
};
