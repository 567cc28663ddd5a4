// Account: payment methods (/account/payment-methods): what each store accepts at the door; no card is kept online.
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Container, Link, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { PaymentMethods } from '../features/payment-methods/components/payment-methods';
import { NAMESPACE } from '../i18n/register';

export default function PaymentMethodsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const title = t('pages.paymentMethods');
  usePageMeta({ title, description: t('paymentMethods.intro') });
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
      <PaymentMethods />
    </Container>
  );
}
