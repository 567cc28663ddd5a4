// What visitors and guests see instead of the profile: a short text and the button that opens the login dialog.
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { Button, Paper, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export function LoginPrompt() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{t('profile.loginPrompt')}</Typography>
      <Button variant="contained" onClick={() => events.emit('auth:login-required', { reason: 'account' })}>
        {t('profile.login')}
      </Button>
    </Paper>
  );
}
