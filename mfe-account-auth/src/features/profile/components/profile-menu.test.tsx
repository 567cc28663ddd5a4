import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@shop/shared/session';
import { ProfileMenu } from './profile-menu';
import { configureApi } from '@shop/shared/api';
import { qrPath } from './app-qr-code';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';

// The shared sign-out reloads through the API client's configured reload (the host passes a full page load).
const reloadHome = jest.fn();
configureApi({ reload: reloadHome });

const verified = () => useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 2, userAddressId: 4, cartId: 'c1' });

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  reloadHome.mockClear();
});

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Mi cuenta' }));
  return screen.findByRole('menu');
}

describe('ProfileMenu', () => {
  it('renders nothing for guests and anonymous visitors', async () => {
    await renderWithShell(<ProfileMenu />);
    expect(screen.queryByRole('button', { name: 'Mi cuenta' })).not.toBeInTheDocument();
    useSession.getState().setUser({ userId: 3, roleName: 'WEB_GUEST_USER' });
    await renderWithShell(<ProfileMenu />);
    expect(screen.queryByRole('button', { name: 'Mi cuenta' })).not.toBeInTheDocument();
  });

  it('offers the account links to a verified customer', async () => {
    verified();
    await renderWithShell(<ProfileMenu />);
    const menu = await openMenu();
    const links = within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Inicio', '/'],
      ['Mi perfil', '/account/my-profile'],
      ['Libro de reclamaciones', '/claims-book'],
      ['Nuestras tiendas', '/store-location'],
      ['Métodos de pago', '/account/payment-methods'],
      ['Soporte', '/account/support'],
      ['Cerrar sesión', null],
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mi perfil' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/my-profile');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('shows the app-download QR code', async () => {
    verified();
    await renderWithShell(<ProfileMenu />);
    const menu = await openMenu();
    const qr = await within(menu).findByRole('img', { name: 'Código QR para descargar la app de la tienda' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath('https://mibodegaexpress.pe/app').path);
    expect(within(menu).getByText('Descarga nuestra app')).toBeInTheDocument();
  });

  it('signs out: DELETE /users/sessions, session cleared, home reloaded', async () => {
    verified();
    const api = mockApi(() => ({ status: 204 }));
    await renderWithShell(<ProfileMenu />);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(reloadHome).toHaveBeenCalledWith('/'));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.mock.calls[0]![0]).toMatchObject({ method: 'delete', url: '/users/sessions' });
    expect(useSession.getState()).toMatchObject({ userId: null, userData: null, cartId: null });
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('still signs out locally when the call fails', async () => {
    verified();
    mockApi(() => ({ status: 500, data: {} }));
    await renderWithShell(<ProfileMenu />);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(reloadHome).toHaveBeenCalledWith('/'));
    expect(useSession.getState().userId).toBeNull();
  });
});

describe('qrPath', () => {
  it('encodes the text as a square QR matrix with the three finder patterns', () => {
    const { path, modules } = qrPath('https://mibodegaexpress.pe/app');
    expect(modules).toBeGreaterThanOrEqual(21);
    // Each finder pattern's top-left module is dark.
    for (const [x, y] of [[0, 0], [modules - 7, 0], [0, modules - 7]]) expect(path).toContain(`M${x} ${y}h1v1h-1z`);
  });
});
