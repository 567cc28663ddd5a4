// The shop's route table as router objects: host pages here, every other route mounted from its remote.
import { lazy, type ReactElement } from 'react';
import { Navigate, useLocation, type RouteObject } from '@shop/shared/router';
import { ROUTE_TABLE, SEARCH_FORM_ACTION, searchFormTarget } from '@shop/shared/routes';
import { HomePage } from '../features/home/components/home-page';
import { RemoteRoute } from '../remotes/remote-route';
import { Shell } from './shell';

// Off the first screen: fetched when the shopper opens one of these routes.
const SectionPage = lazy(() => import('../features/section/components/section-page'));
const MaintenancePage = lazy(() => import('../features/maintenance/components/maintenance-page'));

type Entry = (typeof ROUTE_TABLE)[number];
type HostRouteId = Extract<Entry, { owner: 'host' }>['id'];

const HOST_PAGES: Record<HostRouteId, () => ReactElement> = {
  home: () => <HomePage />,
  maintenance: () => <MaintenancePage />,
  section: () => <SectionPage />,
};

function elementFor(entry: Entry): ReactElement {
  if (entry.owner === 'host') return HOST_PAGES[entry.id]();
  // Keyed by route: two routes of one remote must not share a slot's state (a failed notice, its attempts).
  return <RemoteRoute key={entry.id} remote={entry.owner} path={entry.path} clientOnly={'private' in entry && entry.private} />;
}

/**
 * A search form sent before its code ran, answered by the static shell (the server redirects it itself): the same
 * results page, without a history entry for /search.
 */
function SearchFormRedirect() {
  const { search } = useLocation();
  return <Navigate to={searchFormTarget(new URLSearchParams(search))} replace />;
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        ...ROUTE_TABLE.map((entry): RouteObject => ({ path: entry.path, element: elementFor(entry) })),
        { path: SEARCH_FORM_ACTION, element: <SearchFormRedirect /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
