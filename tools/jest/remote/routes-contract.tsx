// The contract every remote's './routes' keeps with the host: exactly its ROUTE_TABLE rows, lazy pages,
// and (until each page's issue lands) a titled page of its own with a link home.
import { Suspense, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { routesOf, type RemoteRoutes, type RouteOwner } from '@shop/shared/routes';
import { renderWithShell } from './render';

/** Renders a remote's routes as the host mounts them, at `url`; `home` stands in for the host's '/' page. */
export function renderRemoteRoutes(routes: RemoteRoutes, { url, home }: { url: string; home?: ReactNode }) {
  return renderWithShell(
    <Suspense fallback={null}>
      <Routes>
        {home !== undefined && <Route path="/" element={home} />}
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>
    </Suspense>,
    { url },
  );
}

/** `pages`: a sample URL of each route and the h1 (and document title) its page shows, in Spanish. */
export function describeRemoteRoutes(owner: Exclude<RouteOwner, 'host'>, routes: RemoteRoutes, pages: ReadonlyArray<readonly [url: string, title: string]>): void {
  describe(`${owner} './routes'`, () => {
    it(`declares exactly the routes ROUTE_TABLE gives the ${owner} remote`, () => {
      expect(routes.map((r) => r.path).sort()).toEqual(routesOf(owner).map((r) => r.path).sort());
    });

    it('loads every page lazily, so the list itself is tiny', () => {
      for (const { Component } of routes) expect((Component as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    });

    it.each(pages)('%s shows its own page titled "%s" with a link home', async (url, title) => {
      await renderRemoteRoutes(routes, { url });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
      await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} \\| `)));
    });
  });
}
