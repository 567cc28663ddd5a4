// What visitors and guests see instead of the claims book: the book is for verified customers, so log in.
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { Button, Paper, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

export function LoginPrompt() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{t('claims.loginPrompt')}</Typography>
      <Button variant="contained" onClick={() => events.emit('auth:login-required', { reason: 'claims-book' })}>
        {t('claims.login')}
      </Button>
    </Paper>
  );
}
