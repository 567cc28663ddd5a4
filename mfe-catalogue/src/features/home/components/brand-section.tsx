// Home "Marcas" section: a looping brand carousel that autoplays unless the shopper prefers reduced motion,
// with a pause/play toggle next to the heading (WCAG 2.2.2), before the 50 brand links in tab order.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { BRAND_AUTOPLAY_MS, CAROUSELS } from '@shop/shared/constants';
import { Box, IconButton, SvgIcon, useMediaQuery } from '@shop/shared/ui';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import { NAMESPACE } from '../../../i18n/register';
import { useBrands, type Brand } from '../api/get-brands';
import { responsiveCarousel } from '../../../utils/carousel-breakpoints';
import { BRAND_TILE, BrandCard } from './brand-card';
import { SectionError } from './section-error';
import { SectionSkeleton } from './section-skeleton';
import { trackBrandSelected } from '../utils/track-home-selection';

// lazy() drops the component's type parameter; the cast restores it (a type-only reference, no import).
const Carousel = lazy(() => import('../../../components/carousel/carousel')) as unknown as typeof import('../../../components/carousel/carousel').default;

const layout = responsiveCarousel(CAROUSELS.brands.visible, CAROUSELS.brands.scroll, CAROUSELS.brands.steps);

// Material's Pause and PlayArrow glyphs (the icon entries the first screen loads have neither).
const PAUSE_PATH = 'M6 19h4V5H6v14zm8-14v14h4V5h-4z';
const PLAY_PATH = 'M8 5v14l11-7z';

export function BrandSection() {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const autoplayMs = reducedMotion ? 0 : BRAND_AUTOPLAY_MS;
  // The shopper's choice; hover and focus pauses are the carousel's own and do not change this.
  const [paused, setPaused] = useState(false);
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
          renderItem={(b) => <BrandCard brand={b} onSelect={trackBrandSelected} />}
          layout={layout}
          // Looping needs more slides than fit on screen, or swiper shows gaps.
          loop={CAROUSELS.brands.loop && brands.length > CAROUSELS.brands.visible + CAROUSELS.brands.scroll}
          autoplayMs={autoplayMs}
          autoplayPaused={paused}
        />
      </Suspense>
    );
  } else if (error) {
    body = <SectionError onRetry={() => void refetch()} />;
  } else {
    body = skeleton;
  }

  if (data && brands.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <SectionHeading
        id={titleId}
        title={title}
        action={data && autoplayMs > 0 ? (
          // The name says what a press does ("Pausar: Marcas" / "Reproducir: Marcas"), so no aria-pressed as well.
          <IconButton size="small" aria-label={t(paused ? 'carousel.play' : 'carousel.pause', { section: title })} onClick={() => setPaused((p) => !p)}>
            <SvgIcon fontSize="small">
              <path d={paused ? PLAY_PATH : PAUSE_PATH} />
            </SvgIcon>
          </IconButton>
        ) : undefined}
      />
      <Box sx={{ minHeight: BRAND_TILE.height }}>{body}</Box>
    </Box>
  );
}
