// Combo offers holding a product (/combo-offers-all/:productId): its issue has not landed yet, so the catalogue's coming-soon page.
import { useTranslation } from '@shop/shared/i18n';
import { ComingSoon } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';

export default function ComboOffersForProductPage() {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t('pages.comboOffersForProduct')} />;
}
