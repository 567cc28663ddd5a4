// The order flow on /payment: payment mode dialog → age confirmation (restricted goods, once a shop day)
// → the catalogue's age form when no date of birth is on record → the order is placed (one request per decision).
// "No" to the age question places nothing and remembers nothing: the next try asks again.
import { useState } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { isApiError, isReported } from '@shop/shared/api';
import { customerQueryOptions, type Cart } from '@shop/shared/calls';
import { AGE_RESTRICTION } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useNavigate } from '@shop/shared/router';
import { useQueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { Alert, Button, CircularProgress, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { AGE_CONFIRMATION_REQUIRED, placeOrderBody, type PlaceOrderPaymentMethod } from '../../../api/place-order';
import { usePlaceOrder } from '../hooks/use-place-order';
import { ageConfirmationDue, markAgeConfirmed } from '../utils/age-marker';
import { addressLine } from '../utils/address-line';
import { hasAgeRestrictedItem } from '../utils/continue-rules';
import { serverMessage } from '../utils/messages';
import { AgeConfirmationDialog } from './age-confirmation-dialog';
import { PaymentModeDialog, type PaymentChoice } from './payment-mode-dialog';
import { RemoteAgeVerification } from './remote-age-verification';

export interface PlaceOrderPanelProps {
  cart: Cart;
  enabledMethods: readonly PlaceOrderPaymentMethod[];
  /** A refusal means the server sees the cart otherwise (store closed, schedule gone stale, price changed): re-read it. */
  onRefused?: () => void;
}

type Step = 'idle' | 'payment' | 'age' | 'dob';

export function PlaceOrderPanel({ cart, enabledMethods, onRefused }: PlaceOrderPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const country = useSession((s) => s.country);
  const [step, setStep] = useState<Step>('idle');
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The shopper answered "No" to the age question: said beside the button until the next try. */
  const [declined, setDeclined] = useState(false);
  /** The shopper answered "Yes" in this attempt: the order says so, and the server records it. */
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [checking, setChecking] = useState(false);
  const { placing, place } = usePlaceOrder();
  const queryClient = useQueryClient();
  const restricted = hasAgeRestrictedItem(cart, AGE_RESTRICTION);

  const submit = async (paid: PaymentChoice, confirmed: boolean) => {
    setStep('idle');
    setFailure(null);
    try {
      const order = await place(placeOrderBody(paid.method, paid.amountInCustomerHand, confirmed));
      if (!order) return;
      // Only now is the "Yes" on record (the server keeps it with the order): no second question today.
      if (confirmed) await markAgeConfirmed();
      events.emit('cart:changed', { cartId: String(cart.cartId), cartCount: 0, reason: 'order' });
      events.emit('order:placed', { orderId: String(order.orderId), orderNumber: order.orderNumber, finalPayAmount: order.finalPayAmount });
      enqueueSnackbar(t('payment.placed', { orderNumber: order.orderNumber }), { variant: 'success' });
      navigate('/');
    } catch (error) {
      // Confirmed here earlier today, but not on the server's record (another device, cleared data): ask now.
      if (isApiError(error) && error.general[0]?.identifier === AGE_CONFIRMATION_REQUIRED) {
        setStep('age');
        return;
      }
      const message = serverMessage(error);
      if (isApiError(error) && error.status === 0 && !error.offline) setFailure(t('payment.noAnswer'));
      else setFailure(message ?? t('payment.failed'));
      // 422 refusals reach us untouched by the API client: the shopper sees them as a toast too.
      if (!isReported(error) && message) enqueueSnackbar(message, { variant: 'error' });
      if (isApiError(error) && error.status >= 400 && error.status < 500) onRefused?.();
    }
  };

  /** The server refuses restricted goods without a date of birth: ask for it first. */
  const checkDob = async (paid: PaymentChoice, confirmed: boolean) => {
    if (!restricted) return submit(paid, false);
    let dob: unknown = useSession.getState().dob;
    if (!dob) {
      setChecking(true);
      try {
        dob = (await queryClient.fetchQuery(customerQueryOptions())).dob;
      } catch {
        return setStep('idle'); // the API client has told the shopper
      } finally {
        setChecking(false);
      }
    }
    if (dob === null || dob === undefined || dob === '') setStep('dob');
    else await submit(paid, confirmed);
  };

  const onPayment = async (paid: PaymentChoice) => {
    setChoice(paid);
    setStep('idle');
    setDeclined(false);
    setAgeConfirmed(false);
    if (restricted && (await ageConfirmationDue())) {
      setStep('age');
      return;
    }
    await checkDob(paid, false);
  };

  const confirmAge = () => {
    setAgeConfirmed(true);
    if (choice) void checkDob(choice, true);
  };

  const declineAge = () => {
    setStep('idle');
    setDeclined(true);
  };

  const busy = placing || checking;
  return (
    <Stack spacing={2}>
      <Typography component="p" variant="h6">{t('payment.total', { amount: formatCurrency(cart.pricing.finalPayAmount, country) })}</Typography>
      {failure && <Alert severity="error" role="alert">{failure}</Alert>}
      {declined && (
        <Alert
          severity="warning"
          role="alert"
          action={<Button color="inherit" size="small" onClick={() => events.emit('cart:open')}>{t('payment.reviewCart')}</Button>}
        >
          {t('payment.age.declined', { age: AGE_RESTRICTION })}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={busy}
        onClick={() => setStep('payment')}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {placing ? t('payment.placing') : t('payment.placeOrder')}
      </Button>
      <PaymentModeDialog
        open={step === 'payment'}
        finalPayAmount={cart.pricing.finalPayAmount}
        enabledMethods={enabledMethods}
        addressLine={addressLine(cart.address)}
        onClose={() => setStep('idle')}
        onConfirm={(paid) => void onPayment(paid)}
      />
      <AgeConfirmationDialog
        open={step === 'age'}
        onClose={() => setStep('idle')}
        onDecline={declineAge}
        onConfirm={confirmAge}
      />
      {step === 'dob' && (
        <RemoteAgeVerification
          open
          onClose={() => setStep('idle')}
          onVerified={() => choice && void submit(choice, ageConfirmed)}
          onFailed={(error) => {
            console.error('[payment] the age form could not be loaded', error);
            setStep('idle');
            setFailure(t('payment.ageFormUnavailable'));
          }}
        />
      )}
    </Stack>
  );
}
