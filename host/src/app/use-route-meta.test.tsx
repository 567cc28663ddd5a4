// Page titles and tags: route defaults, reset on navigation, language switches.
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { changeLanguage } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { resetSession, setupI18n } from '../../test/helpers';
import { useRouteMeta } from './use-route-meta';

function Frame() {
  useRouteMeta();
  return <Outlet />;
}

function OwnMeta() {
  usePageMeta({ title: 'Galletas de soda', description: 'Paquete de 6' });
  return null;
}

const routes = [
  {
    element: <Frame />,
    children: [
      { path: '/payment', element: null },
      { path: '/product-details/:slug/:id', element: <OwnMeta /> },
      { path: '/store-location', element: null },
    ],
  },
];

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;

beforeEach(async () => {
  resetSession();
  await setupI18n('es');
});

test('a page without its own meta gets the route default title; navigation clears the previous page tags', async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/product-details/galletas/1'] });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(document.title).toBe('Galletas de soda | Mi Bodega Express'));
  expect(description()).toBe('Paquete de 6');

  await act(() => router.navigate('/payment'));
  expect(document.title).toBe('Pago | Mi Bodega Express');
  expect(description()).toBeNull();
});

test('a language switch retitles a page showing the default title, and keeps a page own title', async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/payment'] });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(document.title).toBe('Pago | Mi Bodega Express'));
  await act(() => changeLanguage('en'));
  await waitFor(() => expect(document.title).toBe('Payment | Mi Bodega Express'));

  await act(() => router.navigate('/product-details/galletas/1'));
  await act(() => changeLanguage('es'));
  expect(document.title).toBe('Galletas de soda | Mi Bodega Express');
  expect(description()).toBe('Paquete de 6');
});
