// A combo's cart count for a tile: Add / plus post the combo (a list combo asks for one product per list first),
// minus deletes one through the combo call, the quantity dialog sets the line's count with the shared cart-item calls.
// Counts move at once and settle on the server's Cart answer (useCartItem).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { trackAddToCart, trackRemoveFromCart } from '@shop/shared/analytics';
import { removeCartItem, updateCartItem, type Cart } from '@shop/shared/calls';
import { COMBO_OFFER_TYPES } from '@shop/shared/constants';
import type { ComboChoice, ComboRecord } from '../api/catalogue-records';
import { comboAge, comboForAnalytics, isComboList } from '../utils/product-record';
import { addComboToCart } from '../api/add-combo-to-cart';
import { removeComboFromCart } from '../api/remove-combo-from-cart';
import { comboLines, countOf, mainLine, type CartLine } from '../utils/cart-lines';
import { useAddToCart, type GateItem } from './use-add-to-cart';
import { useCartItem, useRemoveLines } from './use-cart-item';
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

/** A combo's lines are unknown without a cart unless the record says it is not in the cart at all. */
const linesFromRecord = (combo: ComboRecord): CartLine[] | null => (combo.cartItemCount > 0 ? null : []);

export function useComboCart(combo: ComboRecord, listName?: string): ItemCart {
  const gate = useAddToCart();
  const latest = useRef(combo);
  const linesOf = useCallback((cart: Cart) => comboLines(cart, latest.current.comboOfferId), []);
  const fromRecord = useCallback(() => linesFromRecord(latest.current), []);
  const counter = useCartItem({ kind: 'combo', id: combo.comboOfferId }, combo.cartItemCount, linesOf, fromRecord);
  const countNow = useRef(counter.count);
  const [selecting, setSelecting] = useState<((picked: ComboChoice[] | null) => void) | null>(null);
  useEffect(() => {
    latest.current = combo;
    countNow.current = counter.count;
  });
  const removeLines = useRemoveLines();

  /** The choice of this tile's last add, for a cart answer that does not name its lines' choices. */
  const lastPicked = useRef<ComboChoice[] | null>(null);
  /** Plus adds one more of the line the tile shows, with that line's choice; else the last add's, the record's or the defaults. */
  const { change, knownLines, readLines } = counter;
  const currentChoice = useCallback((): ComboChoice[] => {
    const chosen = mainLine(knownLines() ?? [])?.comboOfferData;
    return chosen?.length ? chosen : lastPicked.current ?? defaultChoice(latest.current);
  }, [knownLines]);

  const select = useCallback(() => new Promise<ComboChoice[] | null>((resolve) => setSelecting(() => resolve)), []);
  const { ensureCanAdd, handleRefusal } = gate;
  const gateItem = useCallback((): GateItem => ({ kind: 'combo', ageRestriction: comboAge(latest.current) }), []);

  const increase = useCallback(async (): Promise<void> => {
    const item = gateItem();
    if (!(await ensureCanAdd(item))) return;
    let picked = currentChoice();
    if (countNow.current === 0 && needsSelection(latest.current)) {
      const selected = await select();
      if (!selected) return;
      picked = selected;
    }
    const result = await change(1, () => addComboToCart(latest.current.comboOfferId, picked));
    if (result.ok) {
      lastPicked.current = picked;
      trackAddToCart(comboForAnalytics(latest.current, 1, listName));
    } else if (await handleRefusal(result.error, item)) {
      await increase();
    }
  }, [change, currentChoice, ensureCanAdd, gateItem, handleRefusal, listName, select]);

  const decrease = useCallback(async (): Promise<void> => {
    const result = await change(-1, () => removeComboFromCart(latest.current.comboOfferId));
    if (result.ok) trackRemoveFromCart(comboForAnalytics(latest.current, 1, listName));
  }, [change, listName]);

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
      let line = mainLine(known);
      let sum = total;
      if (!line) {
        const cart = await addComboToCart(latest.current.comboOfferId, currentChoice());
        const lines = comboLines(cart, latest.current.comboOfferId);
        sum = countOf(lines);
        line = mainLine(lines);
        if (!line || sum === target) return cart;
      }
      const next = line.quantity + (target - sum);
      return next > 0 ? updateCartItem(line.cartItemId, { quantity: next, toppings: null }) : removeCartItem(line.cartItemId);
    });
    if (result.ok) {
      const diff = target - current;
      if (diff > 0) trackAddToCart(comboForAnalytics(latest.current, diff, listName));
      else trackRemoveFromCart(comboForAnalytics(latest.current, -diff, listName));
    } else if (target > current && (await handleRefusal(result.error, item))) {
      await setCount(target);
    }
  }, [change, currentChoice, ensureCanAdd, gateItem, handleRefusal, listName, readLines, removeLines]);

  const finishSelection = (picked: ComboChoice[] | null) => {
    selecting?.(picked);
    setSelecting(null);
  };

  const dialogs = (
    <>
      {gate.dialogs}
      {selecting && (
        <Suspense fallback={null}>
          <ComboSelectionDialog combo={combo} initial={currentChoice()} onConfirm={finishSelection} onClose={() => finishSelection(null)} />
        </Suspense>
      )}
    </>
  );

  return { count: counter.count, busy: counter.busy, increase, decrease, setCount, dialogs };
}
