// Visible pieces of a server-rendered page whose code the first view does not need to run: the header's cart button and
// location chip, the profile menu, the phone's cart bar, the home page's banner carousel. The server renders them
// whole, so they are seen as soon as the HTML arrives; the browser leaves that HTML as it is (React keeps a boundary
// whose code has not come as the server sent it) and loads their remotes' code only at the page's first idle moment
// after its load, or at the shopper's first press, key or focus anywhere on the page, whichever comes first. Their
// remote entries and chunks then no longer compete with the first view's scripts and hydration.
//
// A press on such a piece before its code has come does nothing by itself (React stops it at the boundary it cannot
// hydrate yet): the slot keeps the last button pressed in it and presses it again once hydrated, as the shell does with
// a press before the page's code ran (app/pending-press). A link in it works as a plain link meanwhile.
import { whenIdle } from '@shop/shared/idle';
import { pressAgain } from '../app/pending-press';

/**
 * The page's hand-over (`<script type="application/json">`) saying whether the server had all of the page's data in
 * time: `{ "dataComplete": false }` when a part rendered without its data (its loading state), which only the browser's
 * code can complete. Every slot then loads its code at once, as before hydration on use.
 */
export const PAGE_DATA_ELEMENT_ID = 'shop-page-data';

function pageDataComplete(): boolean {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  try {
    return (JSON.parse(element?.textContent ?? 'null') as { dataComplete?: unknown } | null)?.dataComplete === true;
  } catch {
    return false;
  }
}

/** The attribute the slot's wrapper carries (its value: `remote/expose`); how the browser finds the server's HTML. */
export const HYDRATE_ON_USE_ATTRIBUTE = 'data-hydrate-on-use';

export interface UseGate {
  /** Settled once the slot may load its code. */
  promise: Promise<void>;
  open: () => void;
}

function gate(): UseGate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Whether React has made `element` its own (hydrated or rendered it): it then carries React's keys. */
export const isReacts = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * A gate for the slot `id` when this render is the hydration of what the server rendered for it: its wrapper is in the
 * page, not yet React's, and opens with React's mark of a boundary the server completed (`<!--$-->`, also around a
 * piece that rendered nothing, as the cart bar of an empty cart), and the server had the page's data in time. Null
 * otherwise, so the code loads at once: a client-side render, a slot the server left to the browser (`<!--$!-->`: its
 * remote could not be had there), or a page whose data was late (its parts show their loading state until their code
 * reads it: the home sections' skeletons, a cart count of 0).
 */
export function gateForServerHtml(id: string): UseGate | null {
  if (typeof document === 'undefined' || !pageDataComplete()) return null;
  const wrapper = document.querySelector(`[${HYDRATE_ON_USE_ATTRIBUTE}="${id}"]`);
  if (!wrapper || isReacts(wrapper)) return null;
  const mark = wrapper.firstChild;
  if (!(mark instanceof Comment) || mark.data !== '$') return null;
  return gate();
}

/** How many frames a kept press waits for its button to be hydrated (a part inside the piece may hydrate later). */
const MAX_FRAMES_TO_HYDRATE = 300;

/**
 * Calls `then` once React has hydrated `element` (checked each frame, at most MAX_FRAMES_TO_HYDRATE): the piece has
 * mounted, but a part of it with a Suspense boundary of its own may still be the server's HTML, which would not take a
 * press. An element gone meanwhile, or still not React's by then, is left.
 */
function whenReacts(element: Element, then: () => void, frames = MAX_FRAMES_TO_HYDRATE): void {
  if (!element.isConnected || frames <= 0) return;
  if (isReacts(element)) then();
  else requestAnimationFrame(() => whenReacts(element, then, frames - 1));
}

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Opens `useGate` at the page's first idle moment or the shopper's first press, key or focus anywhere, and keeps the
 * last button pressed inside `wrapper` until then (or until its code has come): `hydrated()` presses it again. Returns
 * the clean-up.
 */
export function watchFirstUse(useGate: UseGate, wrapper: HTMLElement): { hydrated: () => void; stop: () => void } {
  let kept: HTMLElement | null = null;
  let done = false;
  const open = () => useGate.open();
  const cancelIdle = whenIdle(open);
  // Heard on the window as it starts (capture): React stops a press on a boundary it cannot hydrate yet at the page's root.
  for (const name of FIRST_USE_EVENTS) window.addEventListener(name, open, { capture: true, once: true });
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (done || !(target instanceof Element) || !wrapper.contains(target)) return;
    open();
    const button = target.closest<HTMLElement>('button, [role="button"]');
    // A link navigates by itself; a button React already handles (hydrated meanwhile) needs nothing more.
    if (!button || !wrapper.contains(button) || button.closest('a[href]') || isReacts(button)) return;
    kept = button;
  };
  window.addEventListener('click', onClick, { capture: true });
  const stop = () => {
    done = true;
    cancelIdle();
    for (const name of FIRST_USE_EVENTS) window.removeEventListener(name, open, { capture: true });
    window.removeEventListener('click', onClick, { capture: true });
  };
  return {
    hydrated: () => {
      const button = kept;
      kept = null;
      stop();
      if (button) whenReacts(button, () => pressAgain(button));
    },
    stop,
  };
}
