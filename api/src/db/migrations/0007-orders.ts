// Migration 0007: what order placement and tracking need beyond the 0001 tables: the order-number sequence and the
// indexes of the account's order pages and the operator's lookups.
import { sql, type Kysely, type Migration } from 'kysely';

export const orderPlacement: Migration = {
  async up(db: Kysely<unknown>) {
    // A sequence never blocks concurrent placements (numbers used by a rolled-back transaction are skipped, which
    // order numbers may do, unlike claim numbers). Starting at six digits keeps every number the same length for years.
    await sql`create sequence order_number_seq start with 100001`.execute(db);
    // The order page's timeline (oldest first) and the list's per-country paging.
    await sql`create index order_status_history_order_idx on order_status_history (order_id, changed_at, order_status_history_id)`.execute(db);
    await sql`create index orders_user_country_idx on orders (user_id, country_id, created_at desc, order_id desc)`.execute(db);
    // Per-customer promo limits count the uses of one promo by one user; the order link answers "which order used it".
    await sql`create index promo_uses_order_idx on promo_uses (order_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists promo_uses_order_idx`.execute(db);
    await sql`drop index if exists orders_user_country_idx`.execute(db);
    await sql`drop index if exists order_status_history_order_idx`.execute(db);
    await sql`drop sequence if exists order_number_seq`.execute(db);
  },
};
