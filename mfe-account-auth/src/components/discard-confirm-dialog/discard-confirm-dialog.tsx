// The cart-discard confirmation (yes/no) shown when a new delivery address would drop items from the cart.
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import type { CartDiscardStatus } from '@shop/shared/constants';
import { NAMESPACE } from '../../i18n/register';

export interface DiscardConfirmDialogProps {
  /** PARTIAL or COMPLETE while asking; null when closed. */
  status: Exclude<CartDiscardStatus, 'NONE'> | null;
  onAnswer: (yes: boolean) => void;
}

export function DiscardConfirmDialog({ status, onAnswer }: DiscardConfirmDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={status !== null}
      onClose={() => onAnswer(false)}
      title={t('location.discard.title')}
      hideClose
      actions={
        <>
          <Button onClick={() => onAnswer(false)}>{t('location.discard.no')}</Button>
          <Button variant="contained" onClick={() => onAnswer(true)}>
            {t('location.discard.yes')}
          </Button>
        </>
      }
    >
      {status === 'COMPLETE' ? t('location.discard.complete') : t('location.discard.partial')}
    </DialogShell>
  );
}
