// Account: orders and their tracking (/account/my-orders): its issue has not landed yet, so the account's coming-soon page.
import { useTranslation } from '@shop/shared/i18n';
import { ComingSoon } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';

export default function MyOrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t('pages.myOrders')} />;
}
