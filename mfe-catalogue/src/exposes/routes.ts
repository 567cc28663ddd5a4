// The catalogue's routes for the host; pages load on first visit, so this list costs almost nothing.
import { lazy } from 'react';
import type { RemoteRoutes } from '@shop/shared/routes';
import '../i18n/register';

const routes: RemoteRoutes = [
  { path: '/search-products/:slug/:query', Component: lazy(() => import('../pages/search-results-page')) },
  { path: '/product-details/:slug/:id', Component: lazy(() => import('../pages/product-details-page')) },
  { path: '/combo-offer-details/:id', Component: lazy(() => import('../pages/combo-offer-details-page')) },
  { path: '/category-details/:slug/:id', Component: lazy(() => import('../pages/category-details-page')) },
  { path: '/brand-details/:slug/:id', Component: lazy(() => import('../pages/brand-details-page')) },
  { path: '/popular-products-details', Component: lazy(() => import('../pages/popular-products-page')) },
  { path: '/similar-products-details/:id', Component: lazy(() => import('../pages/similar-products-page')) },
  { path: '/combo-offers-all', Component: lazy(() => import('../pages/combo-offers-all-page')) },
  { path: '/combo-offers-all/:productId', Component: lazy(() => import('../pages/combo-offers-for-product-page')) },
  { path: '/rebuy-products-details', Component: lazy(() => import('../pages/rebuy-products-page')) },
];

export default routes;
