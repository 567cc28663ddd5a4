// The server's answers the code steps show in place: a request limit (a 429), told kindly with when a new code can be
// asked for, and a failure to try again after (a code that could not be sent or checked).
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { formatSeconds } from '../../../utils/digits';

export function LimitNotice({ message, seconds }: { message: string | null; seconds: number }) {
  const { t } = useTranslation(NAMESPACE);
  if (!message || seconds === 0) return null;
  return (
    // The message is announced once; the ticking countdown stays outside the live region (no reading every second).
    <Alert severity="info" sx={{ mt: 2 }} role="status">
      {message}
      <Typography component="span" variant="body2" aria-live="off" sx={{ display: 'block', fontWeight: 600 }}>
        {t('login.retryIn', { time: formatSeconds(seconds) })}
      </Typography>
    </Alert>
  );
}

/** A failed code call the shopper can simply try again (the server's words); announced once. */
export function FailureNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }} role="alert">
      {message}
    </Alert>
  );
}
