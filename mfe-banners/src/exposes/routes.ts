// The banners remote's routes for the host; pages load on first visit, so this list costs almost nothing.
import { lazy } from 'react';
import type { RemoteRoutes } from '@shop/shared/routes';
import '../i18n/register';

const routes: RemoteRoutes = [
  { path: '/banner-details/:slug/:id', Component: lazy(() => import('../pages/banner-details-page')) },
  { path: '/combo-offers/:bannerId', Component: lazy(() => import('../pages/combo-offers-page')) },
];

export default routes;
