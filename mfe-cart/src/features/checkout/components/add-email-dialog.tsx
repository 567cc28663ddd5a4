// Dialog 10 (add e-mail): a customer without an e-mail gives one before checkout; the code is requested by the flow.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { isEmail } from '@shop/api/rules/email';

export interface AddEmailDialogProps {
  open: boolean;
  initialEmail: string;
  pending: boolean;
  /** Why the last code request failed (the dialog reopened for it). */
  error: string | null;
  onSubmit: (email: string) => void;
  onClose: () => void;
}

export function AddEmailDialog({ open, initialEmail, pending, error, onSubmit, onClose }: AddEmailDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const formId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) setEmail(initialEmail);
  }, [open, initialEmail]);

  const trimmed = email.trim();
  const invalid = !isEmail(trimmed);
  const shownError = touched && invalid ? t('cart.emailError') : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (invalid || pending) return;
    onSubmit(trimmed);
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('checkout.email.title')}
      actions={(
        <Button type="submit" form={formId} variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
          {t('checkout.email.sendCode')}
        </Button>
      )}
    >
      <Box component="form" id={formId} noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Typography>{t('checkout.email.intro')}</Typography>
          <TextField
            required
            fullWidth
            type="email"
            label={t('checkout.email.label')}
            value={email}
            onChange={(e) => setEmail(e.target.value.replace(/^\s+/, ''))}
            onBlur={() => setTouched(true)}
            error={Boolean(shownError)}
            helperText={shownError}
            slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'email' } }}
          />
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </Stack>
      </Box>
    </DialogShell>
  );
}
