// The age verification form: ID type from the acceptableIds metadata, ID number of exactly the type's
// length, date of birth at most today minus 16 years; saving stores the date of birth through the shared updateCustomer.
import { useEffect, useId, useState, type ClipboardEvent, type FormEvent } from 'react';
import { clearFieldErrors, useFieldErrors } from '@shop/shared/api';
import { CALL_NAMES, cleanIdNumber, idTypeName, isValidIdNumber, updateCustomer, type IdType, type IdTypeOption, useAcceptableIds } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../i18n/register';
import { EARLIEST_DOB, isCalendarDate, latestDob, MIN_CUSTOMER_AGE, shopToday } from '../../utils/age';

export interface AgeVerificationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The customer record now holds the date of birth (and the session too). */
  onVerified: () => void;
}

type Field = 'idType' | 'idNumber' | 'dob';

export function AgeVerificationDialog({ open, onClose, onVerified }: AgeVerificationDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useSession((s) => s.language);
  const ids = useAcceptableIds();
  const today = shopToday();
  const serverErrors = useFieldErrors(CALL_NAMES.updateCustomer);
  const formId = useId();

  const types = ids.data ?? [];
  const [idType, setIdType] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [dob, setDob] = useState('');
  const [touched, setTouched] = useState<Record<Field, boolean>>({ idType: false, idNumber: false, dob: false });
  const [saving, setSaving] = useState(false);

  // The first type (DNI) is chosen once the list arrives.
  const firstType = types[0]?.label ?? '';
  useEffect(() => {
    if (idType === '' && firstType !== '') setIdType(firstType);
  }, [firstType, idType]);

  // A previous attempt's server errors belong to that attempt.
  useEffect(() => () => clearFieldErrors(CALL_NAMES.updateCustomer), []);

  const option: IdTypeOption | undefined = types.find((o) => o.label === idType);
  const maxDob = latestDob(today);

  const errors: Partial<Record<Field, string>> = {};
  if (!option) errors.idType = t('ageGate.required');
  if (idNumber === '') errors.idNumber = t('ageGate.required');
  else if (option && !isValidIdNumber(idNumber, option)) {
    errors.idNumber = t(option.numeric ? 'ageGate.idNumberDigits' : 'ageGate.idNumberCharacters', { count: option.length });
  }
  if (dob === '') errors.dob = t('ageGate.required');
  else if (!isCalendarDate(dob) || dob < EARLIEST_DOB) errors.dob = t('ageGate.dobInvalid');
  else if (dob > maxDob) errors.dob = t('ageGate.dobTooYoung', { age: MIN_CUSTOMER_AGE });
  const valid = Object.keys(errors).length === 0;

  // Shown once the field was left or typed in, and whatever the server said about it.
  const shown = (field: Field, dirty: boolean): string | undefined =>
    (touched[field] || dirty ? errors[field] : undefined) ?? serverErrors[field]?.[0]?.message;
  const touch = (field: Field) => setTouched((s) => ({ ...s, [field]: true }));

  const changeType = (label: string) => {
    setIdType(label);
    // Another type has another length and alphabet: the number starts over.
    setIdNumber('');
    setTouched((s) => ({ ...s, idNumber: false }));
  };

  const blockForeignPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (option?.numeric && /\D/.test(e.clipboardData.getData('text'))) e.preventDefault();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ idType: true, idNumber: true, dob: true });
    if (!valid || saving) return;
    setSaving(true);
    try {
      await updateCustomer({ idType: idType as IdType, idNumber, dob, selectedLanguage: language });
      onVerified();
    } catch {
      // The shared client showed the toast or stored the field errors shown under the fields.
      setSaving(false);
    }
  };

  let body;
  if (ids.error && !ids.data) {
    body = (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => void ids.refetch()}>{t('landing.retry')}</Button>}>
        {t('ageGate.idTypesError')}
      </Alert>
    );
  } else if (!ids.data) {
    body = (
      <Box role="status" aria-label={t('landing.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} />
      </Box>
    );
  } else {
    const numberError = shown('idNumber', idNumber !== '');
    const dobError = shown('dob', dob !== '');
    body = (
      <Box component="form" id={formId} noValidate onSubmit={submit}>
        <Typography sx={{ mb: 2 }}>{t('ageGate.formIntro')}</Typography>
        <Stack spacing={2}>
          <TextField
            select
            required
            label={t('ageGate.idType')}
            value={idType}
            onChange={(e) => changeType(e.target.value)}
            onBlur={() => touch('idType')}
            error={Boolean(shown('idType', false))}
            helperText={shown('idType', false)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {types.map((o) => (
              <option key={o.label} value={o.label}>{idTypeName(o.label)}</option>
            ))}
          </TextField>
          <TextField
            required
            label={t('ageGate.idNumber')}
            value={idNumber}
            onChange={(e) => option && setIdNumber(cleanIdNumber(e.target.value, option))}
            onBlur={() => touch('idNumber')}
            error={Boolean(numberError)}
            helperText={numberError ?? (option ? t(option.numeric ? 'ageGate.idNumberDigits' : 'ageGate.idNumberCharacters', { count: option.length }) : undefined)}
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
          <TextField
            required
            type="date"
            label={t('ageGate.dateOfBirth')}
            value={dob}
            onChange={(e) => setDob(e.target.value)}
            onBlur={() => touch('dob')}
            error={Boolean(dobError)}
            helperText={dobError}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDob, min: EARLIEST_DOB } }}
          />
        </Stack>
      </Box>
    );
  }

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      width="wide"
      title={t('ageGate.formTitle')}
      actions={(
        <Button type="submit" form={formId} variant="contained" disabled={!valid || saving || !ids.data}>
          {t('ageGate.submit')}
        </Button>
      )}
    >
      {body}
    </DialogShell>
  );
}
