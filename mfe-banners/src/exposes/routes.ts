// The banners remote's routes for the host; pages load on first visit, so this list costs almost nothing. Each page's
// prefetch (what its first view shows, fetched by the server) loads only where it runs.
import { lazy } from 'react';
import { lazyPrefetch, type RemoteRoutes } from '@shop/shared/routes';
import '../i18n/register';

const prefetches = () => import('../pages/page-prefetches');

const routes: RemoteRoutes = [
  {
    path: '/banner-details/:slug/:id',
    Component: lazy(() => import('../pages/banner-details-page')),
    prefetch: lazyPrefetch(prefetches, (mod) => mod.bannerDetails),
  },
  {
    path: '/combo-offers/:bannerId',
    Component: lazy(() => import('../pages/combo-offers-page')),
    prefetch: lazyPrefetch(prefetches, (mod) => mod.comboOffers),
  },
];

export default routes;
