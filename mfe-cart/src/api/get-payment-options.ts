// GET .../carts/{cartId}/payment-options: the payment methods the store serving the cart accepts (CASH, PINPAID).
import { api, useApiQuery, type ApiQuery } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { cartPath, onCart } from './cart-call';

export type PaymentOptionName = 'CASH' | 'PINPAID';

export interface PaymentOption {
  option: PaymentOptionName;
  enabled: boolean;
}

export interface PaymentOptionsAnswer {
  /** null: no store serves the cart (both options disabled). */
  storeId: number | null;
  paymentOptions: PaymentOption[];
}

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
