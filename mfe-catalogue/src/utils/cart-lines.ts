// A product's or combo's lines in the server's Cart answer: the count a tile shows and the line its buttons change.
import type { Cart, ComboOfferChoice } from '@shop/shared/calls';

/** The API's most units on one cart line (contract: ≤ 20 per line). */
export const MAX_LINE_QUANTITY = 20;

export interface CartLine {
  cartItemId: number;
  quantity: number;
  /** JSON list text, or null for the plain product (and for combos). */
  toppings: string | null;
  /** Combo lines: the products chosen for that line. */
  comboOfferData?: ComboOfferChoice[] | null;
}

const toLine = (item: Cart['cartItems'][number]): CartLine => ({
  cartItemId: item.cartItemId, quantity: item.quantity, toppings: item.toppings, comboOfferData: item.comboOfferData ?? null,
});

export function productLines(cart: Cart, productId: number): CartLine[] {
  return cart.cartItems.filter((i) => i.comboOfferId === null && Number(i.productId ?? i.product?.productId) === productId).map(toLine);
}

export function comboLines(cart: Cart, comboOfferId: number): CartLine[] {
  return cart.cartItems.filter((i) => Number(i.comboOfferId) === comboOfferId).map(toLine);
}

export const countOf = (lines: readonly CartLine[]): number => lines.reduce((sum, l) => sum + l.quantity, 0);

const plain = (toppings: string | null) => toppings === null || toppings.trim() === '' || toppings.trim() === '[]';

/** The line the tile's buttons act on: the one without toppings, else the first (the API's cartItemId rule). */
export const mainLine = (lines: readonly CartLine[]): CartLine | undefined => lines.find((l) => plain(l.toppings)) ?? lines[0];
