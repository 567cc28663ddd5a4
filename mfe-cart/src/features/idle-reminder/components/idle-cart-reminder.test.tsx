// Idle cart reminder: checked every second after 10 s; shown once when the deadline has passed, the
// cart has items and the panel is closed; every API call but sign-out pushes the deadline, which is stored and read
// back at each check, so a call in any tab pushes it for all; the minutes are the operator's metadata key
// (idleTimeMinutes), 1 when absent or invalid; 'go to cart' opens the panel.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@shop/shared/api';
import { LOCAL_STORAGE_KEYS } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { mockApi, type MockAnswer } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { parseIdleMinutes } from '../api/get-idle-minutes';
import { IdleCartReminder } from './idle-cart-reminder';

// These journeys click through several dialogs; two shared cores make them slow.
const T0 = Date.UTC(2026, 10, 21, 15, 0, 0);
const tick = async (ms: number) => {
  for (let left = ms; left > 0; left -= 1000) await act(async () => void jest.advanceTimersByTime(Math.min(1000, left)));
};
const dialog = () => screen.queryByRole('dialog', { name: '¿Sigues ahí?' });

const IDLE_METADATA = '/PE/metadata/idleTimeMinutes';
let cartCount = 2;
let getCalls = 0;
/** The metadata call's answer; by default the demo's value. */
let idleSetting: MockAnswer = { data: { metadataKey: 'idleTimeMinutes', metadataValue: '1', languageId: 1 } };
let backend: ReturnType<typeof mockApi>;
beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  cartCount = 2;
  getCalls = 0;
  idleSetting = { data: { metadataKey: 'idleTimeMinutes', metadataValue: '1', languageId: 1 } };
  localStorage.clear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '3' }, cartId: '7', language: 'es', country: 'PE' });
  backend = mockApi((config) => {
    if (config.url === IDLE_METADATA) return idleSetting;
    if (config.url === '/PE/es/carts') getCalls += 1;
    return { data: { cartId: 7, cartCount, pricing: {}, cartItems: [] } };
  });
});
const storedDeadline = () => Number(localStorage.getItem(LOCAL_STORAGE_KEYS.idleDeadline));
afterEach(() => jest.useRealTimers());

it('stays hidden during the start delay and the idle minute, then shows once the deadline has passed', async () => {
  await renderWithShell(<IdleCartReminder minutes={1} />);
  expect(Number(localStorage.getItem(LOCAL_STORAGE_KEYS.idleDeadline))).toBe(T0 + 60_000);
  await tick(59_000);
  expect(dialog()).toBeNull();
  await tick(3_000);
  expect(await screen.findByRole('dialog', { name: '¿Sigues ahí?' })).toBeInTheDocument();
  expect(getCalls).toBe(1);
});

it('each API call pushes the deadline forward; sign-out does not', async () => {
  await renderWithShell(<IdleCartReminder minutes={1} />);
  await tick(50_000);
  await act(async () => void (await api.get('/PE/es/products/1')));
  expect(Number(localStorage.getItem(LOCAL_STORAGE_KEYS.idleDeadline))).toBe(T0 + 110_000);
  await tick(20_000);
  expect(dialog()).toBeNull();
  await act(async () => void (await api.delete('/users/sessions')));
  expect(Number(localStorage.getItem(LOCAL_STORAGE_KEYS.idleDeadline))).toBe(T0 + 110_000);
  await tick(42_000);
  expect(await screen.findByRole('dialog', { name: '¿Sigues ahí?' })).toBeInTheDocument();
});

it('does not show while the panel is open, and shows after it closes', async () => {
  await renderWithShell(<IdleCartReminder minutes={1} />);
  act(() => events.emit('cart:opened'));
  await tick(75_000);
  expect(dialog()).toBeNull();
  act(() => events.emit('cart:closed'));
  await tick(2_000);
  expect(await screen.findByRole('dialog', { name: '¿Sigues ahí?' })).toBeInTheDocument();
});

it('does not show for an empty cart, and shows once items arrive', async () => {
  cartCount = 0;
  await renderWithShell(<IdleCartReminder minutes={1} />);
  await tick(75_000);
  expect(dialog()).toBeNull();
  expect(getCalls).toBe(1);
  act(() => events.emit('cart:changed', { cartId: '7', cartCount: 1, reason: 'add' }));
  // The add itself was no API call of this test, so the deadline stands: the next check shows it.
  await tick(2_000);
  expect(await screen.findByRole('dialog', { name: '¿Sigues ahí?' })).toBeInTheDocument();
});

it('shows only once, and go to cart opens the panel', async () => {
  const open = jest.fn();
  const off = events.on('cart:open', open);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderWithShell(<IdleCartReminder minutes={1} />);
  await tick(72_000);
  await user.click(await screen.findByRole('button', { name: 'Ir al carrito' }));
  expect(open).toHaveBeenCalledTimes(1);
  act(() => events.emit('cart:closed'));
  await tick(200_000);
  expect(dialog()).toBeNull();
  off();
});

it('does not answer the cart:open request itself, so the host still re-delivers it until the panel has loaded', async () => {
  const unheard = jest.fn();
  const off = events.on('event:unhandled', unheard);
  await renderWithShell(<IdleCartReminder minutes={1} />);
  act(() => events.emit('cart:open'));
  expect(unheard).toHaveBeenCalledWith(expect.objectContaining({ name: 'cart:open' }));
  off();
});

it('a visitor without a cart is never reminded and no call is made', async () => {
  useSession.setState({ userId: null, userData: null, cartId: null });
  await renderWithShell(<IdleCartReminder minutes={1} />);
  await tick(90_000);
  expect(dialog()).toBeNull();
  expect(getCalls).toBe(0);
});

it("a visitor without a cart: the operator's minutes are not read, and are read once the shopper signs in", async () => {
  useSession.setState({ userId: null, userData: null, cartId: null });
  await renderWithShell(<IdleCartReminder />);
  await tick(5_000);
  expect(backend).not.toHaveBeenCalled();
  act(() => useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '3' }, cartId: '7' }));
  await tick(2_000);
  expect(backend.mock.calls.filter(([c]) => c.url === IDLE_METADATA)).toHaveLength(1);
});

describe('one deadline for all tabs', () => {
  it("another tab's activity (the stored deadline moved on) keeps the reminder away here too", async () => {
    await renderWithShell(<IdleCartReminder minutes={1} />);
    await tick(50_000);
    // A call in another tab at 50 s writes its deadline.
    localStorage.setItem(LOCAL_STORAGE_KEYS.idleDeadline, String(T0 + 110_000));
    await tick(55_000);
    expect(dialog()).toBeNull();
    await tick(7_000);
    expect(await screen.findByRole('dialog', { name: '¿Sigues ahí?' })).toBeInTheDocument();
  });

  it("this tab's calls write the deadline the other tabs read", async () => {
    await renderWithShell(<IdleCartReminder minutes={1} />);
    await tick(30_000);
    await act(async () => void (await api.get('/PE/es/products/1')));
    expect(storedDeadline()).toBe(T0 + 90_000);
  });

  it("without a stored deadline (cleared by a sign-out, or storage blocked) the tab's own one counts", async () => {
    await renderWithShell(<IdleCartReminder minutes={1} />);
    await tick(30_000);
    localStorage.removeItem(LOCAL_STORAGE_KEYS.idleDeadline);
    await tick(29_000);
    expect(dialog()).toBeNull();
    await tick(3_000);
    expect(await screen.findByRole('dialog', { name: '¿Sigues ahí?' })).toBeInTheDocument();
  });
});

describe("the operator's minutes (metadata idleTimeMinutes)", () => {
  it('reads the configured minutes once and times the reminder by them', async () => {
    idleSetting = { data: { metadataKey: 'idleTimeMinutes', metadataValue: '3', languageId: 1 } };
    await renderWithShell(<IdleCartReminder />);
    // The answer arrives in the first second and reaches the view at the query cache's next notification (a timer).
    await tick(2_000);
    const reads = backend.mock.calls.filter(([c]) => c.url === IDLE_METADATA);
    expect(reads).toHaveLength(1);
    expect(reads[0]![0].params).toEqual({ languageId: 'es' });
    // Three minutes from when the answer reached the view.
    expect(storedDeadline()).toBeGreaterThanOrEqual(T0 + 180_000);
    expect(storedDeadline()).toBeLessThanOrEqual(T0 + 182_000);
    await tick(174_000);
    expect(dialog()).toBeNull();
    // Past the deadline the next checks read the cart's count, then show the reminder.
    await tick(8_000);
    expect(await screen.findByRole('dialog', { name: '¿Sigues ahí?' })).toBeInTheDocument();
  });

  it.each<[string, MockAnswer]>([
    ['absent (404)', { status: 404, data: { errors: { general: [{ identifier: 'error.metadata.notFound', message: 'No existe' }], fieldsErrors: [] } } }],
    ['not a number', { data: { metadataKey: 'idleTimeMinutes', metadataValue: 'cinco', languageId: 1 } }],
    ['zero', { data: { metadataKey: 'idleTimeMinutes', metadataValue: '0', languageId: 1 } }],
    ['negative', { data: { metadataKey: 'idleTimeMinutes', metadataValue: '-2', languageId: 1 } }],
    ['more than a day', { data: { metadataKey: 'idleTimeMinutes', metadataValue: '5000', languageId: 1 } }],
    ['a server error', { status: 500, data: { errors: { general: [], fieldsErrors: [] } } }],
  ])('keeps the default minute when the setting is %s', async (_name, answer) => {
    idleSetting = answer;
    await renderWithShell(<IdleCartReminder />);
    await tick(1_000);
    // A minute from the last call (the metadata read, within the first second: the client's first call also imports axios).
    expect(storedDeadline()).toBeGreaterThanOrEqual(T0 + 60_000);
    expect(storedDeadline()).toBeLessThanOrEqual(T0 + 61_000);
    await tick(57_000);
    expect(dialog()).toBeNull();
    await tick(3_000);
    expect(await screen.findByRole('dialog', { name: '¿Sigues ahí?' })).toBeInTheDocument();
  });
});

describe('parseIdleMinutes', () => {
  it.each<[unknown, number]>([['2', 2], [' 2.5 ', 2.5], ['1440', 1440], ['1441', 1], ['0', 1], ['-1', 1], ['1e2', 1], ['', 1], [null, 1], [3, 1]])(
    '%p → %p', (value, minutes) => expect(parseIdleMinutes(value)).toBe(minutes),
  );
});
