// Waits for 'order:placed' on every page and loads the order-placed dialog with the first order.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useEvent } from '@shop/shared/events';
import type { PlacedOrderInfo } from './order-placed-dialog';

const Dialog = lazy(() => import('./order-placed-dialog'));

export function OrderPlacedSlot() {
  const [state, setState] = useState<{ order: PlacedOrderInfo | null; open: boolean }>({ order: null, open: false });
  useEvent('order:placed', (payload) => setState({ order: payload, open: true }));
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  if (!state.order) return null;
  return (
    <Suspense fallback={null}>
      <Dialog key={state.order.orderId} order={state.order} open={state.open} onClose={close} />
    </Suspense>
  );
}
