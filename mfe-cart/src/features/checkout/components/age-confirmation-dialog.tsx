// Dialog 9 (age confirmation): the cart holds goods sold only to adults; the shopper confirms being of age.
import { AGE_RESTRICTION } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Button, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface AgeConfirmationDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function AgeConfirmationDialog({ open, onConfirm, onCancel }: AgeConfirmationDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={open}
      onClose={onCancel}
      title={t('payment.age.title', { age: AGE_RESTRICTION })}
      actions={(
        <>
          <Button onClick={onCancel}>{t('payment.age.no')}</Button>
          <Button variant="contained" onClick={onConfirm} autoFocus>{t('payment.age.yes', { age: AGE_RESTRICTION })}</Button>
        </>
      )}
    >
      <Typography>{t('payment.age.text', { age: AGE_RESTRICTION })}</Typography>
    </DialogShell>
  );
}
