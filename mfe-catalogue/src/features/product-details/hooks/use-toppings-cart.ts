// The product page's cart actions that involve toppings: the first add with the ticked toppings (the add-to-cart rules
// first), and replacing the toppings of the line already in the cart (PUT with the line's quantity and the new JSON).
import { useCallback, useState } from 'react';
import { trackAddToCart } from '@shop/shared/analytics';
import { addCartItem, getCart, updateCartItem } from '@shop/shared/calls';
import type { ProductRecord } from '../../../types/catalogue-records';
import { productForAnalytics } from '../../../utils/product-record';
import { useAddToCart } from '../../../hooks/use-add-to-cart';
import { toppingsJson } from '../utils/toppings';

export interface ToppingsCart {
  adding: boolean;
  /** Adds one unit with these toppings (after the add-to-cart rules); resolves false when nothing was added. */
  addWithToppings: (selected: ReadonlySet<string>) => Promise<boolean>;
  /** Saves a new topping choice on the product's cart line (product.cartItemId). Rejects when the call fails. */
  replaceToppings: (selected: ReadonlySet<string>) => Promise<void>;
  dialogs: ReturnType<typeof useAddToCart>['dialogs'];
}

export function useToppingsCart(product: ProductRecord, listName?: string): ToppingsCart {
  const gate = useAddToCart();
  const [adding, setAdding] = useState(false);
  const { ensureCanAdd, handleRefusal } = gate;

  const addWithToppings = useCallback(async (selected: ReadonlySet<string>): Promise<boolean> => {
    const item = { kind: 'product' as const, ageRestriction: product.ageRestriction };
    if (!(await ensureCanAdd(item))) return false;
    setAdding(true);
    try {
      await addCartItem({ productId: product.productId, quantity: 1, toppings: toppingsJson(product.toppings ?? [], selected) });
      trackAddToCart(productForAnalytics(product, 1, listName));
      return true;
    } catch (error) {
      if (await handleRefusal(error, item)) return addWithToppings(selected);
      return false;
    } finally {
      setAdding(false);
    }
  }, [ensureCanAdd, handleRefusal, listName, product]);

  const replaceToppings = useCallback(async (selected: ReadonlySet<string>): Promise<void> => {
    const cartItemId = product.cartItemId;
    if (cartItemId === null) throw new Error('replaceToppings: the product is not in the cart');
    // The record gives the product's total over all its lines; the line's own quantity comes from the cart.
    const cart = await getCart();
    const quantity = cart.cartItems.find((i) => i.cartItemId === cartItemId)?.quantity ?? product.cartItemCount;
    await updateCartItem(cartItemId, { quantity, toppings: toppingsJson(product.toppings ?? [], selected) });
  }, [product]);

  return { adding, addWithToppings, replaceToppings, dialogs: gate.dialogs };
}
