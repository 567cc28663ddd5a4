// The idle cart reminder: the cart still holds items; 'go to cart' opens the cart panel.
import { useTranslation } from '@shop/shared/i18n';
import { Button, Typography } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface IdleCartReminderDialogProps {
  open: boolean;
  onClose: () => void;
  onGoToCart: () => void;
}

export function IdleCartReminderDialog({ open, onClose, onGoToCart }: IdleCartReminderDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('idle.title')}
      actions={(
        <>
          <Button onClick={onClose}>{t('idle.later')}</Button>
          <Button variant="contained" onClick={onGoToCart} autoFocus>{t('idle.goToCart')}</Button>
        </>
      )}
    >
      <Typography>{t('idle.text')}</Typography>
    </DialogShell>
  );
}

export default IdleCartReminderDialog;
