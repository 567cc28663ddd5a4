// Runs one cart change from a view (the panel, /store-offline): one at a time per caller, the Cart answer shown at once, and the refusals the
// shared API client leaves to the caller (404, 422, 500) told to the shopper.
import { useCallback, useRef, useState } from 'react';
import { enqueueSnackbar } from 'notistack';
import { isApiError } from '@shop/shared/api';
import type { Cart } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { NAMESPACE } from '../i18n/register';

/** Statuses the shared client already answers (toast, reload or maintenance page). */
const HANDLED_BY_CLIENT = new Set([0, 400, 401, 403, 409, 503]);

/** The message of a refusal the shared client did not show, or null when it did. */
export function refusalMessage(error: unknown, fallback: string): string | null {
  if (isApiError(error)) {
    if (HANDLED_BY_CLIENT.has(error.status)) return null;
    return error.general[0]?.message ?? Object.values(error.fieldErrors)[0]?.[0]?.message ?? fallback;
  }
  return fallback;
}

export interface CartAction {
  busy: boolean;
  /** Resolves with the Cart, or null when the change failed (already told). */
  run: (change: () => Promise<Cart>) => Promise<Cart | null>;
}

export function useCartAction(adopt: (cart: Cart) => void): CartAction {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (change: () => Promise<Cart>): Promise<Cart | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      const cart = await change();
      adopt(cart);
      return cart;
    } catch (error) {
      const message = refusalMessage(error, t('panel.errors.generic'));
      if (message) enqueueSnackbar(message, { variant: 'error' });
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [adopt, t]);
  return { busy, run };
}
