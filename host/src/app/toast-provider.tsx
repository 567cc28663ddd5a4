// notistack's provider placed per the spec: toasts top-right on wide screens, top-centre on phones, at most three; it
// also shows the notice the previous page left before it reloaded (the 401 "sign in again"). The provider is not in the
// first view: it loads when the page is idle, or with the first toast asked for before then.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { showPendingNotice } from '@shop/shared/api';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { onToastsNeeded, ToastHost } from '@shop/shared/toast';
import { useMediaQuery } from '@shop/shared/ui';
import { whenIdle } from '@shop/shared/idle';

export const MAX_TOASTS = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const narrow = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const cancelIdle = whenIdle(want);
    const stopListening = onToastsNeeded(want);
    // A notice left by the previous page asks for a toast, and so loads the provider at once.
    showPendingNotice();
    return () => {
      cancelIdle();
      stopListening();
    };
  }, []);
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastHost maxSnack={MAX_TOASTS} anchorOrigin={{ vertical: 'top', horizontal: narrow ? 'center' : 'right' }} />
        </Suspense>
      )}
    </>
  );
}
