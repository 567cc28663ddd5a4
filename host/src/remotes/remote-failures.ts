// The operator's record of a remote that failed or was refused: one analytics event (GA4's dataLayer, where the shop's
// other events go) and one console line per failure, whoever announced it — the federation error plugin
// ('remote:failed', refusals by the contract check included), a slot whose remote broke while rendering, or a remote
// that loads another remote's piece through the host's runtime (the banners' tiles, the cart's age form).
import type { ErrorInfo } from 'react';
import { track } from '@shop/shared/analytics';
import { events, type EventMap } from '@shop/shared/events';
import { RemoteContractError } from '../runtime-plugins/remote-contract';

/** contract: refused before its code ran (another contract); load: its files or module could not be had; render: it threw while rendering. */
export type RemoteFailureReason = 'contract' | 'load' | 'render';

/** The analytics event's name. */
export const REMOTE_FAILED_EVENT = 'remote_failed';

/** GA4 keeps at most 100 characters of an event parameter's value. */
const MAX_PARAM_LENGTH = 100;

/** Failures already recorded, by their error: one failure announced twice (or caught by React too) counts once. */
const recorded = new WeakSet<object>();

const isObject = (value: unknown): value is object => (typeof value === 'object' && value !== null) || typeof value === 'function';

export function reasonOf(error: unknown): RemoteFailureReason {
  return error instanceof RemoteContractError || (error as { name?: unknown } | null)?.name === 'RemoteContractError' ? 'contract' : 'load';
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : typeof error === 'string' ? error : String(error);
  // The federation runtime prefixes the messages it passes on; GA4 keeps only 100 characters.
  return message.replace(/^\[ Federation Runtime \]:\s*/, '');
}

/** Whether this error was recorded as a remote's failure. */
export function isRecordedRemoteFailure(error: unknown): boolean {
  return isObject(error) && recorded.has(error);
}

/**
 * Records one failure: the `remote_failed` event (remote, module, reason, the message's first 100 characters) and one
 * console.error line with the error. The same error object is recorded once. Returns whether it was recorded now.
 */
export function recordRemoteFailure({ remote, module, error }: EventMap['remote:failed'], reason: RemoteFailureReason = reasonOf(error)): boolean {
  if (isObject(error)) {
    if (recorded.has(error)) return false;
    recorded.add(error);
  }
  const message = messageOf(error);
  track(REMOTE_FAILED_EVENT, { remote, remote_module: module, reason, error_message: message.slice(0, MAX_PARAM_LENGTH) });
  console.error(`[remotes] ${remote} ${module} ${reason === 'contract' ? 'refused' : 'failed'} (${reason}): ${message}`, error);
  return true;
}

/** Records every 'remote:failed' of the page from now on; returns the unsubscribe function. */
export function recordRemoteFailures(): () => void {
  return events.on('remote:failed', (failure) => {
    recordRemoteFailure(failure);
  });
}

/**
 * createRoot's onCaughtError: React logs every error an error boundary caught; a remote's failure has its own line
 * already, so it is not logged twice. React calls this before the boundary's componentDidCatch (where a slot records
 * a render failure), hence the check a microtask later.
 */
export function logCaughtError(error: unknown, _info?: ErrorInfo): void {
  queueMicrotask(() => {
    if (!isRecordedRemoteFailure(error)) console.error(error);
  });
}
