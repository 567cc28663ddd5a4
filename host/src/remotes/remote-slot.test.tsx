// Remote slots: loading space, the retry notice on failure, recovery without a reload, route pages.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ShopThemeProvider } from '@shop/shared/ui';
import { mockFetch, setupI18n } from '../../test/helpers';
import { events } from '@shop/shared/events';
import { remoteContractPlugin } from '../runtime-plugins/remote-contract';
import { clearRemoteFailures, getRemoteFailures, remoteErrorsPlugin } from '../runtime-plugins/remote-errors';
import { resetRemotesForTests } from './init-remotes';
import { RemoteRoute } from './remote-route';
import { RemoteSlot } from './remote-slot';
import { isBrowserSlotFailure, ServerRemoteModulesContext, type ServerRemoteModules } from './server-remote-modules';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const REMOTES_JSON = JSON.stringify({ catalogue: { entry: '/remotes/catalogue/mf-manifest.json' }, cart: { entry: '/remotes/cart/mf-manifest.json' } });

/** A neighbour with its own state: if the page reloaded, its count would be back to 0. */
function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>count {n}</button>;
}

function renderSlot(slot: React.ReactNode) {
  return render(
    <ShopThemeProvider>
      <Counter />
      {slot}
    </ShopThemeProvider>,
  );
}

beforeAll(() => setupI18n('es'));
beforeEach(() => {
  resetRemotesForTests();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  mockFetch({ '/remotes.json': { body: REMOTES_JSON } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a failed remote shows the retry notice in its slot, and Retry recovers without a page reload', async () => {
  const user = userEvent.setup();
  mockedLoad.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce({ default: () => <p>Buscador listo</p> });

  renderSlot(<RemoteSlot remote="catalogue" expose="SearchBox" />);
  expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('catalogue/SearchBox');

  await user.click(screen.getByRole('button', { name: 'count 0' }));
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));

  expect(await screen.findByText('Buscador listo')).toBeInTheDocument();
  expect(screen.queryByText('No pudimos cargar esta sección.')).not.toBeInTheDocument();
  // Same page: the neighbour kept its state.
  expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
  // The retry dropped the runtime's cache of that one remote before loading again.
  const last = mockedRegister.mock.calls.at(-1);
  expect(last?.[0]).toEqual([{ name: 'catalogue', entry: 'http://localhost/remotes/catalogue/mf-manifest.json' }]);
  expect(last?.[1]).toEqual({ force: true });
});

test('the plugin fallback for onLoad also ends in the notice, not a broken component', async () => {
  const plugin = remoteErrorsPlugin();
  const errorLoadRemote = plugin.errorLoadRemote as (args: unknown) => unknown;
  mockedLoad.mockImplementation(async (id: string) =>
    errorLoadRemote({ id, error: new Error('chunk failed'), from: 'runtime', lifecycle: 'onLoad', origin: {} }),
  );
  renderSlot(<RemoteSlot remote="cart" expose="CartButton" />);
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test('a missing /remotes.json fails the slot, and Retry reads it again', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({ '/remotes.json': { status: 503, body: '' } });
  renderSlot(<RemoteSlot remote="catalogue" expose="HomeSections" />);
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });

  mockFetch({ '/remotes.json': { body: REMOTES_JSON } });
  mockedLoad.mockResolvedValue({ default: () => <p>Secciones</p> });
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Secciones')).toBeInTheDocument();
});

test('RemoteRoute renders the component the remote declares for the path', async () => {
  mockedLoad.mockResolvedValue({
    default: [
      { path: '/payment', Component: () => <p>Pago</p> },
      { path: '/store-offline', Component: () => <p>Tienda cerrada</p> },
    ],
  });
  renderSlot(<RemoteRoute remote="cart" path="/store-offline" />);
  expect(await screen.findByText('Tienda cerrada')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('cart/routes');
});

test('RemoteRoute renders a page the remote itself loads lazily', async () => {
  const Page = lazy(async () => ({ default: () => <p>Detalle del producto</p> }));
  mockedLoad.mockResolvedValue({ default: [{ path: '/product-details/:slug/:id', Component: Page }] });
  renderSlot(<RemoteRoute remote="catalogue" path="/product-details/:slug/:id" />);
  expect(await screen.findByText('Detalle del producto')).toBeInTheDocument();
});

test('RemoteRoute shows the notice when the remote declares no page for the path', async () => {
  mockedLoad.mockResolvedValue({ default: [{ path: '/payment', Component: () => <p>Pago</p> }] });
  renderSlot(<RemoteRoute remote="cart" path="/store-offline" />);
  expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
  expect(screen.queryByText('Pago')).not.toBeInTheDocument();
});

test('while loading, the slot keeps its reserved space', async () => {
  let resolve: (m: unknown) => void = () => undefined;
  mockedLoad.mockReturnValue(new Promise((r) => (resolve = r)));
  const { container } = renderSlot(<RemoteSlot remote="cart" expose="CartButton" reserve={{ minHeight: 40, minWidth: 48 }} />);
  const space = container.querySelector('[data-remote-slot="cart/CartButton"]');
  expect(space).toHaveStyle({ minHeight: '40px', minWidth: '48px' });
  await act(async () => resolve({ default: () => <p>Carrito</p> }));
  expect(await screen.findByText('Carrito')).toBeInTheDocument();
});

test('a silent slot (an event-driven dialog) shows nothing while loading or when its remote fails', async () => {
  let fail: (error: Error) => void = () => undefined;
  mockedLoad.mockReturnValueOnce(new Promise((_resolve, reject) => { fail = reject; }));
  const { container } = renderSlot(<RemoteSlot remote="catalogue" expose="LoginDialog" silent reserve={{ minHeight: 40 }} />);
  await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('catalogue/LoginDialog'));
  expect(container.querySelector('[data-remote-slot]')).toBeNull();
  await act(async () => {
    fail(new Error('remote down'));
    await new Promise((r) => setTimeout(r, 20));
  });
  // A visible slot shows its notice at this point (first test); a silent one stays empty.
  expect(container.querySelector('[data-remote-slot]')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'count 0' })).toBeInTheDocument();
});

test('when a Retry brings a remote back, its failed hidden slots load again too (the cart panel after a redeploy)', async () => {
  const user = userEvent.setup();
  // Page load with the cart remote down: both the button and the hidden panel fail.
  mockedLoad.mockImplementation(async (id: string) => {
    throw new Error(`${id}: remote down`);
  });
  const recovered = jest.fn();
  const off = events.on('remote:recovered', recovered);
  renderSlot(
    <>
      <RemoteSlot remote="cart" expose="CartButton" />
      <RemoteSlot remote="cart" expose="CartPanel" silent />
      <RemoteSlot remote="catalogue" expose="SearchBox" silent />
    </>,
  );
  expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
  await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('catalogue/SearchBox'));

  // The remote is redeployed; the shopper presses Retry on the button's notice.
  mockedLoad.mockImplementation(async (id: string) => {
    if (id === 'cart/CartButton') return { default: () => <p>Carrito</p> };
    if (id === 'cart/CartPanel') return { default: () => <p>Panel listo</p> };
    throw new Error(`${id}: still down`);
  });
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Carrito')).toBeInTheDocument();
  expect(await screen.findByText('Panel listo')).toBeInTheDocument();
  expect(recovered).toHaveBeenCalledWith({ remote: 'cart' });
  // Another remote's hidden slot is left alone.
  expect(mockedLoad.mock.calls.filter(([id]) => id === 'catalogue/SearchBox')).toHaveLength(1);
  off();
});

test('a remote built for another contract major is refused: notice in its slot, failure recorded, Retry after a redeploy mounts it', async () => {
  const user = userEvent.setup();
  clearRemoteFailures();
  const heard: { remote: string; module: string; error: unknown }[] = [];
  const off = events.on('remote:failed', (p) => heard.push(p));
  // What the runtime does with the two plugins: the contract check sees the manifest before the
  // remote's code loads; what it throws becomes the 'onLoad' failure of that loadRemote call.
  const contractHook = remoteContractPlugin('1.0.0').loadRemoteSnapshot as (args: unknown) => unknown;
  const errorHook = remoteErrorsPlugin().errorLoadRemote as (args: unknown) => unknown;
  let deployed = { version: '2.0.0', range: '^2.0.0' };
  mockedLoad.mockImplementation(async (id: string) => {
    try {
      contractHook({ from: 'manifest', moduleInfo: { name: 'cart' }, manifestJson: { metaData: { shopContract: deployed } } });
    } catch (error) {
      return errorHook({ id, error, from: 'runtime', lifecycle: 'onLoad', expose: './CartButton', remote: { name: 'cart' }, origin: {} });
    }
    return { default: () => <p>Carrito</p> };
  });

  renderSlot(<RemoteSlot remote="cart" expose="CartButton" />);
  expect(await screen.findByText('No pudimos cargar esta sección.')).toBeInTheDocument();
  expect(screen.queryByText('Carrito')).not.toBeInTheDocument();
  expect(heard).toHaveLength(1);
  expect(heard[0]).toMatchObject({ remote: 'cart', module: './CartButton' });
  expect(String((heard[0]!.error as Error).message)).toMatch(/"cart" was built for contract \^2\.0\.0.*this host provides contract 1\.0\.0/);
  expect(getRemoteFailures().at(-1)).toMatchObject({ remote: 'cart', lifecycle: 'onLoad' });
  // The rest of the page still works.
  await user.click(screen.getByRole('button', { name: 'count 0' }));

  deployed = { version: '1.0.4', range: '^1.0.0' };
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Carrito')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
  off();
});

test('a slot the server rendered keeps its HTML while the browser still loads its code, through the re-render after hydrating', async () => {
  const Piece = () => <p>Carrito del servidor</p>;
  const mod = { default: Piece };
  // Already settled, as React's use() reads it: the server's render has the module at once.
  const served = Object.assign(Promise.resolve(mod), { status: 'fulfilled', value: mod });
  const modules: ServerRemoteModules = { load: () => served };
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <ServerRemoteModulesContext.Provider value={modules}>
      <RemoteSlot remote="cart" expose="CartButton" reserve={{ minHeight: 40 }} />
    </ServerRemoteModulesContext.Provider>,
  );
  expect(container).toHaveTextContent('Carrito del servidor');

  let resolve: (m: unknown) => void = () => undefined;
  mockedLoad.mockReturnValue(new Promise((r) => (resolve = r)));
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(container.textContent ?? ''));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const mismatches: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <RemoteSlot remote="cart" expose="CartButton" reserve={{ minHeight: 40 }} />, { onRecoverableError: (error) => mismatches.push(error) }));
  // Hydrated and its effects run, the code still on its way: the server's HTML is still there.
  await waitFor(() => expect(mockedLoad).toHaveBeenCalled());
  expect(container).toHaveTextContent('Carrito del servidor');
  await act(async () => resolve(mod));
  expect(container).toHaveTextContent('Carrito del servidor');
  // Never replaced by the loading space for a moment (the page would jump twice).
  expect(texts.filter((text) => !text.includes('Carrito del servidor'))).toEqual([]);
  expect(mismatches).toEqual([]);
  observer.disconnect();
  act(() => root.unmount());
  container.remove();
});

test('what a slot threw because its remote failed in the browser is known as such, also inside the error React wraps it in', async () => {
  mockedLoad.mockRejectedValue(new Error('remoteEntry.js answered 404'));
  const failures: unknown[] = [];
  const { findByRole } = renderSlot(<RemoteErrorProbe onError={(error) => failures.push(error)} />);
  expect(await findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(failures).toHaveLength(1);
  expect(isBrowserSlotFailure(failures[0])).toBe(true);
  // React reports a boundary it could not hydrate with an error of its own whose cause is the slot's.
  expect(isBrowserSlotFailure(new Error('Minified React error #422', { cause: failures[0] }))).toBe(true);
  expect(isBrowserSlotFailure(new Error('a component threw while rendering'))).toBe(false);
});

/** A slot whose failures are also handed to `onError` through a boundary around it (as the page's own would see them). */
function RemoteErrorProbe({ onError }: { onError: (error: unknown) => void }) {
  return <RemoteSlot remote="cart" expose="CartButton" onFailed={() => onError(getRemoteFailures().at(-1)?.error)} />;
}

describe('a slot hydrated on use (the header\'s cart button)', () => {
  type IdleCallback = (deadline: IdleDeadline) => void;
  let idle: IdleCallback[] = [];
  /** The server's hand-over saying whether it had the page's data in time. */
  const pageData = document.createElement('script');
  pageData.type = 'application/json';
  pageData.id = 'shop-page-data';
  beforeEach(() => {
    pageData.textContent = '{"dataComplete":true}';
    document.body.append(pageData);
    idle = [];
    window.requestIdleCallback = jest.fn((callback: IdleCallback) => idle.push(callback));
    window.cancelIdleCallback = jest.fn((handle: number) => {
      idle[handle - 1] = () => undefined;
    });
  });
  afterEach(() => {
    pageData.remove();
    // @ts-expect-error jsdom has none of its own
    delete window.requestIdleCallback;
    // @ts-expect-error jsdom has none of its own
    delete window.cancelIdleCallback;
  });
  const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));

  /** The cart button as the remote exposes it: a button that counts its presses. */
  const presses = jest.fn();
  const CartButton = () => <button type="button" onClick={presses}>Abrir carrito: 2 productos</button>;
  const mod = { default: CartButton };
  const slot = <RemoteSlot remote="cart" expose="CartButton" reserve={{ minHeight: 40 }} hydrateOnUse />;

  /** The server's HTML of the slot in the page, then hydrated; `server` false: the server left the slot to the browser. */
  async function serveAndHydrate({ server = true } = {}) {
    const served = Object.assign(Promise.resolve(mod), { status: 'fulfilled', value: mod });
    const failed = Object.assign(Promise.reject(new Error('no server build')), { status: 'rejected', reason: new Error('no server build') });
    failed.catch(() => undefined);
    const modules: ServerRemoteModules = { load: () => (server ? served : failed) };
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<ServerRemoteModulesContext.Provider value={modules}>{slot}</ServerRemoteModulesContext.Provider>);
    let resolve: (m: unknown) => void = () => undefined;
    mockedLoad.mockReturnValue(new Promise((r) => (resolve = r)));
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, slot, { onRecoverableError: (error) => mismatches.push(error) }));
    return { container, root, mismatches, arrive: () => act(async () => resolve(mod)) };
  }

  beforeEach(() => presses.mockReset());

  test('keeps the server\'s HTML and loads no code until the page\'s first idle moment, then hydrates it', async () => {
    const { container, root, mismatches, arrive } = await serveAndHydrate();
    expect(container.querySelector('[data-hydrate-on-use="cart/CartButton"]')?.firstChild).toEqual(document.createComment('$'));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(mockedLoad).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Abrir carrito: 2 productos');
    runIdle();
    await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('cart/CartButton'));
    await arrive();
    expect(container).toHaveTextContent('Abrir carrito: 2 productos');
    // Hydrated: React handles a press itself, once.
    await act(async () => container.querySelector('button')!.click());
    expect(presses).toHaveBeenCalledTimes(1);
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  test('a press before its code came loads it at once and is pressed again once hydrated, once', async () => {
    const { container, root, mismatches, arrive } = await serveAndHydrate();
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('cart/CartButton'));
    // React could not hand the press to a part it has not hydrated.
    expect(presses).not.toHaveBeenCalled();
    await arrive();
    await waitFor(() => expect(presses).toHaveBeenCalledTimes(1));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(presses).toHaveBeenCalledTimes(1);
    // The idle moment after that changes nothing.
    runIdle();
    expect(presses).toHaveBeenCalledTimes(1);
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  test('the shopper\'s first key anywhere on the page loads it too', async () => {
    const { container, root } = await serveAndHydrate();
    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('cart/CartButton'));
    act(() => root.unmount());
    container.remove();
  });

  test('on a page whose data the server did not have in time, it loads its code at once (its part shows a loading state)', async () => {
    pageData.textContent = '{"dataComplete":false}';
    const { container, root } = await serveAndHydrate();
    await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('cart/CartButton'));
    expect(idle).toHaveLength(0);
    act(() => root.unmount());
    container.remove();
  });

  test('a slot the server left to the browser, and one rendered in the browser, load their code at once', async () => {
    const { container, root } = await serveAndHydrate({ server: false });
    await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('cart/CartButton'));
    act(() => root.unmount());
    container.remove();
    mockedLoad.mockReset();
    mockedLoad.mockResolvedValue(mod);
    renderSlot(slot);
    expect(await screen.findByRole('button', { name: 'Abrir carrito: 2 productos' })).toBeInTheDocument();
    expect(idle).toHaveLength(0);
  });
});
