// A header button whose answer lives in a remote that is not there yet tells the shopper so.
import { render } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { events } from '@shop/shared/events';
import { setupI18n } from '../../test/helpers';
import { UnansweredRequests } from './unanswered-requests';

jest.mock('notistack', () => ({ enqueueSnackbar: jest.fn() }));
const toast = enqueueSnackbar as jest.Mock;

beforeEach(async () => {
  toast.mockClear();
  await setupI18n('es');
});

test('the login button with no login dialog listening shows an info toast', () => {
  render(<UnansweredRequests />);
  events.emit('auth:login-required', { reason: 'header' });
  expect(toast).toHaveBeenCalledTimes(1);
  expect(toast.mock.calls[0]?.[0]).toMatch(/inicio de sesión/);
  expect(toast.mock.calls[0]?.[1]).toMatchObject({ variant: 'info' });
});

test('the location chip and the cart button get their own message', () => {
  render(<UnansweredRequests />);
  events.emit('location:required');
  events.emit('cart:open');
  expect(toast.mock.calls.map((c) => c[0])).toEqual([expect.stringMatching(/dirección de entrega/), expect.stringMatching(/carrito/)]);
});

test('once a remote answers the request, the host stays quiet', () => {
  render(<UnansweredRequests />);
  const off = events.on('cart:open', () => undefined);
  events.emit('cart:open');
  expect(toast).not.toHaveBeenCalled();
  off();
});

test('other unheard events are not the shopper\'s business', () => {
  render(<UnansweredRequests />);
  events.emit('order:placed', { orderId: '1' });
  expect(toast).not.toHaveBeenCalled();
});
