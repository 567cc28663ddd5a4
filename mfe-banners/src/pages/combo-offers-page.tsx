// The combo offers of a banner (/combo-offers/:bannerId): its issue has not landed yet, so the banners remote's coming-soon page.
import { useTranslation } from '@shop/shared/i18n';
import { ComingSoon } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';

export default function ComboOffersPage() {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t('pages.comboOffers')} />;
}
