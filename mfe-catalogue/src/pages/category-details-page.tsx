// A category's products (/category-details/:slug/:id): its issue has not landed yet, so the catalogue's coming-soon page.
import { useTranslation } from '@shop/shared/i18n';
import { ComingSoon } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';

export default function CategoryDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t('pages.categoryDetails')} />;
}
