// The add-address map form (catalogue §3, §5): the point from the map or search, the street it gives, and the contact fields
// (a customer's own names and mobile written in where the form has none yet).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useFieldErrors } from '@shop/shared/api';
import { useCustomer } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, AlertTitle, Button, CircularProgress, Stack } from '@shop/shared/ui';
import { Checkbox, FormControl, FormControlLabel, FormHelperText, InputLabel, Select, TextField } from '@shop/shared/ui-forms';
import { MenuItem } from '@shop/shared/ui-overlays';
import { isPeruvianMobile, phoneFieldValue } from '@shop/api/rules/phone';
import { NAMESPACE } from '../../i18n/register';
import {
  ADDRESS_TYPES, MAX_LENGTHS, SERVER_FIELDS, validateAddress, type AddressField, type AddressFormValues,
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
   * A guest's location (catalogue §5): only the street and the map point are required, as the API has it; the names
   * and mobile are optional, and the address type and the default flag are for logged-in customers only (hidden).
   */
  guest?: boolean;
}

type TextFieldName = 'areaStreet' | 'firstName' | 'lastName' | 'flatNo' | 'landmark';

/**
 * A customer has told the shop their names and mobile: an address form starts with them where its fields are still empty
 * and untouched (a new address, a guest's location now theirs), so they are not typed again. Guests have no record.
 */
function useKnownContact(
  guest: boolean,
  touched: Partial<Record<AddressField, boolean>>,
  setValues: (update: (values: AddressFormValues) => AddressFormValues) => void,
): void {
  const { data: customer } = useCustomer();
  useEffect(() => {
    if (guest || !customer) return;
    const mobile = customer.contactNumber && isPeruvianMobile(customer.contactNumber) ? customer.contactNumber : '';
    const known = { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', mobileNumber: mobile };
    setValues((values) => {
      const next = { ...values };
      for (const field of ['firstName', 'lastName', 'mobileNumber'] as const) {
        if (!next[field] && !touched[field] && known[field]) next[field] = known[field];
      }
      return next;
    });
    // Only a newly read record fills in: what the shopper touched meanwhile stays theirs (checked above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, guest]);
}

export function AddressForm({ initial, callName, onSubmit, showDefaultFlag = true, guest = false }: AddressFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const typeLabelId = useId();
  const serverErrors = useFieldErrors(callName);
  const point = values.latitude !== null && values.longitude !== null ? { latitude: values.latitude, longitude: values.longitude } : null;
  const coverage = useCoverage(point);
  const errors = validateAddress(values, { guest });
  useKnownContact(guest, touched, setValues);

  const set = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'defaultAddress') setTouched((s) => ({ ...s, [field]: true }));
  };
  /** The server's messages for a form field (latitude and longitude both land on 'coordinates'), each once. */
  const serverMessagesOf = (field: AddressField): string[] => [...new Set(
    Object.entries(serverErrors).filter(([name]) => SERVER_FIELDS[name] === field).flatMap(([, list]) => list.map((e) => e.message)),
  )];
  /** The message of a field: ours once touched (or after a submit), else the server's. */
  const messageOf = (field: AddressField): string | undefined => {
    const own = errors[field];
    if (own && (touched[field] || submitted)) return t(`location.form.errors.${own.key}`, { max: own.max });
    return serverMessagesOf(field)[0];
  };

  const text = (field: TextFieldName, required: boolean) => {
    const message = messageOf(field);
    return (
      <TextField
        label={t(`location.form.${field}`)}
        value={values[field]}
        required={required}
        onChange={(e) => set(field, withoutLeadingSpace(e.target.value))}
        onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
        error={Boolean(message)}
        helperText={message}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_LENGTHS[field] } }}
      />
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const patch = await onSubmit(values);
      if (patch) setValues((v) => ({ ...v, ...patch }));
    } finally {
      setSaving(false);
    }
  };

  const typeMessage = messageOf('defaultAddressType');
  // The map's warning: ours when no point is chosen, else what the server said about the point.
  const ownMapWarning = submitted && errors.coordinates !== undefined;
  const serverMapMessages = ownMapWarning ? [] : serverMessagesOf('coordinates');
  const mobileMessage = messageOf('mobileNumber');
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e: FormEvent) => void submit(e)} aria-label={t('location.form.title')}>
      <LocationPicker
        point={point}
        onChange={(picked) => {
          setValues((v) => ({
            ...v, latitude: picked.latitude, longitude: picked.longitude,
            // The street comes from the map; where it knows none the shopper types it.
            areaStreet: picked.street ?? '', district: picked.district ?? '',
          }));
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
      <TextField
        label={t('location.form.mobileNumber')}
        value={values.mobileNumber}
        required={!guest}
        // Digits only (catalogue §5's number-only filter), at most 9; a pasted or autofilled '+51 987 654 321' is its nine digits.
        onChange={(e) => set('mobileNumber', phoneFieldValue(e.target.value))}
        onBlur={() => setTouched((s) => ({ ...s, mobileNumber: true }))}
        error={Boolean(mobileMessage)}
        helperText={mobileMessage}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('flatNo', false)}
        {text('landmark', false)}
      </Stack>
      {!guest && (
        <FormControl size="small" required error={Boolean(typeMessage)} fullWidth>
          <InputLabel id={typeLabelId}>{t('location.form.defaultAddressType')}</InputLabel>
          <Select
            labelId={typeLabelId}
            label={t('location.form.defaultAddressType')}
            value={values.defaultAddressType}
            onChange={(e) => set('defaultAddressType', e.target.value as AddressFormValues['defaultAddressType'])}
            onClose={() => setTouched((s) => ({ ...s, defaultAddressType: true }))}
          >
            {ADDRESS_TYPES.map((type) => (
              <MenuItem key={type} value={type}>{t(`location.form.types.${type}`)}</MenuItem>
            ))}
          </Select>
          {typeMessage && <FormHelperText>{typeMessage}</FormHelperText>}
        </FormControl>
      )}
      {showDefaultFlag && !guest && (
        <FormControlLabel
          control={<Checkbox checked={values.defaultAddress} onChange={(e) => set('defaultAddress', e.target.checked)} />}
          label={t('location.form.defaultAddress')}
        />
      )}
      <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} /> : undefined}>
        {t('location.form.save')}
      </Button>
    </Stack>
  );
}
