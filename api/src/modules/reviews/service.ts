// Rules of product reviews: the rating summary (every star from 5 to 1), reviews newest first with "time ago" in the
// request language, one like or dislike per verified customer, and reviews only from customers who received the product.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertCountryInPath, assertCountryInQuery } from '../countries/service.js';
import * as repo from './repository.js';
import {
  RATING_SCALE, type FeedbackQuery, type FeedbackRecord, type LikeBody, type Ratings, type Reactions, type ReviewBody,
} from './schemas.js';
import { timeAgo } from './time-ago.js';

export interface ReviewContext {
  db: Kysely<DB>;
  caller: SessionUser | null;
  language: Language;
  now: Date;
}

type ReviewRow = Awaited<ReturnType<typeof repo.findReviews>>[number];

const productNotFound = (): never => { throw new NotFoundError('error.product.notFound'); };

const reactions = (feedbackId: number, row: { like_count: number; dislike_count: number; caller_reaction: string | null }): Reactions => ({
  feedbackId, likeCount: row.like_count, disLikeCount: row.dislike_count, liked: row.caller_reaction === 'like', disliked: row.caller_reaction === 'dislike',
});

const toRecord = (row: ReviewRow, ctx: ReviewContext): FeedbackRecord => ({
  ...reactions(row.feedback_id, row),
  ratings: row.ratings,
  title: row.title,
  feedback: row.feedback,
  firstName: row.first_name,
  lastName: row.last_name,
  country: row.country,
  timeAgo: timeAgo(row.created_at, ctx.now, ctx.language),
});

/** Average of the stars with one decimal, from the per-star counts (0 without ratings). */
function average(counts: ReadonlyMap<number, number>): number {
  let total = 0;
  let stars = 0;
  for (const [rating, count] of counts) {
    total += count;
    stars += rating * count;
  }
  return total === 0 ? 0 : Math.round((stars * 10) / total) / 10;
}

/** GET .../feedback/{productId}: the rating summary, a page of reviews, and what the caller may do. */
export async function productRatings(ctx: ReviewContext, countryId: string, productId: number, query: FeedbackQuery): Promise<Ratings> {
  await assertCountryInPath(ctx.db, countryId);
  await assertCountryInQuery(ctx.db, query.countryId);
  if (!(await repo.findActiveProduct(ctx.db, productId))) productNotFound();
  const callerId = ctx.caller?.userId ?? null;
  const [counts, rows, reviewed] = await Promise.all([
    repo.ratingCounts(ctx.db, productId),
    repo.findReviews(ctx.db, { productId, languageId: LANGUAGE_IDS[ctx.language], callerId, limit: query.limit, offset: query.offset }),
    callerId === null ? Promise.resolve(false) : repo.hasReviewed(ctx.db, callerId, productId),
  ]);
  const byRating = new Map(counts.map((c) => [c.ratings, c.count]));
  const totalRatings = counts.reduce((sum, c) => sum + c.count, 0);
  const canReview = ctx.caller?.roleName === 'USER' && !reviewed && (await repo.findDeliveredOrderWith(ctx.db, ctx.caller.userId, productId)) !== null;
  return {
    totalRatings,
    totalReviews: counts.reduce((sum, c) => sum + c.with_text, 0),
    averageRating: average(byRating),
    individualRatings: RATING_SCALE.map((rating) => ({ rating, count: byRating.get(rating) ?? 0 })),
    feedbacks: { count: totalRatings, records: rows.map((row) => toRecord(row, ctx)) },
    canReview,
    reviewed,
  };
}

/** POST .../feedback/like: the caller's like or dislike of a review (true sets, replacing the other; false removes). */
export async function react(ctx: ReviewContext & { caller: SessionUser }, countryId: string, body: LikeBody): Promise<Reactions> {
  await assertCountryInPath(ctx.db, countryId);
  if (body.userId !== ctx.caller.userId) throw new AppError(403, 'error.auth.forbidden');
  if (!(await repo.feedbackExists(ctx.db, body.feedbackId))) throw new NotFoundError('error.feedback.notFound');
  if (body.status) await repo.setReaction(ctx.db, body.feedbackId, ctx.caller.userId, body.feedbackType, ctx.now);
  else await repo.removeReaction(ctx.db, body.feedbackId, ctx.caller.userId, body.feedbackType);
  return reactions(body.feedbackId, await repo.reactionsOf(ctx.db, body.feedbackId, ctx.caller.userId));
}

/** POST .../feedback: a verified customer's one review of a product they received (409 otherwise). */
export async function writeReview(ctx: ReviewContext & { caller: SessionUser }, countryId: string, body: ReviewBody): Promise<FeedbackRecord> {
  await assertCountryInPath(ctx.db, countryId);
  if (!(await repo.findActiveProduct(ctx.db, body.productId))) productNotFound();
  const userId = ctx.caller.userId;
  const duplicate = (): never => { throw new AppError(409, 'error.feedback.duplicate'); };
  if (await repo.hasReviewed(ctx.db, userId, body.productId)) duplicate();
  const orderId = await repo.findDeliveredOrderWith(ctx.db, userId, body.productId);
  if (orderId === null) throw new AppError(409, 'error.feedback.notPurchased');
  const languageId = LANGUAGE_IDS[ctx.language];
  // The unique (product_id, user_id) settles two concurrent first reviews: the second writes nothing.
  const feedbackId = (await repo.insertReview(ctx.db, {
    productId: body.productId, userId, orderId, ratings: body.ratings, title: body.title, feedback: body.feedback, languageId, now: ctx.now,
  })) ?? duplicate();
  const [row] = await repo.findReviews(ctx.db, { feedbackId, languageId, callerId: userId, limit: 1, offset: 0 });
  return toRecord(row as ReviewRow, ctx);
}
