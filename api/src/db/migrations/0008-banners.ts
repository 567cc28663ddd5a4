// Migration 0008: banner views counted per (banner, user, shop day) instead of one row per request, and the products
// a banner that is neither a category nor a combo banner shows on its page.
import { sql, type Kysely, type Migration } from 'kysely';

export const bannerViews: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`
      alter table banner_views
        add column view_date date,
        add column view_count integer not null default 1 check (view_count > 0),
        add column last_viewed_at timestamptz;

      -- Rows written before this migration (one per request) fold into one counted row per Lima day.
      update banner_views set view_date = (viewed_at at time zone 'America/Lima')::date, last_viewed_at = viewed_at;
      with folded as (
        select min(banner_view_id) as keep_id, count(*)::int as n, max(viewed_at) as last_at
        from banner_views group by banner_id, user_id, view_date having count(*) > 1
      )
      update banner_views v set view_count = folded.n, last_viewed_at = folded.last_at from folded where v.banner_view_id = folded.keep_id;
      delete from banner_views v using banner_views k
      where k.banner_id = v.banner_id and k.user_id is not distinct from v.user_id and k.view_date = v.view_date
        and k.banner_view_id < v.banner_view_id;

      alter table banner_views
        alter column view_date set not null,
        alter column last_viewed_at set not null,
        alter column last_viewed_at set default now();
      drop index if exists banner_views_banner_idx;
      create unique index banner_views_day_key on banner_views (banner_id, user_id, view_date);

      create table banner_products (
        banner_id integer not null references banners on delete cascade,
        product_id integer not null references products on delete cascade,
        sort_order integer not null default 0,
        primary key (banner_id, product_id)
      );

      -- The home and pop-up lists filter by type, dates and store, in sort order.
      create index banners_type_order_idx on banners (banner_type, sort_order, banner_id) where active;
    `).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`
      drop index if exists banners_type_order_idx;
      drop table if exists banner_products;
      drop index if exists banner_views_day_key;
      alter table banner_views drop column if exists last_viewed_at, drop column if exists view_count, drop column if exists view_date;
      create index if not exists banner_views_banner_idx on banner_views (banner_id, user_id);
    `).execute(db);
  },
};
