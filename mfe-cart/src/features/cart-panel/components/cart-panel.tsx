// The cart panel's slot on every page: listens for 'cart:open' and loads the drawer (with the overlay and form entries
// it needs) on the first opening only, so pages that never open the cart download none of it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { events } from '@shop/shared/events';
import { PanelFooterContext, type PanelFooter } from './panel-footer';

const CartDrawer = lazy(() => import('./cart-drawer'));

export interface CartPanelProps {
  /** Pinned below the cart: the checkout feature's Continue section (see panel-footer.tsx). */
  footer?: PanelFooter;
}

export function CartPanel({ footer }: CartPanelProps = {}) {
  const [open, setOpen] = useState(false);
  /**
   * Openings so far: 0 = never opened (nothing loaded). Each opening remounts the content, which shows the page's cached
   * cart and reads it again only when what the cache holds is older than the query's stale time.
   */
  const [opening, setOpening] = useState(0);
  const isOpen = useRef(false);

  useEffect(() => events.on('cart:open', () => {
    // A second 'cart:open' while open (the bottom bar under the panel, say) keeps what the shopper is looking at.
    if (isOpen.current) return;
    isOpen.current = true;
    setOpening((n) => n + 1);
    setOpen(true);
    events.emit('cart:opened');
  }), []);

  const close = useCallback(() => {
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    // The idle cart reminder waits for the panel to be closed.
    events.emit('cart:closed');
  }, []);

  if (opening === 0) return null;
  return (
    <PanelFooterContext.Provider value={footer ?? null}>
      <Suspense fallback={null}>
        <CartDrawer open={open} opening={opening} onClose={close} />
      </Suspense>
    </PanelFooterContext.Provider>
  );
}
