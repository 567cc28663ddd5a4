// Step 2 of the login dialog: the six code boxes, Verify, and the resend link once its countdown is over.
import { useId, type FormEvent } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { useFieldErrors } from '@shop/shared/api';
import { CALL_NAMES } from '@shop/shared/calls';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { formatSeconds } from '../../../utils/digits';
import { FailureNotice, LimitNotice } from './limit-notice';
import { OtpBoxes } from '@shop/shared/ui-forms';

export interface OtpStepProps {
  fullPhone: string;
  digits: string[];
  pending: boolean;
  /** Seconds before a new code can be asked for (the resend wait or a 429's retry-after). */
  waitSeconds: number;
  limitMessage: string | null;
  /** The code is spent (expired or burned): the server's words; the boxes wait for a new code. */
  newCodeNeeded: string | null;
  /** Why the last resend or verification failed (the server's words), shown until the next try. */
  failure: string | null;
  focusKey: number;
  onDigitsChange: (digits: string[]) => void;
  onVerify: () => void;
  onResend: () => void;
  onChangePhone: () => void;
}

export function OtpStep(props: OtpStepProps) {
  const { fullPhone, digits, pending, waitSeconds, limitMessage, newCodeNeeded, failure, focusKey, onDigitsChange, onVerify, onResend, onChangePhone } = props;
  const { t } = useTranslation(NAMESPACE);
  const labelId = useId();
  const errorId = useId();
  const otpError = useFieldErrors(CALL_NAMES.verifyLoginOtp).otp?.[0]?.message ?? null;
  const complete = digits.every((d) => d !== '');
  // A spent code, or a 429 still counting down (the number is locked after too many wrong codes): nothing to verify.
  const locked = pending || newCodeNeeded !== null || (limitMessage !== null && waitSeconds > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !locked) onVerify();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography sx={{ mb: 0.5 }}>{t('login.codeSentTo', { phone: fullPhone })}</Typography>
      <Button variant="text" size="small" onClick={onChangePhone} sx={{ mb: 2, px: 0.5 }}>
        {t('login.changePhone')}
      </Button>
      <Typography id={labelId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('login.codeLabel')}
      </Typography>
      <OtpBoxes
        digits={digits}
        onChange={onDigitsChange}
        onComplete={() => !locked && onVerify()}
        disabled={locked}
        invalid={otpError !== null}
        labelledBy={labelId}
        describedBy={otpError ? errorId : undefined}
        focusKey={focusKey}
        digitLabel={(n, total) => t('login.digitLabel', { n, total })}
      />
      {otpError && !newCodeNeeded && (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
          {otpError}
        </Typography>
      )}
      {newCodeNeeded && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {newCodeNeeded}
        </Alert>
      )}
      <LimitNotice message={limitMessage} seconds={waitSeconds} />
      <FailureNotice message={failure} />
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'center', alignItems: 'center', minHeight: 36 }}>
        {waitSeconds > 0 ? (
          !limitMessage && (
            <Typography variant="body2" color="text.secondary">
              {t('login.resendIn', { time: formatSeconds(waitSeconds) })}
            </Typography>
          )
        ) : (
          <Button variant={newCodeNeeded ? 'outlined' : 'text'} onClick={onResend} disabled={pending}>
            {t('login.resend')}
          </Button>
        )}
      </Stack>
      <Button
        type="submit"
        variant="contained"
        fullWidth
        disabled={!complete || locked}
        sx={{ mt: 2 }}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('login.verify')}
      </Button>
    </Box>
  );
}
