// GET /api/v1/{countryId}/feedback/{productId}: rating summary and the newest reviews of a product.
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';

/** timeAgo is already translated: "hace 3 días" / "3 days ago". */
export type Review = Wire.FeedbackRecord;
/** canReview: the caller may write a review (a verified customer who received the product); reviewed: they did. */
export type Ratings = Wire.Ratings;

/** The API pages by at most 100 reviews. */
const MAX_PAGE = 100;

/** The first `limit` reviews (the page grows by REVIEWS_INCREMENT), read in pages the API accepts. */
export async function getFeedback(productId: string, limit: number): Promise<Ratings> {
  const { country, language } = useSession.getState();
  const page = async (offset: number, size: number) => (await api.get<Ratings>(`/${encodeURIComponent(country)}/feedback/${encodeURIComponent(productId)}`, {
    params: { languageCode: language, countryId: country, limit: size, offset },
    callName: 'getFeedback',
  })).data;
  const first = await page(0, Math.min(limit, MAX_PAGE));
  const records = [...first.feedbacks.records];
  for (let offset = MAX_PAGE; offset < Math.min(limit, first.feedbacks.count); offset += MAX_PAGE) {
    records.push(...(await page(offset, Math.min(limit - offset, MAX_PAGE))).feedbacks.records);
  }
  return { ...first, feedbacks: { count: first.feedbacks.count, records } };
}

/** Ratings of the product with its first `limit` reviews; read again after a login change (liked/disliked are the caller's). */
export function useFeedback(productId: string, limit: number): ApiQuery<Ratings> {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`feedback|${productId}|${limit}|${country}|${language}`, () => getFeedback(productId, limit), {
    refetchOn: ['auth:changed'],
  });
}
