// Asks before cancelling an order; the server's refusal (already being packed) is shown in the dialog.
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Button, CircularProgress, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface CancelOrderDialogProps {
  open: boolean;
  orderNumber: string;
  busy: boolean;
  /** The refusal's translated message, or null. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelOrderDialog({ open, orderNumber, busy, error, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={t('orders.details.cancelTitle', { number: orderNumber })}
      hideClose
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>{t('orders.details.cancelNo')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={onConfirm}
            disabled={busy || error !== null}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('orders.details.cancelYes')}
          </Button>
        </>
      }
    >
      <Typography>{t('orders.details.cancelText')}</Typography>
      {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
    </DialogShell>
  );
}
