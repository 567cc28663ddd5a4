// Reading /remotes.json and registering (and re-registering) the remotes it lists.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { mockFetch } from '../../test/helpers';
import { initRemotes, reRegisterRemote, resetRemotesForTests } from './init-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedRegister = jest.mocked(registerRemotes);
const mockedPlugins = jest.mocked(registerPlugins);

const CONFIG = { catalogue: { entry: '/remotes/catalogue/mf-manifest.json' }, banners: { entry: 'https://cdn.example.pe/banners/mf-manifest.json' } };

beforeEach(() => {
  resetRemotesForTests();
  mockedRegister.mockReset();
  mockedPlugins.mockReset();
});

test('reads /remotes.json without the HTTP cache and registers every remote with an absolute entry', async () => {
  const fetchMock = mockFetch({ '/remotes.json': { body: JSON.stringify(CONFIG) } });
  await expect(initRemotes()).resolves.toEqual(CONFIG);
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  expect(mockedRegister).toHaveBeenCalledWith(
    [
      { name: 'catalogue', entry: 'http://localhost/remotes/catalogue/mf-manifest.json' },
      { name: 'banners', entry: 'https://cdn.example.pe/banners/mf-manifest.json' },
    ],
    { force: true },
  );
  // Once read, later callers share the same registration.
  await initRemotes();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a failed read is not cached: the next call fetches again', async () => {
  mockFetch({ '/remotes.json': { status: 500, body: '' } });
  await expect(initRemotes()).rejects.toThrow('500');
  mockFetch({ '/remotes.json': { body: JSON.stringify(CONFIG) } });
  await expect(initRemotes()).resolves.toEqual(CONFIG);
});

test('a malformed /remotes.json is refused', async () => {
  mockFetch({ '/remotes.json': { body: JSON.stringify({ catalogue: '/x' }) } });
  await expect(initRemotes()).rejects.toThrow('not a map');
  expect(mockedRegister).not.toHaveBeenCalled();
});

test('reRegisterRemote forces only the named remote again', async () => {
  mockFetch({ '/remotes.json': { body: JSON.stringify(CONFIG) } });
  await initRemotes();
  mockedRegister.mockClear();
  await reRegisterRemote('banners');
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'banners', entry: 'https://cdn.example.pe/banners/mf-manifest.json' }], { force: true });
});

test('the contract check is registered before any remote, so no manifest is read unchecked', async () => {
  mockFetch({ '/remotes.json': { body: JSON.stringify(CONFIG) } });
  await initRemotes();
  expect(mockedPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'shop-remote-contract' })]);
  expect(mockedPlugins.mock.invocationCallOrder[0]).toBeLessThan(mockedRegister.mock.invocationCallOrder[0]!);
});

test('reRegisterRemote reads /remotes.json again, so a Retry after a redeploy loads the new version', async () => {
  mockFetch({ '/remotes.json': { body: JSON.stringify(CONFIG) } });
  await initRemotes();
  mockedRegister.mockClear();
  const redeployed = { ...CONFIG, banners: { entry: '/remotes/banners/0.1.0-2b2b2b2b2b/mf-manifest.json' } };
  const fetchMock = mockFetch({ '/remotes.json': { body: JSON.stringify(redeployed) } });
  await reRegisterRemote('banners');
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'banners', entry: 'http://localhost/remotes/banners/0.1.0-2b2b2b2b2b/mf-manifest.json' }], { force: true });
  // Later callers see the new entry too.
  await expect(initRemotes()).resolves.toMatchObject({ banners: redeployed.banners });
});

test('reRegisterRemote keeps the known entry when /remotes.json cannot be read at that moment', async () => {
  mockFetch({ '/remotes.json': { body: JSON.stringify(CONFIG) } });
  await initRemotes();
  mockedRegister.mockClear();
  mockFetch({ '/remotes.json': { status: 503, body: '' } });
  await reRegisterRemote('catalogue');
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'catalogue', entry: 'http://localhost/remotes/catalogue/mf-manifest.json' }], { force: true });
});
