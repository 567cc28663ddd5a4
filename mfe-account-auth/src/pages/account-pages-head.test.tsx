// Every account page has the same head: breadcrumbs from home to the page, then the h1 in one style.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { useSession } from '@shop/shared/session';
import AddCardPage from './add-card-page';
import MyProfilePage from './my-profile-page';
import OrderDetailsPage from './order-details-page';
import SettingsPage from './settings-page';
import SupportPage from './support-page';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
  // Visitors: the pages show their login prompts; what matters here is their head.
  mockApi(() => ({ status: 404, data: {} }));
});

async function headOf(page: ReactElement, url: string) {
  const view = await renderWithShell(page, { url });
  const crumbs = screen.getByRole('navigation', { name: /ruta|breadcrumb/i });
  const h1 = await screen.findByRole('heading', { level: 1 });
  const head = { crumbs: within(crumbs).getAllByRole('listitem').map((li) => li.textContent), h1: h1.textContent, h1Class: h1.className };
  view.unmount();
  return head;
}

it('the profile, settings, support, add-card and order pages: breadcrumbs from home, then one h1 style', async () => {
  const heads = [
    await headOf(<MyProfilePage />, '/account/my-profile'),
    await headOf(<SettingsPage />, '/account/settings'),
    await headOf(<SupportPage />, '/account/support'),
    await headOf(<AddCardPage />, '/add-card'),
    await headOf(<OrderDetailsPage />, '/account/my-orders/8'),
  ];
  expect(heads.map((h) => h.crumbs)).toEqual([
    ['Inicio', 'Mi perfil'], ['Inicio', 'Configuración'], ['Inicio', 'Soporte'], ['Inicio', 'Agregar tarjeta'], ['Inicio', 'Mis pedidos', 'Detalle del pedido'],
  ]);
  expect(heads.map((h) => h.h1)).toEqual(['Mi perfil', 'Configuración', 'Soporte', 'Agregar tarjeta', 'Detalle del pedido']);
  expect(heads.map((h) => h.h1Class)).toEqual(heads.map(() => heads[0]!.h1Class));
});
