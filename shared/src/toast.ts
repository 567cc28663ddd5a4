// Toasts for every app without notistack in the page's first load: notistack and its provider (ToastHost) load when the
// page is idle or with the first toast, and what was asked for before then shows once they are there.
import { createElement, lazy, type ComponentType } from 'react';
import type { OptionsObject, SnackbarKey, SnackbarMessage, SnackbarProviderProps } from 'notistack';

/** What the mounted provider answers: notistack's two global functions. */
export interface ToastOutlet {
  enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;
  closeSnackbar: (key?: SnackbarKey) => void;
}

let outlet: ToastOutlet | null = null;
const waiting: ((ready: ToastOutlet) => void)[] = [];
const needListeners = new Set<() => void>();
let needed = false;
let generatedKeys = 0;

function whenReady(call: (ready: ToastOutlet) => void): void {
  if (outlet) {
    call(outlet);
    return;
  }
  waiting.push(call);
  if (!needed) {
    needed = true;
    for (const listener of [...needListeners]) listener();
  }
}

/**
 * notistack's enqueueSnackbar, usable before notistack has loaded. The key is returned at once (the one given, or a new
 * one), so a caller can close the toast later even if it is not on screen yet.
 */
export function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `toast-${++generatedKeys}`;
  whenReady((ready) => ready.enqueueSnackbar(message, { ...options, key }));
  return key;
}

/** notistack's closeSnackbar: without a key, closes every toast. */
export function closeSnackbar(key?: SnackbarKey): void {
  if (!outlet) {
    // Nothing is on screen yet: drop what waits instead of loading notistack to close it.
    if (key === undefined) waiting.length = 0;
    else whenReady((ready) => ready.closeSnackbar(key));
    return;
  }
  outlet.closeSnackbar(key);
}

/** The host: `listener` runs when a toast is first asked for before ToastHost is there (at once if one was). */
export function onToastsNeeded(listener: () => void): () => void {
  needListeners.add(listener);
  if (needed && !outlet) listener();
  return () => {
    needListeners.delete(listener);
  };
}

/** Called by ToastHost once its provider has mounted: the toasts that waited show now. */
export function toastsReady(ready: ToastOutlet | null): void {
  outlet = ready;
  if (!ready) {
    needed = false;
    return;
  }
  for (const call of waiting.splice(0)) call(ready);
}

export type ToastHostProps = Pick<SnackbarProviderProps, 'maxSnack' | 'anchorOrigin'>;

/** What the lazily loaded provider is given: the props, and the function that tells this entry it is there. */
export interface ToastProviderProps extends ToastHostProps {
  onReady: (ready: ToastOutlet | null) => void;
}

const LazyToastProvider = lazy(() => import('./toast-host'));

/**
 * notistack's provider, loaded on its own: render it once per page (the host does), inside Suspense. It is handed
 * toastsReady rather than importing this entry, so the entry and its lazily loaded part import each other in one
 * direction only.
 */
export const ToastHost: ComponentType<ToastHostProps> = (props) => createElement(LazyToastProvider, { ...props, onReady: toastsReady });
