// The update-details dialog (name and contact): first name, last name and a Peruvian mobile are required; the
// address detail and landmark are optional. Saved on the delivery address itself (PUT /user-addresses/{id}).
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { ADDRESS_LIMITS } from '@shop/api/rules/address';
import { isPeruvianMobile, phoneFieldValue } from '@shop/api/rules/phone';
import { updateAddress, useAddressMutation, type AddressInput, type CartAddress } from '@shop/shared/calls';
import { FormTextField, formSchema, setServerErrors, string, useForm, zodResolver, type RuleProblems, type ServerFieldMap } from '@shop/shared/form';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, CircularProgress, Stack } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { untoldRefusal } from '../../../utils/refusal';

export interface UpdateDetailsDialogProps {
  open: boolean;
  address: CartAddress;
  onClose: () => void;
  onSaved: () => void;
}

interface DetailsForm {
  firstName: string;
  lastName: string;
  telephone: string;
  street2: string;
  landmark: string;
}

/** Names and a Peruvian mobile are required; i18n keys under checkout.details. */
function detailsProblems(values: DetailsForm): RuleProblems<DetailsForm> {
  const problems: RuleProblems<DetailsForm> = {};
  if (!values.firstName.trim()) problems.firstName = 'required';
  if (!values.lastName.trim()) problems.lastName = 'required';
  if (!values.telephone) problems.telephone = 'required';
  else if (!isPeruvianMobile(values.telephone)) problems.telephone = 'mobileInvalid';
  return problems;
}

const DETAILS_SCHEMA = formSchema<DetailsForm>(
  { firstName: string(), lastName: string(), telephone: string(), street2: string(), landmark: string() },
  detailsProblems,
);
/** The address body's field names are the form's. */
const SERVER_FIELDS: ServerFieldMap<DetailsForm> = { firstName: 'firstName', lastName: 'lastName', telephone: 'telephone', street2: 'street2', landmark: 'landmark' };

function blockNonDigit(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
}

export function UpdateDetailsDialog({ open, address, onClose, onSaved }: UpdateDetailsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const formId = useId();
  const initial = (): DetailsForm => ({
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    telephone: phoneFieldValue(address.telephone ?? ''),
    street2: address.street2 ?? '',
    landmark: address.landmark ?? '',
  });
  const { control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<DetailsForm>({
    defaultValues: initial(),
    resolver: zodResolver(DETAILS_SCHEMA),
    shouldFocusError: false,
  });
  const [message, setMessage] = useState<string | null>(null);
  const save = useAddressMutation((input: AddressInput) => updateAddress(address.userAddressId, input));

  useEffect(() => {
    if (!open) return;
    reset(initial());
    setMessage(null);
    // Only a new opening reloads the form from the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  /** Our rules answer an i18n key; the server answers its own words. */
  const shown = (field: keyof DetailsForm): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`checkout.details.${error.message}`);
  };

  const submit = handleSubmit(async (values) => {
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
      const placed = setServerErrors(setError, error, SERVER_FIELDS);
      setMessage(untoldRefusal(error, t('checkout.details.failed'), { fieldsShown: placed }));
    }
  });

  const field = (name: keyof DetailsForm, label: string, extra: { required?: boolean; max?: number; autoComplete?: string }) => (
    <FormTextField
      control={control}
      name={name}
      required={extra.required}
      fullWidth
      label={label}
      message={shown(name)}
      slotProps={{ htmlInput: { maxLength: extra.max, autoComplete: extra.autoComplete } }}
    />
  );

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('checkout.details.title')}
      actions={(
        <Button type="submit" form={formId} variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
          {t('checkout.details.save')}
        </Button>
      )}
    >
      <Box component="form" id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('firstName', t('checkout.details.firstName'), { required: true, max: ADDRESS_LIMITS.firstName, autoComplete: 'given-name' })}
          {field('lastName', t('checkout.details.lastName'), { required: true, max: ADDRESS_LIMITS.lastName, autoComplete: 'family-name' })}
          <FormTextField
            control={control}
            name="telephone"
            required
            fullWidth
            label={t('checkout.details.mobile')}
            // A pasted or autofilled '+51 987 654 321' is its nine digits.
            clean={phoneFieldValue}
            onKeyDown={blockNonDigit}
            message={shown('telephone')}
            slotProps={{ htmlInput: { autoComplete: 'tel-national', inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
          {field('street2', t('checkout.details.address'), { max: ADDRESS_LIMITS.street2 })}
          {field('landmark', t('checkout.details.landmark'), { max: ADDRESS_LIMITS.landmark })}
          {message && <Alert severity="error" role="alert">{message}</Alert>}
        </Stack>
      </Box>
    </DialogShell>
  );
}
