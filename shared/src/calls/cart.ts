// The server cart: read it, change its lines (each change answers the Cart and emits cart:changed), discard status.
import { api, isApiError, useApiQuery, type ApiQuery } from '@shop/shared/api';
import type { EventMap } from '@shop/shared/events';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { CALL_NAMES, type CallName, countryLanguagePrefix, requireUserId, seg, sessionCountry } from './common';
import type { Cart, CartDiscardAnswer, CartItemBody, CartItemUpdateBody, Id } from './types';

type CartChangeReason = NonNullable<EventMap['cart:changed']['reason']>;

const cartsPath = (): string => `${countryLanguagePrefix()}/carts`;

function storeCartId(cart: Cart): void {
  const session = useSession.getState();
  if (session.cartId !== String(cart.cartId)) session.setCartId(cart.cartId);
}

/**
 * GET /{countryId}/{lang}/carts (session): the user's active cart (created if none); stores its cartId
 * when it differs from the session's. Needs a session user (without one the call would be a 401).
 */
export async function getCart(): Promise<Cart> {
  requireUserId(CALL_NAMES.getCart);
  const { data } = await api.get<Cart>(cartsPath(), { callName: CALL_NAMES.getCart });
  storeCartId(data);
  return data;
}

/** The session's cartId, or the active cart's (read once) when none is stored. */
async function currentCartId(): Promise<string> {
  return useSession.getState().cartId ?? String((await getCart()).cartId);
}

const isStaleCart = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && error.identifier === 'error.cart.notFound';

/**
 * Runs a call on the session's cart. If the stored cartId is no longer the user's active cart (404
 * error.cart.notFound: an order or a login on another device replaced it), the active cart is read and
 * the call made once more on it.
 */
async function onCart<T>(call: CallName, request: (cartId: string) => Promise<T>): Promise<T> {
  requireUserId(call);
  const cartId = await currentCartId();
  try {
    return await request(cartId);
  } catch (error) {
    if (!isStaleCart(error)) throw error;
    const active = String((await getCart()).cartId);
    if (active === cartId) throw error;
    return request(active);
  }
}

/** A cart mutation: the answer's cartId is stored and 'cart:changed' {cartId, cartCount, reason} emitted. */
async function mutate(call: CallName, reason: CartChangeReason, request: (cartId: string) => Promise<Cart>): Promise<Cart> {
  const cart = await onCart(call, request);
  storeCartId(cart);
  events.emit('cart:changed', { cartId: String(cart.cartId), cartCount: cart.cartCount, reason });
  return cart;
}

const itemsPath = (cartId: string): string => `${cartsPath()}/${seg(cartId)}/cart-items`;

export interface AddCartItemInput {
  productId: number;
  /** 1–20; default 1. */
  quantity?: number;
  /** JSON list of topping names as text, or null (default). */
  toppings?: string | null;
}

/** POST .../carts/{cartId}/cart-items {countryId, productId, quantity, toppings} → Cart; cart:changed reason 'add'. */
export function addCartItem({ productId, quantity = 1, toppings = null }: AddCartItemInput): Promise<Cart> {
  return mutate(CALL_NAMES.addCartItem, 'add', async (cartId) => {
    const body: CartItemBody = { countryId: sessionCountry(), productId, quantity, toppings };
    return (await api.post<Cart>(itemsPath(cartId), body, { callName: CALL_NAMES.addCartItem })).data;
  });
}

/** PUT .../cart-items/{cartItemId} {quantity, toppings} → Cart; cart:changed reason 'update'. */
export function updateCartItem(cartItemId: Id, { quantity, toppings }: CartItemUpdateBody): Promise<Cart> {
  return mutate(CALL_NAMES.updateCartItem, 'update', async (cartId) => {
    const body: CartItemUpdateBody = { quantity, toppings };
    return (await api.put<Cart>(`${itemsPath(cartId)}/${seg(cartItemId)}`, body, { callName: CALL_NAMES.updateCartItem })).data;
  });
}

/** DELETE .../cart-items/{cartItemId} → Cart; cart:changed reason 'remove'. */
export function removeCartItem(cartItemId: Id): Promise<Cart> {
  return mutate(CALL_NAMES.removeCartItem, 'remove', async (cartId) => (
    (await api.delete<Cart>(`${itemsPath(cartId)}/${seg(cartItemId)}`, { callName: CALL_NAMES.removeCartItem })).data
  ));
}

/** DELETE .../cart-items → Cart (every line removed); cart:changed reason 'clear'. */
export function clearCart(): Promise<Cart> {
  return mutate(CALL_NAMES.clearCart, 'clear', async (cartId) => (
    (await api.delete<Cart>(itemsPath(cartId), { callName: CALL_NAMES.clearCart })).data
  ));
}

/** Where the cart would be delivered: coordinates, or an own address (userAddressId). */
export type DiscardTarget = { latitude: number; longitude: number; userAddressId?: Id } | { userAddressId: Id; latitude?: number; longitude?: number };

/**
 * GET .../carts/{cartId}/cart-discard-status?latitude&longitude&userAddressId: what the cart would lose
 * at a new address (NONE / PARTIAL / COMPLETE and the unavailable line ids). Asked before changing the
 * default address; on a confirmed discard call clearCart().
 */
export function getCartDiscardStatus(target: DiscardTarget): Promise<CartDiscardAnswer> {
  const params = Object.fromEntries(
    (['latitude', 'longitude', 'userAddressId'] as const).filter((k) => target[k] !== undefined).map((k) => [k, target[k]]),
  );
  return onCart(CALL_NAMES.getCartDiscardStatus, async (cartId) => (
    (await api.get<CartDiscardAnswer>(`${cartsPath()}/${seg(cartId)}/cart-discard-status`, {
      params,
      callName: CALL_NAMES.getCartDiscardStatus,
    })).data
  ));
}

// ---- Hooks ---------------------------------------------------------------------------------------------

const CART_STALE_ON = ['cart:changed', 'auth:changed', 'address:changed', 'language:changed'] as const;

/**
 * The session user's cart (no call without a user). Refetched on cart:changed, auth:changed,
 * address:changed (the serving store, so prices and availability, follow the address) and language:changed.
 */
export function useCart(): ApiQuery<Cart> {
  const userId = useSession((s) => s.userId);
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  return useApiQuery(`cart|${userId ?? ''}|${country}|${language}`, getCart, { enabled: userId !== null, refetchOn: CART_STALE_ON });
}
