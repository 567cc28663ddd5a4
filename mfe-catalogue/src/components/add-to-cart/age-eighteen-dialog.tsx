// The age-eighteen pop-up: the shopper's date of birth is under the item's age, so nothing was added.
import { useTranslation } from '@shop/shared/i18n';
import { Button, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../i18n/register';

export interface AgeEighteenDialogProps {
  open: boolean;
  age: number;
  onClose: () => void;
}

export function AgeEighteenDialog({ open, age, onClose }: AgeEighteenDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('ageGate.underAgeTitle', { age })}
      actions={<Button variant="contained" onClick={onClose} autoFocus>{t('ageGate.ok')}</Button>}
    >
      <Typography>{t('ageGate.underAgeText', { age })}</Typography>
    </DialogShell>
  );
}
