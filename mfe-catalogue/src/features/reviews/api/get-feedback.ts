// GET /api/v1/{countryId}/feedback/{productId}: rating summary and the newest reviews of a product.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { REVIEWS_INCREMENT, REVIEWS_INITIAL } from '@shop/shared/constants';
import { infiniteQueryOptions, nextPageOffset, useInfiniteQuery, type InfiniteData } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';

/** timeAgo is already translated: "hace 3 días" / "3 days ago". */
export type Review = Wire.FeedbackRecord;
/** canReview: the caller may write a review (a verified customer who received the product); reviewed: they did. */
export type Ratings = Wire.Ratings;

/** One page of the product's reviews, with the rating summary (the same on every page). */
export async function getFeedback(productId: string, { limit, offset }: { limit: number; offset: number }, { signal }: ReadOptions = {}): Promise<Ratings> {
  const { country, language } = useSession.getState();
  const { data } = await api.get<Ratings>(`/${encodeURIComponent(country)}/feedback/${encodeURIComponent(productId)}`, {
    params: { languageCode: language, countryId: country, limit, offset },
    callName: 'getFeedback',
    signal,
  });
  return data;
}

/** The reviews' query keys: a product's ratings and reviews. */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, productId] as const,
};

/**
 * The product's ratings and its newest reviews, REVIEWS_INITIAL first and REVIEWS_INCREMENT more per page; stale when
 * the user (liked / disliked are the caller's) or the language (the "time ago" texts) changes.
 */
export const feedbackQueryOptions = (productId: string) => infiniteQueryOptions({
  queryKey: reviewKeys.product(productId),
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    getFeedback(productId, { limit: pageParam === 0 ? REVIEWS_INITIAL : REVIEWS_INCREMENT, offset: pageParam }, { signal }),
  initialPageParam: 0,
  getNextPageParam: (last: Ratings, pages: Ratings[]) => nextPageOffset(last.feedbacks, pages.map((page) => page.feedbacks)),
  meta: { staleOn: ['user', 'language'] },
});

export const useFeedback = (productId: string) => useInfiniteQuery(feedbackQueryOptions(productId));

/** A review's new counts (a like's answer) in the cached pages, so the page shows them without reading the reviews again. */
export function withReviewCounts(data: InfiniteData<Ratings> | undefined, counts: Pick<Review, 'feedbackId' | 'likeCount' | 'disLikeCount' | 'liked' | 'disliked'>): InfiniteData<Ratings> | undefined {
  if (!data) return data;
  const update = (review: Review): Review => (review.feedbackId === counts.feedbackId ? { ...review, ...counts } : review);
  return { ...data, pages: data.pages.map((page) => ({ ...page, feedbacks: { ...page.feedbacks, records: page.feedbacks.records.map(update) } })) };
}
