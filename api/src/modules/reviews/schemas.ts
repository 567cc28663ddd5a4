// Request and answer schemas of product reviews: the ratings summary with a page of reviews, likes, writing a review.
import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.js';
import { countryIdSchema, errorBodySchema, languageCodeSchema, limitSchema, offsetSchema } from '../../lib/schemas.js';

export const RATING_SCALE = [5, 4, 3, 2, 1] as const;
export const TITLE_MAX = 100;
export const TEXT_MAX = 1000;

export const countryParams = z.object({ countryId: countryIdSchema });
export const feedbackParams = countryParams.extend({ productId: z.coerce.number().int().positive().describe('A product') });

export const feedbackQuery = z.object({
  countryId: countryIdSchema.optional().describe('Repeats the path country'),
  languageCode: languageCodeSchema,
  limit: limitSchema(3).describe('Reviews per page (the page first shows 3, then 10 more each time)'),
  offset: offsetSchema,
});
export type FeedbackQuery = z.infer<typeof feedbackQuery>;

/** A message key as the zod error, except for a missing value (which answers error.validation.required). */
const unlessMissing = (key: MessageKey) => (issue: { input: unknown }) => (issue.input === undefined ? undefined : key);

export const likeBody = z.object({
  feedbackId: z.number().int().positive(),
  userId: z.number().int().positive().describe('The caller (another user → 403 error.auth.forbidden)'),
  feedbackType: z.enum(['like', 'dislike']),
  status: z.boolean().describe('true sets this reaction (replacing the other one), false removes it'),
});
export type LikeBody = z.infer<typeof likeBody>;

const RATINGS: MessageKey = 'error.feedback.ratingsRange';
const TITLE: MessageKey = 'error.feedback.titleLength';
const TEXT: MessageKey = 'error.feedback.textLength';
const LEADING: MessageKey = 'error.feedback.leadingSpace';
const noLeadingSpace = (text: string): boolean => !/^\s/.test(text);

export const reviewBody = z.object({
  productId: z.number().int().positive(),
  ratings: z.number({ error: unlessMissing(RATINGS) }).int({ error: RATINGS }).min(1, { error: RATINGS }).max(5, { error: RATINGS })
    .describe('Stars, 1–5'),
  title: z.string({ error: unlessMissing(TITLE) }).min(1, { error: TITLE }).max(TITLE_MAX, { error: TITLE })
    .refine(noLeadingSpace, { error: LEADING }).describe(`1–${TITLE_MAX} characters, not starting with a space`),
  feedback: z.string({ error: unlessMissing(TEXT) }).min(1, { error: TEXT }).max(TEXT_MAX, { error: TEXT })
    .refine(noLeadingSpace, { error: LEADING }).describe(`The review, 1–${TEXT_MAX} characters, not starting with a space`),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reactionsSchema = z.object({
  feedbackId: z.number().int(),
  likeCount: z.number().int(),
  disLikeCount: z.number().int(),
  liked: z.boolean().describe('The caller likes it'),
  disliked: z.boolean().describe('The caller dislikes it'),
}).meta({ id: 'Reactions' });
export type Reactions = z.infer<typeof reactionsSchema>;

export const feedbackRecordSchema = reactionsSchema.extend({
  ratings: z.number().int(),
  title: z.string().nullable(),
  feedback: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  country: z.string().describe('The reviewer\'s country, in the request language'),
  timeAgo: z.string().describe('e.g. "hace 3 días" / "3 days ago"'),
}).meta({ id: 'Review' });
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

export const ratingsSchema = z.object({
  totalRatings: z.number().int(),
  totalReviews: z.number().int().describe('Ratings that come with a title or text'),
  averageRating: z.number().describe('1 decimal; 0 without ratings'),
  individualRatings: z.array(z.object({ rating: z.number().int(), count: z.number().int() })).describe('Always 5 entries, 5 stars first'),
  feedbacks: z.object({ count: z.number().int(), records: z.array(feedbackRecordSchema).describe('Newest first') }),
  canReview: z.boolean().describe('The caller is a verified customer who received the product and has not reviewed it'),
  reviewed: z.boolean().describe('The caller has reviewed the product'),
}).meta({ id: 'Ratings' });
export type Ratings = z.infer<typeof ratingsSchema>;

export const ratingsResponse = { 200: ratingsSchema, 400: errorBodySchema, 404: errorBodySchema };
export const likeResponse = { 200: reactionsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const reviewResponse = {
  201: feedbackRecordSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema,
};
