// Add or change the e-mail: the address (standard pattern), a six-digit code sent to it (requestEmailOtp), then
// verifyEmailOtp stores it on the server. A 409 (the address belongs to another customer) is said in the dialog.
import { useId, useState, type FormEvent } from 'react';
import { clearFieldErrors, isApiError, useFieldErrors } from '@shop/shared/api';
import { CALL_NAMES, requestEmailOtp, retryAfterSeconds, useVerifyEmailOtp } from '@shop/shared/calls';
import { OTP_RESEND_SECONDS } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { emptyDigits, OtpBoxes, TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { useCountdown } from '../../../hooks/use-countdown';
import { NAMESPACE } from '../../../i18n/register';
import { isEmail } from '@shop/api/rules/email';

export interface EmailDialogProps {
  open: boolean;
  /** The current address, offered for editing. */
  initialEmail: string;
  onClose: () => void;
}

type Step = 'email' | 'code';

/** The dialog's words for a failed call: 409 taken, 429 wait, else the server's general message. */
function failureMessage(error: unknown, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (!isApiError(error)) return t('profile.email.failed');
  if (error.status === 409) return error.identifier === 'error.email.taken' || !error.general[0] ? t('profile.email.taken') : error.general[0].message;
  const wait = retryAfterSeconds(error);
  // The server's words say why and when (a lock after wrong codes lasts minutes to hours); the seconds only without them.
  if (wait !== null) return error.general[0]?.message ?? t('profile.email.retryIn', { seconds: wait });
  // Field errors are shown under the fields; a general one was toasted, keep it in view here too.
  return error.general[0]?.message ?? (Object.keys(error.fieldErrors).length ? null : t('profile.email.failed'));
}

export function EmailDialog({ open, initialEmail, onClose }: EmailDialogProps) {
  // A verified address has the customer's record read again (useVerifyEmailOtp): the profile shows it by itself.
  const verifyCode = useVerifyEmailOtp();
  const { t } = useTranslation(NAMESPACE);
  const formId = useId();
  const codeLabelId = useId();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  // The server refuses a new code within 60 s of the last one; the link waits as long instead of failing.
  const resendWait = useCountdown();
  const emailServerError = useFieldErrors(CALL_NAMES.requestEmailOtp).email?.[0]?.message;
  const otpServerError = useFieldErrors(CALL_NAMES.verifyEmailOtp).otp?.[0]?.message;

  const trimmed = email.trim();
  const emailError = touched && !isEmail(trimmed) ? t('profile.email.invalid') : undefined;
  const complete = digits.every((d) => d !== '');

  const close = () => {
    clearFieldErrors(CALL_NAMES.requestEmailOtp);
    clearFieldErrors(CALL_NAMES.verifyEmailOtp);
    setStep('email');
    setEmail(initialEmail);
    setTouched(false);
    setDigits(emptyDigits());
    setMessage(null);
    onClose();
  };

  const requestCode = async () => {
    setTouched(true);
    if (!isEmail(trimmed) || pending) return;
    setPending(true);
    setMessage(null);
    try {
      await requestEmailOtp(trimmed, { inlineErrors: true });
      resendWait.start(OTP_RESEND_SECONDS);
      setDigits(emptyDigits());
      setStep('code');
      setFocusKey((k) => k + 1);
    } catch (error) {
      setMessage(failureMessage(error, t));
      const wait = isApiError(error) ? retryAfterSeconds(error) : null;
      if (wait !== null) resendWait.start(wait);
    } finally {
      setPending(false);
    }
  };

  const verify = async () => {
    if (!complete || pending) return;
    setPending(true);
    setMessage(null);
    try {
      await verifyCode.mutateAsync({ email: trimmed, otp: digits.join(''), options: { inlineErrors: true } });
      close();
    } catch (error) {
      setMessage(failureMessage(error, t));
      setDigits(emptyDigits());
      setFocusKey((k) => k + 1);
    } finally {
      setPending(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void (step === 'email' ? requestCode() : verify());
  };

  const spinner = pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined;

  return (
    <DialogShell
      open={open}
      onClose={close}
      title={t(step === 'email' ? 'profile.email.dialogTitle' : 'profile.email.codeTitle')}
      actions={(
        <Button type="submit" form={formId} variant="contained" disabled={pending || (step === 'code' && !complete)} startIcon={spinner}>
          {t(step === 'email' ? 'profile.email.sendCode' : 'profile.email.verify')}
        </Button>
      )}
    >
      <Box component="form" id={formId} noValidate onSubmit={submit}>
        {step === 'email' ? (
          <Stack spacing={2}>
            <Typography>{t('profile.email.intro')}</Typography>
            <TextField
              required
              fullWidth
              type="email"
              label={t('profile.email.label')}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value.replace(/^\s+/, ''));
                setMessage(null);
              }}
              onBlur={() => setTouched(true)}
              error={Boolean(emailError ?? emailServerError)}
              helperText={emailError ?? emailServerError}
              slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'email' } }}
            />
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography>{t('profile.email.codeSentTo', { email: trimmed })}</Typography>
            <Typography id={codeLabelId} component="h3" variant="subtitle2">{t('profile.email.codeLabel')}</Typography>
            <OtpBoxes
              digits={digits}
              onChange={setDigits}
              onComplete={() => void verify()}
              disabled={pending}
              invalid={Boolean(otpServerError)}
              labelledBy={codeLabelId}
              focusKey={focusKey}
              digitLabel={(n, total) => t('login.digitLabel', { n, total })}
            />
            {otpServerError && <Typography role="alert" color="error" variant="body2">{otpServerError}</Typography>}
            <Stack direction="row" spacing={1}>
              <Button variant="text" size="small" onClick={() => setStep('email')} disabled={pending}>{t('profile.email.changeEmail')}</Button>
              <Button variant="text" size="small" onClick={() => void requestCode()} disabled={pending || resendWait.seconds > 0}>
                {resendWait.seconds > 0 ? t('profile.email.resendIn', { seconds: resendWait.seconds }) : t('profile.email.resend')}
              </Button>
            </Stack>
          </Stack>
        )}
        {message && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{message}</Alert>}
      </Box>
    </DialogShell>
  );
}
