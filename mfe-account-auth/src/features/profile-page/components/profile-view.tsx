// The my-profile page's content: names, phone (read-only), e-mail with its change dialog, and the age data;
// visitors and guests get the login prompt instead.
import { useState } from 'react';
import { useCustomer } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { isVerified, useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Divider, Paper, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { AgeDataForm } from './age-data-form';
import { EmailDialog } from './email-dialog';
import { LoginPrompt } from './login-prompt';
import { NamesForm } from './names-form';

export function ProfileView() {
  const verified = useSession(isVerified);
  return verified ? <CustomerProfile /> : <LoginPrompt />;
}

function CustomerProfile() {
  const { t } = useTranslation(NAMESPACE);
  // Every save writes its answer into this query, and a verified e-mail reads it again: the view follows it.
  const query = useCustomer();
  const [emailOpen, setEmailOpen] = useState(false);
  const customer = query.data;

  if (!customer) {
    return query.error ? (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{t('profile.retry')}</Button>}>
        {t('profile.loadError')}
      </Alert>
    ) : (
      <Box role="status" aria-label={t('profile.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress />
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <NamesForm key={`names-${customer.userId}`} customer={customer} />
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">{t('profile.contact.title')}</Typography>
          <Box>
            <Typography variant="body2" color="text.secondary">{t('profile.contact.phone')}</Typography>
            <Typography>{`${customer.countryCode} ${customer.contactNumber}`}</Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="body2" color="text.secondary">{t('profile.contact.email')}</Typography>
              <Typography>{customer.email ?? t('profile.contact.noEmail')}</Typography>
            </Box>
            <Button variant="outlined" onClick={() => setEmailOpen(true)}>
              {t(customer.email ? 'profile.email.change' : 'profile.email.add')}
            </Button>
          </Stack>
        </Stack>
        <AgeDataForm key={`age-${customer.userId}`} customer={customer} />
      </Stack>
      <EmailDialog key={customer.email ?? ''} open={emailOpen} initialEmail={customer.email ?? ''} onClose={() => setEmailOpen(false)} />
    </Paper>
  );
}
