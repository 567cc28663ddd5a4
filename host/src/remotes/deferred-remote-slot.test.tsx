// Hidden remote pieces: nothing on the server, loaded on idle, or at once on the shopper's first request for them.
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { events, useEvent } from '@shop/shared/events';
import { ShopThemeProvider } from '@shop/shared/ui';
import { mockFetch, setupI18n } from '../../test/helpers';
import { UnansweredRequests } from '../app/unanswered-requests';
import { DeferredRemoteSlot } from './deferred-remote-slot';
import { resetRemotesForTests } from './init-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const REMOTES_JSON = JSON.stringify({ account: { entry: '/remotes/account/mf-manifest.json' }, cart: { entry: '/remotes/cart/mf-manifest.json' } });

/** A stand-in for the account remote's login dialog: it opens on the request it listens to. */
function FakeLoginDialog() {
  const [open, setOpen] = useState(false);
  useEvent('auth:login-required', () => setOpen(true));
  return open ? <div role="dialog" aria-label="Ingresa" /> : <span>login listening</span>;
}

function FakeOrderPlaced() {
  const [order, setOrder] = useState<string | null>(null);
  useEvent('order:placed', ({ orderNumber }) => setOrder(orderNumber ?? null));
  return order ? <p>Pedido {order}</p> : null;
}

let idleCallbacks: (() => void)[] = [];
const runIdle = () => act(() => idleCallbacks.splice(0).forEach((callback) => callback()));

beforeAll(() => setupI18n('es'));
beforeEach(() => {
  resetRemotesForTests();
  mockedLoad.mockReset();
  jest.mocked(registerRemotes).mockReset();
  mockFetch({ '/remotes.json': { body: REMOTES_JSON } });
  idleCallbacks = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })));
  window.cancelIdleCallback = jest.fn();
});

test('the server renders nothing for a hidden piece and loads none of its code', () => {
  const html = renderToString(
    <ShopThemeProvider>
      <DeferredRemoteSlot remote="account" expose="LoginDialog" triggers={['auth:login-required']} />
    </ShopThemeProvider>,
  );
  expect(html).toBe('');
  expect(mockedLoad).not.toHaveBeenCalled();
});

test('the piece loads in the first idle period after the page loaded, not before', async () => {
  mockedLoad.mockResolvedValue({ default: FakeLoginDialog });
  render(<ShopThemeProvider><DeferredRemoteSlot remote="account" expose="LoginDialog" triggers={['auth:login-required']} /></ShopThemeProvider>);
  // Past the first render and its effects: still nothing asked for.
  await act(async () => undefined);
  expect(mockedLoad).not.toHaveBeenCalled();

  runIdle();
  expect(await screen.findByText('login listening')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('account/LoginDialog');
  act(() => events.emit('auth:login-required'));
  expect(screen.getByRole('dialog', { name: 'Ingresa' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a request before the idle period loads the piece at once, says it is opening without taking focus, and reaches it', async () => {
  let arrive: (mod: unknown) => void = () => undefined;
  mockedLoad.mockReturnValue(new Promise((resolve) => { arrive = resolve; }));
  render(
    <ShopThemeProvider>
      <UnansweredRequests />
      <button>Ingresar</button>
      <DeferredRemoteSlot remote="account" expose="LoginDialog" triggers={['auth:login-required']} />
    </ShopThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Ingresar' });
  button.focus();
  act(() => events.emit('auth:login-required'));

  await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('account/LoginDialog'));
  expect(screen.getByRole('status')).toContainElement(screen.getByRole('progressbar', { name: 'Abriendo…' }));
  expect(button).toHaveFocus();

  // However long the code takes, the request is not left unanswered: the shell's notice (after a few seconds of
  // nobody listening) must not give up on a slow connection.
  const unheard = jest.fn();
  const stop = events.on('event:unhandled', unheard);
  act(() => events.emit('auth:login-required'));
  stop();
  expect(unheard).not.toHaveBeenCalled();

  await act(async () => arrive({ default: FakeLoginDialog }));
  expect(await screen.findByRole('dialog', { name: 'Ingresa' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(idleCallbacks).toHaveLength(1);
  runIdle();
  expect(mockedLoad).toHaveBeenCalledTimes(1);
});

test('an event the shell does not deliver again (order placed) is delivered by the slot once the piece listens', async () => {
  mockedLoad.mockResolvedValue({ default: FakeOrderPlaced });
  render(<ShopThemeProvider><DeferredRemoteSlot remote="cart" expose="OrderPlacedDialog" triggers={['order:placed']} /></ShopThemeProvider>);
  act(() => events.emit('order:placed', { orderId: '7', orderNumber: 'P-0007' }));
  expect(await screen.findByText('Pedido P-0007')).toBeInTheDocument();
});

test('when the piece cannot load, the opening indicator goes and the request is handed back unanswered, for the shell to tell the shopper', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail: (error: Error) => void = () => undefined;
  mockedLoad.mockReturnValue(new Promise((_, reject) => { fail = reject; }));
  render(<ShopThemeProvider><DeferredRemoteSlot remote="cart" expose="CartPanel" triggers={['cart:open']} /></ShopThemeProvider>);
  act(() => events.emit('cart:open'));
  expect(await screen.findByRole('status')).toBeInTheDocument();

  const unheard = jest.fn();
  const stop = events.on('event:unhandled', unheard);
  await act(async () => fail(new Error('remoteEntry 503')));
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(unheard).toHaveBeenCalledWith({ name: 'cart:open', payload: undefined });
  stop();
  jest.restoreAllMocks();
});
