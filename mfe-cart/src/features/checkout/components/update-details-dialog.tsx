// Dialog 4 (update name and contact details, cart §5): first name, last name and a Peruvian mobile are required; the
// address detail and landmark are optional. Saved on the delivery address itself (PUT /user-addresses/{id}).
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { clearFieldErrors, useFieldErrors } from '@shop/shared/api';
import { ADDRESS_LIMITS } from '@shop/api/rules/address';
import { isPeruvianMobile, PHONE_LENGTH, phoneFieldValue } from '@shop/api/rules/phone';
import { CALL_NAMES, updateAddress, useAddressMutation, type AddressInput, type CartAddress } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, CircularProgress, Stack } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { untoldRefusal } from '../../../utils/refusal';

export interface UpdateDetailsDialogProps {
  open: boolean;
  address: CartAddress;
  onClose: () => void;
  onSaved: () => void;
}

type Field = 'firstName' | 'lastName' | 'telephone' | 'street2' | 'landmark';

function blockNonDigit(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
}

export function UpdateDetailsDialog({ open, address, onClose, onSaved }: UpdateDetailsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const formId = useId();
  const initial = (): Record<Field, string> => ({
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    telephone: phoneFieldValue(address.telephone ?? ''),
    street2: address.street2 ?? '',
    landmark: address.landmark ?? '',
  });
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const serverErrors = useFieldErrors(CALL_NAMES.updateAddress);
  const save = useAddressMutation((input: AddressInput) => updateAddress(address.userAddressId, input));

  useEffect(() => {
    if (!open) return;
    setValues(initial());
    setSubmitted(false);
    setMessage(null);
    clearFieldErrors(CALL_NAMES.updateAddress);
    // Only a new opening reloads the form from the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const errors: Partial<Record<Field, string>> = {};
  if (!values.firstName.trim()) errors.firstName = t('checkout.details.required');
  if (!values.lastName.trim()) errors.lastName = t('checkout.details.required');
  if (!values.telephone) errors.telephone = t('checkout.details.required');
  else if (!isPeruvianMobile(values.telephone)) errors.telephone = t('checkout.details.mobileInvalid');
  const shown = (field: Field) => (submitted ? errors[field] : undefined) ?? serverErrors[field]?.[0]?.message;

  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || saving) return;
    setSaving(true);
    setMessage(null);
    try {
      await save.mutateAsync({
        countryId: address.countryId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        telephone: values.telephone,
        street1: address.street1,
        // Optional: an emptied field is cleared on the address.
        street2: values.street2.trim(),
        landmark: values.landmark.trim(),
        latitude: address.latitude,
        longitude: address.longitude,
        alias: address.alias,
        defaultShipping: address.defaultShipping,
      });
      enqueueSnackbar(t('checkout.details.saved'), { variant: 'success' });
      onSaved();
    } catch (error) {
      setMessage(untoldRefusal(error, t('checkout.details.failed'), { fieldsShown: true }));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, label: string, extra: { required?: boolean; max: number; digits?: boolean; autoComplete?: string }) => (
    <TextField
      required={extra.required}
      fullWidth
      label={label}
      value={values[name]}
      // A pasted or autofilled '+51 987 654 321' is its nine digits.
      onChange={(e) => set(name, extra.digits ? phoneFieldValue(e.target.value) : e.target.value)}
      onKeyDown={extra.digits ? blockNonDigit : undefined}
      error={Boolean(shown(name))}
      helperText={shown(name)}
      slotProps={{ htmlInput: { maxLength: extra.digits ? undefined : extra.max, autoComplete: extra.autoComplete, ...(extra.digits ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}) } }}
    />
  );

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('checkout.details.title')}
      actions={(
        <Button type="submit" form={formId} variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
          {t('checkout.details.save')}
        </Button>
      )}
    >
      <Box component="form" id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('firstName', t('checkout.details.firstName'), { required: true, max: ADDRESS_LIMITS.firstName, autoComplete: 'given-name' })}
          {field('lastName', t('checkout.details.lastName'), { required: true, max: ADDRESS_LIMITS.lastName, autoComplete: 'family-name' })}
          {field('telephone', t('checkout.details.mobile'), { required: true, max: PHONE_LENGTH, digits: true, autoComplete: 'tel-national' })}
          {field('street2', t('checkout.details.address'), { max: ADDRESS_LIMITS.street2 })}
          {field('landmark', t('checkout.details.landmark'), { max: ADDRESS_LIMITS.landmark })}
          {message && <Alert severity="error" role="alert">{message}</Alert>}
        </Stack>
      </Box>
    </DialogShell>
  );
}
