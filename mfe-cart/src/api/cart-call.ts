// What the checkout calls on the session's cart share: its path, the stale-cart retry and the announcement of a new Cart.
import { isApiError } from '@shop/shared/api';
import { getCart, type Cart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';

const seg = (value: string | number): string => encodeURIComponent(String(value));

/** `/{countryId}/{lang}/carts/{cartId}`: the base of every checkout call on a cart. */
export function cartPath(cartId: string | number): string {
  const { country, language } = useSession.getState();
  return `/${seg(country)}/${seg(language)}/carts/${seg(cartId)}`;
}

/** The calls need a session user: without one the server's 401 would sign the shopper out. */
export function requireUser(call: string): void {
  if (useSession.getState().userId === null) throw new Error(`${call}: no session user`);
}

const isStaleCart = (error: unknown): boolean => isApiError(error) && error.status === 404 && error.identifier === 'error.cart.notFound';

/**
 * Runs a call on the session's cart; when the stored cartId is no longer the active cart (an order or another device
 * replaced it), the active cart is read and the call made once more on it (as the shared cart calls do).
 */
export async function onCart<T>(call: string, request: (cartId: string) => Promise<T>): Promise<T> {
  requireUser(call);
  const cartId = useSession.getState().cartId ?? String((await getCart()).cartId);
  try {
    return await request(cartId);
  } catch (error) {
    if (!isStaleCart(error)) throw error;
    const active = String((await getCart()).cartId);
    if (active === cartId) throw error;
    return request(active);
  }
}

/**
 * A checkout mutation answers the whole Cart: this stores its cartId and emits 'cart:changed' for the signal's listeners
 * (analytics, the idle reminder), like the shared cart calls. The answer reaches the views through the page's cache
 * (useCartMutation), never through the signal.
 */
export function announceCart(cart: Cart): Cart {
  const session = useSession.getState();
  if (session.cartId !== String(cart.cartId)) session.setCartId(cart.cartId);
  events.emit('cart:changed', { cartId: String(cart.cartId), cartCount: cart.cartCount, reason: 'update' });
  return cart;
}
