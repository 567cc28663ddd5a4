// The path the combo cart calls share: /{countryId}/combo-offers/products/{comboOfferId}/ (trailing slash as in the spec).
import type { Cart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';

export const comboCartPath = (comboOfferId: number): string =>
  `/${encodeURIComponent(useSession.getState().country)}/combo-offers/products/${encodeURIComponent(String(comboOfferId))}/`;

/** These calls are not shared ones, so they do what the shared cart calls do: store the cartId and tell the page. */
export function announceCart(cart: Cart, reason: 'add' | 'remove' | 'replace'): Cart {
  const session = useSession.getState();
  if (cart.cartId !== undefined && session.cartId !== String(cart.cartId)) session.setCartId(cart.cartId);
  events.emit('cart:changed', { cartId: String(cart.cartId), cartCount: cart.cartCount, reason });
  return cart;
}

/** The calls need a session user; without one the server's 401 would sign the shopper out. */
export function requireUser(call: string): void {
  if (useSession.getState().userId === null) throw new Error(`${call}: no session user`);
}
