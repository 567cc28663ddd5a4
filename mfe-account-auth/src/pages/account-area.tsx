// The account area (/account/*): one host route whose sections are this remote's own nested routes.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@shop/shared/router';
import type { AccountSection } from '@shop/shared/routes';
import { Box, CircularProgress } from '@shop/shared/ui';
import { MapsRoot } from '../components/maps/maps-root';
import { ORDER_DETAILS_ROUTE } from '../features/my-orders/utils/order-links';

const SECTIONS: Record<AccountSection, ReturnType<typeof lazy>> = {
  'my-profile': lazy(() => import('./my-profile-page')),
  'my-address': lazy(() => import('./my-address-page')),
  'my-orders': lazy(() => import('./my-orders-page')),
  settings: lazy(() => import('./settings-page')),
  'payment-methods': lazy(() => import('./payment-methods-page')),
  support: lazy(() => import('./support-page')),
};

const OrderDetailsPage = lazy(() => import('./order-details-page'));

const loading = (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress />
  </Box>
);

export default function AccountArea() {
  return (
    // The address forms of my-address use the maps provider the metadata's key selects.
    <MapsRoot>
      <Suspense fallback={loading}>
        <Routes>
          <Route index element={<Navigate to="my-profile" replace />} />
          {Object.entries(SECTIONS).map(([section, Page]) => (
            <Route key={section} path={section} element={<Page />} />
          ))}
          <Route path={ORDER_DETAILS_ROUTE} element={<OrderDetailsPage />} />
          {/* Any other path goes home, as everywhere in the shop. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </MapsRoot>
  );
}
