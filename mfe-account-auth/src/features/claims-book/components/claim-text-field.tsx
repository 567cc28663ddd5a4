// One text field of the claim sheet, memoised: a keystroke re-renders only the field typed in, not the whole long form.
import { memo } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Box } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import { blockNonDigitKey } from '../../../utils/digits';

export interface ClaimTextFieldProps<F extends string> {
  name: F;
  label: string;
  value: string;
  /** The error to show (already translated), if any. */
  error?: string;
  /** Shown when there is no error. */
  hint?: string;
  max: number;
  /** Shows "count / max" beside the message (long texts). */
  counter?: boolean;
  required?: boolean;
  rows?: number;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  /** Refuses non-digit keys; a paste or an autofill (which may hold separators or a +51) is cleaned and cut by `clean`. */
  digitsOnly?: boolean;
  /** What the field keeps of the typed text. */
  clean: (text: string) => string;
  onValue: (name: F, value: string) => void;
  onLeave: (name: F) => void;
}

function ClaimTextFieldInner<F extends string>(props: ClaimTextFieldProps<F>) {
  const { name, label, value, error, hint, max, counter, required = true, rows, type = 'text', autoComplete = 'off', inputMode, digitsOnly, clean, onValue, onLeave } = props;
  const { t } = useTranslation(NAMESPACE);
  const message = error ?? hint;
  return (
    <TextField
      fullWidth
      name={name}
      label={label}
      required={required}
      type={type}
      multiline={rows !== undefined}
      minRows={rows}
      value={value}
      onChange={(e) => onValue(name, clean(e.target.value))}
      onBlur={() => onLeave(name)}
      onKeyDown={digitsOnly ? blockNonDigitKey : undefined}
      error={Boolean(error)}
      helperText={counter ? (
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{message ?? ''}</span>
          <span>{t('claims.counter', { count: value.length, max })}</span>
        </Box>
      ) : message}
      slotProps={{
        htmlInput: {
          // The browser would cut a pasted '+51 987 654 321' before `clean` sees it: digit fields are cut by `clean`.
          maxLength: digitsOnly ? undefined : max,
          autoComplete,
          inputMode,
          pattern: digitsOnly ? '[0-9]*' : undefined,
        },
      }}
    />
  );
}

export const ClaimTextField = memo(ClaimTextFieldInner) as typeof ClaimTextFieldInner;
