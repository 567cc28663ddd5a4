import { ORDER_PROGRESS, orderTimeline } from './order-progress';

const at = (minute: number) => `2026-11-21T15:${String(minute).padStart(2, '0')}:00.000Z`;

it('a fresh order: the first step current, every other one to come', () => {
  const steps = orderTimeline('INITIATED', [{ status: 'INITIATED', changedAt: at(0) }]);
  expect(steps.map((s) => s.state)).toEqual(['current', ...Array(ORDER_PROGRESS.length - 1).fill('upcoming')]);
  expect(steps[0]?.at).toBe(at(0));
});

it('steps the shop skipped count as done, without a time; a status entered twice shows its last time', () => {
  const steps = orderTimeline('ON_ROUTE_TO_DELIVERY_ADDRESS', [
    { status: 'INITIATED', changedAt: at(0) },
    { status: 'AT_THE_STORE', changedAt: at(5) },
    { status: 'AT_THE_STORE', changedAt: at(7) },
    { status: 'ON_ROUTE_TO_DELIVERY_ADDRESS', changedAt: at(9) },
  ]);
  expect(steps.slice(0, 5)).toEqual([
    { status: 'INITIATED', state: 'done', at: at(0) },
    { status: 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', state: 'done', at: null },
    { status: 'DELIVERY_PARTNER_ALLOCATED', state: 'done', at: null },
    { status: 'AT_THE_STORE', state: 'done', at: at(7) },
    { status: 'ON_ROUTE_TO_DELIVERY_ADDRESS', state: 'current', at: at(9) },
  ]);
});

it('a completed order has nothing to come', () => {
  const steps = orderTimeline('COMPLETED', []);
  expect(steps.at(-1)).toEqual({ status: 'COMPLETED', state: 'current', at: null });
  expect(steps.some((s) => s.state === 'upcoming')).toBe(false);
});

it('a cancellation: the progress reached, a pending cancellation passed (or current), the cancel as the end', () => {
  const steps = orderTimeline('DELIVERY_CANCELED', [
    { status: 'INITIATED', changedAt: at(0) },
    { status: 'PENDING_CANCELLATION', changedAt: at(2) },
    { status: 'DELIVERY_CANCELED', changedAt: at(3) },
  ]);
  expect(steps).toEqual([
    { status: 'INITIATED', state: 'done', at: at(0) },
    { status: 'PENDING_CANCELLATION', state: 'done', at: at(2) },
    { status: 'DELIVERY_CANCELED', state: 'canceled', at: at(3) },
  ]);
  expect(orderTimeline('PENDING_CANCELLATION', [{ status: 'INITIATED', changedAt: at(0) }]).map((s) => `${s.status}:${s.state}`))
    .toEqual(['INITIATED:done', 'PENDING_CANCELLATION:current']);
});
