// notistack's provider for the toast entry: loaded apart from the page's first scripts, it tells the entry it is there.
import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { toastsReady, type ToastHostProps } from '@shop/shared/toast';

export default function ToastHost(props: ToastHostProps) {
  useEffect(() => {
    // notistack's functions are bound when its provider is constructed: read them when called, not now.
    toastsReady({ enqueueSnackbar: (message, options) => enqueueSnackbar(message, options), closeSnackbar: (key) => closeSnackbar(key) });
    return () => toastsReady(null);
  }, []);
  return <SnackbarProvider {...props} />;
}
