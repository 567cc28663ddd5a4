// A brand's products (/brand-details/:slug/:id): its issue has not landed yet, so the catalogue's coming-soon page.
import { useTranslation } from '@shop/shared/i18n';
import { ComingSoon } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';

export default function BrandDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t('pages.brandDetails')} />;
}
