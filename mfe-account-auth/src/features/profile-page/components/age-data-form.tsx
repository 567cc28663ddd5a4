// The age data (catalogue §5 "Age form"): ID type (acceptableIds, first three), ID number of exactly the type's
// length, date of birth at most today − 16 years; saved with updateCustomer, which keeps the dob in the session.
// Each is set once: a date of birth or ID on record is shown read-only, with how to reach support to correct it.
import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { useFieldErrors } from '@shop/shared/api';
import { CALL_NAMES, epochToDob, idTypeName, useUpdateCustomer, type Customer, type IdType, useAcceptableIds } from '@shop/shared/calls';
import { MIN_DOB_AGE } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import { cleanIdNumber, dobProblem, EARLIEST_DOB, formatDob, isValidIdNumber, latestDob, shopToday, type IdTypeOption } from '../utils/age-data';
import { SupportNotice } from './support-notice';

type Field = 'idType' | 'idNumber' | 'dob';

export interface AgeDataFormProps {
  customer: Customer;
}

const storedDob = (dob: number | null): string => {
  if (dob === null) return '';
  try {
    return epochToDob(dob);
  } catch {
    return '';
  }
};

export function AgeDataForm({ customer }: AgeDataFormProps) {
  // The saved record goes into the page's customer query: the view shows it (locked fields and all) without another read.
  const update = useUpdateCustomer();
  const saving = update.isPending;
  const { t } = useTranslation(NAMESPACE);
  const language = useSession((s) => s.language);
  const ids = useAcceptableIds();
  const serverErrors = useFieldErrors(CALL_NAMES.updateCustomer);
  const types = ids.data ?? [];

  // On record → locked here (support corrects them); the form asks only for what is missing.
  const idLocked = customer.idNumber !== null;
  const dobLocked = customer.dob !== null;
  const [idType, setIdType] = useState<string>(customer.idType ?? '');
  const [idNumber, setIdNumber] = useState(customer.idNumber ?? '');
  const [dob, setDob] = useState(storedDob(customer.dob));
  const [touched, setTouched] = useState<Record<Field, boolean>>({ idType: false, idNumber: false, dob: false });
  const [saved, setSaved] = useState(false);

  // Without a stored type (or one no longer offered) the first one (DNI) is offered.
  const chosenType = types.some((o) => o.label === idType) ? idType : (types[0]?.label ?? '');
  const option: IdTypeOption | undefined = types.find((o) => o.label === chosenType);
  const today = shopToday();
  const maxDob = latestDob(today);

  const numberHint = option ? t(option.numeric ? 'profile.age.idNumberDigits' : 'profile.age.idNumberCharacters', { count: option.length }) : undefined;
  const errors: Partial<Record<Field, string>> = {};
  if (!idLocked) {
    if (!option) errors.idType = t('profile.errors.required');
    if (idNumber === '') errors.idNumber = t('profile.errors.required');
    else if (option && !isValidIdNumber(idNumber, option)) errors.idNumber = numberHint;
  }
  const dobIssue = dobLocked ? null : dobProblem(dob, today);
  if (dobIssue === 'required') errors.dob = t('profile.errors.required');
  else if (dobIssue === 'invalid') errors.dob = t('profile.age.dobInvalid');
  else if (dobIssue === 'tooYoung') errors.dob = t('profile.age.dobTooYoung', { age: MIN_DOB_AGE });
  const valid = Object.keys(errors).length === 0;

  // Shown once the field was left or typed in (catalogue §5), else whatever the server said about it.
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field]?.[0]?.message;
  const touch = (field: Field) => setTouched((s) => ({ ...s, [field]: true }));

  const changeType = (label: string) => {
    setIdType(label);
    // Another type has another length and alphabet: the number starts over.
    setIdNumber('');
    setTouched((s) => ({ ...s, idNumber: false }));
    setSaved(false);
  };

  const blockForeignPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (option?.numeric && /\D/.test(e.clipboardData.getData('text'))) e.preventDefault();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ idType: true, idNumber: true, dob: true });
    if (!valid || saving) return;
    try {
      // dob goes as 'YYYY-MM-DD': updateCustomer sends dobToEpoch of it and stores the answer's dob in the session.
      await update.mutateAsync({
        ...(idLocked ? {} : { idType: chosenType as IdType, idNumber }),
        ...(dobLocked ? {} : { dob }),
        selectedLanguage: language,
      });
      setSaved(true);
    } catch {
      // Toast or field errors from the shared client.
    }
  };

  const savedNote = saved && <Typography role="status" color="success.main">{t('profile.saved')}</Typography>;
  // A locked value is shown as it is on record, read-only, where its field would be.
  const lockedField = (label: string, value: string) => (
    <TextField label={label} value={value} fullWidth helperText={t('profile.age.lockedField')} slotProps={{ htmlInput: { readOnly: true } }} />
  );
  const idFields = idLocked ? lockedField(t('profile.age.idDocument'), `${customer.idType ? idTypeName(customer.idType) : ''} ${customer.idNumber ?? ''}`.trim()) : (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        required
        fullWidth
        label={t('profile.age.idType')}
        value={chosenType}
        onChange={(e) => changeType(e.target.value)}
        onBlur={() => touch('idType')}
        error={Boolean(shown('idType'))}
        helperText={shown('idType')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {types.map((o) => (
          <option key={o.label} value={o.label}>{idTypeName(o.label)}</option>
        ))}
      </TextField>
      <TextField
        required
        fullWidth
        label={t('profile.age.idNumber')}
        value={idNumber}
        onChange={(e) => {
          if (!option) return;
          setIdNumber(cleanIdNumber(e.target.value, option));
          touch('idNumber');
          setSaved(false);
        }}
        onBlur={() => touch('idNumber')}
        error={Boolean(shown('idNumber'))}
        helperText={shown('idNumber') ?? numberHint}
        slotProps={{
          htmlInput: {
            maxLength: option?.length,
            minLength: option?.length,
            inputMode: option?.numeric ? 'numeric' : 'text',
            pattern: option?.numeric ? '[0-9]*' : undefined,
            autoComplete: 'off',
            onPaste: blockForeignPaste,
          },
        }}
      />
    </Stack>
  );
  const dobField = dobLocked ? lockedField(t('profile.age.dateOfBirth'), formatDob(dob, language)) : (
    <TextField
      required
      type="date"
      label={t('profile.age.dateOfBirth')}
      value={dob}
      onChange={(e) => {
        setDob(e.target.value);
        touch('dob');
        setSaved(false);
      }}
      onBlur={() => touch('dob')}
      error={Boolean(shown('dob'))}
      helperText={shown('dob') ?? t('profile.age.dobHint', { age: MIN_DOB_AGE })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDob, min: EARLIEST_DOB } }}
      sx={{ maxWidth: { sm: 280 } }}
    />
  );

  let body;
  if (idLocked && dobLocked) {
    body = (
      <Stack spacing={2}>
        {idFields}
        {dobField}
        {savedNote}
      </Stack>
    );
  } else if (!idLocked && ids.error && !ids.data) {
    body = (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void ids.refetch()}>{t('profile.retry')}</Button>}>
        {t('profile.age.idTypesError')}
      </Alert>
    );
  } else if (!idLocked && !ids.data) {
    body = (
      <Box role="status" aria-label={t('profile.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} />
      </Box>
    );
  } else {
    body = (
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="profile-age-title">
        {idFields}
        {dobField}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!valid || saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t('profile.age.save')}
          </Button>
          {savedNote}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Box>
        <Typography id="profile-age-title" variant="h6" component="h2">{t('profile.age.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('profile.age.intro')}</Typography>
      </Box>
      {body}
      {(idLocked || dobLocked) && <SupportNotice />}
    </Stack>
  );
}
