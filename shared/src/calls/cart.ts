// The server cart, one query for the page: read it, change its lines (each change answers the Cart, which is written
// into the cache, and emits cart:changed for listeners such as analytics), the discard status of a new address.
import { api, isApiError } from '@shop/shared/api';
import type { EventMap } from '@shop/shared/events';
import { events } from '@shop/shared/events';
import {
  queryOptions, useMutation, useMutationState, useQuery, useQueryClient, type Mutation, type UseMutationResult, type UseQueryResult,
} from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { CALL_NAMES, type CallName, countryLanguagePrefix, type ReadOptions, requireUserId, seg, sessionCountry } from './common';
import type { Cart, CartDiscardAnswer, CartItemBody, CartItemUpdateBody, Id } from './types';

/** The cart's query keys: the session user's active cart, and what it would lose at another address. */
export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
  discardStatus: (target: DiscardTarget) => [...cartKeys.all, 'discard-status', target] as const,
};

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
export async function getCart({ signal }: ReadOptions = {}): Promise<Cart> {
  requireUserId(CALL_NAMES.getCart);
  const { data } = await api.get<Cart>(cartsPath(), { callName: CALL_NAMES.getCart, signal });
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
export function getCartDiscardStatus(target: DiscardTarget, { signal }: ReadOptions = {}): Promise<CartDiscardAnswer> {
  const params = Object.fromEntries(
    (['latitude', 'longitude', 'userAddressId'] as const).filter((k) => target[k] !== undefined).map((k) => [k, target[k]]),
  );
  return onCart(CALL_NAMES.getCartDiscardStatus, async (cartId) => (
    (await api.get<CartDiscardAnswer>(`${cartsPath()}/${seg(cartId)}/cart-discard-status`, {
      params,
      callName: CALL_NAMES.getCartDiscardStatus,
      signal,
    })).data
  ));
}

// ---- Queries -------------------------------------------------------------------------------------------

/** The session user's active cart; stale when the user, the default address (the serving store) or the language changes. */
export const cartQueryOptions = () => queryOptions({
  queryKey: cartKeys.current(),
  queryFn: ({ signal }) => getCart({ signal }),
  meta: { staleOn: ['user', 'address', 'language'] },
});

/**
 * The session user's cart, one query for every view of the page. No call without a user; `enabled: false` reads only
 * what the cache holds (the header asks nothing before the first product is added).
 */
export function useCart({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<Cart> {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...cartQueryOptions(), enabled: enabled && userId !== null });
}

/**
 * What the cart would lose at another delivery point. Always asked afresh (staleTime 0): it is read right before the
 * address changes, with `queryClient.fetchQuery(cartDiscardStatusQueryOptions(target))`.
 */
export const cartDiscardStatusQueryOptions = (target: DiscardTarget) => queryOptions({
  queryKey: cartKeys.discardStatus(target),
  queryFn: ({ signal }) => getCartDiscardStatus(target, { signal }),
  staleTime: 0,
});

// ---- Changes -------------------------------------------------------------------------------------------

/** A cart line the counters show: a product or a combo. */
export interface CartItemRef {
  kind: 'product' | 'combo';
  id: number | string;
}

/** What a change tells the counters while it is on its way. */
export interface CartChange {
  /** The product or combo whose count it moves. */
  item?: CartItemRef;
  /** How many it adds (+) or takes away (−): shown at once, dropped again if the change fails. */
  delta?: number;
}

/** Set when the change's answer is in the cache, so a counter stops adding its delta in the same render. */
interface CartChangeContext {
  answered: boolean;
}

/** Mutation key of every cart change. */
export const CART_CHANGE_KEY = ['cart', 'change'] as const;

/**
 * A change of the cart as a mutation: `change` makes the calls and resolves to the server's Cart (null: nothing was
 * sent), which is written into the cache, so every view of the cart moves without reading it again. The page's cart
 * changes run one after another (one mutation scope), so each acts on the lines the previous one left. Variables that
 * are a CartChange ({item, delta}) move the counters at once (usePendingCartDelta).
 */
export function useCartMutation<V = void, T extends Cart | null = Cart>(
  change: (variables: V) => Promise<T>,
): UseMutationResult<T, unknown, V, CartChangeContext> {
  const client = useQueryClient();
  return useMutation<T, unknown, V, CartChangeContext>({
    mutationKey: CART_CHANGE_KEY,
    scope: { id: 'cart' },
    mutationFn: change,
    onMutate: () => ({ answered: false }),
    onSuccess: (cart, _variables, context) => {
      if (!cart) return;
      context.answered = true;
      client.setQueryData(cartKeys.current(), cart);
    },
  });
}

const sameItem = (a: CartItemRef | undefined, b: CartItemRef | undefined): boolean =>
  b === undefined || (a !== undefined && a.kind === b.kind && String(a.id) === String(b.id));

function pendingDelta(mutation: Mutation<unknown, unknown, unknown, unknown>, item: CartItemRef | undefined): number {
  const variables = mutation.state.variables as CartChange | undefined;
  const context = mutation.state.context as CartChangeContext | undefined;
  if (mutation.state.status !== 'pending' || context?.answered || !sameItem(variables?.item, item)) return 0;
  return variables?.delta ?? 0;
}

/**
 * The count the cart changes still on their way add for `item` (every item when absent): a counter shows the cart's
 * own count plus this, so it moves at once and falls back by itself when a change fails. The answered flag is read
 * at render time, so a change whose Cart is already in the cache is never counted twice.
 */
export function usePendingCartDelta(item?: CartItemRef): number {
  const changes = useMutationState({ filters: { mutationKey: CART_CHANGE_KEY, status: 'pending' }, select: (mutation) => mutation });
  return changes.reduce((sum, mutation) => sum + pendingDelta(mutation, item), 0);
}
