// Checkout payment (/payment): the order summary from the cart and the order flow (payment mode, age, place order).
// Visitors, guests and empty carts get a clear prompt instead.
import type { ReactNode } from 'react';
import { useCart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { isVerified, useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Container, Grid, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';
import { usePaymentOptions, type PaymentOptionName } from '../api/get-payment-options';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { PlaceOrderPanel } from '../features/checkout/components/place-order-panel';
import { continueState } from '../features/checkout/utils/continue-rules';

function Prompt({ text, action }: { text: string; action?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info" sx={{ alignSelf: 'stretch' }}>{text}</Alert>
      <Stack direction="row" spacing={2}>
        {action}
        <Button component={RouterLink} to="/" variant={action ? 'text' : 'contained'}>{t('goHome')}</Button>
      </Stack>
    </Stack>
  );
}

function CheckoutBody() {
  const { t } = useTranslation(NAMESPACE);
  const cart = useCart();
  const options = usePaymentOptions();

  if (!cart.data) {
    if (cart.isFetching) return <CircularProgress aria-label={t('payment.loading')} />;
    return <Prompt text={t('payment.loadFailed')} action={<Button variant="contained" onClick={() => void cart.refetch()}>{t('payment.retry')}</Button>} />;
  }
  const data = cart.data;
  if (data.cartCount <= 0) return <Prompt text={t('payment.emptyCart')} />;
  const enabled = (options.data?.paymentOptions ?? []).filter((o) => o.enabled).map((o) => o.option as PaymentOptionName);
  // Reached by URL with a cart the panel would not let through (no receipt type, store closed, below the minimum):
  // back to the cart, where each reason is shown.
  const ready = continueState(data).enabled;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <OrderSummary cart={data} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          {!ready ? (
            <Stack spacing={2}>
              <Alert severity="warning">{t('payment.notReady')}</Alert>
              <Button variant="contained" onClick={() => events.emit('cart:open')}>{t('payment.reviewCart')}</Button>
            </Stack>
          ) : options.isFetching && !options.data ? (
            <CircularProgress aria-label={t('payment.loading')} />
          ) : (
            <PlaceOrderPanel cart={data} enabledMethods={enabled} onRefused={() => void cart.refetch()} />
          )}
        </Box>
      </Grid>
    </Grid>
  );
}

export default function PaymentPage() {
  const { t } = useTranslation(NAMESPACE);
  const hasUser = useSession((s) => s.userId !== null);
  const verified = useSession(isVerified);
  const title = t('pages.payment');
  usePageMeta({ title });

  let body: ReactNode;
  if (!verified) {
    body = (
      <Prompt
        text={t(hasUser ? 'payment.guestPrompt' : 'payment.visitorPrompt')}
        action={<Button variant="contained" onClick={() => events.emit('auth:login-required', { reason: 'checkout' })}>{t('payment.logIn')}</Button>}
      />
    );
  } else {
    body = <CheckoutBody />;
  }

  return (
    <Container maxWidth="lg" component="section" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>{title}</Typography>
      {body}
    </Container>
  );
}
