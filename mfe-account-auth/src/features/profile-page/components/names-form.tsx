// The customer's names (first and last), saved with updateCustomer; the server's field errors show under each field.
import { useState } from 'react';
import { useUpdateCustomer, type Customer } from '@shop/shared/calls';
import { FormTextField, formSchema, setServerErrors, string, useForm, useWatch, zodResolver, type RuleProblems, type ServerFieldMap } from '@shop/shared/form';
import { useTranslation } from '@shop/shared/i18n';
import { Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';

/** Names: 1–50 characters, not starting with a space (the API's rule). */
export const NAME_MAX_LENGTH = 50;

interface NamesValues {
  firstName: string;
  lastName: string;
}

/** i18n keys under profile.errors. */
function namesProblems(values: NamesValues): RuleProblems<NamesValues> {
  const problems: RuleProblems<NamesValues> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (values[field].trim() === '') problems[field] = 'required';
    else if (values[field].length > NAME_MAX_LENGTH) problems[field] = 'max';
  }
  return problems;
}

const NAMES_SCHEMA = formSchema<NamesValues>({ firstName: string(), lastName: string() }, namesProblems);
const SERVER_FIELDS: ServerFieldMap<NamesValues> = { firstName: 'firstName', lastName: 'lastName' };
/** No leading space, as in every text input of the shop. */
const withoutLeadingSpace = (text: string): string => text.replace(/^\s+/, '');

export interface NamesFormProps {
  customer: Customer;
}

export function NamesForm({ customer }: NamesFormProps) {
  // The saved record goes into the page's customer query: the view shows it without another read.
  const update = useUpdateCustomer();
  const saving = update.isPending;
  const { t } = useTranslation(NAMESPACE);
  // Each field's own message shows once it was typed in or left (mode 'all'), and all of them after a submit.
  const { control, handleSubmit, setError, formState: { errors } } = useForm<NamesValues>({
    defaultValues: { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' },
    resolver: zodResolver(NAMES_SCHEMA),
    mode: 'all',
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as NamesValues;
  const [saved, setSaved] = useState(false);

  const valid = Object.keys(namesProblems(values)).length === 0;
  const unchanged = values.firstName === (customer.firstName ?? '') && values.lastName === (customer.lastName ?? '');
  /** Our rules answer an i18n key; the server answers its own words. */
  const shown = (field: keyof NamesValues): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`profile.errors.${error.message}`, { max: NAME_MAX_LENGTH });
  };

  const submit = handleSubmit(async (form) => {
    if (saving) return;
    try {
      await update.mutateAsync({ firstName: form.firstName.trim(), lastName: form.lastName.trim() });
      setSaved(true);
    } catch (error) {
      // The shared client toasted a general error; field errors go under their fields.
      setServerErrors(setError, error, SERVER_FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} aria-labelledby="profile-names-title">
      <Typography id="profile-names-title" variant="h6" component="h2">{t('profile.names.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['firstName', 'lastName'] as const).map((field) => (
          <FormTextField
            key={field}
            control={control}
            name={field}
            required
            fullWidth
            label={t(`profile.names.${field}`)}
            clean={withoutLeadingSpace}
            onValueChange={() => setSaved(false)}
            message={shown(field)}
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
