// The shipped application: the browser router with the route table, and the API client's in-app navigation.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { api } from '@shop/shared/api';
import { createQueryClient } from '@shop/shared/query';
import { mockApi, mockFetch, resetSession, setupI18n } from '../../test/helpers';
import { resetRemotesForTests } from '../remotes/init-remotes';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

beforeAll(() => setupI18n('es'));
beforeEach(() => {
  resetSession();
  resetRemotesForTests();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <span>{`[${id}]`}</span> }));
  mockFetch({ '/remotes.json': { body: JSON.stringify({ catalogue: { entry: '/c' }, cart: { entry: '/k' }, account: { entry: '/a' } }) } });
});

test('renders the route of the browser URL inside the shell, and unknown paths land on home', async () => {
  mockApi(() => ({ data: { records: [] } }));
  window.history.pushState({}, '', '/no-such-page');
  render(<App queryClient={createQueryClient()} />);
  const main = screen.getByRole('main');
  expect(await within(main).findByText('[catalogue/HomeSections]')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
  expect(screen.getByRole('banner')).toBeInTheDocument();
});

test('a 503 from the API shows the maintenance page without reloading the page', async () => {
  mockApi(() => ({ data: { records: [] } }));
  window.history.pushState({}, '', '/');
  render(<App queryClient={createQueryClient()} />);
  expect(await screen.findByText('[catalogue/HomeSections]')).toBeInTheDocument();
  // A real AxiosError, as axios' own adapters raise it: that is what the client's interceptor acts on.
  const unavailable: AxiosAdapter = async (config) => {
    const response: AxiosResponse = { data: {}, status: 503, statusText: 'Service Unavailable', headers: {}, config };
    throw new AxiosError('Request failed with status code 503', AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  await act(async () => {
    await api.get('/health', { adapter: unavailable }).catch(() => undefined);
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' })).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/maintenance'));
});
