import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { routesOf } from '@shop/shared/routes';
import routes from './routes';
import { renderWithShell } from '../../test/render';

describe("catalogue './routes'", () => {
  it('declares exactly the routes ROUTE_TABLE gives the catalogue', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(routesOf('catalogue').map((r) => r.path).sort());
  });

  it('loads every page lazily, so the list itself is tiny', () => {
    for (const { Component } of routes) expect((Component as any).$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it.each([
    ['/search-products/leche-gloria/Leche%20Gloria', 'Resultados de búsqueda'],
    ['/product-details/inca-kola-500-ml/12', 'Detalle del producto'],
    ['/combo-offer-details/3', 'Detalle del combo'],
    ['/category-details/cervezas/2', 'Productos por categoría'],
    ['/brand-details/gloria/7', 'Productos por marca'],
    ['/popular-products-details', 'Productos populares'],
    ['/similar-products-details/12', 'Productos similares'],
    ['/combo-offers-all', 'Todos los combos'],
    ['/combo-offers-all/12', 'Combos con este producto'],
    ['/rebuy-products-details', 'Vuelve a comprar'],
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
