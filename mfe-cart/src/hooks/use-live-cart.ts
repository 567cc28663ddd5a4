// The cart a view shows (the panel, /store-offline): the shared useCart (refetched on cart:changed, address:changed,
// auth and language changes, and read afresh each time the view mounts), plus the answer of the view's own last
// mutation, shown at once until the refetch that mutation caused brings newer data.
import { useCallback, useState } from 'react';
import { useCart, type Cart } from '@shop/shared/calls';

export interface LiveCart {
  cart: Cart | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  /** Shows a mutation's Cart answer right away. */
  adopt: (cart: Cart) => void;
}

export function useLiveCart(): LiveCart {
  const query = useCart();
  const [answer, setAnswer] = useState<{ cart: Cart; base: Cart | undefined } | null>(null);
  const current = query.data;
  const adopt = useCallback((cart: Cart) => setAnswer({ cart, base: current }), [current]);
  // Once useCart holds data newer than the one the answer replaced, the answer is history.
  const cart = answer && answer.base === query.data ? answer.cart : query.data;
  return { cart, loading: query.loading, error: query.error, refetch: query.refetch, adopt };
}
