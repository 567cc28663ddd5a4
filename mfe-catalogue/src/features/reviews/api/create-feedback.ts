// POST /api/v1/{countryId}/feedback: a verified customer who received the product writes their review.
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { reviewKeys } from './get-feedback';

export const CREATE_FEEDBACK_CALL = 'createFeedback';

/** 1–5 stars, a title of 1–100 and a text of 1–1000 characters, neither starting with a space. */
export type CreateFeedbackBody = Wire.ReviewBody;

export async function createFeedback(body: CreateFeedbackBody): Promise<unknown> {
  const { country } = useSession.getState();
  const { data } = await api.post(`/${encodeURIComponent(country)}/feedback`, body, { callName: CREATE_FEEDBACK_CALL });
  return data;
}

/** createFeedback as a mutation: the product's ratings and reviews (and whether the shopper may still write one) are read again. */
export function useCreateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: (_answer, body) => client.invalidateQueries({ queryKey: reviewKeys.product(String(body.productId)) }),
  });
}
