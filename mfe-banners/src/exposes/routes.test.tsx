import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { routesOf } from '@shop/shared/routes';
import routes from './routes';
import { renderWithShell } from '../../test/render';

describe("banners './routes'", () => {
  it('declares exactly the routes ROUTE_TABLE gives the banners remote', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(routesOf('banners').map((r) => r.path).sort());
  });

  it('loads every page lazily, so the list itself is tiny', () => {
    for (const { Component } of routes) expect((Component as any).$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it.each([
    ['/banner-details/promo-verano/4', 'Promoción'],
    ['/combo-offers/4', 'Combos de la promoción'],
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
