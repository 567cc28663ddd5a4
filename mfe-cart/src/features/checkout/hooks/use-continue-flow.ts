// The continue flow: not a verified USER → 'auth:login-required' and nothing else; a USER without an
// e-mail → add e-mail → code → verified; an address without names or telephone → update details; then /payment.
import { useCallback, useRef, useState } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { customerQueryOptions, requestEmailOtp, type Cart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { useQueryClient } from '@shop/shared/query';
import { useNavigate } from '@shop/shared/router';
import { isVerified, useSession } from '@shop/shared/session';
import { NAMESPACE } from '../../../i18n/register';
import { addressIncomplete } from '../utils/continue-rules';
import { serverMessage } from '../utils/messages';

export type ContinueStep = 'idle' | 'checking' | 'addEmail' | 'otp' | 'updateDetails';

export interface ContinueFlow {
  step: ContinueStep;
  email: string;
  emailError: string | null;
  requesting: boolean;
  start: () => void;
  submitEmail: (email: string) => void;
  emailVerified: () => void;
  otpRequestFailed: (message: string) => void;
  detailsSaved: () => void;
  cancel: () => void;
}

export function useContinueFlow(cart: Cart, onClosePanel: () => void): ContinueFlow {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ContinueStep>('idle');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  // The dialogs act on the cart of the moment they finish, not the one the flow started with.
  const latestCart = useRef(cart);
  latestCart.current = cart;

  const toPayment = useCallback(() => {
    setStep('idle');
    onClosePanel();
    navigate('/payment');
  }, [navigate, onClosePanel]);

  /** Steps 3 and 4: contact details on the address, then payment. */
  const afterEmail = useCallback(() => {
    if (addressIncomplete(latestCart.current)) setStep('updateDetails');
    else toPayment();
  }, [toPayment]);

  const start = useCallback(() => {
    if (!isVerified(useSession.getState())) {
      events.emit('auth:login-required', { reason: 'checkout' });
      return;
    }
    setStep('checking');
    queryClient.fetchQuery(customerQueryOptions()).then(
      (customer) => {
        if (!customer.email) {
          setEmailError(null);
          setStep('addEmail');
        } else {
          afterEmail();
        }
      },
      () => setStep('idle'), // the API client has told the shopper
    );
  }, [afterEmail, queryClient]);

  const submitEmail = useCallback((value: string) => {
    setEmail(value);
    setRequesting(true);
    setEmailError(null);
    requestEmailOtp(value, { inlineErrors: true }).then(
      () => {
        enqueueSnackbar(t('header.otpSentSuccess'), { variant: 'success' });
        setStep('otp');
      },
      (error: unknown) => {
        // A failed code request (re)opens the add-email dialog, so the shopper can correct the address.
        setEmailError(serverMessage(error) ?? t('checkout.email.requestFailed'));
        setStep('addEmail');
      },
    ).finally(() => setRequesting(false));
  }, [t]);

  const otpRequestFailed = useCallback((message: string) => {
    setEmailError(message);
    setStep('addEmail');
  }, []);

  return {
    step,
    email,
    emailError,
    requesting,
    start,
    submitEmail,
    emailVerified: afterEmail,
    otpRequestFailed,
    detailsSaved: toPayment,
    cancel: useCallback(() => setStep('idle'), []),
  };
}
