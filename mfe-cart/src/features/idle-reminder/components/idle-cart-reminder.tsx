// The idle cart reminder: runs the idle timer on every page and loads its dialog only once it is due. Its minutes are
// the operator's (metadata idleTimeMinutes, read once per page) unless given.
import { lazy, Suspense, useState } from 'react';
import { IDLE_TIME_ENABLED } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { useIdleMinutes } from '../api/get-idle-minutes';
import { useIdleCart, type IdleCartOptions } from '../hooks/use-idle-cart';

const Dialog = lazy(() => import('./idle-cart-reminder-dialog'));

export function IdleCartReminder({ minutes, enabled }: IdleCartOptions) {
  const configured = useIdleMinutes(minutes === undefined && (enabled ?? IDLE_TIME_ENABLED));
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
