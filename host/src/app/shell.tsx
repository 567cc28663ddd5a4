// The page frame around every route: skip link, header, main area, footer, mobile cart bar and mobile notices.
import { lazy, memo, Suspense, useMemo } from 'react';
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

// Each in a boundary of its own that the shell's re-renders never reach (memo, no props): the shell renders again right
// after hydrating (its media query), and an update that reaches a boundary whose code is still loading makes React drop
// the server's HTML for the fallback (nothing) and put it back when the code arrives: the page jumps twice.
const AppDownloadBannerSlot = memo(function AppDownloadBannerSlot() {
  return <Suspense fallback={null}><AppDownloadBanner /></Suspense>;
});
const LandscapeNoticeSlot = memo(function LandscapeNoticeSlot() {
  return <Suspense fallback={null}><LandscapeNotice /></Suspense>;
});

export const MAIN_ID = 'main-content';

/** Header and footer are hidden when the URL is exactly the claims book (it has its own frame). */
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
  // The page itself, made once per address: the shell renders again right after hydrating (its texts, media queries and
  // session settle then), and a new element here would reach the page's Suspense boundary while its code may still be
  // loading, so React would throw the server's HTML away and show the loading fallback until it arrived (the footer
  // jumped into view and back: most of the layout shift Lighthouse measured on product, search and category pages).
  const page = useMemo(() => (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={pageLoading}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  ), [pathname]);

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
      {mobileAgent && <AppDownloadBannerSlot />}
      {chrome && <Header />}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {page}
      </Box>
      {chrome && <Footer />}
      {chrome && narrow && (
        <Box sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}>
          <RemoteSlot remote="cart" expose="MobileCartBar" hydrateOnUse />
        </Box>
      )}
      {mobileAgent && <LandscapeNoticeSlot />}
      {/* Hidden pieces, not in the first view: each loads when the page is idle, or at once on the request it answers. */}
      <DeferredRemoteSlot remote="account" expose="LoginDialog" triggers={['auth:login-required']} />
      <DeferredRemoteSlot remote="account" expose="ChangeLocationDialog" triggers={['location:required']} />
      <DeferredRemoteSlot remote="cart" expose="CartPanel" triggers={['cart:open']} />
      <DeferredRemoteSlot remote="cart" expose="OrderPlacedDialog" triggers={['order:placed']} />
      <DeferredRemoteSlot remote="cart" expose="IdleCartReminder" />
    </Box>
  );
}
