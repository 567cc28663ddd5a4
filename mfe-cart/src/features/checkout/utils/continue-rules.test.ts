// What each store status allows Continue, the invoice rule and the minimum order (finalPayAmount < minimum).
import { cartFixture, storeStatus } from '../../../testing/checkout-fixtures';
import { addressIncomplete, continueState, hasAgeRestrictedItem } from './continue-rules';
import { cartItem } from '../../../testing/checkout-fixtures';

const scheduled = { scheduleDelivery: true, scheduleDate: '22 Nov 2026', scheduleTime: '10:00 AM' };
const none = { scheduleDelivery: false, scheduleDate: null, scheduleTime: null };

describe('store status table', () => {
  it.each([
    // online, delivering, scheduling, schedule set → enabled, schedule button
    ['offline, scheduling on', false, false, true, none, false, true],
    ['offline, scheduling on, even with a schedule', false, false, true, scheduled, false, true],
    ['offline, scheduling off', false, false, false, none, false, false],
    ['online and delivering', true, true, false, none, true, false],
    ['online and delivering with scheduling', true, true, true, none, true, false],
    ['online not delivering, scheduling on, schedule set', true, false, true, scheduled, true, false],
    ['online not delivering, scheduling on, no schedule', true, false, true, none, false, false],
    ['online not delivering, scheduling off', true, false, false, scheduled, false, false],
  ])('%s', (_name, online, delivering, scheduling, schedule, enabled, button) => {
    const cart = cartFixture({
      storeStatus: storeStatus({ storeOnlineStatus: online, storeDeliveryStatus: delivering, scheduleDeliveryEnabled: scheduling }),
      scheduleDelivery: schedule,
    });
    const state = continueState(cart);
    expect(state.enabled).toBe(enabled);
    expect(state.showScheduleButton).toBe(button);
  });

  it('no serving store disables Continue', () => {
    expect(continueState(cartFixture({ storeStatus: null })).blocks).toEqual(['noStore']);
  });
});

it('over S/ 700 a boleta simple disables Continue (SUNAT wants the buyer\'s document); a boleta with the DNI goes on', () => {
  const cart = cartFixture();
  cart.pricing = { ...cart.pricing, finalPayAmount: 700 };
  expect(continueState(cart).enabled).toBe(true);
  cart.pricing = { ...cart.pricing, finalPayAmount: 700.5 };
  expect(continueState(cart)).toMatchObject({ enabled: false, blocks: ['boletaNeedsId'] });
  cart.invoiceDetails = { ...cart.invoiceDetails, boletaSimple: false, boleta: true, id: 'DNI', name: '12345678', invoiceName: 'Ana' };
  expect(continueState(cart).enabled).toBe(true);
});

it('alcohol the store may not sell as the cart stands (now, or at its schedule) disables Continue; no alcohol or allowed does not', () => {
  const sale = { saleTimeFrom: 9 * 3_600_000, saleTimeTo: 23 * 3_600_000, message: null };
  expect(continueState(cartFixture({ alcoholSale: { ...sale, allowed: false, message: 'fuera de horario' } })))
    .toMatchObject({ enabled: false, blocks: ['alcoholHours'] });
  expect(continueState(cartFixture({ alcoholSale: { ...sale, allowed: true } })).enabled).toBe(true);
  expect(continueState(cartFixture({ alcoholSale: null })).enabled).toBe(true);
  expect(continueState(cartFixture()).enabled).toBe(true);
});

it('no invoice type chosen disables Continue (cart.invoiceMustBeSelected)', () => {
  const cart = cartFixture();
  cart.invoiceDetails = { ...cart.invoiceDetails, boletaSimple: false };
  expect(continueState(cart)).toMatchObject({ enabled: false, blocks: ['invoice'] });
  cart.invoiceDetails = { ...cart.invoiceDetails, factura: true };
  expect(continueState(cart).enabled).toBe(true);
});

it('the minimum order compares finalPayAmount with minimumOrderAmount at the boundary', () => {
  const at = (finalPayAmount: number) => continueState(cartFixture({ minimumOrderAmount: 25, pricing: { ...cartFixture().pricing, finalPayAmount } }));
  expect(at(24.99)).toMatchObject({ enabled: false, blocks: ['minimum'] });
  expect(at(25).enabled).toBe(true);
});

it('an empty cart or no address cannot continue', () => {
  expect(continueState(cartFixture({ cartCount: 0, cartItems: [] })).blocks).toContain('empty');
  expect(continueState(cartFixture({ address: null })).blocks).toContain('noAddress');
});

it('contact details are incomplete without first name, last name or telephone', () => {
  const base = cartFixture();
  expect(addressIncomplete(base)).toBe(false);
  for (const field of ['firstName', 'lastName', 'telephone'] as const) {
    expect(addressIncomplete({ ...base, address: { ...base.address!, [field]: ' ' } })).toBe(true);
  }
});

it('a line restricted to 18 or more makes the cart age restricted', () => {
  expect(hasAgeRestrictedItem(cartFixture(), 18)).toBe(false);
  expect(hasAgeRestrictedItem(cartFixture({ cartItems: [cartItem(), cartItem({ cartItemId: 12 }, 18)] }), 18)).toBe(true);
});
