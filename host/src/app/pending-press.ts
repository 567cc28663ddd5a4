// A press on a button of a server-rendered page before its code has run does nothing by itself (links and the search
// form work without code). start.js (host/public/start.js) keeps the last such press; the shell takes it when it starts
// hydrating (React handles presses from then on) and presses that button again once the page has hydrated.

declare global {
  interface Window {
    /** Set by start.js: the button last pressed before the shell started, and stop keeping presses. */
    __shopTakePendingPress?: () => HTMLElement | null;
  }
}

let pending: HTMLElement | null = null;

/** Takes what start.js kept and stops it keeping more (called right before hydrating). */
export function takePendingPress(): void {
  const take = window.__shopTakePendingPress;
  window.__shopTakePendingPress = undefined;
  pending = take?.() ?? null;
}

/**
 * Presses the kept button again, after the next frame: by then the hydrated page has rendered what its first effects
 * changed (the quantity stepper takes presses once it knows it is hydrated). A button gone or disabled meanwhile is left.
 */
export function replayPendingPress(): void {
  const button = pending;
  pending = null;
  if (button) pressAgain(button);
}

/**
 * Presses `button` again after the next frame (see replayPendingPress); also used for a press on a slot hydrated on
 * use (remotes/hydrate-on-use), pressed again once that slot has hydrated.
 */
export function pressAgain(button: HTMLElement): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (button.isConnected && !button.hasAttribute('disabled')) button.click();
    }, 0);
  });
}
