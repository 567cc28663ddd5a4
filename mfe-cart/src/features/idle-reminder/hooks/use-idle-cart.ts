// The idle timer: a stored deadline, pushed forward by every API call but sign-out; checked every
// second after a 10 s start delay; when it has passed while the cart holds items and the panel is closed, the reminder
// shows once and the checking stops. The deadline lives in localStorage and each check reads it there, so it is one
// deadline for all the shop's tabs: a call in any tab pushes it for every tab.
import { useEffect, useState } from 'react';
import { onApiActivity, type ApiActivity } from '@shop/shared/api';
import { cartKeys, cartQueryOptions, type Cart } from '@shop/shared/calls';
import { IDLE_MINUTES, IDLE_POLL_MS, IDLE_START_DELAY_MS, IDLE_TIME_ENABLED, LOCAL_STORAGE_KEYS } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { useQueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';

/** Signing out (DELETE /users/sessions) is the one call that does not count as activity. */
export const isSignOut = ({ method, url }: ApiActivity): boolean => method === 'delete' && /\/users\/sessions\/?$/.test(url);

function writeDeadline(deadline: number): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.idleDeadline, String(deadline));
  } catch {
    // Blocked storage: the deadline lives in memory for this page.
  }
}

/** The stored deadline (written by this tab or another), or null when storage is blocked, cleared or holds no number. */
export function readDeadline(): number | null {
  try {
    const text = window.localStorage.getItem(LOCAL_STORAGE_KEYS.idleDeadline);
    const deadline = text === null ? NaN : Number(text);
    return Number.isFinite(deadline) && deadline > 0 ? deadline : null;
  } catch {
    return null;
  }
}

export interface IdleCartOptions {
  minutes?: number;
  enabled?: boolean;
}

/** True once the reminder is due (it then stays true until the page reloads). */
export function useIdleCart({ minutes = IDLE_MINUTES, enabled = IDLE_TIME_ENABLED }: IdleCartOptions = {}): boolean {
  const [due, setDue] = useState(false);
  const client = useQueryClient();

  useEffect(() => {
    if (!enabled) return undefined;
    const idleMs = minutes * 60_000;
    /** This tab's own deadline: what counts when storage is blocked or was cleared (sign-out clears it). */
    let deadline = Date.now() + idleMs;
    writeDeadline(deadline);
    let panelOpen = false;
    /** Items in the cart as last heard (undefined = not known yet: read once when it matters). */
    let cartCount: number | undefined;
    let reading = false;
    let stopped = false;

    const push = () => {
      deadline = Date.now() + idleMs;
      writeDeadline(deadline);
    };
    const offActivity = onApiActivity((activity) => {
      // The reminder's own cart read is not the shopper's activity.
      if (isSignOut(activity) || (reading && activity.method === 'get' && /\/carts\/?$/.test(activity.url))) return;
      push();
    });
    const offs = [
      offActivity,
      events.on('cart:opened', () => (panelOpen = true)),
      events.on('cart:closed', () => (panelOpen = false)),
      events.on('cart:changed', (p) => (cartCount = p?.cartCount)),
      events.on('auth:changed', () => (cartCount = undefined)),
    ];

    const readCount = () => {
      const { userId, cartId } = useSession.getState();
      if (userId === null || cartId === null) {
        cartCount = 0;
        return;
      }
      // The page's cart query holds every change's answer: read the server only when no view has asked for it yet.
      const cached = client.getQueryData<Cart>(cartKeys.current());
      if (cached) {
        cartCount = cached.cartCount;
        return;
      }
      if (reading) return;
      reading = true;
      client.fetchQuery(cartQueryOptions()).then((cart) => (cartCount = cart.cartCount), () => undefined).finally(() => (reading = false));
    };

    let interval: ReturnType<typeof setInterval> | undefined;
    const check = () => {
      // Another tab's activity moved the stored deadline on; a stored one is the shop's, this tab's only stands in.
      if (stopped || Date.now() < (readDeadline() ?? deadline) || panelOpen) return;
      if (cartCount === undefined) return readCount();
      // Nothing to remind of: the count is heard again when the cart changes (cart:changed carries it).
      if (cartCount <= 0) return;
      stopped = true;
      clearInterval(interval);
      setDue(true);
    };
    const start = setTimeout(() => {
      interval = setInterval(check, IDLE_POLL_MS);
    }, IDLE_START_DELAY_MS);

    return () => {
      clearTimeout(start);
      clearInterval(interval);
      offs.forEach((off) => off());
    };
  }, [minutes, enabled, client]);

  return due;
}
