// Combo offer details (/combo-offer-details/:id): breadcrumb, image, buying panel, contents (products or lists with
// alternatives), the sanitized HTML description and the popular strip.
import { useEffect, useRef } from 'react';
import { trackScreenView, trackSelectItem } from '@shop/shared/analytics';
import { CAROUSELS } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { useParams } from '@shop/shared/router';
import { Box, Container, Divider } from '@shop/shared/ui';
import { ProductImage } from '@shop/shared/ui-product';
import { NAMESPACE } from '../i18n/register';
import { useComboDetails } from '../features/combo-details/api/get-combo-details';
import { ComboDescription } from '../features/combo-details/components/combo-description';
import { COMBO_PAGE_LIST, ComboSummary } from '../features/combo-details/components/combo-summary';
import { textOf } from '../features/combo-details/utils/sanitize-html';
import { DetailsBreadcrumb } from '../features/product-details/components/details-breadcrumb';
import { PageStatus } from '../features/product-details/components/page-status';
import { PopularSlider } from '../features/product-details/components/product-sliders';
import { SLIDER_SECTION_HEIGHT } from '../features/product-details/components/slider-section';
import { NearViewport } from '../components/near-viewport/near-viewport';
import type { ComboRecord } from '../api/catalogue-records';
import { comboForAnalytics, comboImage } from '../utils/product-record';

function ComboView({ combo }: { combo: ComboRecord }) {
  const image = comboImage(combo);
  usePageMeta({
    title: combo.comboName,
    description: combo.comboOfferDescription ? textOf(combo.comboOfferDescription).slice(0, 160) : undefined,
    image,
    type: 'product',
  });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <DetailsBreadcrumb trail={[{ label: combo.comboName }]} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: { xs: 3, md: 5 } }}>
        <ProductImage src={image} alt={combo.comboName} width={480} height={480} loading="eager" sx={{ mx: 'auto', borderRadius: 2 }} />
        <Box>
          <ComboSummary key={combo.comboOfferId} combo={combo} />
          <Box sx={{ mt: 3 }}>
            <ComboDescription html={combo.comboOfferDescription} />
          </Box>
        </Box>
      </Box>
      <Divider sx={{ mt: 4 }} />
      <NearViewport placeholderHeight={SLIDER_SECTION_HEIGHT}>
        <PopularSlider visible={CAROUSELS.comboPagePopular.visible} />
      </NearViewport>
    </Container>
  );
}

export default function ComboOfferDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const { data, error, refetch } = useComboDetails(id);
  const combo = data && String(data.comboOfferId) === id ? data : undefined;

  useEffect(() => {
    trackScreenView('combo');
  }, [id]);

  const selected = useRef<number | null>(null);
  useEffect(() => {
    if (!combo || selected.current === combo.comboOfferId) return;
    selected.current = combo.comboOfferId;
    trackSelectItem(comboForAnalytics(combo, 1, COMBO_PAGE_LIST), COMBO_PAGE_LIST);
  }, [combo]);

  if (!combo) {
    return (
      <PageStatus
        title={t('pages.comboOfferDetails')}
        error={error}
        loadingText={t('combo.loading')}
        record="combo"
        errorText={t('combo.loadError')}
        onRetry={() => void refetch()}
      />
    );
  }
  return <ComboView combo={combo} />;
}
