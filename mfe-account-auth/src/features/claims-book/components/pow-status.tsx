// The proof-of-work's progress beside the submit button: "Verificando que no eres un robot…" while it solves.
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, Typography } from '@shop/shared/ui';
import { LinearProgress } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import type { PowStatus as Status } from '../hooks/use-proof-of-work';

export interface PowStatusProps {
  status: Status;
  progress: number;
  onRetry: () => void;
}

export function PowStatus({ status, progress, onRetry }: PowStatusProps) {
  const { t } = useTranslation(NAMESPACE);
  if (status === 'failed') {
    return (
      <Alert severity="warning" role="status" action={<Button color="inherit" size="small" onClick={onRetry}>{t('claims.pow.retry')}</Button>}>
        {t('claims.pow.failed')}
      </Alert>
    );
  }
  const solving = status === 'solving';
  return (
    <Box role="status" sx={{ minWidth: 220 }}>
      <Typography variant="body2" color={solving ? 'text.secondary' : 'success.main'}>
        {t(solving ? 'claims.pow.solving' : 'claims.pow.ready')}
      </Typography>
      {solving && (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('claims.pow.solving')} sx={{ mt: 0.5 }} />
      )}
    </Box>
  );
}
