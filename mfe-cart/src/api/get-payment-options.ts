// GET .../carts/{cartId}/payment-options: the payment methods the store serving the cart accepts (CASH, PINPAID).
import type * as Wire from '@shop/api/wire-types';
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { cartPath, onCart } from './cart-call';

export type PaymentOption = Wire.PaymentOption;
export type PaymentOptionName = PaymentOption['option'];
/** storeId null: no store serves the cart (both options disabled). */
export type PaymentOptionsAnswer = Wire.PaymentOptionsAnswer;

export const GET_PAYMENT_OPTIONS = 'getPaymentOptions';

export function getPaymentOptions(): Promise<PaymentOptionsAnswer> {
  return onCart(GET_PAYMENT_OPTIONS, async (cartId) => (
    (await api.get<PaymentOptionsAnswer>(`${cartPath(cartId)}/payment-options`, { callName: GET_PAYMENT_OPTIONS })).data
  ));
}

/** Read again when the address (so the store) or the shopper changes. */
export function usePaymentOptions(): ApiQuery<PaymentOptionsAnswer> {
  const userId = useSession((s) => s.userId);
  const cartId = useSession((s) => s.cartId);
  const address = useSession((s) => s.userData?.userAddressId ?? '');
  return useApiQuery(`paymentOptions|${userId ?? ''}|${cartId ?? ''}|${address}`, getPaymentOptions, {
    enabled: userId !== null,
    refetchOn: ['address:changed', 'auth:changed'],
  });
}
