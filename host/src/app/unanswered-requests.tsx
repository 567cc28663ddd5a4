// Tells the shopper when a button asked for something no remote answers (login, location, cart panel).
import { useEffect, useRef } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { events, useEvent, type EventName } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';

/**
 * Requests whose answer lives in a remote (the account remote's login and location dialogs, the cart
 * remote's panel). When nobody listens yet, the answering remote may still be loading (a click right after
 * the page opened): the request is delivered again every RETRY_EVERY_MS until it is heard, and only when
 * nobody has answered after ANSWER_WAIT_MS (the remote is down, or its feature is not in this build) does the
 * shopper get a notice instead of a click that silently does nothing.
 */
export const ANSWERED_BY_REMOTES = {
  'auth:login-required': 'login',
  'location:required': 'location',
  'cart:open': 'cart',
} as const satisfies Partial<Record<EventName, string>>;

export const ANSWER_WAIT_MS = 5_000;
export const RETRY_EVERY_MS = 250;

type Request = keyof typeof ANSWERED_BY_REMOTES;
const isRequest = (name: EventName): name is Request => name in ANSWERED_BY_REMOTES;

/** Emits the request again; true when a listener heard it this time. */
function deliver(name: Request, payload: unknown): boolean {
  let unheard = false;
  const off = events.on('event:unhandled', (e) => {
    if (e.name === name) unheard = true;
  });
  try {
    (events.emit as (n: Request, p?: unknown) => void)(name, payload);
  } finally {
    off();
  }
  return !unheard;
}

export function UnansweredRequests() {
  const { t } = useTranslation('host');
  // One pending delivery per request: a second click while waiting replaces the payload, not the timer.
  const pending = useRef(new Map<Request, { payload: unknown; timer: ReturnType<typeof setInterval>; since: number }>());
  const redelivering = useRef(false);

  useEffect(() => () => {
    for (const { timer } of pending.current.values()) clearInterval(timer);
    pending.current.clear();
  }, []);

  useEvent('event:unhandled', ({ name, payload }) => {
    if (!isRequest(name) || redelivering.current) return;
    const waiting = pending.current.get(name);
    if (waiting) {
      waiting.payload = payload;
      return;
    }
    const since = Date.now();
    const timer = setInterval(() => {
      const entry = pending.current.get(name);
      if (!entry) return;
      redelivering.current = true;
      const heard = deliver(name, entry.payload);
      redelivering.current = false;
      if (!heard && Date.now() - entry.since < ANSWER_WAIT_MS) return;
      clearInterval(entry.timer);
      pending.current.delete(name);
      if (!heard) {
        enqueueSnackbar(t(`unanswered.${ANSWERED_BY_REMOTES[name]}`), { variant: 'info', key: `unanswered-${name}`, preventDuplicate: true });
      }
    }, RETRY_EVERY_MS);
    pending.current.set(name, { payload, timer, since });
  });
  return null;
}
