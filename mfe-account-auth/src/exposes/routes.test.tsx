import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { routesOf } from '@shop/shared/routes';
import routes from './routes';
import { renderWithShell } from '../../test/render';

describe("account './routes'", () => {
  it('declares exactly the routes ROUTE_TABLE gives the account remote', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(routesOf('account').map((r) => r.path).sort());
  });

  it('loads every page lazily, so the list itself is tiny', () => {
    for (const { Component } of routes) expect((Component as any).$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it.each([
    ['/account/my-profile', 'Mi perfil'],
    ['/account/my-address', 'Mis direcciones'],
    ['/account/my-orders', 'Mis pedidos'],
    ['/account/settings', 'Configuración'],
    ['/account/payment-methods', 'Métodos de pago'],
    ['/account/support', 'Soporte'],
    ['/account', 'Mi perfil'],
    ['/store-location', 'Nuestras tiendas'],
    ['/claims-book', 'Libro de reclamaciones'],
    ['/add-card', 'Agregar tarjeta'],
  ])('%s shows its own coming-soon page titled "%s" with a link home', async (url, title) => {
    await renderWithShell(
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </Suspense>,
      { url },
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} \\| `)));
  });
});

describe('account area', () => {
  it('sends an unknown account section home', async () => {
    await renderWithShell(
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </Suspense>,
      { url: '/account/nothing-here' },
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens my-profile for /account itself', async () => {
    await renderWithShell(
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </Suspense>,
      { url: '/account' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Mi perfil' });
    expect(screen.getByTestId('location')).toHaveTextContent('/account/my-profile');
  });
});
