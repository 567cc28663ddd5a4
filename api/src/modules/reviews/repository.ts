// SQL of product reviews: the rating summary, pages of reviews with their likes, reactions, and who may review.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS } from '../../i18n/messages.js';

type Db = Kysely<DB>;

const ES = LANGUAGE_IDS.es;
/** Orders whose goods reached the customer. */
const DELIVERED = ['DELIVERY_COMPLETED', 'COMPLETED'] as const;
/** Items taken out of an order never arrived. */
const NOT_DELIVERED_ITEMS = ['REMOVED', 'CANCELED'] as const;

export async function findActiveProduct(db: Db, productId: number) {
  return db.selectFrom('products').select('product_id').where('product_id', '=', productId).where('active', '=', true).executeTakeFirst();
}

/** Counts per star and how many ratings carry a title or text. */
export async function ratingCounts(db: Db, productId: number) {
  return db.selectFrom('feedback')
    .select([
      'ratings',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`count(*) filter (where coalesce(title, '') <> '' or coalesce(feedback, '') <> '')::int`.as('with_text'),
    ])
    .where('product_id', '=', productId).groupBy('ratings').execute();
}

/** A page of reviews, newest first, with their like counts, the reviewer's name and country and the caller's reaction. */
export async function findReviews(db: Db, query: { productId?: number; feedbackId?: number; languageId: number; callerId: number | null;
  limit: number; offset: number }) {
  let select = db.selectFrom('feedback as f')
    .innerJoin('users as u', 'u.user_id', 'f.user_id')
    .leftJoin('customers as cu', 'cu.user_id', 'f.user_id')
    .leftJoin('country_translations as ct', (j) => j.onRef('ct.country_id', '=', 'u.country_id').on('ct.language_id', '=', query.languageId))
    .leftJoin('country_translations as ctes', (j) => j.onRef('ctes.country_id', '=', 'u.country_id').on('ctes.language_id', '=', ES))
    .select([
      'f.feedback_id', 'f.ratings', 'f.title', 'f.feedback', 'f.created_at',
      sql<string | null>`coalesce(cu.first_name, u.first_name)`.as('first_name'),
      sql<string | null>`coalesce(cu.last_name, u.last_name)`.as('last_name'),
      sql<string>`coalesce(ct.country_name, ctes.country_name, u.country_id)`.as('country'),
      sql<number>`(select count(*) from feedback_likes l where l.feedback_id = f.feedback_id and l.feedback_type = 'like')::int`.as('like_count'),
      sql<number>`(select count(*) from feedback_likes l where l.feedback_id = f.feedback_id and l.feedback_type = 'dislike')::int`.as('dislike_count'),
      sql<string | null>`(select l.feedback_type from feedback_likes l where l.feedback_id = f.feedback_id and l.user_id = ${query.callerId ?? 0})`
        .as('caller_reaction'),
    ]);
  if (query.productId !== undefined) select = select.where('f.product_id', '=', query.productId);
  if (query.feedbackId !== undefined) select = select.where('f.feedback_id', '=', query.feedbackId);
  return select.orderBy('f.created_at', 'desc').orderBy('f.feedback_id', 'desc').limit(query.limit).offset(query.offset).execute();
}

export async function hasReviewed(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db.selectFrom('feedback').select('feedback_id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

/**
 * The caller's most recent delivered order that contained the product: as a product line, or inside a combo (in the
 * line's stored choice, or among a normal combo's products).
 */
export async function findDeliveredOrderWith(db: Db, userId: number, productId: number): Promise<number | null> {
  const row = await db.selectFrom('orders as o').innerJoin('order_items as oi', 'oi.order_id', 'o.order_id')
    .select('o.order_id')
    .where('o.user_id', '=', userId).where('o.status', 'in', [...DELIVERED]).where('oi.item_status', 'not in', [...NOT_DELIVERED_ITEMS])
    .where(sql<boolean>`(oi.product_id = ${productId} or (oi.combo_offer_id is not null and (
      (case when oi.combo_selection ~ '^\\s*\\[' then oi.combo_selection::jsonb else '[]'::jsonb end)
        @> jsonb_build_array(jsonb_build_object('productId', ${productId}::int))
      or exists (select 1 from combo_offers co join combo_offer_products cop on cop.combo_offer_id = co.combo_offer_id
        where co.combo_offer_id = oi.combo_offer_id and co.combo_offer_type = 'normal' and cop.product_id = ${productId}))))`)
    .orderBy('o.created_at', 'desc').orderBy('o.order_id', 'desc').limit(1).executeTakeFirst();
  return row?.order_id ?? null;
}

/** Writes the review; false when the user already has one for the product (unique (product_id, user_id)). */
export async function insertReview(db: Db, review: { productId: number; userId: number; orderId: number; ratings: number; title: string;
  feedback: string; languageId: number; now: Date }): Promise<number | null> {
  const row = await db.insertInto('feedback').values({
    product_id: review.productId, user_id: review.userId, order_id: review.orderId, ratings: review.ratings, title: review.title,
    feedback: review.feedback, language_id: review.languageId, created_at: review.now, updated_at: review.now,
  }).onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing()).returning('feedback_id').executeTakeFirst();
  return row?.feedback_id ?? null;
}

export async function feedbackExists(db: Db, feedbackId: number): Promise<boolean> {
  const row = await db.selectFrom('feedback').select('feedback_id').where('feedback_id', '=', feedbackId).executeTakeFirst();
  return row !== undefined;
}

/** One reaction per user and review: setting one replaces the other. */
export async function setReaction(db: Db, feedbackId: number, userId: number, type: 'like' | 'dislike', now: Date): Promise<void> {
  await db.insertInto('feedback_likes').values({ feedback_id: feedbackId, user_id: userId, feedback_type: type, created_at: now })
    .onConflict((oc) => oc.columns(['feedback_id', 'user_id']).doUpdateSet({ feedback_type: type, created_at: now })).execute();
}

/** Removes the user's reaction of this type (a reaction of the other type stays). */
export async function removeReaction(db: Db, feedbackId: number, userId: number, type: 'like' | 'dislike'): Promise<void> {
  await db.deleteFrom('feedback_likes').where('feedback_id', '=', feedbackId).where('user_id', '=', userId).where('feedback_type', '=', type).execute();
}

export async function reactionsOf(db: Db, feedbackId: number, userId: number) {
  return db.selectFrom('feedback as f').select([
    sql<number>`(select count(*) from feedback_likes l where l.feedback_id = f.feedback_id and l.feedback_type = 'like')::int`.as('like_count'),
    sql<number>`(select count(*) from feedback_likes l where l.feedback_id = f.feedback_id and l.feedback_type = 'dislike')::int`.as('dislike_count'),
    sql<string | null>`(select l.feedback_type from feedback_likes l where l.feedback_id = f.feedback_id and l.user_id = ${userId})`.as('caller_reaction'),
  ]).where('f.feedback_id', '=', feedbackId).executeTakeFirstOrThrow();
}
