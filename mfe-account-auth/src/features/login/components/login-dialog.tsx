// The login dialog: phone, then the six-digit code, then the success view.
// Loaded lazily by the federated './LoginDialog' on first open; the caller mounts a fresh one per opening,
// so closing resets everything.
import { useEffect, useRef, useState } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { useTranslation } from '@shop/shared/i18n';
import { clearFieldErrors, isApiError } from '@shop/shared/api';
import { CALL_NAMES, requestLoginOtp, retryAfterSeconds, verifyLoginOtp } from '@shop/shared/calls';
import { OTP_RESEND_SECONDS } from '@shop/shared/constants';
import { trackLoginStep } from '@shop/shared/analytics';
import { Box, Button, Typography } from '@shop/shared/ui';
import { CheckCircleIcon } from '@shop/shared/ui-icons';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { fallbackCallingCode, useSessionCountry } from '../api/get-countries';
import { useCountdown } from '../../../hooks/use-countdown';
import { emptyDigits } from '@shop/shared/ui-forms';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

/** How long the success view stays before the dialog closes itself. */
export const SUCCESS_CLOSE_MS = 2500;

/** Codes the server gives when the current code can no longer be used: a new one must be asked for. */
const SPENT_CODE = new Set(['error.otp.burned', 'error.otp.expired']);

/**
 * What the dialog says inline for a failed code call (its calls opt out of the client's 400/409 toast, so this is the
 * one place the message shows): the server's words, else `fallback`; null when the client has told the shopper.
 */
function inlineFailure(error: unknown, fallback: string): string | null {
  if (!isApiError(error) || error.reported) return null;
  return error.general[0]?.message || Object.values(error.fieldErrors)[0]?.[0]?.message || fallback;
}

type Step = 'phone' | 'otp' | 'success';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function LoginDialog({ open, onClose }: LoginDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { data: country } = useSessionCountry();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [terms, setTerms] = useState(false);
  /** Offers and news: optional, and never ticked for the shopper. */
  const [marketing, setMarketing] = useState(false);
  const [digits, setDigits] = useState(emptyDigits);
  const [pending, setPending] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [newCodeNeeded, setNewCodeNeeded] = useState<string | null>(null);
  /** The last code call failed for a reason the client did not show (e.g. 502: the SMS did not go out): try again. */
  const [failure, setFailure] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const wait = useCountdown();
  const mounted = useRef(true);
  const doneRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Server messages of this opening must not greet the next one.
      clearFieldErrors(CALL_NAMES.requestLoginOtp);
      clearFieldErrors(CALL_NAMES.verifyLoginOtp);
    };
  }, []);

  useEffect(() => {
    if (step !== 'success') return;
    doneRef.current?.focus();
    const timer = setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step, onClose]);

  const askForCode = async () => {
    setPending(true);
    setFailure(null);
    try {
      const answer = await requestLoginOtp(phone, { inlineErrors: true });
      if (!mounted.current) return;
      trackLoginStep('sendCode');
      enqueueSnackbar(t('header.otpSentSuccess'), { variant: 'success' });
      setLimitMessage(null);
      setNewCodeNeeded(null);
      setDigits(emptyDigits());
      clearFieldErrors(CALL_NAMES.verifyLoginOtp);
      wait.start(answer.resendInSeconds || OTP_RESEND_SECONDS);
      setStep('otp');
      setFocusKey((k) => k + 1);
    } catch (error) {
      if (!mounted.current) return;
      const seconds = retryAfterSeconds(error);
      if (seconds !== null) {
        // 429: no toast from the client; the form says why and when (the server's translated words).
        setLimitMessage((isApiError(error) && error.general[0]?.message) || t('login.tooManyRequests'));
        wait.start(seconds);
      } else {
        // Nothing was sent (502 error.otp.sendFailed and the like): said here; Next / Resend stay available.
        setFailure(inlineFailure(error, t('login.requestFailed')));
      }
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  const verify = async () => {
    setPending(true);
    setFailure(null);
    try {
      await verifyLoginOtp(phone, digits.join(''), { inlineErrors: true }, { termsAccepted: terms, marketingConsent: marketing });
      if (!mounted.current) return;
      trackLoginStep('verifyCode');
      setStep('success');
    } catch (error) {
      if (!mounted.current) return;
      const general = isApiError(error) ? error.general[0] : undefined;
      const seconds = retryAfterSeconds(error);
      if (seconds !== null) {
        // 429: too many wrong codes in a row for this number (or checks from this network). The server's words say why
        // and until when; the boxes wait for the countdown, then Resend asks for a new code.
        setLimitMessage(general?.message || t('login.tooManyRequests'));
        setDigits(emptyDigits());
        wait.start(seconds);
      } else if (general && SPENT_CODE.has(general.identifier)) {
        setNewCodeNeeded(general.message || t('login.newCodeNeeded'));
        setDigits(emptyDigits());
      } else if (isApiError(error) && error.fieldErrors.otp?.length) {
        // Wrong code: the message (with the tries left) shows under the boxes; start again from the first box.
        setDigits(emptyDigits());
        setFocusKey((k) => k + 1);
      } else {
        setFailure(inlineFailure(error, t('login.verifyFailed')));
      }
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  const changePhone = () => {
    setStep('phone');
    setDigits(emptyDigits());
    setNewCodeNeeded(null);
    setFailure(null);
    clearFieldErrors(CALL_NAMES.verifyLoginOtp);
    // The resend wait is per phone; a 429's limit (network, too many codes) still holds.
    if (!limitMessage) wait.stop();
  };

  const title = step === 'phone' ? t('login.title') : step === 'otp' ? t('header.verificationCode') : t('login.successTitle');
  const callingCode = country?.countryCode ?? fallbackCallingCode;

  return (
    <DialogShell open={open} onClose={onClose} title={title}>
      {step === 'phone' && (
        <PhoneStep
          country={country}
          phone={phone}
          terms={terms}
          marketing={marketing}
          pending={pending}
          waitSeconds={wait.seconds}
          limitMessage={limitMessage}
          failure={failure}
          onPhoneChange={setPhone}
          onTermsChange={setTerms}
          onMarketingChange={setMarketing}
          onSubmit={() => void askForCode()}
        />
      )}
      {step === 'otp' && (
        <OtpStep
          fullPhone={`${callingCode} ${phone}`}
          digits={digits}
          pending={pending}
          waitSeconds={wait.seconds}
          limitMessage={limitMessage}
          newCodeNeeded={newCodeNeeded}
          failure={failure}
          focusKey={focusKey}
          onDigitsChange={setDigits}
          onVerify={() => void verify()}
          onResend={() => void askForCode()}
          onChangePhone={changePhone}
        />
      )}
      {step === 'success' && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
          <Typography role="status" variant="h6" component="p" sx={{ mt: 1 }}>
            {t('login.successMessage')}
          </Typography>
          <Button ref={doneRef} variant="contained" onClick={onClose} sx={{ mt: 3 }}>
            {t('login.continue')}
          </Button>
        </Box>
      )}
    </DialogShell>
  );
}
