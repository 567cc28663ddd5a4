// The record of a failed or refused remote: one remote_failed event in the dataLayer and one console line per failure,
// from the federation plugin's announcement, a slot's own failure, or a remote that broke while rendering.
import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { events } from '@shop/shared/events';
import { ShopThemeProvider } from '@shop/shared/ui';
import { mockFetch, setupI18n } from '../../test/helpers';
import { RemoteContractError, remoteContractPlugin } from '../runtime-plugins/remote-contract';
import { remoteErrorsPlugin } from '../runtime-plugins/remote-errors';
import { resetRemotesForTests } from './init-remotes';
import { logCaughtError, REMOTE_FAILED_EVENT, reasonOf, recordRemoteFailure, recordRemoteFailures } from './remote-failures';
import { RemoteSlot } from './remote-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const NOTICE = 'No pudimos cargar esta sección.';

/** What the federation runtime does with the host's two plugins when a remote's manifest states contract 2. */
function refuseAsTheRuntimeDoes(id: string): unknown {
  const [remote = '', expose = ''] = id.split('/');
  try {
    (remoteContractPlugin('1.0.0').loadRemoteSnapshot as (args: unknown) => unknown)({
      from: 'manifest', moduleInfo: { name: remote }, manifestJson: { metaData: { shopContract: { version: '2.0.0', range: '^2.0.0' } } },
    });
  } catch (error) {
    return (remoteErrorsPlugin().errorLoadRemote as (args: unknown) => unknown)({ id, error, from: 'runtime', lifecycle: 'onLoad', expose: `./${expose}`, remote: { name: remote }, origin: {} });
  }
  throw new Error('expected a refusal');
}

const failuresInLayer = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === REMOTE_FAILED_EVENT);
/** The host's own console lines about remotes (React's and the runtime's are other calls). */
const remoteLines = (spy: jest.SpyInstance) => spy.mock.calls.filter(([first]) => typeof first === 'string' && first.startsWith('[remotes]'));

let consoleError: jest.SpyInstance;
let stopRecording: () => void;
beforeAll(() => setupI18n('es'));
beforeEach(() => {
  window.dataLayer = [];
  resetRemotesForTests();
  mockedLoad.mockReset();
  mockFetch({ '/remotes.json': { body: JSON.stringify({ cart: { entry: '/remotes/cart/mf-manifest.json' }, catalogue: { entry: '/remotes/catalogue/mf-manifest.json' } }) } });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  stopRecording = recordRemoteFailures();
});
afterEach(() => {
  stopRecording();
  jest.restoreAllMocks();
});

test('a refused remote is reported to analytics with the remote, the module and the reason, and logged once', async () => {
  mockedLoad.mockImplementation(async (id: string) => refuseAsTheRuntimeDoes(id));
  render(<ShopThemeProvider><RemoteSlot remote="cart" expose="CartButton" /></ShopThemeProvider>);
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();

  expect(failuresInLayer()).toEqual([{
    event: 'remote_failed',
    remote: 'cart',
    remote_module: './CartButton',
    reason: 'contract',
    error_message: expect.stringMatching(/^Remote "cart" was built for contract \^2\.0\.0/),
  }]);
  expect((failuresInLayer()[0] as { error_message: string }).error_message.length).toBeLessThanOrEqual(100);
  // The slot rethrew the plugin's failure: still one line, with the whole message and the error.
  const lines = remoteLines(consoleError);
  expect(lines).toHaveLength(1);
  expect(lines[0]?.[0]).toMatch(/^\[remotes\] cart \.\/CartButton refused \(contract\): Remote "cart" was built for contract \^2\.0\.0.*this host provides contract 1\.0\.0/);
  expect(lines[0]?.[1]).toBeInstanceOf(RemoteContractError);
});

test('a remote whose files fail to load is reported as load, once per failed module', async () => {
  mockedLoad.mockImplementation(async (id: string) => (remoteErrorsPlugin().errorLoadRemote as (args: unknown) => unknown)({
    id, error: new Error(`${id}: chunk 404`), from: 'runtime', lifecycle: 'onLoad', expose: `./${id.split('/')[1]}`, remote: { name: 'cart' }, origin: {},
  }));
  render(
    <ShopThemeProvider>
      <RemoteSlot remote="cart" expose="CartButton" />
      <RemoteSlot remote="cart" expose="CartPanel" silent />
    </ShopThemeProvider>,
  );
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 20));
  expect(failuresInLayer()).toEqual([
    { event: 'remote_failed', remote: 'cart', remote_module: './CartButton', reason: 'load', error_message: 'cart/CartButton: chunk 404' },
    { event: 'remote_failed', remote: 'cart', remote_module: './CartPanel', reason: 'load', error_message: 'cart/CartPanel: chunk 404' },
  ]);
  expect(remoteLines(consoleError).map(([line]) => line)).toEqual([
    '[remotes] cart ./CartButton failed (load): cart/CartButton: chunk 404',
    '[remotes] cart ./CartPanel failed (load): cart/CartPanel: chunk 404',
  ]);
});

test('failures outside the federation plugin are recorded too: an unreadable /remotes.json, a remote that throws while rendering', async () => {
  mockFetch({ '/remotes.json': { status: 503, body: '' } });
  const { unmount } = render(<ShopThemeProvider><RemoteSlot remote="catalogue" expose="SearchBox" /></ShopThemeProvider>);
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  unmount();

  mockFetch({ '/remotes.json': { body: JSON.stringify({ catalogue: { entry: '/remotes/catalogue/mf-manifest.json' } }) } });
  mockedLoad.mockResolvedValue({ default: () => { throw new Error('cannot read properties of undefined'); } });
  render(<ShopThemeProvider><RemoteSlot remote="catalogue" expose="HomeSections" /></ShopThemeProvider>);
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();

  expect(failuresInLayer()).toEqual([
    { event: 'remote_failed', remote: 'catalogue', remote_module: './SearchBox', reason: 'load', error_message: '/remotes.json answered 503' },
    { event: 'remote_failed', remote: 'catalogue', remote_module: './HomeSections', reason: 'render', error_message: 'cannot read properties of undefined' },
  ]);
  expect(remoteLines(consoleError)).toHaveLength(2);
});

test('the same failure announced twice is recorded once; every failure on its own is recorded', () => {
  const error = new Error('remote down');
  events.emit('remote:failed', { remote: 'banners', module: './PopupBanner', error });
  events.emit('remote:failed', { remote: 'banners', module: './PopupBanner', error });
  expect(recordRemoteFailure({ remote: 'banners', module: './PopupBanner', error })).toBe(false);
  events.emit('remote:failed', { remote: 'banners', module: './PopupBanner', error: new Error('remote down') });
  expect(failuresInLayer()).toHaveLength(2);
  expect(remoteLines(consoleError)).toHaveLength(2);
});

test('reasonOf tells a refusal from another failure', () => {
  expect(reasonOf(new RemoteContractError('cart', {}, '1.0.0', 'refused'))).toBe('contract');
  expect(reasonOf(new Error('chunk 404'))).toBe('load');
  expect(reasonOf('string thrown')).toBe('load');
});

test('the federation runtime\'s prefix is left out of the message', () => {
  recordRemoteFailure({ remote: 'cart', module: './CartButton', error: new Error('[ Federation Runtime ]: Remote "cart" was built for contract ^2.0.0') });
  expect(failuresInLayer()[0]).toMatchObject({ error_message: 'Remote "cart" was built for contract ^2.0.0' });
});

test('React\'s log of a caught error is left out for a recorded remote failure, kept for any other', async () => {
  const recorded = new Error('recorded');
  recordRemoteFailure({ remote: 'cart', module: './CartButton', error: recorded });
  consoleError.mockClear();
  const other = new Error('a bug in the shell');
  logCaughtError(recorded);
  logCaughtError(other);
  await Promise.resolve();
  expect(consoleError.mock.calls).toEqual([[other]]);
});
