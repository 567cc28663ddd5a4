// Runs work the first view does not need once the page has loaded and the browser has a quiet moment.

/** How long after the load event idle work may wait for a quiet moment before it runs anyway. */
export const IDLE_TIMEOUT_MS = 3_000;
/** Where the browser has no requestIdleCallback (Safari): how long after the load event the work runs. */
export const NO_IDLE_CALLBACK_DELAY_MS = 1_000;

/**
 * Calls `work` after the window's load event, in the browser's next idle period (or after IDLE_TIMEOUT_MS at the
 * latest), so it competes neither with the first view's scripts nor with hydration. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => work(), { timeout });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
