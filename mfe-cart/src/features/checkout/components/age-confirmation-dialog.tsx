// Dialog 9 (age confirmation): the cart holds goods sold only to adults; the shopper confirms being of age, or says No
// (which stops the order), or closes the dialog (nothing happens).
import { AGE_RESTRICTION } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Button, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface AgeConfirmationDialogProps {
  open: boolean;
  onConfirm: () => void;
  /** The shopper's "No". */
  onDecline: () => void;
  /** Escape or the close button: no answer. */
  onClose: () => void;
}

export function AgeConfirmationDialog({ open, onConfirm, onDecline, onClose }: AgeConfirmationDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('payment.age.title', { age: AGE_RESTRICTION })}
      actions={(
        <>
          <Button onClick={onDecline}>{t('payment.age.no')}</Button>
          <Button variant="contained" onClick={onConfirm} autoFocus>{t('payment.age.yes', { age: AGE_RESTRICTION })}</Button>
        </>
      )}
    >
      <Typography>{t('payment.age.text', { age: AGE_RESTRICTION })}</Typography>
    </DialogShell>
  );
}
