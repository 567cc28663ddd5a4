// The product page's cart actions that involve toppings: the first add with the ticked toppings (the add-to-cart rules
// first), and replacing the toppings of the line already in the cart (PUT with the line's quantity and the new JSON).
// Both are cart changes whose answer goes into the page's cache.
import { useCallback } from 'react';
import { trackAddToCart } from '@shop/shared/analytics';
import { addCartItem, cartKeys, cartQueryOptions, updateCartItem, useCartMutation, type Cart } from '@shop/shared/calls';
import { useQueryClient } from '@shop/shared/query';
import type { ProductRecord } from '../../../api/catalogue-records';
import { mainLine, productLines } from '../../../utils/cart-lines';
import { productForAnalytics } from '../../../utils/product-record';
import { useAddToCart } from '../../../hooks/use-add-to-cart';
import { toppingsJson } from '../utils/toppings';

export interface ToppingsCart {
  adding: boolean;
  /** Adds one unit with these toppings (after the add-to-cart rules); resolves false when nothing was added. */
  addWithToppings: (selected: ReadonlySet<string>) => Promise<boolean>;
  /** Saves a new topping choice on the product's cart line. Rejects when the call fails. */
  replaceToppings: (selected: ReadonlySet<string>) => Promise<void>;
  dialogs: ReturnType<typeof useAddToCart>['dialogs'];
}

export function useToppingsCart(product: ProductRecord, listName?: string): ToppingsCart {
  const gate = useAddToCart();
  const client = useQueryClient();
  const { ensureCanAdd, handleRefusal } = gate;
  const add = useCartMutation((toppings: string | null) => addCartItem({ productId: product.productId, quantity: 1, toppings }));
  const replace = useCartMutation(async (toppings: string | null): Promise<Cart> => {
    // The line the page shows: the page's cart says which, else the record (its cartItemId; its count is the product's
    // total over all its lines, so the line's own quantity is read from the cart).
    const cart = client.getQueryData<Cart>(cartKeys.current()) ?? await client.fetchQuery(cartQueryOptions());
    const line = mainLine(productLines(cart, product.productId))
      ?? (product.cartItemId === null ? undefined : { cartItemId: product.cartItemId, quantity: product.cartItemCount });
    if (!line) throw new Error('replaceToppings: the product is not in the cart');
    return updateCartItem(line.cartItemId, { quantity: line.quantity, toppings });
  });

  const { mutateAsync: addAsync } = add;
  const addWithToppings = useCallback(async (selected: ReadonlySet<string>): Promise<boolean> => {
    const item = { kind: 'product' as const, ageRestriction: product.ageRestriction };
    if (!(await ensureCanAdd(item))) return false;
    try {
      await addAsync(toppingsJson(product.toppings ?? [], selected));
      trackAddToCart(productForAnalytics(product, 1, listName));
      return true;
    } catch (error) {
      if (await handleRefusal(error, item)) return addWithToppings(selected);
      return false;
    }
  }, [addAsync, ensureCanAdd, handleRefusal, listName, product]);

  const { mutateAsync: replaceAsync } = replace;
  const replaceToppings = useCallback(async (selected: ReadonlySet<string>): Promise<void> => {
    await replaceAsync(toppingsJson(product.toppings ?? [], selected));
  }, [product, replaceAsync]);

  return { adding: add.isPending, addWithToppings, replaceToppings, dialogs: gate.dialogs };
}
