// Home "Combos" section: 3.5 visible, 2 scrolled, not circular; view all goes to /combo-offers-all.
import { lazy, Suspense } from 'react';
import { CAROUSELS } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { NAMESPACE } from '../../../i18n/register';
import type { ComboRecord } from '../../../api/catalogue-records';
import { useHomeComboOffers } from '../api/get-combo-offers';
import { COMBO_LAYOUT } from '../utils/tile-carousel-steps';
import { TileSection } from './tile-section';
import { TileSectionLoading } from './tile-section-loading';

const ComboCarousel = lazy(() => import('./tile-carousels').then((m) => ({ default: m.ComboCarousel })));

export function ComboSection() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('landing.comboOffers');
  return (
    <TileSection<ComboRecord> title={title} viewAllTo={paths.comboOffersAll()} query={useHomeComboOffers()} visible={CAROUSELS.combos.visible}>
      {(combos) => (
        <Suspense fallback={<TileSectionLoading visible={CAROUSELS.combos.visible} />}>
          <ComboCarousel label={title} combos={combos} layout={COMBO_LAYOUT} listName="home_combos" />
        </Suspense>
      )}
    </TileSection>
  );
}
