// Renders the page a remote's './routes' declares for one path of the route table.
import { useMemo, type ComponentType } from 'react';
import type { RemoteRoutes } from '@shop/shared/routes';
import { Box, CircularProgress } from '@shop/shared/ui';
import { RemoteSlot, type PickComponent, type RemoteName } from './remote-slot';

export interface RemoteRouteProps {
  remote: RemoteName;
  /** The route-table path this page is declared under, e.g. '/product-details/:slug/:id'. */
  path: string;
  /** A shopper's own page: the server renders the shell around it and the browser the page. */
  clientOnly?: boolean;
}

function isRemoteRoutes(value: unknown): value is RemoteRoutes {
  return Array.isArray(value) && value.every((r) => typeof r === 'object' && r !== null && typeof r.path === 'string' && r.Component);
}

/** Finds the route's component in a './routes' module; a missing one fails the slot (retry notice). */
export function pickRoute(path: string): PickComponent {
  return (mod) => {
    const routes = (mod as { default?: unknown } | null)?.default;
    if (!isRemoteRoutes(routes)) throw new Error('The remote\'s ./routes does not export a route list');
    const found = routes.find((r) => r.path === path);
    if (!found) throw new Error(`The remote declares no page for ${path}`);
    return found.Component as ComponentType;
  };
}

const pageLoading = (
  <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-hidden="true" />
  </Box>
);

export function RemoteRoute({ remote, path, clientOnly = false }: RemoteRouteProps) {
  const pick = useMemo(() => pickRoute(path), [path]);
  return <RemoteSlot remote={remote} expose="routes" pick={pick} reserve={{ minHeight: '60vh' }} loading={pageLoading} clientOnly={clientOnly} />;
}
