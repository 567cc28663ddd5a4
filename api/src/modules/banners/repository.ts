// SQL of the banners area: which banners show (type, dates, store, a destination that still exists), their names and
// combo counts, the views counter, and the ids behind a banner's products and combos pages.
// Columns and tables added by migration 0008 are reached through raw SQL (the shared DB types predate them).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS } from '../../i18n/messages.js';
import type { BannerType } from './schemas.js';

type Db = Kysely<DB>;

const ES = LANGUAGE_IDS.es; // names fall back to Spanish when a translation is missing

export interface BannerRow {
  banner_id: number;
  banner_type: BannerType;
  applicable_on: 'COMBOOFFER' | 'CATEGORY' | null;
  category_id: number | null;
  image_url: string | null;
  web_image_url: string | null;
  banner_name: string;
  description: string | null;
  category_name: string | null;
  combo_count: number;
  first_combo_id: number | null;
}

/** A combo on offer at `now` (same rule as the combo pages). */
const comboOnOffer = (now: Date) =>
  sql`co.active and (co.start_date is null or co.start_date <= ${now}) and (co.end_date is null or co.end_date > ${now})`;

/**
 * Banners shown at `now`: active, within their dates, and with a destination that exists (a CATEGORY banner's category
 * is active; a COMBOOFFER banner has a combo on offer). `where` narrows further (type and store, or one id).
 */
async function shownBanners(db: Db, now: Date, languageId: number, where: RawBuilder<unknown>): Promise<BannerRow[]> {
  const { rows } = await sql<BannerRow>`
    with shown as (
      select b.banner_id, b.banner_type, b.applicable_on, b.category_id, b.image_url, b.web_image_url, b.sort_order, b.code,
        (select count(*)::int from banner_combo_offers bco join combo_offers co on co.combo_offer_id = bco.combo_offer_id
          where bco.banner_id = b.banner_id and ${comboOnOffer(now)}) as combo_count,
        (select bco.combo_offer_id from banner_combo_offers bco join combo_offers co on co.combo_offer_id = bco.combo_offer_id
          where bco.banner_id = b.banner_id and ${comboOnOffer(now)} order by bco.sort_order, bco.combo_offer_id limit 1) as first_combo_id
      from banners b
      left join categories c on c.category_id = b.category_id
      where b.active and b.start_date <= ${now} and (b.end_date is null or b.end_date > ${now})
        and (b.applicable_on is distinct from 'CATEGORY' or c.active)
        and (${where})
    )
    select s.banner_id, s.banner_type, s.applicable_on, s.category_id, s.image_url, s.web_image_url, s.combo_count,
      case when s.applicable_on = 'COMBOOFFER' then s.first_combo_id end as first_combo_id,
      coalesce((select t.banner_name from banner_translations t where t.banner_id = s.banner_id and t.language_id = ${languageId}),
        (select t.banner_name from banner_translations t where t.banner_id = s.banner_id and t.language_id = ${ES}), s.code) as banner_name,
      coalesce((select t.description from banner_translations t where t.banner_id = s.banner_id and t.language_id = ${languageId}),
        (select t.description from banner_translations t where t.banner_id = s.banner_id and t.language_id = ${ES})) as description,
      case when s.category_id is null then null else
        coalesce((select ct.name from category_translations ct where ct.category_id = s.category_id and ct.language_id = ${languageId}),
          (select ct.name from category_translations ct where ct.category_id = s.category_id and ct.language_id = ${ES}),
          (select c.code from categories c where c.category_id = s.category_id)) end as category_name
    from shown s
    where s.applicable_on is distinct from 'COMBOOFFER' or s.combo_count > 0
    order by s.sort_order, s.banner_id`.execute(db);
  return rows;
}

/**
 * Every banner of this type shown now for a shopper served by `storeId` (banners of every store, plus that store's
 * own; null = only banners of every store), in sort order. Banners are few and curated: the caller pages in memory.
 */
export function findShownBanners(db: Db, spec: { type: BannerType; storeId: number | null; now: Date; languageId: number }) {
  const store = spec.storeId === null ? sql`b.store_id is null` : sql`(b.store_id is null or b.store_id = ${spec.storeId})`;
  return shownBanners(db, spec.now, spec.languageId, sql`b.banner_type = ${spec.type} and ${store}`);
}

/** One banner shown now (any type, any store), or undefined. */
export async function findShownBanner(db: Db, bannerId: number, now: Date, languageId: number): Promise<BannerRow | undefined> {
  const rows = await shownBanners(db, now, languageId, sql`b.banner_id = ${bannerId}`);
  return rows[0];
}

export async function bannerExists(db: Db, bannerId: number): Promise<boolean> {
  const row = await db.selectFrom('banners').select('banner_id').where('banner_id', '=', bannerId).executeTakeFirst();
  return row !== undefined;
}

/** The time zone of a country (the shop day a view counts on). */
export async function findCountryTimezone(db: Db, countryId: string): Promise<string | undefined> {
  const row = await db.selectFrom('countries').select('timezone').where('country_id', '=', countryId).executeTakeFirst();
  return row?.timezone;
}

/**
 * Counts one view: the first of the day inserts the (banner, user, day) row, later ones add to its counter. One
 * statement, so concurrent views of the same day cannot insert two rows (the unique key decides).
 */
export async function countView(db: Db, view: { bannerId: number; userId: number; viewDate: string; now: Date }): Promise<number> {
  const { rows } = await sql<{ view_count: number }>`
    insert into banner_views (banner_id, user_id, view_date, viewed_at, last_viewed_at, view_count)
    values (${view.bannerId}, ${view.userId}, ${view.viewDate}::date, ${view.now}, ${view.now}, 1)
    on conflict (banner_id, user_id, view_date)
    do update set view_count = banner_views.view_count + 1, last_viewed_at = excluded.last_viewed_at
    returning view_count`.execute(db);
  return rows[0]?.view_count ?? 0;
}

/** The product ids a banner's page lists: its own links (banner_products) in their order. */
export const bannerProductsJoin = (bannerId: number) =>
  sql`join banner_products bp on bp.product_id = p.product_id and bp.banner_id = ${bannerId}`;
export const bannerProductsOrder = sql`bp.sort_order, p.product_id`;

/** A category and its active sub-categories (what a CATEGORY banner lists, as the category page does). */
export const inCategoryTree = (categoryId: number) => sql`p.category_id in (
  with recursive tree(category_id) as (
    select ${categoryId}::int
    union select c.category_id from categories c join tree on c.parent_category_id = tree.category_id where c.active)
  select category_id from tree)`;

/** A page of the banner's combos on offer now, in the banner's order, and their total. */
export async function findBannerComboIds(db: Db, bannerId: number, page: { now: Date; limit: number; offset: number }) {
  const [total, rows] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n from banner_combo_offers bco join combo_offers co on co.combo_offer_id = bco.combo_offer_id
      where bco.banner_id = ${bannerId} and ${comboOnOffer(page.now)}`.execute(db),
    sql<{ combo_offer_id: number }>`select co.combo_offer_id from banner_combo_offers bco
      join combo_offers co on co.combo_offer_id = bco.combo_offer_id
      where bco.banner_id = ${bannerId} and ${comboOnOffer(page.now)}
      order by bco.sort_order, co.combo_offer_id limit ${page.limit} offset ${page.offset}`.execute(db),
  ]);
  return { count: total.rows[0]?.n ?? 0, ids: rows.rows.map((r) => r.combo_offer_id) };
}

/** Links the banners' products by code and SKU (demo seed); existing links stay as they are. */
export async function linkBannerProducts(db: Db, links: readonly { bannerCode: string; sku: string; sortOrder: number }[]): Promise<void> {
  if (links.length === 0) return;
  await sql`
    insert into banner_products (banner_id, product_id, sort_order)
    select b.banner_id, p.product_id, l.sort_order
    from unnest(${links.map((l) => l.bannerCode)}::text[], ${links.map((l) => l.sku)}::text[], ${links.map((l) => l.sortOrder)}::int[])
      as l(banner_code, sku, sort_order)
    join banners b on b.code = l.banner_code
    join products p on p.sku = l.sku
    on conflict do nothing`.execute(db);
}

/** A category banner's order: the category page's (most popular first). */
export const productsByPopularity = sql`p.popularity desc, p.product_id`;
