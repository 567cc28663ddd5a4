// What a remote's slot shows when the remote failed to load: a short notice and a Retry button, nothing else breaks.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@shop/shared/i18n';

export interface RemoteErrorNoticeProps {
  onRetry: () => void;
  /** What failed, in the shopper's words; the generic "could not load this section" when absent. */
  label?: string;
}

export function RemoteErrorNotice({ onRetry, label }: RemoteErrorNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      role="alert"
      severity="warning"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {label ?? t('remoteError')}
    </Alert>
  );
}
