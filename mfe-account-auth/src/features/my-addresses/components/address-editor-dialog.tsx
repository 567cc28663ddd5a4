// The add / edit dialog of the address book: the location feature's add-address map form, empty or with the address's values.
import { CALL_NAMES, type Address } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Box } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { AddressForm } from '../../../components/address-form/address-form';
import { EMPTY_ADDRESS, fromAddress, type AddressFormValues } from '../../../utils/address-form-rules';

export interface AddressEditorDialogProps {
  /** 'new' adds; an address edits it; null is closed. */
  editing: Address | 'new' | null;
  /** Pre-ticks the default flag of a new address (the shopper's first one is the default anyway). */
  firstAddress: boolean;
  /** The session is a guest's: the form's guest rules (street and point only; no type or default flag). */
  guest: boolean;
  onClose: () => void;
  onSubmit: (values: AddressFormValues) => Promise<Partial<AddressFormValues> | void>;
}

export function AddressEditorDialog({ editing, firstAddress, guest, onClose, onSubmit }: AddressEditorDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const existing = editing !== null && editing !== 'new' ? editing : null;
  return (
    <DialogShell open={editing !== null} onClose={onClose} title={existing ? t('location.form.editTitle') : t('location.form.title')} width="wide">
      {editing !== null && (
        <Box sx={{ pt: 1 }}>
          <AddressForm
            // A fresh form (its own state) for each address opened.
            key={existing?.userAddressId ?? 'new'}
            initial={existing ? fromAddress(existing) : { ...EMPTY_ADDRESS, defaultAddress: firstAddress }}
            callName={existing ? CALL_NAMES.updateAddress : CALL_NAMES.createAddress}
            onSubmit={onSubmit}
            // The default stays the default: another address is made the default from the list.
            showDefaultFlag={!existing?.defaultShipping}
            guest={guest}
          />
        </Box>
      )}
    </DialogShell>
  );
}
