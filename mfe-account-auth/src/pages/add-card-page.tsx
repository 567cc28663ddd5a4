// /add-card: the shop takes no online payments, so no card is ever entered or stored here. The page
// says how card payment works (the courier's POS at the door) and leads to what each store accepts.
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Alert, Button, Stack, Typography } from '@shop/shared/ui';
import { AccountPage } from '../components/account-page/account-page';
import { NAMESPACE } from '../i18n/register';

export default function AddCardPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.addCard');
  usePageMeta({ title, description: t('paymentMethods.addCard.text') });
  return (
    <AccountPage title={title}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{t('paymentMethods.addCard.notNeeded')}</Alert>
        <Typography>{t('paymentMethods.addCard.text')}</Typography>
        <Typography>{t('paymentMethods.noCardStored')}</Typography>
        <Button component={RouterLink} to={paths.account('payment-methods')} variant="contained">
          {t('paymentMethods.addCard.link')}
        </Button>
      </Stack>
    </AccountPage>
  );
}
