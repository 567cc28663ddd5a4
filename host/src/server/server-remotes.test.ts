/** @jest-environment node */
// The server's view of remotes.json: registration per deploy version, the contract check, loads in time or not at all.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import sharedPackage from '@shop/shared/package.json';
import { ServerRemotes, serverEntryOf } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const ORIGIN = 'http://gateway.test';
const [major, minor] = sharedPackage.contract.split('.');
const okManifest = { metaData: { shopContract: { version: sharedPackage.contract, range: `^${major}.${minor}.0` } } };
let files: Record<string, unknown>;

beforeEach(() => {
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockReset();
  files = {
    '/remotes.json': { catalogue: { entry: '/remotes/catalogue/1.0.0-aaa/mf-manifest.json' } },
    '/remotes/catalogue/1.0.0-aaa/mf-manifest.json': okManifest,
    '/remotes/catalogue/1.0.0-bbb/mf-manifest.json': okManifest,
  };
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    return path in files ? new Response(JSON.stringify(files[path])) : new Response('not found', { status: 404 });
  });
});
afterEach(() => jest.restoreAllMocks());

const quiet = () => undefined;

test('the server build lives in the version folder beside the browser manifest', () => {
  expect(serverEntryOf('http://g/remotes/cart/0.1.0-abc/mf-manifest.json')).toBe('http://g/remotes/cart/0.1.0-abc/server/remoteEntry.js');
});

test('each remote is registered once per version: a deploy re-registers it (force) on the next read, an unchanged one is left alone', async () => {
  const remotes = new ServerRemotes({ origin: ORIGIN, log: quiet });
  await remotes.refresh();
  await remotes.refresh();
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: `${ORIGIN}/remotes/catalogue/1.0.0-aaa/server/remoteEntry.js` }], { force: true });
  files['/remotes.json'] = { catalogue: { entry: '/remotes/catalogue/1.0.0-bbb/mf-manifest.json' } };
  await remotes.refresh();
  expect(registerRemotes).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: `${ORIGIN}/remotes/catalogue/1.0.0-bbb/server/remoteEntry.js` }], { force: true });
});

test('pages asking at the same moment share one read of remotes.json', async () => {
  const remotes = new ServerRemotes({ origin: ORIGIN, log: quiet });
  await Promise.all([remotes.refresh(), remotes.refresh(), remotes.refresh()]);
  expect(jest.mocked(fetch).mock.calls.filter(([u]) => String(u).endsWith('/remotes.json'))).toHaveLength(1);
});

test('a module loads for the version the page read; another version, an unknown remote or a slow one is refused', async () => {
  const remotes = new ServerRemotes({ origin: ORIGIN, log: quiet });
  const config = await remotes.refresh();
  jest.mocked(loadRemote).mockResolvedValue({ default: 'Box' });
  await expect(remotes.load('catalogue/SearchBox', config.catalogue?.entry, 1_000)).resolves.toEqual({ default: 'Box' });
  await expect(remotes.load('catalogue/SearchBox', '/remotes/catalogue/old/mf-manifest.json', 1_000)).rejects.toThrow(/redeployed/);
  await expect(remotes.load('cart/CartButton', undefined, 1_000)).rejects.toThrow(/not in remotes\.json/);
  jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
  await expect(remotes.load('catalogue/SearchBox', config.catalogue?.entry, 20)).rejects.toThrow(/within 20 ms/);
});

test('a remote built for another contract is never registered: its slots are left to the browser', async () => {
  files['/remotes/catalogue/1.0.0-aaa/mf-manifest.json'] = { metaData: { shopContract: { version: '99.0.0', range: '^99.0.0' } } };
  const lines: string[] = [];
  const remotes = new ServerRemotes({ origin: ORIGIN, log: (l) => lines.push(l) });
  const config = await remotes.refresh();
  expect(registerRemotes).not.toHaveBeenCalled();
  await expect(remotes.load('catalogue/SearchBox', config.catalogue?.entry, 1_000)).rejects.toThrow(/99/);
  expect(lines.join('\n')).toMatch(/catalogue .* rendered in the browser only/);
});

test('a manifest that cannot be read now is tried again on the next page', async () => {
  delete files['/remotes/catalogue/1.0.0-aaa/mf-manifest.json'];
  const remotes = new ServerRemotes({ origin: ORIGIN, log: quiet });
  const config = await remotes.refresh();
  await expect(remotes.load('catalogue/SearchBox', config.catalogue?.entry, 1_000)).rejects.toThrow(/not in remotes\.json/);
  files['/remotes/catalogue/1.0.0-aaa/mf-manifest.json'] = okManifest;
  await remotes.refresh();
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});

test('an unreadable remotes.json fails the page (the gateway then serves the static shell)', async () => {
  files['/remotes.json'] = ['not', 'a', 'map'];
  await expect(new ServerRemotes({ origin: ORIGIN, log: quiet }).refresh()).rejects.toThrow(/remotes\.json/);
});
