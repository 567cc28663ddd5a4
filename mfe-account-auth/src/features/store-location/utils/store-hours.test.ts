import { deliveryState, hhmm } from './store-hours';

describe('hhmm (ms since the shop midnight in Lima)', () => {
  it.each([
    [0, '00:00'],
    [7 * 3_600_000, '07:00'],
    [6 * 3_600_000 + 30 * 60_000, '06:30'],
    [23 * 3_600_000 + 59 * 60_000 + 59_000, '23:59'],
    [86_400_000, '24:00'],
  ])('%d → %s', (ms, text) => expect(hhmm(ms)).toBe(text));
});

describe('deliveryState', () => {
  it('offline first, then the server-computed delivering-now flag', () => {
    expect(deliveryState({ storeOnlineStatus: false, storeDeliveryStatus: true })).toBe('offline');
    expect(deliveryState({ storeOnlineStatus: true, storeDeliveryStatus: false })).toBe('notDelivering');
    expect(deliveryState({ storeOnlineStatus: true, storeDeliveryStatus: true })).toBe('delivering');
  });
});
