// POST /api/v1/{countryId}/feedback/like: a verified customer likes or dislikes a review (or takes it back).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { FEEDBACK_TYPES } from '@shop/shared/constants';
import { useMutation, useQueryClient, type InfiniteData } from '@shop/shared/query';
import { isVerified, useSession } from '@shop/shared/session';
import { reviewKeys, withReviewCounts, type Ratings } from './get-feedback';

export type FeedbackType = (typeof FEEDBACK_TYPES)[keyof typeof FEEDBACK_TYPES];

/** status true sets the like/dislike (replacing the other one), false takes it back. */
export type LikeFeedbackBody = Wire.LikeBody;
export type LikeFeedbackAnswer = Wire.Reactions;

/** Only for verified customers: for anyone else the server's 401/403 would sign the shopper out, so it throws first. */
export async function likeFeedback(feedbackId: number, feedbackType: FeedbackType, status: boolean): Promise<LikeFeedbackAnswer> {
  const session = useSession.getState();
  const { country, userId } = session;
  if (userId === null || !isVerified(session)) throw new Error('likeFeedback: verified customers only');
  const body: LikeFeedbackBody = { feedbackId, userId: Number(userId), feedbackType, status };
  const { data } = await api.post<LikeFeedbackAnswer>(`/${encodeURIComponent(country)}/feedback/like`, body, { callName: 'likeFeedback' });
  return data;
}

export interface FeedbackReaction {
  feedbackId: number;
  feedbackType: FeedbackType;
  status: boolean;
}

/** likeFeedback as a mutation: its answer (the review's new counts) is written into the product's cached reviews. */
export function useLikeFeedback(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ feedbackId, feedbackType, status }: FeedbackReaction) => likeFeedback(feedbackId, feedbackType, status),
    onSuccess: (counts) => client.setQueryData<InfiniteData<Ratings>>(reviewKeys.product(productId), (data) => withReviewCounts(data, counts)),
  });
}
