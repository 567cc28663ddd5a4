// The home page's banner carousel: the shop's promotions for the shopper's serving store, filling the host's
// aspect-ratio box so nothing moves while they load. The first banner shows at once (the server renders it); the
// slides (swiper, 27 KB gzip, and their controls) come once the page has loaded and had a quiet moment: the first
// banner is all the first view shows, and starting swiper during the load only competed with it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@shop/shared/idle';
import { useTranslation } from '@shop/shared/i18n';
import { useHydrating } from '@shop/shared/query';
import { Box, Skeleton, useMediaQuery } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useHomeBanners } from '../../../api/get-home-banners';
import { bannerAutoplayMs, REDUCED_MOTION_QUERY } from '../utils/autoplay';
import { BannerLink } from './banner-link';

const BannerSlides = lazy(() => import('./banner-slides'));

const FILL = { width: '100%', height: '100%' } as const;

export function HomeBannerCarousel() {
  const { t } = useTranslation(NAMESPACE);
  const banners = useHomeBanners();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  // The server (and the browser while it hydrates) shows the first banner alone: the slides depend on the shopper's
  // motion setting, which only the browser knows, and come right after.
  const hydrating = useHydrating();
  const records = banners.data?.records ?? [];
  const firstSection = useRef<HTMLElement>(null);
  // The page's quiet moment, and whether the shopper's focus was on the first banner then (it moves to the same banner
  // among the slides).
  const [quiet, setQuiet] = useState<{ hadFocus: boolean } | null>(null);
  const waiting = !hydrating && !quiet && records.length > 0;
  useEffect(() => (waiting
    ? whenIdle(() => setQuiet({ hadFocus: firstSection.current?.contains(document.activeElement) ?? false }))
    : undefined), [waiting]);

  if (records.length === 0) {
    // Loading: the box's shape as a placeholder. No banners (or none could be loaded): the box stays quietly empty,
    // the rest of the home page does not depend on it.
    return banners.isFetching && !banners.data
      ? <Skeleton variant="rounded" sx={FILL} aria-label={t('carousel.loading')} />
      : <Box sx={FILL} data-testid="banner-carousel-empty" />;
  }
  const first = (
    <Box ref={firstSection} component="section" aria-roledescription={t('carousel.roleDescription')} aria-label={t('carousel.label')} sx={FILL}>
      <BannerLink banner={records[0]!} eager />
    </Box>
  );
  if (hydrating || !quiet) return first;
  return (
    <Suspense fallback={first}>
      <BannerSlides banners={records} autoplayMs={bannerAutoplayMs(reducedMotion)} focusFirst={quiet.hadFocus} />
    </Suspense>
  );
}
