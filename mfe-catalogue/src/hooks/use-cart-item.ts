// What a product's and a combo's cart counters share: the count they show — the item's lines in the page's cached cart
// (the record's own count until the cart is read) plus the changes still on their way — and their changes, each a cart
// mutation whose answer goes into the cache, so the count settles on it without the lists being read again.
import { useCallback, useEffect, useRef } from 'react';
import {
  cartKeys, cartQueryOptions, useCart, useCartMutation, usePendingCartDelta, type Cart, type CartChange, type CartItemRef,
} from '@shop/shared/calls';
import { useQueryClient } from '@shop/shared/query';
import { countOf, type CartLine } from '../utils/cart-lines';

export type ChangeResult = { ok: true } | { ok: false; error: unknown };

interface ItemChange extends CartChange {
  /** The calls of the change, made when its turn comes: they read the lines the previous change left. */
  run: () => Promise<Cart | null>;
}

export interface CartItemState {
  /** What the counter shows (never below 0). */
  count: number;
  /** A change of this item is on its way. */
  busy: boolean;
  /**
   * Shows `delta` at once and queues `run` behind the page's other cart changes; resolves when it has answered. A
   * failed change no longer counts (the rollback) and the result carries its error.
   */
  change: (delta: number, run: () => Promise<Cart | null>) => Promise<ChangeResult>;
  /** The item's lines as the page's cached cart holds them, else as `fromRecord` tells; null when neither knows. */
  knownLines: () => CartLine[] | null;
  /** The item's lines, reading the cart only when nothing else knows them. */
  readLines: () => Promise<CartLine[]>;
}

/**
 * @param item the product or combo
 * @param recordCount what the item's record says is in the cart (used until the page holds the cart)
 * @param linesOf the item's lines in a Cart
 * @param fromRecord the lines the record tells about without a cart (null: unknown)
 */
export function useCartItem(
  item: CartItemRef,
  recordCount: number,
  linesOf: (cart: Cart) => CartLine[],
  fromRecord: () => CartLine[] | null,
): CartItemState {
  const client = useQueryClient();
  // Only what the cache holds: the header is the one that reads the cart (a tile on a page without it asks nothing).
  const { data: cart } = useCart({ enabled: false });
  const pending = usePendingCartDelta(item);
  const mutation = useCartMutation((variables: ItemChange) => variables.run());
  const base = cart ? countOf(linesOf(cart)) : recordCount;

  const latest = useRef({ item, linesOf, fromRecord });
  useEffect(() => {
    latest.current = { item, linesOf, fromRecord };
  });

  const knownLines = useCallback((): CartLine[] | null => {
    const cached = client.getQueryData<Cart>(cartKeys.current());
    return cached ? latest.current.linesOf(cached) : latest.current.fromRecord();
  }, [client]);

  const readLines = useCallback(async (): Promise<CartLine[]> => {
    const known = knownLines();
    if (known) return known;
    return latest.current.linesOf(await client.fetchQuery(cartQueryOptions()));
  }, [client, knownLines]);

  const { mutateAsync } = mutation;
  const change = useCallback(async (delta: number, run: () => Promise<Cart | null>): Promise<ChangeResult> => {
    try {
      await mutateAsync({ item: latest.current.item, delta, run });
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  }, [mutateAsync]);

  return { count: Math.max(0, base + pending), busy: pending !== 0 || mutation.isPending, change, knownLines, readLines };
}

/**
 * Removes every line, one call each, and answers the last Cart (null when there was none). When a later removal fails
 * after earlier ones went through, the cached cart no longer matches the server: it is read again.
 */
export function useRemoveLines(): (lines: readonly CartLine[], remove: (cartItemId: number) => Promise<Cart>) => Promise<Cart | null> {
  const client = useQueryClient();
  return useCallback(async (lines, remove) => {
    let cart: Cart | null = null;
    try {
      for (const line of lines) cart = await remove(line.cartItemId);
    } catch (error) {
      if (cart) void client.invalidateQueries({ queryKey: cartKeys.all });
      throw error;
    }
    return cart;
  }, [client]);
}

/** An item's lines in the page's cached cart; null while the page holds no cart (the record's own fields then count). */
export function useCachedLines(linesOf: (cart: Cart) => CartLine[]): CartLine[] | null {
  const { data: cart } = useCart({ enabled: false });
  return cart ? linesOf(cart) : null;
}
