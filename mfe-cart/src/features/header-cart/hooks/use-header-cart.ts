// The header's view of the server cart (count, base price, total), shared by the cart button and the bottom bar.
import { useCart } from '@shop/shared/calls';
import { useSession } from '@shop/shared/session';

export interface HeaderCartSummary {
  count: number;
  basePrice: number;
  total: number;
  country: string;
}

/**
 * The page's one cart query. Without a cart id there is no server cart to read (the shopper has added nothing yet):
 * the header asks nothing and shows what the cache holds — empty, or the first change's answer.
 */
export function useHeaderCart(): HeaderCartSummary {
  const cartId = useSession((s) => s.cartId);
  const country = useSession((s) => s.country);
  const { data: cart } = useCart({ enabled: cartId !== null });
  return {
    count: cart?.cartCount ?? 0,
    basePrice: cart?.pricing?.basePrice ?? 0,
    total: cart?.pricing?.finalPayAmount ?? 0,
    country,
  };
}
