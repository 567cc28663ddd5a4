// The order flow on /payment: payment dialog → age confirmation once a shop day → age form without a dob → POST
// /orders with an Idempotency-Key (kept by the retries of one attempt, fresh for the next), sent once per decision.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { enqueueSnackbar } from '@shop/shared/toast';
import { cartKeys, orderKeys, storeKeys } from '@shop/shared/calls';
import { LOCAL_STORAGE_KEYS } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { mockApi, type MockAnswer } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { cartFixture, cartItem } from '../../../testing/checkout-fixtures';
import { PlaceOrderPanel } from './place-order-panel';

// These journeys click through several dialogs; two shared cores make them slow.
jest.mock('@shop/shared/toast', () => ({ ...jest.requireActual('@shop/shared/toast'), enqueueSnackbar: jest.fn() }));

const remoteDialog = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  loadRemote: async (id: string) => {
    remoteDialog(id);
    return {
      default: ({ open, onVerified }: { open: boolean; onVerified: () => void }) =>
        open ? <button type="button" onClick={onVerified}>age form verified</button> : null,
    };
  },
}));

const placed = { orderId: 41, orderNumber: 'ORD-000041', status: 'INITIATED', finalPayAmount: 25, createdAt: '2026-11-21T15:00:00.000Z' };
const networkError = (config: InternalAxiosRequestConfig) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};

let orderAnswers: ((config: InternalAxiosRequestConfig) => MockAnswer)[] = [];
let orders: InternalAxiosRequestConfig[] = [];
function mockOrders(customerDob: number | null = 631170000000) {
  orders = [];
  return mockApi((config) => {
    if (config.url === '/orders') {
      orders.push(config);
      const next = orderAnswers.shift();
      return next ? next(config) : { status: 201, data: placed };
    }
    if (config.url === '/PE/customers/5') return { data: { userId: 5, dob: customerDob, email: 'ana@example.pe' } };
    throw new Error(`unexpected ${config.url}`);
  });
}
const keyOf = (config: InternalAxiosRequestConfig) => String(config.headers['Idempotency-Key']);

beforeEach(() => {
  localStorage.clear();
  orderAnswers = [];
  onRefused.mockClear();
  jest.mocked(enqueueSnackbar).mockClear();
  remoteDialog.mockClear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '3' }, cartId: '7', dob: '631170000000', language: 'es', country: 'PE' });
});

/** Opens the payment dialog, pays with the exact amount in cash and confirms. */
async function payCash(user = userEvent) {
  await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forma de pago' });
  await user.click(within(dialog).getByRole('radio', { name: 'Efectivo' }));
  await user.click(within(dialog).getByRole('button', { name: 'Monto exacto S/ 25.00' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Confirmo la dirección de entrega' }));
  return within(dialog).getByRole('button', { name: 'Confirmar pedido' });
}

const onRefused = jest.fn();
const render = (cart = cartFixture()) =>
  renderWithShell(<PlaceOrderPanel cart={cart} enabledMethods={['CASH', 'PINPAID']} onRefused={onRefused} />, { url: '/payment' });

it('places the order with the contract body and a UUID key, then announces it and goes home', async () => {
  mockOrders();
  const changed = jest.fn();
  const placedEvent = jest.fn();
  const offs = [events.on('cart:changed', changed), events.on('order:placed', placedEvent)];
  await render();
  await userEvent.click(await payCash());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(orders).toHaveLength(1);
  expect(JSON.parse(orders[0]!.data as string)).toEqual({ countryId: 'PE', orderPlatform: 'WEB', paymentMethod: 'CASH', amountInCustomerHand: 25, tip: 0, languageCode: 'es' });
  expect(keyOf(orders[0]!)).toMatch(/^[0-9a-f-]{36}$/);
  expect(changed).toHaveBeenCalledWith({ cartId: '7', cartCount: 0, reason: 'order' });
  expect(placedEvent).toHaveBeenCalledWith({ orderId: '41', orderNumber: 'ORD-000041', finalPayAmount: 25 });
  expect(enqueueSnackbar).toHaveBeenCalledWith('¡Pedido ORD-000041 realizado!', { variant: 'success' });
  offs.forEach((off) => off());
});

it('a placed order has the emptied cart, the orders and the store\'s open orders read again: the page\'s cached ones are stale', async () => {
  mockOrders();
  const { queryClient } = await render();
  for (const key of [cartKeys.current(), orderKeys.list(), storeKeys.orderStatus('3')]) queryClient.setQueryData(key, {});
  await userEvent.click(await payCash());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  const stale = (key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key })?.state.isInvalidated;
  expect([stale(cartKeys.current()), stale(orderKeys.list()), stale(storeKeys.orderStatus('3'))]).toEqual([true, true, true]);
});

it('a lost answer is retried with the same key; the next order gets a fresh key', async () => {
  mockOrders();
  orderAnswers = [networkError];
  await render();
  await userEvent.click(await payCash());
  await waitFor(() => expect(orders).toHaveLength(2));
  expect(keyOf(orders[1]!)).toBe(keyOf(orders[0]!));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  await userEvent.click(await payCash());
  await waitFor(() => expect(orders).toHaveLength(3));
  expect(keyOf(orders[2]!)).not.toBe(keyOf(orders[0]!));
});

it('a refusal shows its translated message (also as a toast) and the next attempt uses a fresh key', async () => {
  mockOrders();
  orderAnswers = [() => ({ status: 422, data: { errors: { general: [{ identifier: 'error.order.storeClosed', message: 'La tienda está cerrada.' }] } } })];
  await render();
  await userEvent.click(await payCash());
  expect(await screen.findByRole('alert')).toHaveTextContent('La tienda está cerrada.');
  expect(enqueueSnackbar).toHaveBeenCalledWith('La tienda está cerrada.', { variant: 'error' });
  // The page re-reads the cart, so its summary shows what the server now sees.
  expect(onRefused).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  await userEvent.click(await payCash());
  await waitFor(() => expect(orders).toHaveLength(2));
  expect(keyOf(orders[1]!)).not.toBe(keyOf(orders[0]!));
});

it('when every retry of an attempt got no answer, trying again with the same choice keeps the key', async () => {
  mockOrders();
  orderAnswers = [networkError, networkError, networkError];
  await render();
  await userEvent.click(await payCash());
  expect(await screen.findByRole('alert', {})).toHaveTextContent('No recibimos respuesta');
  expect(orders).toHaveLength(3);
  // No answer is not a refusal: nothing says the cart changed.
  expect(onRefused).not.toHaveBeenCalled();
  await userEvent.click(await payCash());
  await waitFor(() => expect(orders).toHaveLength(4));
  expect(new Set(orders.map(keyOf)).size).toBe(1);
}, 15000);

it('a double click on confirm sends one request', async () => {
  mockOrders();
  let release: () => void = () => undefined;
  orderAnswers = [() => new Promise<MockAnswer>((resolve) => (release = () => resolve({ status: 201, data: placed })))] as never;
  await render();
  const confirm = await payCash();
  await userEvent.dblClick(confirm);
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByRole('button', { name: 'Realizando pedido…', hidden: true })).toBeDisabled();
  expect(orders).toHaveLength(1);
  release();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(orders).toHaveLength(1);
});

describe('age-restricted carts', () => {
  const restricted = () => cartFixture({ cartItems: [cartItem(), cartItem({ cartItemId: 12 }, 18)] });
  const LIMA_NOON = Date.UTC(2026, 10, 21, 17, 0); // 12:00 in Lima
  const LIMA_2330 = Date.UTC(2026, 10, 22, 4, 30); // 23:30 the same Lima day (already the 22nd in UTC)
  const LIMA_NEXT_0010 = Date.UTC(2026, 10, 22, 5, 10); // 00:10 the next Lima day

  const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(config.data as string) as Record<string, unknown>;

  it('asks once per shop day: "Yes" goes with the order and is remembered (Lima day start) only once the order is placed', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(LIMA_NOON);
    try {
      mockOrders();
      const { unmount } = await render(restricted());
      await userEvent.click(await payCash());
      const age = await screen.findByRole('dialog', { name: '¿Eres mayor de 18 años?' });
      expect(orders).toHaveLength(0);
      expect(localStorage.getItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt)).toBeNull();
      await userEvent.click(within(age).getByRole('button', { name: 'Sí, tengo 18 o más' }));
      await waitFor(() => expect(orders).toHaveLength(1));
      expect(bodyOf(orders[0]!)).toMatchObject({ ageConfirmed: true });
      await waitFor(() => expect(Number(localStorage.getItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt))).toBe(Date.UTC(2026, 10, 21, 5, 0)));
      unmount();

      now.mockReturnValue(LIMA_2330);
      await render(restricted());
      await userEvent.click(await payCash());
      await waitFor(() => expect(orders).toHaveLength(2));
      expect(screen.queryByRole('dialog', { name: '¿Eres mayor de 18 años?' })).toBeNull();
      // Confirmed earlier this shop day: the server has it on record, the body does not repeat it.
      expect(bodyOf(orders[1]!)).not.toHaveProperty('ageConfirmed');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    } finally {
      now.mockRestore();
    }
  });

  it('shows it again on the next shop day; "No" stops the order with a message, remembers nothing, and the next try asks again', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt, String(Date.UTC(2026, 10, 21, 5, 0)));
    const now = jest.spyOn(Date, 'now').mockReturnValue(LIMA_NEXT_0010);
    const opened = jest.fn();
    const off = events.on('cart:open', opened);
    try {
      mockOrders();
      await render(restricted());
      await userEvent.click(await payCash());
      const age = await screen.findByRole('dialog', { name: '¿Eres mayor de 18 años?' });
      await userEvent.click(within(age).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Eres mayor de 18 años?' })).toBeNull());
      expect(screen.getByRole('alert')).toHaveTextContent('Solo vendemos estos productos a mayores de 18 años, así que no hicimos tu pedido.');
      expect(orders).toHaveLength(0);
      expect(localStorage.getItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt)).toBe(String(Date.UTC(2026, 10, 21, 5, 0)));
      await userEvent.click(screen.getByRole('button', { name: 'Revisar carrito' }));
      expect(opened).toHaveBeenCalled();

      // The next try asks again: "No" was not taken for a confirmation.
      await userEvent.click(await payCash());
      expect(await screen.findByRole('dialog', { name: '¿Eres mayor de 18 años?' })).toBeVisible();
      expect(screen.queryByText(/así que no hicimos tu pedido/)).toBeNull();
      expect(orders).toHaveLength(0);
    } finally {
      off();
      now.mockRestore();
    }
  });

  it('closing the question without an answer places nothing and says nothing', async () => {
    mockOrders();
    await render(restricted());
    await userEvent.click(await payCash());
    await screen.findByRole('dialog', { name: '¿Eres mayor de 18 años?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Eres mayor de 18 años?' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(orders).toHaveLength(0);
  });

  it('the server has no "Yes" on record for today (another device): the question opens, and the answer goes with the order', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt, String(Date.UTC(2026, 10, 21, 5, 0)));
    const now = jest.spyOn(Date, 'now').mockReturnValue(LIMA_NOON);
    try {
      mockOrders();
      orderAnswers = [() => ({
        status: 422,
        data: { errors: { general: [{ identifier: 'error.order.ageConfirmationRequired', message: 'Confirma que tienes 18 años o más.' }] } },
      })];
      await render(restricted());
      await userEvent.click(await payCash());
      const age = await screen.findByRole('dialog', { name: '¿Eres mayor de 18 años?' });
      expect(enqueueSnackbar).not.toHaveBeenCalled();
      await userEvent.click(within(age).getByRole('button', { name: 'Sí, tengo 18 o más' }));
      await waitFor(() => expect(orders).toHaveLength(2));
      expect(bodyOf(orders[0]!)).not.toHaveProperty('ageConfirmed');
      expect(bodyOf(orders[1]!)).toMatchObject({ ageConfirmed: true });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    } finally {
      now.mockRestore();
    }
  });

  it("without a date of birth the catalogue's age form is loaded first, then the order is placed", async () => {
    useSession.setState({ dob: null });
    localStorage.setItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt, String(Date.UTC(2026, 10, 21, 5, 0)));
    const now = jest.spyOn(Date, 'now').mockReturnValue(LIMA_NOON);
    try {
      mockOrders(null);
      await render(restricted());
      await userEvent.click(await payCash());
      await userEvent.click(await screen.findByRole('button', { name: 'age form verified' }));
      expect(remoteDialog).toHaveBeenCalledWith('catalogue/AgeVerificationDialog');
      await waitFor(() => expect(orders).toHaveLength(1));
    } finally {
      now.mockRestore();
    }
  });

  it('a cart without restricted items never asks', async () => {
    mockOrders();
    await render();
    await userEvent.click(await payCash());
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.ageConfirmationShownAt)).toBeNull();
  });
});
