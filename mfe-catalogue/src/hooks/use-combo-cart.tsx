// A combo's cart count for a tile: Add / plus post the combo (a list combo asks for one product per list first),
// minus deletes one through the combo call, the quantity dialog sets the line's count with the shared cart-item calls.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { trackAddToCart, trackRemoveFromCart } from '@shop/shared/analytics';
import { getCart, removeCartItem, updateCartItem, type Cart } from '@shop/shared/calls';
import { COMBO_OFFER_TYPES } from '@shop/shared/constants';
import type { ComboChoice, ComboRecord } from '../types/catalogue-records';
import { comboAge, comboForAnalytics, isComboList } from '../utils/product-record';
import { addComboToCart } from '../api/add-combo-to-cart';
import { removeComboFromCart } from '../api/remove-combo-from-cart';
import { comboLines, countOf, mainLine, type CartLine } from '../utils/cart-lines';
import { useAddToCart, type GateItem } from './use-add-to-cart';
import { useOptimisticCount } from './use-optimistic-count';
import type { ItemCart } from './use-product-cart';

const ComboSelectionDialog = lazy(() => import('../components/add-to-cart/combo-selection-dialog'));

/** The defaults when the record carries no choice: each normal product, or each list's first alternative. */
export function defaultChoice(combo: ComboRecord): ComboChoice[] {
  if (combo.comboOfferData?.length) return combo.comboOfferData;
  return (combo.comboOfferProducts ?? []).flatMap((entry): ComboChoice[] => {
    if (!isComboList(entry)) return [{ productId: entry.productId, quantity: entry.quantity }];
    const first = entry.alternatives[0];
    return first ? [{ productId: first.productId, listId: entry.listId, quantity: first.quantity }] : [];
  });
}

const needsSelection = (combo: ComboRecord) =>
  combo.comboOfferType === COMBO_OFFER_TYPES.LIST && (combo.comboOfferProducts ?? []).some((e) => isComboList(e) && e.alternatives.length > 1);

export function useComboCart(combo: ComboRecord, listName?: string): ItemCart {
  const gate = useAddToCart();
  const counter = useOptimisticCount(combo.cartItemCount);
  const latest = useRef(combo);
  const lines = useRef<CartLine[] | null>(combo.cartItemCount > 0 ? null : []);
  const choice = useRef<ComboChoice[] | null>(null);
  const countNow = useRef(counter.count);
  const [selecting, setSelecting] = useState<((picked: ComboChoice[] | null) => void) | null>(null);
  useEffect(() => {
    latest.current = combo;
    countNow.current = counter.count;
  });

  const { cartItemCount, comboOfferData } = combo;
  const { isIdle } = counter;
  useEffect(() => {
    if (!isIdle()) return;
    lines.current = cartItemCount > 0 ? null : [];
    choice.current = null;
  }, [cartItemCount, comboOfferData, isIdle]);

  const settle = useCallback((cart: Cart): number => {
    lines.current = comboLines(cart, latest.current.comboOfferId);
    // Plus adds one more of the line the tile shows, with that line's choice.
    const chosen = mainLine(lines.current)?.comboOfferData;
    if (chosen?.length) choice.current = chosen;
    return countOf(lines.current);
  }, []);
  const knownLines = useCallback(async (): Promise<CartLine[]> => {
    if (lines.current === null) settle(await getCart());
    return lines.current ?? [];
  }, [settle]);

  const select = useCallback(() => new Promise<ComboChoice[] | null>((resolve) => setSelecting(() => resolve)), []);
  const { ensureCanAdd, handleRefusal } = gate;
  const { change } = counter;
  const gateItem = useCallback((): GateItem => ({ kind: 'combo', ageRestriction: comboAge(latest.current) }), []);

  const increase = useCallback(async (): Promise<void> => {
    const item = gateItem();
    if (!(await ensureCanAdd(item))) return;
    let picked = choice.current ?? defaultChoice(latest.current);
    if (countNow.current === 0 && needsSelection(latest.current)) {
      const selected = await select();
      if (!selected) return;
      picked = selected;
    }
    const result = await change(1, async () => settle(await addComboToCart(latest.current.comboOfferId, picked)));
    if (result.ok) {
      choice.current = picked;
      trackAddToCart(comboForAnalytics(latest.current, 1, listName));
    } else if (await handleRefusal(result.error, item)) {
      await increase();
    }
  }, [change, ensureCanAdd, gateItem, handleRefusal, listName, select, settle]);

  const decrease = useCallback(async (): Promise<void> => {
    const result = await change(-1, async () => settle(await removeComboFromCart(latest.current.comboOfferId)));
    if (result.ok) trackRemoveFromCart(comboForAnalytics(latest.current, 1, listName));
  }, [change, listName, settle]);

  const setCount = useCallback(async (quantity: number): Promise<void> => {
    const target = Math.max(0, Math.round(quantity));
    const current = countNow.current;
    if (target === current) return;
    const item = gateItem();
    if (target > current && !(await ensureCanAdd(item))) return;
    const result = await change(target - current, async () => {
      const known = await knownLines();
      const total = countOf(known);
      if (target === total) return total;
      if (target === 0) {
        let cart: Cart | null = null;
        for (const line of known) cart = await removeCartItem(line.cartItemId);
        return cart ? settle(cart) : 0;
      }
      let line = mainLine(known);
      let sum = total;
      if (!line) {
        sum = settle(await addComboToCart(latest.current.comboOfferId, choice.current ?? defaultChoice(latest.current)));
        line = mainLine(lines.current ?? []);
        if (!line || sum === target) return sum;
      }
      const next = line.quantity + (target - sum);
      return settle(next > 0 ? await updateCartItem(line.cartItemId, { quantity: next, toppings: null }) : await removeCartItem(line.cartItemId));
    });
    if (result.ok) {
      const diff = target - current;
      if (diff > 0) trackAddToCart(comboForAnalytics(latest.current, diff, listName));
      else trackRemoveFromCart(comboForAnalytics(latest.current, -diff, listName));
    } else if (target > current && (await handleRefusal(result.error, item))) {
      await setCount(target);
    }
  }, [change, ensureCanAdd, gateItem, handleRefusal, knownLines, listName, settle]);

  const finishSelection = (picked: ComboChoice[] | null) => {
    selecting?.(picked);
    setSelecting(null);
  };

  const dialogs = (
    <>
      {gate.dialogs}
      {selecting && (
        <Suspense fallback={null}>
          <ComboSelectionDialog combo={combo} initial={choice.current ?? defaultChoice(combo)} onConfirm={finishSelection} onClose={() => finishSelection(null)} />
        </Suspense>
      )}
    </>
  );

  return { count: counter.count, busy: counter.busy, increase, decrease, setCount, dialogs };
}
