// The account remote's routes for the host; pages load on first visit, so this list costs almost nothing.
import { lazy } from 'react';
import type { RemoteRoutes } from '@shop/shared/routes';
import '../i18n/register';

const routes: RemoteRoutes = [
  { path: '/account/*', Component: lazy(() => import('../pages/account-area')) },
  { path: '/store-location', Component: lazy(() => import('../pages/store-location-page')) },
  { path: '/claims-book', Component: lazy(() => import('../features/claims-book/components/claims-book-page')) },
  { path: '/add-card', Component: lazy(() => import('../pages/add-card-page')) },
];

export default routes;
