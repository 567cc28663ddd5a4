// The combos' date-of-birth notice: an age-restricted combo needs a date of birth on record before it can be added.
import { useTranslation } from '@shop/shared/i18n';
import { Button, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../i18n/register';

export interface DobNoticeDialogProps {
  open: boolean;
  age: number;
  onClose: () => void;
  onEnterDob: () => void;
}

export function DobNoticeDialog({ open, age, onClose, onEnterDob }: DobNoticeDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('ageGate.dobNoticeTitle')}
      actions={(
        <>
          <Button onClick={onClose}>{t('ageGate.notNow')}</Button>
          <Button variant="contained" onClick={onEnterDob} autoFocus>{t('ageGate.enterDob')}</Button>
        </>
      )}
    >
      <Typography>{t('ageGate.dobNoticeText', { age })}</Typography>
    </DialogShell>
  );
}
