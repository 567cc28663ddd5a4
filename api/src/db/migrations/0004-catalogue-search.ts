// Migration 0004: what keeps product search fast on a large catalogue — an inverted index of the words of each product
// name and brand, and a dictionary of those words that typed words are matched against (typos, partial words), so the
// fuzzy comparison runs over a few thousand distinct words instead of every product.
import { sql, type Kysely, type Migration } from 'kysely';

export const catalogueSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      -- The words of search_text (0002: unaccented, lowercase name and brand), split on anything but letters and digits.
      -- A generated column cannot read another one, hence the same expression again.
      alter table product_translations add column search_words text[] generated always as
        (array_remove(regexp_split_to_array(f_unaccent(lower(name || ' ' || brand_name)), '[^[:alnum:]]+'), '')) stored;
      create index product_translations_words_idx on product_translations using gin (search_words);

      -- Every word of three or more letters without digits, per language (shorter words and numbers are only matched as
      -- typed). Words of deleted or renamed products stay: such a word can only lead to a search that finds nothing.
      create table search_dictionary (
        language_id smallint not null references languages,
        word text not null,
        primary key (language_id, word)
      );
      create index search_dictionary_trgm_idx on search_dictionary using gist (word gist_trgm_ops);

      create function search_dictionary_collect() returns trigger language plpgsql as $$
      begin
        insert into search_dictionary (language_id, word)
        select distinct n.language_id, w.word from new_rows n cross join lateral unnest(n.search_words) as w(word)
        where length(w.word) >= 3 and w.word !~ '[0-9]'
        on conflict do nothing;
        return null;
      end $$;
      -- Statement triggers with a transition table: a 1,000-row batch insert costs one dictionary insert.
      create trigger product_translations_dictionary_insert after insert on product_translations
        referencing new table as new_rows for each statement execute function search_dictionary_collect();
      create trigger product_translations_dictionary_update after update on product_translations
        referencing new table as new_rows for each statement execute function search_dictionary_collect();

      insert into search_dictionary (language_id, word)
      select distinct t.language_id, w.word from product_translations t cross join lateral unnest(t.search_words) as w(word)
      where length(w.word) >= 3 and w.word !~ '[0-9]'
      on conflict do nothing;
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`
      drop trigger if exists product_translations_dictionary_update on product_translations;
      drop trigger if exists product_translations_dictionary_insert on product_translations;
      drop function if exists search_dictionary_collect();
      drop table if exists search_dictionary;
      drop index if exists product_translations_words_idx;
      alter table product_translations drop column if exists search_words;
    `).execute(db);
  },
};
