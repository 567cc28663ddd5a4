// A banner's destination page (/banner-details/:slug/:id): its issue has not landed yet, so the banners remote's coming-soon page.
import { useTranslation } from '@shop/shared/i18n';
import { ComingSoon } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';

export default function BannerDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t('pages.bannerDetails')} />;
}
