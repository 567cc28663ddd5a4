// /add-card (catalogue §2): the shop takes no online payments, so no card is ever entered or stored here. The page
// says how card payment works (the courier's POS at the door) and leads to what each store accepts.
import { useId } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Alert, Button, Container, Link, Stack, Typography } from '@shop/shared/ui';
import { Breadcrumbs } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../i18n/register';

export default function AddCardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const title = t('pages.addCard');
  usePageMeta({ title, description: t('paymentMethods.addCard.text') });
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
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{t('paymentMethods.addCard.notNeeded')}</Alert>
        <Typography>{t('paymentMethods.addCard.text')}</Typography>
        <Typography>{t('paymentMethods.noCardStored')}</Typography>
        <Button component={RouterLink} to={paths.account('payment-methods')} variant="contained">
          {t('paymentMethods.addCard.link')}
        </Button>
      </Stack>
    </Container>
  );
}
