// The order's timeline: which statuses are done, which one it is at, which are still to come, or how it ended canceled.
import type { OrderStatus } from '@shop/shared/constants';
import type { OrderStatusChange } from '@shop/shared/calls';

/** The way an order moves forward, in order. */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  'INITIATED', 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', 'DELIVERY_PARTNER_ALLOCATED', 'AT_THE_STORE',
  'ON_ROUTE_TO_DELIVERY_ADDRESS', 'AT_DELIVERY_ADDRESS', 'DELIVERY_COMPLETED', 'COMPLETED',
];

const CANCEL_STATUSES: readonly OrderStatus[] = ['PENDING_CANCELLATION', 'DELIVERY_CANCELED'];

export type StepState = 'done' | 'current' | 'upcoming' | 'canceled';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached it (ISO), or null when the history does not say (a step skipped by the shop). */
  at: string | null;
}

/** The latest time the history records for each status (a status entered twice shows its last entry). */
function timesOf(history: readonly OrderStatusChange[]): Map<OrderStatus, string> {
  const times = new Map<OrderStatus, string>();
  for (const change of history) times.set(change.status, change.changedAt);
  return times;
}

/**
 * Progress statuses up to the current one are done (the current one is `current`), the rest upcoming. A canceled
 * order shows the progress it made before the cancellation, then the cancellation steps, and nothing to come.
 */
export function orderTimeline(status: OrderStatus, history: readonly OrderStatusChange[]): TimelineStep[] {
  const times = timesOf(history);
  const at = (s: OrderStatus) => times.get(s) ?? null;
  if (CANCEL_STATUSES.includes(status)) {
    const reached = ORDER_PROGRESS.filter((s) => times.has(s)).map((s): TimelineStep => ({ status: s, state: 'done', at: at(s) }));
    const ending = CANCEL_STATUSES.filter((s) => s === status || times.has(s)).map((s): TimelineStep => ({
      status: s,
      // Still being canceled is where the order is now; only DELIVERY_CANCELED is the end.
      state: s !== status ? 'done' : s === 'DELIVERY_CANCELED' ? 'canceled' : 'current',
      at: at(s),
    }));
    return [...reached, ...ending];
  }
  const index = ORDER_PROGRESS.indexOf(status);
  return ORDER_PROGRESS.map((s, i) => ({
    status: s,
    state: i < index ? 'done' : i === index ? 'current' : 'upcoming',
    at: i <= index ? at(s) : null,
  }));
}
