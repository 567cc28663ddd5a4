// The page frame around every route: skip link, header, main area, footer, mobile cart bar and mobile notices.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { Box, CircularProgress, useMediaQuery } from '@shop/shared/ui';
import { Footer } from '../features/footer/components/footer';
import { Header } from '../features/header/components/header';
import { isMobileAgent } from '../lib/device';
import { useRequestInfo } from '../lib/request-info';
import { DeferredRemoteSlot } from '../remotes/deferred-remote-slot';
import { RemoteSlot } from '../remotes/remote-slot';
import { PageErrorBoundary } from './page-error-boundary';
import { useRouteMeta } from './use-route-meta';

// Only phones and tablets ever need these: desktop visitors never download them.
const LandscapeNotice = lazy(() => import('../features/mobile/components/landscape-notice').then((m) => ({ default: m.LandscapeNotice })));
const AppDownloadBanner = lazy(() =>
  import('../features/mobile/components/app-download-banner').then((m) => ({ default: m.AppDownloadBanner })),
);

export const MAIN_ID = 'main-content';

/** The spec hides header and footer when the URL is exactly the claims book (it has its own frame). */
export const isChromeHidden = (pathname: string) => pathname.replace(/\/+$/, '') === paths.claimsBook();

const pageLoading = (
  <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-hidden="true" />
  </Box>
);

export function Shell() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const narrow = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const mobileAgent = isMobileAgent(useRequestInfo().userAgent);
  const chrome = !isChromeHidden(pathname);
  useRouteMeta();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          p: 1,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      {mobileAgent && (
        <Suspense fallback={null}>
          <AppDownloadBanner />
        </Suspense>
      )}
      {chrome && <Header />}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={pageLoading}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      {chrome && <Footer />}
      {chrome && narrow && (
        <Box sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}>
          <RemoteSlot remote="cart" expose="MobileCartBar" />
        </Box>
      )}
      {mobileAgent && (
        <Suspense fallback={null}>
          <LandscapeNotice />
        </Suspense>
      )}
      {/* Hidden pieces, not in the first view: each loads when the page is idle, or at once on the request it answers. */}
      <DeferredRemoteSlot remote="account" expose="LoginDialog" triggers={['auth:login-required']} />
      <DeferredRemoteSlot remote="account" expose="ChangeLocationDialog" triggers={['location:required']} />
      <DeferredRemoteSlot remote="cart" expose="CartPanel" triggers={['cart:open']} />
      <DeferredRemoteSlot remote="cart" expose="OrderPlacedDialog" triggers={['order:placed']} />
      <DeferredRemoteSlot remote="cart" expose="IdleCartReminder" />
    </Box>
  );
}
