// notistack's provider placed per the spec: toasts top-right on wide screens, top-centre on phones, at most three.
import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { useMediaQuery } from '@shop/shared/ui';

export const MAX_TOASTS = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const narrow = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  return (
    <SnackbarProvider maxSnack={MAX_TOASTS} anchorOrigin={{ vertical: 'top', horizontal: narrow ? 'center' : 'right' }}>
      {children}
    </SnackbarProvider>
  );
}
