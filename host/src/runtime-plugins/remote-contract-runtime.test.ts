// The contract check inside the real federation runtime (not mocked): a manifest stating another contract
// major ends the loadRemote call in the error plugin's fallback, before the remote's script is requested.
import { createInstance } from '@module-federation/enhanced/runtime';
import { events } from '@shop/shared/events';
import { mockFetch } from '../../test/helpers';
import { RemoteContractError, remoteContractPlugin } from './remote-contract';
import { clearRemoteFailures, getRemoteFailures, isRemoteFallback, remoteErrorsPlugin } from './remote-errors';

/** The manifest a remote build writes (trimmed to what the runtime reads). */
const manifest = (shopContract: unknown) => ({
  id: 'cart',
  name: 'cart',
  metaData: {
    name: 'cart',
    globalName: 'cart',
    buildInfo: { buildVersion: '0.1.0', buildName: '@shop/mfe-cart' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    pluginVersion: '2.9.2',
    shopContract,
  },
  shared: [],
  remotes: [],
  exposes: [{ id: 'cart:CartButton', name: 'CartButton', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } }, path: './CartButton' }],
});

beforeEach(() => {
  clearRemoteFailures();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote built for contract 2 on a contract-1 host is refused cleanly, its script never requested', async () => {
  const fetchMock = mockFetch({ '/remotes/cart/9.9.9-x/mf-manifest.json': { body: JSON.stringify(manifest({ version: '2.0.0', range: '^2.0.0' })) } });
  const heard: { remote: string; module: string; error: unknown }[] = [];
  const off = events.on('remote:failed', (p) => heard.push(p));
  const mf = createInstance({ name: 'contract_test_host', remotes: [], plugins: [remoteErrorsPlugin(), remoteContractPlugin('1.0.0')] });
  mf.registerRemotes([{ name: 'cart', entry: 'http://localhost/remotes/cart/9.9.9-x/mf-manifest.json' }]);

  const mod = await mf.loadRemote('cart/CartButton');
  off();

  expect(isRemoteFallback(mod)).toBe(true);
  if (!isRemoteFallback(mod)) return;
  expect(mod.remoteFailure.error).toBeInstanceOf(RemoteContractError);
  expect(heard).toHaveLength(1);
  expect(heard[0]).toMatchObject({ remote: 'cart' });
  expect((heard[0]!.error as Error).message).toMatch(/"cart" was built for contract \^2\.0\.0 \(built with 2\.0\.0, major 2\); this host provides contract 1\.0\.0 \(major 1\)/);
  expect(getRemoteFailures().map((f) => f.lifecycle)).toContain('onLoad');
  // Only the manifest was fetched; no <script> for the remote's entry was added.
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['http://localhost/remotes/cart/9.9.9-x/mf-manifest.json']);
  expect(document.querySelector('script[src*="remoteEntry"]')).toBeNull();
});

test('a remote built for the same major (a lower minor, another patch) loads', async () => {
  mockFetch({ '/remotes/cart/1.0.0-y/mf-manifest.json': { body: JSON.stringify(manifest({ version: '1.0.3', range: '^1.0.0' })) } });
  const entries: string[] = [];
  // Stands in for remoteEntry.js, which jsdom would not run.
  const fakeEntry = {
    name: 'fake-remote-entry',
    loadEntry: async ({ remoteInfo }: { remoteInfo: { entry: string } }) => {
      entries.push(remoteInfo.entry);
      return { init: async () => undefined, get: () => async () => ({ default: 'cart button' }) };
    },
  };
  const mf = createInstance({ name: 'contract_test_host_ok', remotes: [], plugins: [remoteErrorsPlugin(), remoteContractPlugin('1.2.0'), fakeEntry] });
  mf.registerRemotes([{ name: 'cart', entry: 'http://localhost/remotes/cart/1.0.0-y/mf-manifest.json' }]);

  await expect(mf.loadRemote('cart/CartButton')).resolves.toEqual({ default: 'cart button' });
  expect(entries).toEqual(['http://localhost/remotes/cart/1.0.0-y/remoteEntry.js']);
  expect(getRemoteFailures()).toEqual([]);
});
