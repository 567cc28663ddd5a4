// The header's view of the server cart (count, base price, total), shared by the cart button and the bottom bar.
import { useEffect } from 'react';
import { useSession } from '@shop/shared/session';
import { reloadHeaderCart, useHeaderCartStore, watchHeaderCart } from '../stores/header-cart-store';

export interface HeaderCartSummary {
  count: number;
  basePrice: number;
  total: number;
  country: string;
}

/**
 * Without a session user and a cart id there is no server cart to read (the shopper has added
 * nothing yet), so the header shows an empty cart and makes no call.
 */
export function useHeaderCart(): HeaderCartSummary {
  const userId = useSession((s) => s.userId);
  const cartId = useSession((s) => s.cartId);
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  // A new delivery address may mean another store: other prices, other availability.
  const userAddressId = useSession((s) => s.userData?.userAddressId ?? null);
  const cart = useHeaderCartStore((s) => s.cart);

  useEffect(() => {
    void reloadHeaderCart();
  }, [userId, cartId, country, language, userAddressId]);

  useEffect(() => watchHeaderCart(), []);

  return {
    count: cart?.cartCount ?? 0,
    basePrice: cart?.pricing?.basePrice ?? 0,
    total: cart?.pricing?.finalPayAmount ?? 0,
    country,
  };
}
