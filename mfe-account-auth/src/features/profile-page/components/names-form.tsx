// The customer's names (first and last), saved with updateCustomer; the server's field errors show under each field.
import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '@shop/shared/api';
import { CALL_NAMES, useUpdateCustomer, type Customer } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';

/** Names: 1–50 characters, not starting with a space (the API's rule). */
export const NAME_MAX_LENGTH = 50;

type Field = 'firstName' | 'lastName';

export interface NamesFormProps {
  customer: Customer;
}

export function NamesForm({ customer }: NamesFormProps) {
  // The saved record goes into the page's customer query: the view shows it without another read.
  const update = useUpdateCustomer();
  const saving = update.isPending;
  const { t } = useTranslation(NAMESPACE);
  const serverErrors = useFieldErrors(CALL_NAMES.updateCustomer);
  const [values, setValues] = useState<Record<Field, string>>({ firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ firstName: false, lastName: false });
  const [saved, setSaved] = useState(false);

  const problem = (value: string): string | undefined => {
    if (value.trim() === '') return t('profile.errors.required');
    if (value.length > NAME_MAX_LENGTH) return t('profile.errors.max', { max: NAME_MAX_LENGTH });
    return undefined;
  };
  const errors: Partial<Record<Field, string>> = { firstName: problem(values.firstName), lastName: problem(values.lastName) };
  const valid = !errors.firstName && !errors.lastName;
  const unchanged = values.firstName === (customer.firstName ?? '') && values.lastName === (customer.lastName ?? '');
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field]?.[0]?.message;

  const change = (field: Field, value: string) => {
    // No leading space (catalogue §5).
    setValues((v) => ({ ...v, [field]: value.replace(/^\s+/, '') }));
    setTouched((s) => ({ ...s, [field]: true }));
    setSaved(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ firstName: true, lastName: true });
    if (!valid || saving) return;
    try {
      await update.mutateAsync({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
      setSaved(true);
    } catch {
      // The shared client toasted a general error or stored the field errors shown above.
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="profile-names-title">
      <Typography id="profile-names-title" variant="h6" component="h2">{t('profile.names.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['firstName', 'lastName'] as const).map((field) => (
          <TextField
            key={field}
            required
            fullWidth
            label={t(`profile.names.${field}`)}
            value={values[field]}
            onChange={(e) => change(field, e.target.value)}
            onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
            error={Boolean(shown(field))}
            helperText={shown(field)}
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH, autoComplete: field === 'firstName' ? 'given-name' : 'family-name' } }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!valid || saving || unchanged}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t('profile.names.save')}
        </Button>
        {saved && <Typography role="status" color="success.main">{t('profile.saved')}</Typography>}
      </Stack>
    </Stack>
  );
}
