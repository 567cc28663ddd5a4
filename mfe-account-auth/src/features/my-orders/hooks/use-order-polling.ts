// Re-reads an order every few seconds while the page is visible, so an operator's advance shows without a reload.
import { useEffect, useRef } from 'react';

/** The order page polls every 5 s: the API has no server-sent events. */
export const ORDER_POLL_MS = 5000;

/**
 * Calls `refresh` every `intervalMs` while `active` (the order is not final) and the tab is visible. A hidden
 * tab stops the timer; showing it again refreshes at once and restarts it. Offline, the tick is skipped: the
 * client would only toast "no internet" again.
 */
export function useOrderPolling(active: boolean, refresh: () => void, intervalMs = ORDER_POLL_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const tick = () => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      latest.current();
    };
    const start = () => {
      timer ??= setInterval(tick, intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        tick();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, intervalMs]);
}
