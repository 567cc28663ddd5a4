// Home "Categorías" section: a carousel on wide screens, a two-row scrolling grid on phones.
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { CAROUSELS, MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { Box, Typography, useMediaQuery } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useCategories, type Category } from '@shop/shared/calls';
import { responsiveCarousel } from '../../../utils/carousel-breakpoints';
import { CATEGORY_TILE, CategoryCard } from './category-card';
import { CategoryGrid } from './category-grid';
import { SectionError } from './section-error';
import { SectionSkeleton } from './section-skeleton';
import { trackCategorySelected } from '../utils/track-home-selection';

// lazy() drops the component's type parameter; the cast restores it (a type-only reference, no import).
const Carousel = lazy(() => import('../../../components/carousel/carousel')) as unknown as typeof import('../../../components/carousel/carousel').default;

const layout = responsiveCarousel(CAROUSELS.categories.visible, CAROUSELS.categories.scroll);
const DESKTOP_HEIGHT = CATEGORY_TILE.height;
const PHONE_HEIGHT = CATEGORY_TILE.height * 2 + 12;

export function CategorySection() {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const { data, error, refetch } = useCategories();
  const title = t('landing.categories');
  const categories = data?.records ?? [];

  const skeleton = phone
    ? <SectionSkeleton count={8} rows={2} tileWidth={CATEGORY_TILE.width - 16} tileHeight={CATEGORY_TILE.height} />
    : <SectionSkeleton count={CAROUSELS.categories.visible} tileWidth={CATEGORY_TILE.width - 24} tileHeight={CATEGORY_TILE.height} />;

  let body;
  if (data) {
    body = phone ? (
      <CategoryGrid categories={categories} onSelect={trackCategorySelected} />
    ) : (
      <Suspense fallback={skeleton}>
        <Carousel<Category>
          label={title}
          items={categories}
          getKey={(c) => String(c.categoryId)}
          renderItem={(c) => <CategoryCard category={c} onSelect={trackCategorySelected} />}
          layout={layout}
        />
      </Suspense>
    );
  } else if (error) {
    body = <SectionError onRetry={() => void refetch()} />;
  } else {
    body = skeleton;
  }

  if (data && categories.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ minHeight: phone ? PHONE_HEIGHT : DESKTOP_HEIGHT }}>{body}</Box>
    </Box>
  );
}
