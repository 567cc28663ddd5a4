// The route table end to end in the shell: owners, home redirect, hidden chrome, failing remotes, titles.
import { screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ROUTE_TABLE } from '@shop/shared/routes';
import { mockApi, mockFetch, renderApp, resetSession, setupI18n } from '../../test/helpers';
import { resetRemotesForTests } from '../remotes/init-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const OWNERS = ['catalogue', 'cart', 'account', 'banners'] as const;

/** Each remote's './routes' declares its route-table paths; each page and piece says who rendered it. */
function fakeRemote(id: string): unknown {
  const [remote, expose] = id.split('/');
  if (expose === 'routes') {
    return {
      default: ROUTE_TABLE.filter((r) => r.owner === remote).map((r) => ({
        path: r.path,
        Component: () => <p>{`${remote} page ${r.path}`}</p>,
      })),
    };
  }
  return { default: () => <span>{`${remote} ${expose}`}</span> };
}

const REMOTES_JSON = { body: JSON.stringify(Object.fromEntries(OWNERS.map((o) => [o, { entry: `/remotes/${o}/mf-manifest.json` }]))) };

/** A concrete URL for a route-table pattern. */
const urlFor = (path: string) => path.replace(/:[^/]+/g, 'x-1').replace('*', 'my-orders');

beforeAll(() => setupI18n('es'));
beforeEach(() => {
  resetSession();
  resetRemotesForTests();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakeRemote(id));
  mockFetch({ '/remotes.json': REMOTES_JSON });
  mockApi((config) => {
    if (config.url?.endsWith('/homescreen/categories')) return { data: { records: [] } };
    return { status: 404, data: {} };
  });
});

const remoteRoutes = ROUTE_TABLE.filter((r) => r.owner !== 'host');

test.each(remoteRoutes.map((r) => [r.path, r.owner] as const))('%s is rendered by the %s remote', async (path, owner) => {
  renderApp(urlFor(path));
  const main = screen.getByRole('main');
  expect(await within(main).findByText(`${owner} page ${path}`)).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith(`${owner}/routes`);
});

test('/ is the host home page with the catalogue home sections', async () => {
  renderApp('/');
  const main = screen.getByRole('main');
  expect(await within(main).findByText('catalogue HomeSections')).toBeInTheDocument();
  expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('tu tienda de conveniencia a domicilio');
});

test('/maintenance is the host maintenance page', async () => {
  renderApp('/maintenance');
  expect(await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' })).toBeInTheDocument();
});

test('/section/:id is the host static page', async () => {
  mockFetch({ '/remotes.json': REMOTES_JSON });
  renderApp('/section/faqs');
  expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
});

test('every route of the table is mounted (no path falls through to the home redirect)', async () => {
  for (const r of ROUTE_TABLE) {
    const { router, unmount } = renderApp(urlFor(r.path));
    await waitFor(() => expect(router.state.location.pathname).toBe(urlFor(r.path)));
    unmount();
  }
});

test('an unknown path lands on home', async () => {
  const { router } = renderApp('/no-such-page/at-all');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByText('catalogue HomeSections')).toBeInTheDocument();
});

test('a search form sent before its code ran, answered by the static shell, lands on the results page without a /search entry', async () => {
  const { router } = renderApp('/search?q=Inca%20Kola');
  await waitFor(() => expect(router.state.location.pathname).toBe('/search-products/inca-kola/Inca%20Kola'));
  expect(await screen.findByText('catalogue page /search-products/:slug/:query')).toBeInTheDocument();
  expect(router.state.historyAction).toBe('REPLACE');
});

test('header and footer are hidden on /claims-book only', async () => {
  const claims = renderApp('/claims-book');
  expect(await screen.findByText('account page /claims-book')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  claims.unmount();

  renderApp('/store-location');
  expect(await screen.findByText('account page /store-location')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('a failing remote page leaves header, footer and routing working', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    if (id.startsWith('cart/')) throw new Error('cart is down');
    return fakeRemote(id);
  });
  const { router } = renderApp('/payment');
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(await screen.findByText('catalogue SearchBox')).toBeInTheDocument();

  await router.navigate('/store-location');
  expect(await within(main).findByText('account page /store-location')).toBeInTheDocument();
});

test('the document title follows the route table and resets on navigation', async () => {
  const { router } = renderApp('/payment');
  await waitFor(() => expect(document.title).toBe('Pago | Mi Bodega Express'));
  document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="stale">');
  await router.navigate('/store-location');
  await waitFor(() => expect(document.title).not.toContain('Pago'));
  expect(document.head.querySelector('meta[name="description"]')).toBeNull();
});

test('each visit of the home page is one GA4 screen_view of home in the data layer', async () => {
  window.dataLayer = [];
  const { router } = renderApp('/');
  expect(await screen.findByText('catalogue HomeSections')).toBeInTheDocument();
  await router.navigate('/section/terms');
  // The section page is lazy: wait until it has replaced home, or home never left.
  expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
  await router.navigate('/');
  await screen.findByText('catalogue HomeSections');
  expect(window.dataLayer.filter((e) => (e as { event?: string }).event === 'screen_view')).toEqual([
    expect.objectContaining({ screen_name: 'home' }),
    expect.objectContaining({ screen_name: 'home' }),
  ]);
});
