// Home "Marcas" section: a looping brand carousel that autoplays unless the shopper prefers reduced motion.
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { BRAND_AUTOPLAY_MS, CAROUSELS } from '@shop/shared/constants';
import { Box, Typography, useMediaQuery } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useBrands, type Brand } from '../api/get-brands';
import { responsiveCarousel } from '../utils/carousel-breakpoints';
import { BRAND_TILE, BrandCard } from './brand-card';
import { SectionError } from './section-error';
import { SectionSkeleton } from './section-skeleton';

// lazy() drops the component's type parameter; the cast restores it (a type-only reference, no import).
const Carousel = lazy(() => import('./carousel')) as unknown as typeof import('./carousel').default;

const layout = responsiveCarousel(CAROUSELS.brands.visible, CAROUSELS.brands.scroll, CAROUSELS.brands.steps);

export function BrandSection() {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { data, error, refetch } = useBrands();
  const title = t('landing.brands');
  const brands = data?.records ?? [];
  const skeleton = <SectionSkeleton count={CAROUSELS.brands.visible} tileWidth={BRAND_TILE.width - 40} tileHeight={BRAND_TILE.height} />;

  let body;
  if (data) {
    body = (
      <Suspense fallback={skeleton}>
        <Carousel<Brand>
          label={title}
          items={brands}
          getKey={(b) => String(b.brandId)}
          renderItem={(b) => <BrandCard brand={b} />}
          layout={layout}
          // Looping needs more slides than fit on screen, or swiper shows gaps.
          loop={CAROUSELS.brands.loop && brands.length > CAROUSELS.brands.visible + CAROUSELS.brands.scroll}
          autoplayMs={reducedMotion ? 0 : BRAND_AUTOPLAY_MS}
        />
      </Suspense>
    );
  } else if (error) {
    body = <SectionError onRetry={refetch} />;
  } else {
    body = skeleton;
  }

  if (data && brands.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ minHeight: BRAND_TILE.height }}>{body}</Box>
    </Box>
  );
}
