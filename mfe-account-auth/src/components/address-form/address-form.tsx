// The add-address map form: the point from the map or search, the street it gives, and the contact fields
// (a customer's own names and mobile written in where the form has none yet).
import { useEffect, useId, type FormEvent } from 'react';
import { useFieldErrors } from '@shop/shared/api';
import { useCustomer } from '@shop/shared/calls';
import { Controller, FormTextField, setServerErrors, useForm, useWatch, zodResolver, type UseFormReturn } from '@shop/shared/form';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, AlertTitle, Button, CircularProgress, Stack } from '@shop/shared/ui';
import { Checkbox, FormControl, FormControlLabel, FormHelperText, InputLabel, Select } from '@shop/shared/ui-forms';
import { MenuItem } from '@shop/shared/ui-overlays';
import { isPeruvianMobile, phoneFieldValue } from '@shop/api/rules/phone';
import { NAMESPACE } from '../../i18n/register';
import {
  ADDRESS_TYPES, addressSchema, MAX_LENGTHS, POINT_SERVER_FIELDS, TEXT_SERVER_FIELDS, type AddressFormValues,
} from '../../utils/address-form-rules';
import { useCoverage } from '../../hooks/use-coverage';
import { CoverageFlag } from './coverage-flag';
import { LocationPicker } from './location-picker';
import { withoutLeadingSpace } from './place-search';

export interface AddressFormProps {
  initial: AddressFormValues;
  /** The shared call that saves it (createAddress / updateAddress): its server field errors show here. */
  callName: string;
  /** Saves; may answer a change to show (e.g. the default flag unticked after a declined cart discard). */
  onSubmit: (values: AddressFormValues) => Promise<Partial<AddressFormValues> | void>;
  /** Offer the default flag (hidden when the address is the default already). */
  showDefaultFlag?: boolean;
  /**
   * A guest's location: only the street and the map point are required, as the API has it; the names
   * and mobile are optional, and the address type and the default flag are for logged-in customers only (hidden).
   */
  guest?: boolean;
}

type TextFieldName = 'areaStreet' | 'firstName' | 'lastName' | 'flatNo' | 'landmark';

/**
 * A customer has told the shop their names and mobile: an address form starts with them where its fields are still empty
 * and untouched (a new address, a guest's location now theirs), so they are not typed again. Guests have no record.
 */
function useKnownContact(guest: boolean, form: UseFormReturn<AddressFormValues>): void {
  const { data: customer } = useCustomer();
  useEffect(() => {
    if (guest || !customer) return;
    const mobile = customer.contactNumber && isPeruvianMobile(customer.contactNumber) ? customer.contactNumber : '';
    const known = { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', mobileNumber: mobile };
    for (const field of ['firstName', 'lastName', 'mobileNumber'] as const) {
      const state = form.getFieldState(field);
      if (!form.getValues(field) && !state.isTouched && !state.isDirty && known[field]) form.setValue(field, known[field]);
    }
    // Only a newly read record fills in: what the shopper touched meanwhile stays theirs (checked above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, guest]);
}

export function AddressForm({ initial, callName, onSubmit, showDefaultFlag = true, guest = false }: AddressFormProps) {
  const { t } = useTranslation(NAMESPACE);
  // Each field's own message shows once it was typed in or left (mode 'all'), and all of them after a submit.
  const form = useForm<AddressFormValues>({
    defaultValues: initial,
    resolver: zodResolver(addressSchema(guest)),
    mode: 'all',
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setValue, getFieldState, formState: { errors, isSubmitting, isSubmitted } } = form;
  const typeLabelId = useId();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const coverage = useCoverage(point);
  useKnownContact(guest, form);

  // The callers make the call and keep its failure; the API client keeps its field errors, which go onto the fields,
  // and those about the point (latitude and longitude both) into the map's warning.
  const serverErrors = useFieldErrors(callName);
  useEffect(() => {
    setServerErrors(setError, serverErrors, TEXT_SERVER_FIELDS);
    const messages = [...new Set(POINT_SERVER_FIELDS.flatMap((name) => (serverErrors[name] ?? []).map((e) => e.message)))];
    // One root error holds them all, a line each (a root error is the one kind that has no field and goes at a submit).
    if (messages.length > 0) setError('root.point', { type: 'server', message: messages.join('\n') });
  }, [serverErrors, setError]);

  /** Our rules answer an i18n key; the server answers its own words. */
  const messageOf = (field: TextFieldName | 'mobileNumber' | 'defaultAddressType'): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return t(`location.form.errors.${error.message}`, { max: field in MAX_LENGTHS ? MAX_LENGTHS[field as TextFieldName] : undefined });
  };

  const text = (field: TextFieldName, required: boolean) => (
    <FormTextField
      control={control}
      name={field}
      label={t(`location.form.${field}`)}
      required={required}
      clean={withoutLeadingSpace}
      message={messageOf(field)}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: MAX_LENGTHS[field] } }}
    />
  );

  const submit = handleSubmit(async (values) => {
    const patch = await onSubmit(values);
    if (patch) for (const [field, value] of Object.entries(patch)) setValue(field as keyof AddressFormValues, value as never);
  });

  const typeMessage = messageOf('defaultAddressType');
  // The map's warning: ours when no point is chosen, else what the server said about the point.
  const ownMapWarning = isSubmitted && point === null;
  const serverMapMessages = ownMapWarning ? [] : (errors.root?.point?.message?.split('\n') ?? []);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e: FormEvent) => void submit(e)} aria-label={t('location.form.title')}>
      <LocationPicker
        point={point}
        onChange={(picked) => {
          setValue('latitude', picked.latitude);
          setValue('longitude', picked.longitude);
          setValue('district', picked.district ?? '');
          // The street comes from the map; where it knows none the shopper types it. Its message follows once shown.
          const street = getFieldState('areaStreet');
          setValue('areaStreet', picked.street ?? '', { shouldValidate: isSubmitted || street.isTouched || street.isDirty });
        }}
      />
      <CoverageFlag {...coverage} />
      {ownMapWarning && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('location.form.errors.required')}</AlertTitle>
          {t('location.form.errors.mapRequired')}
        </Alert>
      )}
      {serverMapMessages.length > 0 && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('location.form.errors.mapPoint')}</AlertTitle>
          {serverMapMessages.map((message) => <div key={message}>{message}</div>)}
        </Alert>
      )}
      {text('areaStreet', true)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('firstName', !guest)}
        {text('lastName', !guest)}
      </Stack>
      <FormTextField
        control={control}
        name="mobileNumber"
        label={t('location.form.mobileNumber')}
        required={!guest}
        // Digits only, at most 9; a pasted or autofilled '+51 987 654 321' is its nine digits.
        clean={phoneFieldValue}
        message={messageOf('mobileNumber')}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('flatNo', false)}
        {text('landmark', false)}
      </Stack>
      {!guest && (
        <Controller
          control={control}
          name="defaultAddressType"
          render={({ field }) => (
            <FormControl size="small" required error={Boolean(typeMessage)} fullWidth>
              <InputLabel id={typeLabelId}>{t('location.form.defaultAddressType')}</InputLabel>
              <Select
                labelId={typeLabelId}
                label={t('location.form.defaultAddressType')}
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => field.onChange(e.target.value as AddressFormValues['defaultAddressType'])}
                onClose={field.onBlur}
              >
                {ADDRESS_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>{t(`location.form.types.${type}`)}</MenuItem>
                ))}
              </Select>
              {typeMessage && <FormHelperText>{typeMessage}</FormHelperText>}
            </FormControl>
          )}
        />
      )}
      {showDefaultFlag && !guest && (
        <Controller
          control={control}
          name="defaultAddress"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox name={field.name} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('location.form.defaultAddress')}
            />
          )}
        />
      )}
      <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={18} /> : undefined}>
        {t('location.form.save')}
      </Button>
    </Stack>
  );
}
