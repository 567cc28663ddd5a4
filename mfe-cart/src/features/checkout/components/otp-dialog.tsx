// The six-digit code for the new e-mail: a 60 s resend countdown, then a resend link;
// a verified state with a success message; a failed code request hands back to the add-email dialog.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { isReported, useFieldErrors } from '@shop/shared/api';
import { CALL_NAMES, requestEmailOtp, useVerifyEmailOtp } from '@shop/shared/calls';
import { OTP_RESEND_SECONDS } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { emptyDigits, OtpBoxes } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { serverMessage } from '../utils/messages';

export interface OtpDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
  /** The e-mail is verified and the shopper pressed Continue. */
  onVerified: () => void;
  /** A new code could not be requested: the flow reopens the add-email dialog with this message. */
  onRequestFailed: (message: string) => void;
}

const formatSeconds = (total: number): string => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;

export function OtpDialog({ open, email, onClose, onVerified, onRequestFailed }: OtpDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const verifyCode = useVerifyEmailOtp();
  const labelId = useId();
  const errorId = useId();
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [seconds, setSeconds] = useState(OTP_RESEND_SECONDS);
  const [pending, setPending] = useState(false);
  const [verified, setVerified] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const otpError = useFieldErrors(CALL_NAMES.verifyEmailOtp).otp?.[0]?.message ?? null;
  const complete = digits.every((d) => d !== '');

  // Each opening (a code was just sent) starts afresh.
  useEffect(() => {
    if (!open) return;
    setDigits(emptyDigits());
    setSeconds(OTP_RESEND_SECONDS);
    setVerified(false);
    setMessage(null);
    setFocusKey((k) => k + 1);
  }, [open]);

  const counting = open && !verified && seconds > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [counting, seconds]);

  const verify = async () => {
    if (!complete || pending || verified) return;
    setPending(true);
    setMessage(null);
    try {
      await verifyCode.mutateAsync({ email, otp: digits.join(''), options: { inlineErrors: true } });
      setVerified(true);
    } catch (error) {
      setMessage(hasOtpFieldError(error) || isReported(error) ? null : (serverMessage(error) ?? t('checkout.otp.failed')));
      setDigits(emptyDigits());
      setFocusKey((k) => k + 1);
    } finally {
      setPending(false);
    }
  };

  const resend = async () => {
    if (pending) return;
    setPending(true);
    try {
      await requestEmailOtp(email, { inlineErrors: true });
      enqueueSnackbar(t('header.otpSentSuccess'), { variant: 'success' });
      setDigits(emptyDigits());
      setSeconds(OTP_RESEND_SECONDS);
      setMessage(null);
      setFocusKey((k) => k + 1);
    } catch (error) {
      onRequestFailed(serverMessage(error) ?? t('checkout.email.requestFailed'));
    } finally {
      setPending(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void verify();
  };

  if (verified) {
    return (
      <DialogShell
        open={open}
        onClose={onVerified}
        title={t('checkout.otp.verifiedTitle')}
        actions={<Button variant="contained" onClick={onVerified} autoFocus>{t('checkout.otp.continue')}</Button>}
      >
        <Alert severity="success" role="status">{t('checkout.otp.verified', { email })}</Alert>
      </DialogShell>
    );
  }

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('checkout.otp.title')}
      actions={(
        <Button type="submit" form={labelId + '-form'} variant="contained" disabled={!complete || pending} startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
          {t('checkout.otp.verify')}
        </Button>
      )}
    >
      <Box component="form" id={labelId + '-form'} noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Typography>{t('checkout.otp.sentTo', { email })}</Typography>
          <Typography id={labelId} component="h3" variant="subtitle2">{t('checkout.otp.label')}</Typography>
          <OtpBoxes
            digits={digits}
            onChange={setDigits}
            onComplete={() => void verify()}
            disabled={pending}
            invalid={otpError !== null}
            labelledBy={labelId}
            describedBy={otpError ? errorId : undefined}
            focusKey={focusKey}
            digitLabel={(n, total) => t('checkout.otp.digitLabel', { n, total })}
          />
          {otpError && <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ textAlign: 'center' }}>{otpError}</Typography>}
          {message && <Alert severity="error" role="alert">{message}</Alert>}
          <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center', minHeight: 36 }}>
            {seconds > 0 ? (
              <Typography variant="body2" color="text.secondary">{t('checkout.otp.resendIn', { time: formatSeconds(seconds) })}</Typography>
            ) : (
              <Button variant="text" onClick={() => void resend()} disabled={pending}>{t('checkout.otp.resend')}</Button>
            )}
          </Stack>
        </Stack>
      </Box>
    </DialogShell>
  );
}

/** A wrong code is shown under the boxes (its field error); anything else in the dialog's alert. */
function hasOtpFieldError(error: unknown): boolean {
  const fields = (error as { fieldErrors?: Record<string, unknown> } | null)?.fieldErrors;
  return Boolean(fields && 'otp' in fields);
}
