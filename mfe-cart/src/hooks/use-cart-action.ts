// Runs one cart change from a view (the panel, /store-offline): one at a time per caller, its Cart answer written into the
// page's cache (useCartMutation), and the refusals the shared API client leaves to the caller (404, 422, 500) told to the
// shopper.
import { useCallback, useRef } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { useCartMutation, type Cart } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { NAMESPACE } from '../i18n/register';
import { untoldRefusal } from '../utils/refusal';

export interface CartAction {
  busy: boolean;
  /** Resolves with the Cart, or null when the change failed (already told) or another of this caller's is running. */
  run: (change: () => Promise<Cart>) => Promise<Cart | null>;
}

export function useCartAction(): CartAction {
  const { t } = useTranslation(NAMESPACE);
  const mutation = useCartMutation((change: () => Promise<Cart>) => change());
  // A second click before the first change's state reaches the view must not send a second change.
  const running = useRef(false);
  const { mutateAsync } = mutation;
  const run = useCallback(async (change: () => Promise<Cart>): Promise<Cart | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      return await mutateAsync(change);
    } catch (error) {
      const message = untoldRefusal(error, t('panel.errors.generic'));
      if (message) enqueueSnackbar(message, { variant: 'error' });
      return null;
    } finally {
      running.current = false;
    }
  }, [mutateAsync, t]);
  return { busy: mutation.isPending, run };
}
