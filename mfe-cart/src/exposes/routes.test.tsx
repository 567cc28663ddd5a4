import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { routesOf } from '@shop/shared/routes';
import routes from './routes';
import { renderWithShell } from '../../test/render';

describe("cart './routes'", () => {
  it('declares exactly the routes ROUTE_TABLE gives the cart', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(routesOf('cart').map((r) => r.path).sort());
  });

  it('loads every page lazily, so the list itself is tiny', () => {
    for (const { Component } of routes) expect((Component as any).$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it.each([
    ['/payment', 'Pago'],
    ['/store-offline', 'Programar entrega'],
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
