// One copy of the header cart for the cart button and the bottom bar, so they make one call between them
// (the call itself is the shared getCart of @shop/shared/calls).
import { create } from 'zustand';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { getCart, type Cart } from '@shop/shared/calls';

/** The header reads the whole cart (GET /{country}/{lang}/carts) and shows its count and totals. */
export type HeaderCart = Pick<Cart, 'cartId' | 'cartCount' | 'pricing'>;

/** The session values a cart answer depends on: a change of any of them makes the answer stale. */
export interface GetCartParams {
  country: string;
  language: string;
  userAddressId: string | null;
}

export interface HeaderCartState {
  cart: HeaderCart | null;
  /** Loads the cart; a call made while one with the same parameters is in flight shares it unless `force`. */
  load: (params: GetCartParams, force?: boolean) => Promise<void>;
  reset: () => void;
}

let inFlight: { key: string; promise: Promise<void> } | null = null;
/** Bumped by reset and each new load, so an answer that arrives after them is dropped. */
let generation = 0;

export const useHeaderCartStore = create<HeaderCartState>()((set) => ({
  cart: null,
  load: (params, force = false) => {
    const key = `${params.country}|${params.language}|${params.userAddressId ?? ''}`;
    if (!force && inFlight?.key === key) return inFlight.promise;
    const mine = ++generation;
    const promise: Promise<void> = getCart()
      .then(
        (cart) => {
          if (mine === generation) set({ cart });
        },
        () => {
          // The shared API client already told the shopper; the header keeps its last known cart.
        },
      )
      .finally(() => {
        if (inFlight?.promise === promise) inFlight = null;
      });
    inFlight = { key, promise };
    return promise;
  },
  reset: () => {
    generation++;
    inFlight = null;
    set({ cart: null });
  },
}));

/** Reads the cart again if the session has one (no user or no cart id = nothing on the server). */
export function reloadHeaderCart(force = false): Promise<void> | undefined {
  const s = useSession.getState();
  if (s.userId === null || s.cartId === null) {
    useHeaderCartStore.getState().reset();
    return undefined;
  }
  return useHeaderCartStore.getState().load({ country: s.country, language: s.language, userAddressId: s.userData?.userAddressId ?? null }, force);
}

let watchers = 0;
let stopListening: (() => void) | null = null;

/**
 * Keeps the cart fresh while any header piece shows it: one cart:changed listener however many pieces
 * are mounted, so a change costs one call. Returns the function that stops watching.
 */
export function watchHeaderCart(): () => void {
  if (watchers++ === 0) stopListening = events.on('cart:changed', () => void reloadHeaderCart(true));
  return () => {
    if (--watchers === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}
