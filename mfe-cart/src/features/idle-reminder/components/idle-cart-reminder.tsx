// The idle cart reminder: runs the idle timer on every page and loads its dialog only once it is due.
import { lazy, Suspense, useState } from 'react';
import { events } from '@shop/shared/events';
import { useIdleCart, type IdleCartOptions } from '../hooks/use-idle-cart';

const Dialog = lazy(() => import('./idle-cart-reminder-dialog'));

export function IdleCartReminder(options: IdleCartOptions) {
  const due = useIdleCart(options);
  const [closed, setClosed] = useState(false);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <Dialog
        open={!closed}
        onClose={() => setClosed(true)}
        onGoToCart={() => {
          setClosed(true);
          events.emit('cart:open');
        }}
      />
    </Suspense>
  );
}
