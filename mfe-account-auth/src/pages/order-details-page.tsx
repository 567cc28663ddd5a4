// Account: one order and its tracking (/account/my-orders/{orderId}).
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { useParams } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { AccountPage } from '../components/account-page/account-page';
import { OrderDetailsView } from '../features/my-orders/components/order-details';
import { NAMESPACE } from '../i18n/register';

export default function OrderDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { orderId = '' } = useParams();
  const title = t('orders.details.heading');
  usePageMeta({ title });
  return (
    <AccountPage title={title} trail={[{ label: t('pages.myOrders'), to: paths.account('my-orders') }]} ownHeading maxWidth="lg">
      {/* A new id is another order: nothing of the previous one's state (its cancel answer) may carry over. */}
      <OrderDetailsView key={orderId} orderId={orderId} />
    </AccountPage>
  );
}
