import { scheduleToggleMode, showsStoreMessage } from './store-rules';
import { storeOf as status } from '../../../testing/cart-fixtures';

describe('the store states the panel shows', () => {
  it.each([
    ['offline, scheduling enabled', { storeOnlineStatus: false, storeDeliveryStatus: false }, 'storeOffline', true],
    ['offline, scheduling disabled', { storeOnlineStatus: false, storeDeliveryStatus: false, scheduleDeliveryEnabled: false }, 'hidden', true],
    ['online and delivering, enabled', {}, 'dialog', false],
    ['online and delivering, disabled', { scheduleDeliveryEnabled: false }, 'hidden', false],
    ['online not delivering, enabled', { storeDeliveryStatus: false }, 'dialog', true],
    ['online not delivering, disabled', { storeDeliveryStatus: false, scheduleDeliveryEnabled: false }, 'hidden', true],
  ] as const)('%s', (_name, patch, mode, message) => {
    expect(scheduleToggleMode(status(patch))).toBe(mode);
    expect(showsStoreMessage(status(patch))).toBe(message);
  });

  it('no store: no toggle, no message', () => {
    expect(scheduleToggleMode(null)).toBe('hidden');
    expect(showsStoreMessage(null)).toBe(false);
  });
});
