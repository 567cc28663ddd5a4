// Scheduling a delivery while the store is offline (/store-offline): its issue has not landed yet, so the cart's coming-soon page.
import { useTranslation } from '@shop/shared/i18n';
import { ComingSoon } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';

export default function StoreOfflinePage() {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t('pages.storeOffline')} />;
}
