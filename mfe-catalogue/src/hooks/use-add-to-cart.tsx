// The add-to-cart rules, checked before any cart call: location (the add goes on once the shopper picked
// one), login for age-restricted goods, the age verification form (or, for combos, the date-of-birth notice), and the
// age-eighteen pop-up.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@shop/shared/api';
import { epochToDob } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { isVerified, useSession, type SessionData } from '@shop/shared/session';
import { fullYears, requiredAge, shopToday } from '../utils/age';

// Dialogs (and the overlay and form entries they need) load when one first opens.
const GateDialog = lazy(() => import('../components/add-to-cart/gate-dialog'));

export interface GateItem {
  kind: 'product' | 'combo';
  /** The item's minimum age (0 = none; a restricted combo counts as 18). */
  ageRestriction: number;
}

export type GateDialogKind = 'ageForm' | 'underAge' | 'dobNotice';

/** The identifiers of the cart's 409 answers that the rules above map to an action. */
export const CART_REFUSALS = {
  addressRequired: 'error.cart.addressRequired',
  ageLoginRequired: 'error.cart.ageLoginRequired',
  ageVerificationRequired: 'error.cart.ageVerificationRequired',
} as const;

/** The session's date of birth as 'YYYY-MM-DD', or null when none (or unreadable) is stored. */
function sessionDob(): string | null {
  const { dob } = useSession.getState();
  if (dob === null || dob === '') return null;
  try {
    return epochToDob(dob);
  } catch {
    return null;
  }
}

/** Whether the stored date of birth makes the shopper old enough for the item (false without one). */
export async function oldEnough(item: GateItem): Promise<boolean> {
  const dob = sessionDob();
  if (dob === null) return false;
  return fullYears(dob, await shopToday()) >= requiredAge(item.ageRestriction);
}

const hasLocation = (session: Pick<SessionData, 'userId' | 'userData'>): boolean =>
  session.userId !== null && Boolean(session.userData?.userAddressId);

export interface AddToCartGate {
  /** Runs the rules; true when the add may go ahead (after any dialog the shopper completed). */
  ensureCanAdd: (item: GateItem) => Promise<boolean>;
  /** Acts on a cart refusal the rules could not foresee; true when the add should be tried again. */
  handleRefusal: (error: unknown, item: GateItem) => Promise<boolean>;
  /** The open dialog, if any: render it next to the button that uses the gate. */
  dialogs: ReactNode;
}

export function useAddToCart(): AddToCartGate {
  const [open, setOpen] = useState<{ kind: GateDialogKind; item: GateItem } | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  // The add waiting for the location picker to close.
  const locationWait = useRef<((ok: boolean) => void) | null>(null);

  const settle = useCallback((ok: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    setOpen(null);
    resolve?.(ok);
  }, []);

  // A tile that leaves the page (a refetch, a navigation) answers "no" to whoever waits on its dialog.
  useEffect(() => () => {
    resolver.current?.(false);
    resolver.current = null;
    locationWait.current?.(false);
  }, []);

  /** Opens the location picker and waits for it to close: true when the shopper left it with a delivery address. */
  const askLocation = useCallback(() => new Promise<boolean>((resolve) => {
    locationWait.current?.(false);
    const finish = (ok: boolean) => {
      off();
      if (locationWait.current === finish) locationWait.current = null;
      resolve(ok);
    };
    const off = events.on('location:settled', ({ userAddressId }) => finish(userAddressId !== null && hasLocation(useSession.getState())));
    locationWait.current = finish;
    events.emit('location:required', { reason: 'addToCart' });
  }), []);

  const ask = useCallback((kind: GateDialogKind, item: GateItem) => new Promise<boolean>((resolve) => {
    resolver.current?.(false);
    resolver.current = resolve;
    setOpen({ kind, item });
  }), []);

  const ensureCanAdd = useCallback(async (item: GateItem): Promise<boolean> => {
    if (!hasLocation(useSession.getState()) && !(await askLocation())) return false;
    // Read after the location step: picking one may have registered a guest.
    const session = useSession.getState();
    if (requiredAge(item.ageRestriction) === 0) return true;
    if (!isVerified(session)) {
      events.emit('auth:login-required', { reason: 'ageRestricted' });
      return false;
    }
    if (sessionDob() === null) return ask(item.kind === 'combo' ? 'dobNotice' : 'ageForm', item);
    if (await oldEnough(item)) return true;
    return ask('underAge', item);
  }, [ask, askLocation]);

  const handleRefusal = useCallback(async (error: unknown, item: GateItem): Promise<boolean> => {
    if (!isApiError(error)) return false;
    switch (error.identifier) {
      case CART_REFUSALS.ageVerificationRequired:
        return ask('ageForm', item);
      case CART_REFUSALS.addressRequired:
        return askLocation();
      case CART_REFUSALS.ageLoginRequired:
        events.emit('auth:login-required', { reason: 'ageRestricted' });
        return false;
      default:
        return false;
    }
  }, [ask, askLocation]);

  /** The form stored a date of birth: go on with the add, or show why not. */
  const onVerified = useCallback(async () => {
    const item = open?.item;
    if (!item) return;
    if (await oldEnough(item)) settle(true);
    else setOpen({ kind: 'underAge', item });
  }, [open, settle]);

  const dialogs = open ? (
    <Suspense fallback={null}>
      <GateDialog
        kind={open.kind}
        age={requiredAge(open.item.ageRestriction)}
        onClose={() => settle(false)}
        onVerified={onVerified}
        onEnterDob={() => setOpen({ kind: 'ageForm', item: open.item })}
      />
    </Suspense>
  ) : null;

  return { ensureCanAdd, handleRefusal, dialogs };
}
