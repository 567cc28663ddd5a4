// Reading /remotes.json and registering (and re-registering) the remotes it lists.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { mockFetch } from '../../test/helpers';
import { initRemotes, reRegisterRemote, resetRemotesForTests } from './init-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const mockedRegister = jest.mocked(registerRemotes);

const CONFIG = { catalogue: { entry: '/remotes/catalogue/mf-manifest.json' }, banners: { entry: 'https://cdn.example.pe/banners/mf-manifest.json' } };

beforeEach(() => {
  resetRemotesForTests();
  mockedRegister.mockReset();
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
