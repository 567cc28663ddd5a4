// The panel's cart: the shared useCart (refetched on cart:changed, address:changed, auth and language changes, and read
// afresh each time the panel opens, since the panel's content mounts on opening), plus the answer of the panel's own
// last mutation, shown at once until the refetch that mutation caused brings newer data.
import { useCallback, useState } from 'react';
import { useCart, type Cart } from '@shop/shared/calls';

export interface PanelCart {
  cart: Cart | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  /** Shows a mutation's Cart answer right away. */
  adopt: (cart: Cart) => void;
}

export function usePanelCart(): PanelCart {
  const query = useCart();
  const [answer, setAnswer] = useState<{ cart: Cart; base: Cart | undefined } | null>(null);
  const current = query.data;
  const adopt = useCallback((cart: Cart) => setAnswer({ cart, base: current }), [current]);
  // Once useCart holds data newer than the one the answer replaced, the answer is history.
  const cart = answer && answer.base === query.data ? answer.cart : query.data;
  return { cart, loading: query.loading, error: query.error, refetch: query.refetch, adopt };
}
