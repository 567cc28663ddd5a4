// Typed event bus that lets the host and the remotes tell each other what changed without importing each other.
import { useEffect, useRef } from 'react';
import type { Language, RoleName } from '@shop/shared/constants';

export interface GeneralErrorPayload {
  status: number;
  identifier: string;
  message: string;
  callName?: string;
}

/** Every event of the page and its payload. `undefined` payloads are emitted without an argument. */
export interface EventMap {
  /** The cart's contents changed (add, remove, quantity, clear, order placed): the header and carousels refetch. */
  'cart:changed': { cartId?: string | null; cartCount?: number; reason?: 'add' | 'remove' | 'update' | 'replace' | 'clear' | 'order' };
  /** The default delivery address changed. */
  'address:changed': { userAddressId: string | null };
  /** Login, logout or role change. */
  'auth:changed': { userId: string | null; roleName: RoleName | null };
  /** Something needs a verified customer: the account remote opens the login dialog. */
  'auth:login-required': { reason?: string } | undefined;
  /** Something needs a delivery location: the account remote opens the location picker. */
  'location:required': { reason?: string } | undefined;
  /**
   * The location picker closed: with the default address it left (the one just chosen, or the one there was), or null
   * when the shopper has none. Who asked (an "Agregar" without a location) goes on, or gives up, from here.
   */
  'location:settled': { userAddressId: string | null };
  /** Open the cart panel. */
  'cart:open': undefined;
  /**
   * The cart panel opened / closed (the panel emits them; the idle cart reminder shows only while it is closed). Kept
   * apart from 'cart:open', a request: a listener of the request would count as an answer even before the panel loads.
   */
  'cart:opened': undefined;
  'cart:closed': undefined;
  'order:placed': { orderId: string; orderNumber?: string; finalPayAmount?: number };
  /** A 400/409 answer carried a general error; the API client has already shown the toast. */
  'error:general': GeneralErrorPayload;
  'language:changed': { language: Language };
  /** A remote or one of its exposed modules failed to load. */
  'remote:failed': { remote: string; module: string; error: unknown };
  /**
   * A remote that had failed loaded again (a slot's Retry after a redeploy): its other failed pieces, the hidden ones
   * (dialogs that wait for an event) included, try again without a page reload.
   */
  'remote:recovered': { remote: string };
  /**
   * An event was emitted and nobody listens (e.g. 'auth:login-required' before the account remote's login
   * dialog exists, or while that remote is down): the host tells the shopper instead of doing nothing.
   */
  'event:unhandled': { name: Exclude<EventName, 'event:unhandled'>; payload?: unknown };
}

export type EventName = keyof EventMap;
export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;
/** An event whose payload may be undefined can be emitted without one. */
export type EventArgs<K extends EventName> = undefined extends EventMap[K] ? [payload?: EventMap[K]] : [payload: EventMap[K]];

export interface EventBus {
  emit<K extends EventName>(name: K, ...args: EventArgs<K>): void;
  /** Subscribes and returns the unsubscribe function. */
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
  off<K extends EventName>(name: K, handler: EventHandler<K>): void;
  /**
   * Keeps events nobody listens to yet until release() (the host holds them while the page hydrates: a press on a part
   * hydrated first, e.g. the header's "Iniciar sesión", may come before the part that answers it has subscribed).
   */
  hold(): void;
  /** Hands the kept events to their listeners now, or reports them unhandled; events are no longer kept. */
  release(): void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>();
  let held: [EventName, unknown][] | null = null;
  const bus: EventBus = {
    emit(name, ...args) {
      const current = handlers.get(name);
      if (!current?.size) {
        if (held && name !== 'event:unhandled') {
          held.push([name, args[0]]);
          return;
        }
        if (name !== 'event:unhandled') bus.emit('event:unhandled', { name: name as Exclude<EventName, 'event:unhandled'>, payload: args[0] });
        return;
      }
      // Copy first: a handler that unsubscribes (or subscribes) while we iterate must not skip others.
      for (const handler of [...current]) {
        try {
          handler(args[0]);
        } catch (error) {
          // One broken subscriber (maybe in another remote) must not stop the rest from hearing the event.
          console.error(`[events] handler for "${name}" failed`, error);
        }
      }
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(name, set);
      return () => bus.off(name, handler);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as (payload: unknown) => void);
    },
    hold() {
      held ??= [];
    },
    release() {
      const kept = held ?? [];
      held = null;
      for (const [name, payload] of kept) (bus.emit as (n: EventName, p?: unknown) => void)(name, payload);
    },
  };
  return bus;
}

/** The page's one bus (this module is a federation singleton). */
export const events: EventBus = createEventBus();

/** Subscribes for the component's lifetime; the latest handler is always called, without resubscribing. */
export function useEvent<K extends EventName>(name: K, handler: EventHandler<K>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => events.on(name, (payload) => latest.current(payload)), [name]);
}
