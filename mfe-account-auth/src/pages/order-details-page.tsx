// Account: one order and its tracking (/account/my-orders/{orderId}).
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink, useParams } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Container, Link, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { OrderDetailsView } from '../features/my-orders/components/order-details';
import { NAMESPACE } from '../i18n/register';

export default function OrderDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const { orderId = '' } = useParams();
  const title = t('orders.details.heading');
  usePageMeta({ title });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.home()} aria-label={tc('goHome')} underline="hover" color="inherit">
          {tc('routes.home')}
        </Link>
        <Link component={RouterLink} to={paths.account('my-orders')} underline="hover" color="inherit">
          {t('pages.myOrders')}
        </Link>
        <Typography color="text.primary" aria-current="page">{title}</Typography>
      </Breadcrumbs>
      {/* A new id is another order: nothing of the previous one's state (its cancel answer) may carry over. */}
      <OrderDetailsView key={orderId} orderId={orderId} />
    </Container>
  );
}
