// The account remote's routes for the host; pages load on first visit, so this list costs almost nothing. The stores
// page's list is fetched by the server before it renders it (the shopper's own pages render in the browser).
import { lazy } from 'react';
import { storesQueryOptions } from '@shop/shared/calls';
import type { RemoteRoutes } from '@shop/shared/routes';
import '../i18n/register';

const routes: RemoteRoutes = [
  { path: '/account/*', Component: lazy(() => import('../pages/account-area')) },
  {
    path: '/store-location',
    Component: lazy(() => import('../pages/store-location-page')),
    prefetch: async ({ queryClient }) => {
      await queryClient.prefetchQuery(storesQueryOptions());
    },
  },
  { path: '/claims-book', Component: lazy(() => import('../features/claims-book/components/claims-book-page')) },
  { path: '/add-card', Component: lazy(() => import('../pages/add-card-page')) },
];

export default routes;
