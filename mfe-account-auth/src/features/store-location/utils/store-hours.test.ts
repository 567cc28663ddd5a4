import { deliveryState } from './store-hours';

describe('deliveryState', () => {
  it('offline first, then the server-computed delivering-now flag', () => {
    expect(deliveryState({ storeOnlineStatus: false, storeDeliveryStatus: true })).toBe('offline');
    expect(deliveryState({ storeOnlineStatus: true, storeDeliveryStatus: false })).toBe('notDelivering');
    expect(deliveryState({ storeOnlineStatus: true, storeDeliveryStatus: true })).toBe('delivering');
  });
});
