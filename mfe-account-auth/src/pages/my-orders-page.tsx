// Account: the customer's orders (/account/my-orders): the list with each order's status, linking to its page.
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Container, Link, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { MyOrders } from '../features/my-orders/components/my-orders';
import { NAMESPACE } from '../i18n/register';

export default function MyOrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const title = t('pages.myOrders');
  usePageMeta({ title });
  return (
    <Container maxWidth="md" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.home()} aria-label={tc('goHome')} underline="hover" color="inherit">
          {tc('routes.home')}
        </Link>
        <Typography color="text.primary" aria-current="page">{title}</Typography>
      </Breadcrumbs>
      <Typography id={headingId} variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <MyOrders />
    </Container>
  );
}
