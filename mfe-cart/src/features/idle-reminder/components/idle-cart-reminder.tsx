// The idle cart reminder: runs the idle timer on every page and loads its dialog only once it is due. Its minutes are
// the operator's (metadata idleTimeMinutes, read once per page) unless given. Only a signed-in shopper with a cart can
// be reminded (use-idle-cart.ts): for anyone else the minutes are not read, so a visitor's page makes no call, and
// fetches no HTTP client, while it loads; they are read when the shopper signs in.
import { lazy, Suspense, useState } from 'react';
import { IDLE_TIME_ENABLED } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { useIdleMinutes } from '../api/get-idle-minutes';
import { useIdleCart, type IdleCartOptions } from '../hooks/use-idle-cart';

const Dialog = lazy(() => import('./idle-cart-reminder-dialog'));

export function IdleCartReminder({ minutes, enabled }: IdleCartOptions) {
  const hasCart = useSession((session) => session.userId !== null && session.cartId !== null);
  const configured = useIdleMinutes(minutes === undefined && (enabled ?? IDLE_TIME_ENABLED) && hasCart);
  const due = useIdleCart({ minutes: minutes ?? configured, enabled });
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
