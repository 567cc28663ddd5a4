// Digit-only input helpers of the login form and the claim sheet, and the countdowns' text.
import type { KeyboardEvent } from 'react';

/** Blocks printable keys other than digits; shortcuts (Ctrl/Cmd+V, ...) and editing keys pass. */
export function blockNonDigitKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
}

/** "m:ss" for the countdowns, "h:mm:ss" from an hour on (a login lock lasts up to a day). */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const seconds = String(s % 60).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}:${seconds}`;
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${seconds}`;
}
