// notistack's provider for the toast entry: loaded apart from the page's first scripts, it says when it is there.
import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarProviderProps } from 'notistack';

export interface ToastProviderHostProps extends Pick<SnackbarProviderProps, 'maxSnack' | 'anchorOrigin'> {
  /** Called with notistack's functions once the provider is mounted, and with null when it goes. */
  onReady: (outlet: Pick<typeof import('notistack'), 'enqueueSnackbar' | 'closeSnackbar'> | null) => void;
}

export default function ToastProviderHost({ onReady, ...props }: ToastProviderHostProps) {
  useEffect(() => {
    // notistack's functions are bound when its provider is constructed: read them when called, not now.
    onReady({ enqueueSnackbar: (...args: Parameters<typeof enqueueSnackbar>) => enqueueSnackbar(...args), closeSnackbar: (key) => closeSnackbar(key) } as Pick<typeof import('notistack'), 'enqueueSnackbar' | 'closeSnackbar'>);
    return () => onReady(null);
  }, [onReady]);
  return <SnackbarProvider {...props} />;
}
