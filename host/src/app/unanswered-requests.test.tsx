// A header button whose answer lives in a remote: delivered late if that remote is still loading, else a notice.
import { act, render } from '@testing-library/react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { events } from '@shop/shared/events';
import { setupI18n } from '../../test/helpers';
import { ANSWER_WAIT_MS, UnansweredRequests } from './unanswered-requests';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));
const toast = enqueueSnackbar as jest.Mock;

beforeEach(async () => {
  toast.mockClear();
  await setupI18n('es');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });

test('with nobody answering the login request for 5 s, an info toast says login could not open', async () => {
  render(<UnansweredRequests />);
  events.emit('auth:login-required', { reason: 'header' });
  await wait(ANSWER_WAIT_MS - 500);
  expect(toast).not.toHaveBeenCalled();
  await wait(1000);
  expect(toast).toHaveBeenCalledTimes(1);
  expect(toast.mock.calls[0]?.[0]).toMatch(/inicio de sesión/);
  expect(toast.mock.calls[0]?.[1]).toMatchObject({ variant: 'info' });
});

test('a dialog that starts listening a moment later (its remote was still loading) gets the request, payload included', async () => {
  render(<UnansweredRequests />);
  events.emit('location:required', { reason: 'addToCart' });
  await wait(1000);
  const heard = jest.fn();
  const off = events.on('location:required', heard);
  await wait(300);
  expect(heard).toHaveBeenCalledTimes(1);
  expect(heard).toHaveBeenCalledWith({ reason: 'addToCart' });
  await wait(ANSWER_WAIT_MS);
  expect(heard).toHaveBeenCalledTimes(1);
  expect(toast).not.toHaveBeenCalled();
  off();
});

test('the location chip and the cart button get their own message', async () => {
  render(<UnansweredRequests />);
  events.emit('location:required');
  events.emit('cart:open');
  await wait(ANSWER_WAIT_MS + 500);
  expect(toast.mock.calls.map((c) => c[0])).toEqual([expect.stringMatching(/dirección de entrega/), expect.stringMatching(/carrito/)]);
});

test('repeated clicks while waiting give one notice, not one per click', async () => {
  render(<UnansweredRequests />);
  events.emit('auth:login-required');
  await wait(1000);
  events.emit('auth:login-required');
  await wait(ANSWER_WAIT_MS + 500);
  expect(toast).toHaveBeenCalledTimes(1);
});

test('once a remote answers the request, the host stays quiet', async () => {
  render(<UnansweredRequests />);
  const off = events.on('cart:open', () => undefined);
  events.emit('cart:open');
  await wait(ANSWER_WAIT_MS + 500);
  expect(toast).not.toHaveBeenCalled();
  off();
});

test('other unheard events are not the shopper\'s business', async () => {
  render(<UnansweredRequests />);
  events.emit('order:placed', { orderId: '1' });
  await wait(ANSWER_WAIT_MS + 500);
  expect(toast).not.toHaveBeenCalled();
});
