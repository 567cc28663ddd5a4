// Home "buy again" section: verified customers only (guests and visitors see nothing and cause no call); 6 visible,
// 6 scrolled; view all /rebuy-products-details.
import { lazy, Suspense } from 'react';
import { CAROUSELS } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { isVerified, useSession } from '@shop/shared/session';
import { NAMESPACE } from '../../../i18n/register';
import type { ProductRecord } from '../../../api/catalogue-records';
import { useHomeBuyAgainProducts } from '../api/get-buy-again-products';
import { REBUY_LAYOUT } from '../utils/tile-carousel-steps';
import { TileSection } from './tile-section';
import { TileSectionLoading } from './tile-section-loading';

const ProductCarousel = lazy(() => import('./tile-carousels').then((m) => ({ default: m.ProductCarousel })));

export function RebuySection() {
  const { t } = useTranslation(NAMESPACE);
  const verified = useSession(isVerified);
  const query = useHomeBuyAgainProducts();
  const title = t('landing.rebuy');
  if (!verified) return null;
  return (
    <TileSection<ProductRecord> title={title} viewAllTo={paths.rebuyProducts()} query={query} visible={CAROUSELS.rebuy.visible}>
      {(products) => (
        <Suspense fallback={<TileSectionLoading visible={CAROUSELS.rebuy.visible} />}>
          <ProductCarousel label={title} products={products} layout={REBUY_LAYOUT} listName="home_rebuy" />
        </Suspense>
      )}
    </TileSection>
  );
}
