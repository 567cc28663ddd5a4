// A product's cart count for a tile or page: Add / plus post, minus lowers the main line (deleting it at 1), the
// quantity dialog sets a count (0 deletes). Counts move at once and settle on the server's Cart answer (useCartItem).
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { trackAddToCart, trackRemoveFromCart } from '@shop/shared/analytics';
import { addCartItem, removeCartItem, updateCartItem, type Cart } from '@shop/shared/calls';
import type { ProductRecord } from '../api/catalogue-records';
import { productForAnalytics } from '../utils/product-record';
import { countOf, mainLine, productLines, type CartLine } from '../utils/cart-lines';
import { useAddToCart, type GateItem } from './use-add-to-cart';
import { useCartItem, useRemoveLines } from './use-cart-item';

export interface ItemCart {
  count: number;
  busy: boolean;
  /** Add at zero, plus above (the add-to-cart rules run first). */
  increase: () => Promise<void>;
  /** Minus: one less, the line deleted at 1. */
  decrease: () => Promise<void>;
  /** The quantity dialog's Confirm: 0 deletes, a higher count runs the add-to-cart rules first. */
  setCount: (quantity: number) => Promise<void>;
  /** Dialogs the rules opened: render them next to the buttons. */
  dialogs: ReactNode;
}

/**
 * The lines the record tells us about without asking the cart: a product without topping choices has at most one
 * line (the cart's unique line is per product and toppings), so it holds the whole count. With toppings the lines are
 * unknown (null) until a Cart answer names them.
 */
function linesFromRecord(p: ProductRecord): CartLine[] | null {
  if (p.cartItemCount <= 0 || p.cartItemId === null) return [];
  if ((p.toppings ?? []).length > 0) return null;
  return [{ cartItemId: p.cartItemId, quantity: p.cartItemCount, toppings: p.selectedToppings }];
}

export function useProductCart(product: ProductRecord, listName?: string): ItemCart {
  const gate = useAddToCart();
  const latest = useRef(product);
  const linesOf = useCallback((cart: Cart) => productLines(cart, latest.current.productId), []);
  const fromRecord = useCallback(() => linesFromRecord(latest.current), []);
  const counter = useCartItem({ kind: 'product', id: product.productId }, product.cartItemCount, linesOf, fromRecord);
  const countNow = useRef(counter.count);
  useEffect(() => {
    latest.current = product;
    countNow.current = counter.count;
  });
  const removeLines = useRemoveLines();

  const { ensureCanAdd, handleRefusal } = gate;
  const { change, knownLines, readLines } = counter;
  const gateItem = useCallback((): GateItem => ({ kind: 'product', ageRestriction: latest.current.ageRestriction }), []);

  const increase = useCallback(async (): Promise<void> => {
    const item = gateItem();
    if (!(await ensureCanAdd(item))) return;
    const result = await change(1, () => {
      const known = knownLines();
      // Plus grows the line the tile shows (the plain one, else the first with its toppings).
      const toppings = known === null ? latest.current.selectedToppings : mainLine(known)?.toppings ?? null;
      return addCartItem({ productId: latest.current.productId, quantity: 1, toppings });
    });
    if (result.ok) trackAddToCart(productForAnalytics(latest.current, 1, listName));
    else if (await handleRefusal(result.error, item)) await increase();
  }, [change, ensureCanAdd, gateItem, handleRefusal, knownLines, listName]);

  const decrease = useCallback(async (): Promise<void> => {
    const result = await change(-1, async () => {
      const line = mainLine(await readLines());
      if (!line) return null;
      return line.quantity > 1
        ? updateCartItem(line.cartItemId, { quantity: line.quantity - 1, toppings: line.toppings })
        : removeCartItem(line.cartItemId);
    });
    if (result.ok) trackRemoveFromCart(productForAnalytics(latest.current, 1, listName));
  }, [change, listName, readLines]);

  const setCount = useCallback(async (quantity: number): Promise<void> => {
    const target = Math.max(0, Math.round(quantity));
    const current = countNow.current;
    if (target === current) return;
    const item = gateItem();
    if (target > current && !(await ensureCanAdd(item))) return;
    const result = await change(target - current, async () => {
      const known = await readLines();
      const total = countOf(known);
      if (target === total) return null;
      if (target === 0) return removeLines(known, removeCartItem);
      const line = mainLine(known);
      if (!line) return addCartItem({ productId: latest.current.productId, quantity: target, toppings: null });
      // The other lines keep theirs: the main line takes the difference.
      const next = line.quantity + (target - total);
      return next > 0
        ? updateCartItem(line.cartItemId, { quantity: next, toppings: line.toppings })
        : removeCartItem(line.cartItemId);
    });
    if (result.ok) {
      const diff = target - current;
      if (diff > 0) trackAddToCart(productForAnalytics(latest.current, diff, listName));
      else trackRemoveFromCart(productForAnalytics(latest.current, -diff, listName));
    } else if (target > current && (await handleRefusal(result.error, item))) {
      await setCount(target);
    }
  }, [change, ensureCanAdd, gateItem, handleRefusal, listName, readLines, removeLines]);

  return { count: counter.count, busy: counter.busy, increase, decrease, setCount, dialogs: gate.dialogs };
}
