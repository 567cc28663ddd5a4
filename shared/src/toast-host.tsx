// notistack's provider for the toast entry: loaded apart from the page's first scripts, it tells the entry it is there.
import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import type { ToastProviderProps } from './toast';

export default function ToastHost({ onReady, ...props }: ToastProviderProps) {
  useEffect(() => {
    // notistack's functions are bound when its provider is constructed: read them when called, not now.
    onReady({ enqueueSnackbar: (message, options) => enqueueSnackbar(message, options), closeSnackbar: (key) => closeSnackbar(key) });
    return () => onReady(null);
  }, [onReady]);
  return <SnackbarProvider {...props} />;
}
