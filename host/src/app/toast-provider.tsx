// notistack's provider placed per the spec: toasts top-right on wide screens, top-centre on phones, at most three; it
// also shows the notice the previous page left before it reloaded (the 401 "sign in again").
import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { showPendingNotice } from '@shop/shared/api';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { useMediaQuery } from '@shop/shared/ui';

export const MAX_TOASTS = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const narrow = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  return (
    <SnackbarProvider maxSnack={MAX_TOASTS} anchorOrigin={{ vertical: 'top', horizontal: narrow ? 'center' : 'right' }}>
      <PendingNotice />
      {children}
    </SnackbarProvider>
  );
}

function PendingNotice() {
  useEffect(() => showPendingNotice(), []);
  return null;
}
