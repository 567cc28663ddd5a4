// The age data: ID type (acceptableIds, first three), ID number of exactly the type's
// length, date of birth at most today − 16 years; saved with updateCustomer, which keeps the dob in the session.
// Each is set once: a date of birth or ID on record is shown read-only, with how to reach support to correct it.
import { useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import { epochToDob, idTypeName, useUpdateCustomer, type Customer, type IdType, useAcceptableIds } from '@shop/shared/calls';
import { MIN_DOB_AGE } from '@shop/shared/constants';
import {
  FormTextField, formSchema, setServerErrors, string, useForm, useWatch, zodResolver, type RuleProblems, type ServerFieldMap,
} from '@shop/shared/form';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import { cleanIdNumber, dobProblem, EARLIEST_DOB, formatDob, isValidIdNumber, latestDob, shopToday, type IdTypeOption } from '../utils/age-data';
import { SupportNotice } from './support-notice';

interface AgeValues {
  idType: string;
  idNumber: string;
  dob: string;
}

const SERVER_FIELDS: ServerFieldMap<AgeValues> = { idType: 'idType', idNumber: 'idNumber', dob: 'dob' };

/** Without a stored type (or one no longer offered) the first one (DNI) is offered. */
const chosenTypeOf = (idType: string, types: readonly IdTypeOption[]): string =>
  (types.some((o) => o.label === idType) ? idType : (types[0]?.label ?? ''));

/** What is missing or wrong, as full i18n keys; a locked value is on record and not asked again. */
function ageProblems(
  values: AgeValues, types: readonly IdTypeOption[], locked: { id: boolean; dob: boolean }, today: string,
): RuleProblems<AgeValues> {
  const problems: RuleProblems<AgeValues> = {};
  if (!locked.id) {
    const option = types.find((o) => o.label === chosenTypeOf(values.idType, types));
    if (!option) problems.idType = 'profile.errors.required';
    if (values.idNumber === '') problems.idNumber = 'profile.errors.required';
    else if (option && !isValidIdNumber(values.idNumber, option)) problems.idNumber = option.numeric ? 'profile.age.idNumberDigits' : 'profile.age.idNumberCharacters';
  }
  const dobIssue = locked.dob ? null : dobProblem(values.dob, today);
  if (dobIssue === 'required') problems.dob = 'profile.errors.required';
  else if (dobIssue === 'invalid') problems.dob = 'profile.age.dobInvalid';
  else if (dobIssue === 'tooYoung') problems.dob = 'profile.age.dobTooYoung';
  return problems;
}

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
  const types = useMemo(() => ids.data ?? [], [ids.data]);

  // On record → locked here (support corrects them); the form asks only for what is missing.
  const idLocked = customer.idNumber !== null;
  const dobLocked = customer.dob !== null;
  const resolver = useMemo(
    () => zodResolver(formSchema<AgeValues>(
      { idType: string(), idNumber: string(), dob: string() },
      (values) => ageProblems(values, types, { id: idLocked, dob: dobLocked }, shopToday()),
    )),
    [types, idLocked, dobLocked],
  );
  // Each field's own message shows once it was typed in or left (mode 'all'), and all after a submit.
  const { control, handleSubmit, setError, setValue, clearErrors, getValues, formState: { errors } } = useForm<AgeValues>({
    defaultValues: { idType: customer.idType ?? '', idNumber: customer.idNumber ?? '', dob: storedDob(customer.dob) },
    resolver,
    mode: 'all',
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as AgeValues;
  const [saved, setSaved] = useState(false);

  const chosenType = chosenTypeOf(values.idType, types);
  // The select shows the offered type; the form holds the same.
  useEffect(() => {
    if (chosenType !== values.idType) setValue('idType', chosenType);
  }, [chosenType, values.idType, setValue]);
  const option: IdTypeOption | undefined = types.find((o) => o.label === chosenType);
  const today = shopToday();
  const maxDob = latestDob(today);

  const numberHint = option ? t(option.numeric ? 'profile.age.idNumberDigits' : 'profile.age.idNumberCharacters', { count: option.length }) : undefined;
  const valid = Object.keys(ageProblems(values, types, { id: idLocked, dob: dobLocked }, today)).length === 0;

  /** Our rules answer an i18n key; the server answers its own words. */
  const shown = (field: keyof AgeValues): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message, { count: option?.length ?? 0, age: MIN_DOB_AGE });
  };

  const changeType = () => {
    // Another type has another length and alphabet: the number starts over, its message with it.
    setValue('idNumber', '');
    clearErrors('idNumber');
    setSaved(false);
  };

  const blockForeignPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (option?.numeric && /\D/.test(e.clipboardData.getData('text'))) e.preventDefault();
  };

  const submit = handleSubmit(async (form) => {
    if (saving) return;
    try {
      // dob goes as 'YYYY-MM-DD': updateCustomer sends dobToEpoch of it and stores the answer's dob in the session.
      await update.mutateAsync({
        ...(idLocked ? {} : { idType: chosenTypeOf(form.idType, types) as IdType, idNumber: form.idNumber }),
        ...(dobLocked ? {} : { dob: form.dob }),
        selectedLanguage: language,
      });
      setSaved(true);
    } catch (error) {
      // The shared client toasted a general error; field errors go under their fields.
      setServerErrors(setError, error, SERVER_FIELDS);
    }
  });

  const savedNote = saved && <Typography role="status" color="success.main">{t('profile.saved')}</Typography>;
  // A locked value is shown as it is on record, read-only, where its field would be.
  const lockedField = (label: string, value: string) => (
    <TextField label={label} value={value} fullWidth helperText={t('profile.age.lockedField')} slotProps={{ htmlInput: { readOnly: true } }} />
  );
  const idFields = idLocked ? lockedField(t('profile.age.idDocument'), `${customer.idType ? idTypeName(customer.idType) : ''} ${customer.idNumber ?? ''}`.trim()) : (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name="idType"
        select
        required
        fullWidth
        label={t('profile.age.idType')}
        onValueChange={changeType}
        message={shown('idType')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {types.map((o) => (
          <option key={o.label} value={o.label}>{idTypeName(o.label)}</option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="idNumber"
        required
        fullWidth
        label={t('profile.age.idNumber')}
        clean={(text) => (option ? cleanIdNumber(text, option) : getValues('idNumber'))}
        onValueChange={() => setSaved(false)}
        message={shown('idNumber')}
        hint={numberHint}
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
  const dobField = dobLocked ? lockedField(t('profile.age.dateOfBirth'), formatDob(values.dob, language)) : (
    <FormTextField
      control={control}
      name="dob"
      required
      type="date"
      label={t('profile.age.dateOfBirth')}
      onValueChange={() => setSaved(false)}
      message={shown('dob')}
      hint={t('profile.age.dobHint', { age: MIN_DOB_AGE })}
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
      <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} aria-labelledby="profile-age-title">
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
