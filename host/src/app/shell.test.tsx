// The page frame: landmarks, skip link, and what phones get that desktops do not.
import { act, screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mockApi, mockFetch, renderApp, resetSession, setupI18n } from '../../test/helpers';
import { resetRemotesForTests } from '../remotes/init-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** jsdom has no matchMedia: answer max-width queries from a fixed viewport width. */
function viewport(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)/.exec(query);
    const min = /min-width:\s*(\d+)/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  };
}

beforeAll(() => setupI18n('es'));
beforeEach(() => {
  resetSession();
  resetRemotesForTests();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <span>{`[${id}]`}</span> }));
  mockFetch({ '/remotes.json': { body: JSON.stringify({ catalogue: { entry: '/c' }, cart: { entry: '/k' }, account: { entry: '/a' } }) } });
  mockApi(() => ({ data: { records: [] } }));
});
afterEach(() => jest.restoreAllMocks());

test('landmarks and a skip link to the main content', async () => {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
  viewport(1280, 800);
  renderApp('/');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', `#${main.id}`);
  expect(await within(main).findByText('[catalogue/HomeSections]')).toBeInTheDocument();
});

test('desktop: no landscape notice, no app banner, no bottom cart bar', async () => {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
  viewport(1280, 800);
  renderApp('/');
  expect(await screen.findByText('[catalogue/HomeSections]')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Descarga nuestra app' })).not.toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalledWith('cart/MobileCartBar');
});

test('phone: app banner and the fixed bottom cart bar; sideways, the landscape notice', async () => {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(PHONE);
  viewport(360, 740);
  renderApp('/');
  expect(await screen.findByRole('complementary', { name: 'Descarga nuestra app' })).toBeInTheDocument();
  expect(await screen.findByText('[cart/MobileCartBar]')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  viewport(740, 360);
  act(() => void window.dispatchEvent(new Event('resize')));
  expect(await screen.findByRole('alertdialog', { name: '¡Lo sentimos!' })).toBeInTheDocument();
});
