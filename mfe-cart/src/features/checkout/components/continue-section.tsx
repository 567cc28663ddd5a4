// The cart panel's Continue section: what each store status allows, the invoice and minimum-order rules, the
// schedule button of an offline store, and the continue flow's dialogs (add e-mail, code, update details).
import { BOLETA_ID_THRESHOLD } from '@shop/api/rules/invoice';
import { useTranslation } from '@shop/shared/i18n';
import type { Cart } from '@shop/shared/calls';
import { formatCurrency } from '@shop/shared/format';
import { useNavigate } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { Alert, Button, CircularProgress, Stack } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useContinueFlow } from '../hooks/use-continue-flow';
import { continueState } from '../utils/continue-rules';
import { AddEmailDialog } from './add-email-dialog';
import { OtpDialog } from './otp-dialog';
import { UpdateDetailsDialog } from './update-details-dialog';

export interface ContinueSectionProps {
  cart: Cart;
  /** Closes the cart panel (before navigating to /payment, or when another dialog takes over). */
  onClosePanel: () => void;
}

export function ContinueSection({ cart, onClosePanel }: ContinueSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const country = useSession((s) => s.country);
  const state = continueState(cart);
  const flow = useContinueFlow(cart, onClosePanel);

  const goSchedule = () => {
    onClosePanel();
    navigate('/store-offline');
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={t('checkout.continueSection')}>
      {state.blocks.includes('invoice') && <Alert severity="warning">{t('cart.invoiceMustBeSelected')}</Alert>}
      {state.blocks.includes('boletaNeedsId') && (
        <Alert severity="warning">{t('cart.boletaNeedsId', { amount: formatCurrency(BOLETA_ID_THRESHOLD, country) })}</Alert>
      )}
      {state.blocks.includes('minimum') && (
        <Alert severity="warning">{t('cart.theMinimumPurchaseValueIs', { amount: formatCurrency(cart.minimumOrderAmount, country) })}</Alert>
      )}
      {state.blocks.includes('scheduleRequired') && <Alert severity="info">{t('checkout.scheduleRequired')}</Alert>}
      {state.blocks.includes('alcoholHours') && (
        <Alert severity="warning">{cart.alcoholSale?.message ?? t('checkout.alcoholHours')}</Alert>
      )}
      {state.blocks.includes('noAddress') && <Alert severity="info">{t('checkout.noAddress')}</Alert>}
      {state.showScheduleButton && (
        <Button variant="outlined" fullWidth onClick={goSchedule}>
          {t('checkout.schedule')}
        </Button>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!state.enabled || flow.step === 'checking'}
        onClick={flow.start}
        startIcon={flow.step === 'checking' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('checkout.continue')}
      </Button>
      <AddEmailDialog
        open={flow.step === 'addEmail'}
        initialEmail={flow.email}
        pending={flow.requesting}
        error={flow.emailError}
        onSubmit={flow.submitEmail}
        onClose={flow.cancel}
      />
      <OtpDialog
        open={flow.step === 'otp'}
        email={flow.email}
        onClose={flow.cancel}
        onVerified={flow.emailVerified}
        onRequestFailed={flow.otpRequestFailed}
      />
      {cart.address && (
        <UpdateDetailsDialog open={flow.step === 'updateDetails'} address={cart.address} onClose={flow.cancel} onSaved={flow.detailsSaved} />
      )}
    </Stack>
  );
}
