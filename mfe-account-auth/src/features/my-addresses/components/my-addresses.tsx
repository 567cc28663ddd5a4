// The address book of /account/my-address: the saved addresses, and adding, editing, deleting and
// choosing the default; changing the delivery point asks first when the cart would lose items there.
import { useEffect, useRef, useState } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { clearFieldErrors, isReported } from '@shop/shared/api';
import {
  CALL_NAMES, createAddress, defaultHeir, deleteAddress, setDefaultAddress, updateAddress, useAddresses, useAddressMutation, type Address,
} from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { isVerified, useSession } from '@shop/shared/session';
import { AddIcon } from '@shop/shared/ui-icons';
import { Button, List, RemoteErrorNotice, Skeleton, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { toAddressInput, type AddressFormValues } from '../../../utils/address-form-rules';
import { AddressCard } from './address-card';
import { AddressEditorDialog } from './address-editor-dialog';
import { DeleteAddressDialog } from './delete-address-dialog';
import { SessionPrompt } from './session-prompt';

/** Addresses belong to a session user (a guest with a location or a customer); anyone else is asked to get one. */
export function MyAddresses() {
  const userId = useSession((s) => s.userId);
  return userId ? <AddressBook /> : <SessionPrompt />;
}

function AddressBook() {
  const { t } = useTranslation(NAMESPACE);
  const addresses = useAddresses();
  // Each change has the list read again once it succeeded.
  const { mutateAsync: change } = useAddressMutation((run: () => Promise<unknown>) => run());
  // Anyone but a verified customer saves a location, as the API rules it.
  const guest = !useSession(isVerified);
  const { guard, dialog: discardDialog } = useDiscardGuard();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const records = addresses.data?.records ?? [];

  // Loading the addresses with error.address.notFound (none saved; useAddresses reads it as an empty
  // list) opens the add-address map. Once, for the page's first answer: not again after the shopper closes it or
  // deletes the last address.
  const firstAnswerSeen = useRef(false);
  useEffect(() => {
    if (firstAnswerSeen.current || addresses.isFetching || !addresses.data) return;
    firstAnswerSeen.current = true;
    if (addresses.data.count === 0) setEditing('new');
  }, [addresses.data, addresses.isFetching]);

  const fail = (error: unknown) => {
    console.warn('Address change failed:', error);
    if (!isReported(error)) enqueueSnackbar(t('myAddresses.failed'), { variant: 'error' });
  };
  const succeed = (key: 'saved' | 'deleted' | 'defaultSet') => enqueueSnackbar(t(`myAddresses.${key}`), { variant: 'success' });

  const closeEditor = () => {
    setEditing(null);
    clearFieldErrors(CALL_NAMES.createAddress);
    clearFieldErrors(CALL_NAMES.updateAddress);
  };

  const save = async (values: AddressFormValues): Promise<Partial<AddressFormValues> | void> => {
    const original = editing !== null && editing !== 'new' ? editing : null;
    const wasDefault = original?.defaultShipping ?? false;
    const moved = original !== null && (original.latitude !== values.latitude || original.longitude !== values.longitude);
    try {
      // The delivery point changes when an address becomes the default, or the default itself moves: ask the cart first.
      if (values.defaultAddress && (!wasDefault || moved)) {
        const accepted = await guard({ latitude: values.latitude as number, longitude: values.longitude as number });
        // No: a new default is unticked, so the old one stays; a moved default is not saved.
        if (!accepted) return wasDefault ? undefined : { defaultAddress: false };
      }
      await change(() => (original ? updateAddress(original.userAddressId, toAddressInput(values)) : createAddress(toAddressInput(values))));
      closeEditor();
      succeed('saved');
    } catch (error) {
      // The form stays open with what was typed; server field errors show on its fields.
      fail(error);
    }
  };

  const makeDefault = async (address: Address) => {
    setBusy(true);
    try {
      // No keeps the old default (and the cart).
      if (!(await guard({ userAddressId: address.userAddressId }))) return;
      await change(() => setDefaultAddress(address.userAddressId));
      succeed('defaultSet');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      // Deleting the default hands the default to another address (the API's rule), maybe served by another store:
      // the cart is asked about that address first, as for any change of the delivery point. No keeps everything.
      const heir = deleting.defaultShipping ? defaultHeir(records, deleting.userAddressId) : null;
      if (heir && !(await guard({ userAddressId: heir.userAddressId }))) {
        setDeleting(null);
        return;
      }
      const gone = deleting.userAddressId;
      await change(() => deleteAddress(gone));
      setDeleting(null);
      succeed('deleted');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (addresses.error && !addresses.data) body = <RemoteErrorNotice onRetry={() => void addresses.refetch()} />;
  else if (!addresses.data) body = <Skeleton variant="rounded" height={120} />;
  // 404 error.address.notFound reads as an empty list (useAddresses).
  else if (records.length === 0) body = <Typography>{t('myAddresses.empty')}</Typography>;
  else {
    body = (
      <List aria-label={t('myAddresses.listLabel')} disablePadding>
        {records.map((a) => (
          <AddressCard
            key={a.userAddressId}
            address={a}
            busy={busy}
            onEdit={() => setEditing(a)}
            onDelete={() => setDeleting(a)}
            onMakeDefault={() => void makeDefault(a)}
          />
        ))}
      </List>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} disabled={!addresses.data}>
          {t('myAddresses.add')}
        </Button>
      </Stack>
      {body}
      <AddressEditorDialog editing={editing} firstAddress={records.length === 0} guest={guest} onClose={closeEditor} onSubmit={save} />
      <DeleteAddressDialog address={deleting} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()} />
      {discardDialog}
    </Stack>
  );
}
