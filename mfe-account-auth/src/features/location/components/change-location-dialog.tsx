// The change-location dialog: saved addresses, detect my location, place search; then the
// guest location picker (anyone not verified) or the add-address map form (verified customers). Loaded on first open.
import { useState } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { clearFieldErrors } from '@shop/shared/api';
import { trackLoginStep } from '@shop/shared/analytics';
import { CALL_NAMES, createAddress, setDefaultAddress, useAddresses, useAddressMutation, type Address } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { isVerified, useSession } from '@shop/shared/session';
import { Alert, Button, CircularProgress, Divider, Stack } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { useCoverage } from '../../../hooks/use-coverage';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { EMPTY_ADDRESS, toAddressInput, type AddressFormValues } from '../../../utils/address-form-rules';
import { AddressForm } from '../../../components/address-form/address-form';
import { CoverageFlag } from '../../../components/address-form/coverage-flag';
import { LocationPicker, type PickedPoint } from '../../../components/address-form/location-picker';
import { withoutLeadingSpace } from '../../../components/address-form/place-search';
import { SavedAddressList } from './saved-address-list';

export interface ChangeLocationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Why it opened ('addToCart': a product needs a delivery point first). */
  reason?: string;
}

type View = 'choose' | 'pick' | 'form';

export default function ChangeLocationDialog({ open, onClose, reason }: ChangeLocationDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const verified = useSession(isVerified);
  const currentId = useSession((s) => s.userData?.userAddressId ?? null);
  const addresses = useAddresses();
  // A saved location has the address list read again (the default's change reaches every view as address:changed).
  const { mutateAsync: change } = useAddressMutation((run: () => Promise<unknown>) => run());
  const { guard, dialog: discardDialog } = useDiscardGuard();
  const [view, setView] = useState<View>('choose');
  const [picked, setPicked] = useState<PickedPoint | null>(null);
  const [street, setStreet] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const coverage = useCoverage(view === 'pick' ? picked : null);

  const records = addresses.data?.records ?? [];
  // A customer without addresses (error.address.notFound) goes straight to the add-address map: nothing to choose.
  const noAddresses = verified && addresses.data?.count === 0;
  const shown: View = view === 'choose' && noAddresses ? 'form' : view;

  const close = () => {
    onClose();
    setView('choose');
    setPicked(null);
    setStreet('');
    setFailed(false);
    clearFieldErrors(CALL_NAMES.createAddress);
  };
  const done = () => {
    enqueueSnackbar(t('header.addressUpdateSuccess'), { variant: 'success' });
    close();
  };
  /** Runs a save; a failure keeps the dialog open with a notice (the API client has toasted what it knows). */
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch (error) {
      console.warn('Saving the location failed:', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const onPicked = (point: PickedPoint) => {
    setPicked(point);
    setStreet(point.street ?? '');
  };
  const next = (point: PickedPoint) => {
    onPicked(point);
    setView(verified ? 'form' : 'pick');
  };

  const chooseSaved = (address: Address) => attempt(async () => {
    if (String(address.userAddressId) === currentId) return close();
    // No: the old default stays.
    if (!(await guard({ userAddressId: address.userAddressId }))) return;
    await change(() => setDefaultAddress(address.userAddressId));
    done();
  });

  // The guest location picker: street and coordinates only; createAddress registers a guest when there is no user.
  const confirmGuest = () => attempt(async () => {
    if (!picked) return;
    const replacing = Boolean(useSession.getState().userData?.userAddressId);
    if (!(await guard({ latitude: picked.latitude, longitude: picked.longitude }))) return;
    await change(() => createAddress({
      street1: street.trim(), latitude: picked.latitude, longitude: picked.longitude,
      // A guest's first point is the default anyway; a later one must become it.
      ...(replacing ? { defaultShipping: true } : {}),
    }));
    trackLoginStep('setAddress');
    done();
  });

  const saveAddress = async (values: AddressFormValues): Promise<Partial<AddressFormValues> | void> => {
    let patch: Partial<AddressFormValues> | void = undefined;
    await attempt(async () => {
      const target = { latitude: values.latitude as number, longitude: values.longitude as number };
      // Declining the discard unticks the default flag, so the old default stays; nothing is saved yet.
      if (values.defaultAddress && !(await guard(target))) {
        patch = { defaultAddress: false };
        return;
      }
      await change(() => createAddress(toAddressInput(values)));
      done();
    });
    return patch;
  };

  const canConfirmGuest = picked !== null && street.trim() !== '' && coverage.answer?.storeExists === true && !busy;
  const title = shown === 'choose' ? t('location.dialog.title') : shown === 'pick' ? t('location.guest.title') : t('location.form.title');
  const back = shown !== 'choose' && !noAddresses && (
    <Button onClick={() => setView('choose')} disabled={busy}>{t('location.back')}</Button>
  );

  return (
    <>
      <DialogShell
        open={open}
        onClose={close}
        title={title}
        width="wide"
        actions={
          shown === 'pick' ? (
            <>
              {back}
              <Button variant="contained" disabled={!canConfirmGuest} onClick={() => void confirmGuest()}>
                {t('location.confirm')}
              </Button>
            </>
          ) : back || undefined
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {reason === 'addToCart' && shown === 'choose' && <Alert severity="info">{t('location.dialog.forCart')}</Alert>}
          {failed && <Alert severity="error">{t('location.saveFailed')}</Alert>}
          {busy && shown === 'choose' && <CircularProgress size={24} aria-label={t('location.saving')} />}

          {shown === 'choose' && (
            <>
              <LocationPicker point={null} onChange={next} withMap={false} />
              <Button onClick={() => { setPicked(null); setStreet(''); setView(verified ? 'form' : 'pick'); }}>
                {verified ? t('location.addNew') : t('location.pickOnMap')}
              </Button>
              {records.length > 0 && <Divider />}
              <SavedAddressList addresses={records} currentId={currentId} onChoose={(a) => void chooseSaved(a)} disabled={busy} />
            </>
          )}

          {shown === 'pick' && (
            <>
              <LocationPicker point={picked} onChange={onPicked} />
              <TextField
                label={t('location.guest.street')}
                value={street}
                required
                size="small"
                fullWidth
                onChange={(e) => setStreet(withoutLeadingSpace(e.target.value))}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <CoverageFlag {...coverage} />
            </>
          )}

          {shown === 'form' && (
            <AddressForm
              initial={{
                ...EMPTY_ADDRESS,
                latitude: picked?.latitude ?? null,
                longitude: picked?.longitude ?? null,
                areaStreet: picked?.street ?? '',
                district: picked?.district ?? '',
                // From this dialog a new address is where to deliver now.
                defaultAddress: true,
              }}
              callName={CALL_NAMES.createAddress}
              onSubmit={saveAddress}
            />
          )}
        </Stack>
      </DialogShell>
      {discardDialog}
    </>
  );
}
