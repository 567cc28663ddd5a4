// The yes/no confirm before an address is deleted.
import { useTranslation } from '@shop/shared/i18n';
import { Button, CircularProgress } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import type { Address } from '@shop/shared/calls';
import { NAMESPACE } from '../../../i18n/register';

export interface DeleteAddressDialogProps {
  /** The address to delete; null when closed. */
  address: Address | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteAddressDialog({ address, busy, onCancel, onConfirm }: DeleteAddressDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogShell
      open={address !== null}
      onClose={busy ? () => undefined : onCancel}
      title={t('myAddresses.deleteTitle')}
      width="narrow"
      hideClose
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>{t('myAddresses.deleteNo')}</Button>
          <Button variant="contained" color="error" onClick={onConfirm} disabled={busy} startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}>
            {t('myAddresses.deleteYes')}
          </Button>
        </>
      }
    >
      {address && t('myAddresses.deleteText', { street: address.street1 })}
    </DialogShell>
  );
}
