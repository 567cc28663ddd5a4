// A titled slider of tiles under a product or combo (similar, combos, popular) with a "view all" link; hidden when empty.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, Skeleton } from '@shop/shared/ui';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import { NAMESPACE } from '../../../i18n/register';
import { sliderLayout } from '../utils/slider-layout';

// lazy() drops the component's type parameter; the cast restores it (a type-only reference, no import).
const Carousel = lazy(() => import('../../../components/carousel/carousel')) as unknown as typeof import('../../../components/carousel/carousel').default;

export interface SliderSectionProps<T> {
  title: string;
  /** The list page of the section ("view all"); none = no link. */
  viewAllTo?: string;
  items: readonly T[] | undefined;
  error?: unknown;
  onRetry?: () => void;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  visible: number;
}

const TILE_HEIGHT = 330;
/** About the height of one section with its tiles (padding, heading, tiles): what a page keeps for it before it mounts. */
export const SLIDER_SECTION_HEIGHT = 420;

export function SliderSection<T>({ title, viewAllTo, items, error, onRetry, getKey, renderItem, visible }: SliderSectionProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  if (items && items.length === 0) return null;
  if (!items && !error) {
    return (
      <Box role="status" aria-label={t('landing.loading')} sx={{ my: 3 }}>
        <Skeleton variant="rounded" height={TILE_HEIGHT} />
      </Box>
    );
  }

  const placeholder = <Skeleton variant="rounded" height={TILE_HEIGHT} />;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <SectionHeading
        id={headingId}
        title={title}
        viewAll={viewAllTo && items ? { to: viewAllTo, text: t('product.viewAll'), label: t('product.viewAllLabel', { section: title }) } : undefined}
      />
      {items ? (
        <Suspense fallback={placeholder}>
          <Carousel<T>
            label={title}
            items={items}
            getKey={getKey}
            renderItem={(item) => renderItem(item, items.indexOf(item))}
            layout={sliderLayout(visible)}
          />
        </Suspense>
      ) : (
        <Alert severity="warning" action={onRetry && <Button color="inherit" size="small" onClick={onRetry}>{t('landing.retry')}</Button>}>
          {t('landing.loadError')}
        </Alert>
      )}
    </Box>
  );
}
