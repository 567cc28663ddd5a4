// PUT .../carts/{cartId}/apply-promo-code?promoCodeId: applies a promo (customers only); an empty promoCodeId removes it.
import { api } from '@shop/shared/api';
import { useCartMutation, type Cart } from '@shop/shared/calls';
import { announceCart, cartPath, onCart } from './cart-call';

export const APPLY_PROMO_CODE = 'applyPromoCode';

/** null removes the cart's promo. Refusals (422): error.promo.notFound, expired, minimumNotMet, limitReached. */
export async function applyPromoCode(promoCodeId: number | null): Promise<Cart> {
  const cart = await onCart(APPLY_PROMO_CODE, async (cartId) => (
    (await api.put<Cart>(`${cartPath(cartId)}/apply-promo-code`, undefined, {
      params: { promoCodeId: promoCodeId ?? '' },
      callName: APPLY_PROMO_CODE,
    })).data
  ));
  return announceCart(cart);
}

/** applyPromoCode as a change of the page's cart: its answer is written into the cache. */
export const useApplyPromoCode = () => useCartMutation(applyPromoCode);
