// The cart's routes for the host; pages load on first visit, so this list costs almost nothing.
import { lazy } from 'react';
import type { RemoteRoutes } from '@shop/shared/routes';
import '../i18n/register';

const routes: RemoteRoutes = [
  { path: '/payment', Component: lazy(() => import('../pages/payment-page')) },
  { path: '/store-offline', Component: lazy(() => import('../pages/store-offline-page')) },
];

export default routes;
