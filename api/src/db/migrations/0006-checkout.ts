// Migration 0006: what checkout adds to the data model — the payment options each store accepts, and the rules of
// the cart's checkout fields that the database itself can keep (the API checks them first, with translated errors).
import { sql, type Kysely, type Migration } from 'kysely';

export const checkout: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      -- Stores that existed before this migration keep taking both (what they did until now).
      alter table stores add column accepts_cash boolean not null default true;
      alter table stores add column accepts_pinpaid boolean not null default true;

      -- Instructions are stored trimmed and non-blank, or not at all.
      alter table carts add constraint carts_delivery_instructions_check
        check (delivery_instructions is null or (delivery_instructions <> '' and delivery_instructions = btrim(delivery_instructions)));

      -- active-promos lists a country's promos in force now.
      create index promos_country_end_idx on promos (country_id, end_date);
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`
      drop index if exists promos_country_end_idx;
      alter table carts drop constraint if exists carts_delivery_instructions_check;
      alter table stores drop column if exists accepts_pinpaid;
      alter table stores drop column if exists accepts_cash;
    `).execute(db);
  },
};
