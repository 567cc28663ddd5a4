// Home "popular products" section: 6 visible, 4 scrolled (two fewer), not circular; view all /popular-products-details.
import { lazy, Suspense } from 'react';
import { CAROUSELS } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { NAMESPACE } from '../../../i18n/register';
import type { ProductRecord } from '../../../api/catalogue-records';
import { usePopularProducts } from '../../../api/get-popular-products';
import { POPULAR_LAYOUT } from '../utils/tile-carousel-steps';
import { TileSection } from './tile-section';
import { TileSectionLoading } from './tile-section-loading';

const ProductCarousel = lazy(() => import('./tile-carousels').then((m) => ({ default: m.ProductCarousel })));

export function PopularSection() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('landing.popular');
  return (
    <TileSection<ProductRecord> title={title} viewAllTo={paths.popularProducts()} query={usePopularProducts()} visible={CAROUSELS.popular.visible}>
      {(products) => (
        <Suspense fallback={<TileSectionLoading visible={CAROUSELS.popular.visible} />}>
          <ProductCarousel label={title} products={products} layout={POPULAR_LAYOUT} listName="home_popular" />
        </Suspense>
      )}
    </TileSection>
  );
}
