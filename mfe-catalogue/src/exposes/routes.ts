// The catalogue's routes for the host; pages load on first visit, so this list costs almost nothing. Each page's
// prefetch (what its first view shows, fetched by the server) loads only where it runs.
import { lazy } from 'react';
import { lazyPrefetch, type RemoteRoutes } from '@shop/shared/routes';
import '../i18n/register';

const prefetches = () => import('../pages/page-prefetches');
type Prefetches = Awaited<ReturnType<typeof prefetches>>;
const prefetch = (name: keyof Prefetches) => lazyPrefetch(prefetches, (mod) => mod[name]);

const routes: RemoteRoutes = [
  { path: '/search-products/:slug/:query', Component: lazy(() => import('../pages/search-results-page')), prefetch: prefetch('search') },
  { path: '/product-details/:slug/:id', Component: lazy(() => import('../pages/product-details-page')), prefetch: prefetch('productDetails') },
  { path: '/combo-offer-details/:id', Component: lazy(() => import('../pages/combo-offer-details-page')), prefetch: prefetch('comboOfferDetails') },
  { path: '/category-details/:slug/:id', Component: lazy(() => import('../pages/category-details-page')), prefetch: prefetch('categoryDetails') },
  { path: '/brand-details/:slug/:id', Component: lazy(() => import('../pages/brand-details-page')), prefetch: prefetch('brandDetails') },
  { path: '/popular-products-details', Component: lazy(() => import('../pages/popular-products-page')), prefetch: prefetch('popularProducts') },
  { path: '/similar-products-details/:id', Component: lazy(() => import('../pages/similar-products-page')), prefetch: prefetch('similarProducts') },
  { path: '/combo-offers-all', Component: lazy(() => import('../pages/combo-offers-all-page')), prefetch: prefetch('comboOffersAll') },
  { path: '/combo-offers-all/:productId', Component: lazy(() => import('../pages/combo-offers-for-product-page')), prefetch: prefetch('comboOffersForProduct') },
  { path: '/rebuy-products-details', Component: lazy(() => import('../pages/rebuy-products-page')), prefetch: prefetch('rebuyProducts') },
];

export default routes;
