// A list combo's choice in both shapes: the radios' listId → productId map and the cart calls' comboOfferData.
import type { ComboChoice, ComboList } from '../../../api/catalogue-records';

/** The choice per list: the given data's alternative when it belongs to that list, else the list's first (the default). */
export function choiceMap(lists: readonly ComboList[], data: readonly ComboChoice[]): Record<number, number> {
  const map: Record<number, number> = {};
  for (const list of lists) {
    const chosen = data.find((c) => c.listId === list.listId && list.alternatives.some((a) => a.productId === c.productId));
    const productId = chosen?.productId ?? list.alternatives[0]?.productId;
    if (productId !== undefined) map[list.listId] = productId;
  }
  return map;
}

/** comboOfferData for a choice: one entry per list, in list order, with the alternative's quantity. */
export function choiceData(lists: readonly ComboList[], map: Readonly<Record<number, number>>): ComboChoice[] {
  return lists.flatMap((list): ComboChoice[] => {
    const alternative = list.alternatives.find((a) => a.productId === map[list.listId]) ?? list.alternatives[0];
    return alternative ? [{ productId: alternative.productId, listId: list.listId, quantity: alternative.quantity }] : [];
  });
}
