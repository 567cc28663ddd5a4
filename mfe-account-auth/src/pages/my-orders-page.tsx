// Account: the customer's orders (/account/my-orders): the list with each order's status, linking to its page.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { MyOrders } from '../features/my-orders/components/my-orders';
import { AccountPage } from '../components/account-page/account-page';
import { NAMESPACE } from '../i18n/register';

export default function MyOrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.myOrders');
  usePageMeta({ title });
  return (
    <AccountPage title={title}>
      <MyOrders />
    </AccountPage>
  );
}
