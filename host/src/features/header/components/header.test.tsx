// The header: remote pieces, links, login versus profile menu, the language switch.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { events } from '@shop/shared/events';
import { i18n } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { ShopThemeProvider } from '@shop/shared/ui';
import { loginAs, mockFetch, resetSession, setupI18n, renderWithQueries } from '../../../../test/helpers';
import { resetRemotesForTests } from '../../../remotes/init-remotes';
import { Header } from './header';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderHeader(path = '/section/terms') {
  return renderWithQueries(
    <ShopThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ShopThemeProvider>,
  );
}

beforeEach(async () => {
  resetSession();
  await setupI18n('es');
  resetRemotesForTests();
  mockFetch({ '/remotes.json': { body: JSON.stringify({ catalogue: { entry: '/c' }, cart: { entry: '/k' }, account: { entry: '/a' } }) } });
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <span>{`[${id}]`}</span> }));
});

test('places the search box, location chip and cart button from their remotes', async () => {
  renderHeader();
  const header = screen.getByRole('banner');
  expect(await within(header).findByText('[catalogue/SearchBox]')).toBeInTheDocument();
  expect(await within(header).findByText('[account/LocationChip]')).toBeInTheDocument();
  expect(await within(header).findByText('[cart/CartButton]')).toBeInTheDocument();
});

test('the logo goes home; track-order and stores links go to their pages', async () => {
  const user = userEvent.setup();
  renderHeader('/section/terms');
  await user.click(screen.getByRole('link', { name: 'Mi Bodega Express: ir al inicio' }));
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  await user.click(screen.getByRole('link', { name: 'Seguir mi pedido' }));
  expect(screen.getByLabelText('location')).toHaveTextContent('/account/my-orders');
  await user.click(screen.getByRole('link', { name: 'Tiendas' }));
  expect(screen.getByLabelText('location')).toHaveTextContent('/store-location');
});

test('anonymous and guest shoppers get a login button that asks for the login dialog', async () => {
  const user = userEvent.setup();
  const asked = jest.fn();
  const off = events.on('auth:login-required', asked);
  loginAs('WEB_GUEST_USER');
  renderHeader();
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  off();
  expect(asked).toHaveBeenCalledTimes(1);
  expect(loadRemote).not.toHaveBeenCalledWith('account/ProfileMenu');
});

test('verified customers see the profile menu instead of the login button', async () => {
  loginAs('USER');
  renderHeader();
  expect(await screen.findByText('[account/ProfileMenu]')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
});

test('the header follows a login that happens while it is shown', async () => {
  renderHeader();
  expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  act(() => loginAs('USER'));
  expect(await screen.findByText('[account/ProfileMenu]')).toBeInTheDocument();
});

test('the language switch names the other language, changes the texts and persists the choice', async () => {
  const user = userEvent.setup();
  renderHeader();
  expect(screen.getByRole('link', { name: 'Seguir mi pedido' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'English' }));

  expect(await screen.findByRole('link', { name: 'Track my order' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
  expect(i18n.language).toBe('en');
  expect(useSession.getState().language).toBe('en');
  expect(window.localStorage.getItem('language')).toBe('en');
  expect(document.documentElement.lang).toBe('en');

  await user.click(screen.getByRole('button', { name: 'Español' }));
  expect(await screen.findByRole('link', { name: 'Seguir mi pedido' })).toBeInTheDocument();
  expect(window.localStorage.getItem('language')).toBe('es');
});
