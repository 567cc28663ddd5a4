// What my-address shows a visitor with no session user: log in (customers) or choose a location (a guest's first address).
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Button, Stack } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export function SessionPrompt() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info">{t('myAddresses.prompt')}</Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => events.emit('auth:login-required', { reason: 'addresses' })}>
          {t('myAddresses.login')}
        </Button>
        <Button variant="outlined" onClick={() => events.emit('location:required', { reason: 'addresses' })}>
          {t('myAddresses.setLocation')}
        </Button>
      </Stack>
    </Stack>
  );
}
