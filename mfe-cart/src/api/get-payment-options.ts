// GET .../carts/{cartId}/payment-options: the payment methods the store serving the cart accepts (CASH, PINPAID).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { queryOptions, useQuery, type UseQueryResult } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { cartPath, onCart } from './cart-call';

export type PaymentOption = Wire.PaymentOption;
export type PaymentOptionName = PaymentOption['option'];
/** storeId null: no store serves the cart (both options disabled). */
export type PaymentOptionsAnswer = Wire.PaymentOptionsAnswer;

export const GET_PAYMENT_OPTIONS = 'getPaymentOptions';

export function getPaymentOptions({ signal }: ReadOptions = {}): Promise<PaymentOptionsAnswer> {
  return onCart(GET_PAYMENT_OPTIONS, async (cartId) => (
    (await api.get<PaymentOptionsAnswer>(`${cartPath(cartId)}/payment-options`, { callName: GET_PAYMENT_OPTIONS, signal })).data
  ));
}

/** The payment query keys: the options of the session's cart. */
export const paymentKeys = {
  all: ['payment'] as const,
  options: () => [...paymentKeys.all, 'options'] as const,
};

/** The options of the store serving the cart: stale when the shopper or the address (so the store) changes. */
export const paymentOptionsQueryOptions = () => queryOptions({
  queryKey: paymentKeys.options(),
  queryFn: ({ signal }) => getPaymentOptions({ signal }),
  meta: { staleOn: ['user', 'address'] },
});

export function usePaymentOptions(): UseQueryResult<PaymentOptionsAnswer> {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...paymentOptionsQueryOptions(), enabled: userId !== null });
}
