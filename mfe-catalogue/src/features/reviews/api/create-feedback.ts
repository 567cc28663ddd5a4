// POST /api/v1/{countryId}/feedback: a verified customer who received the product writes their review.
import { api } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { reviewKeys } from './get-feedback';

export const CREATE_FEEDBACK_CALL = 'createFeedback';

export interface CreateFeedbackBody {
  productId: number;
  /** 1–5 stars. */
  ratings: number;
  /** 1–100 characters, no leading space. */
  title: string;
  /** 1–1000 characters, no leading space. */
  feedback: string;
}

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
