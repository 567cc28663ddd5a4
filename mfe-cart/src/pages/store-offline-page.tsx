// /store-offline, the schedule delivery area: the serving store's status and message, its hours (Lima
// time), when it takes orders next, and — where the store takes scheduled deliveries — the cart's schedule, set,
// changed or cleared here with the schedule dialog. The panel's schedule toggle leads here while the store is offline
// (its Continue stays disabled), so this page must not send the shopper back to the panel to schedule.
import { useId, useState, type ReactNode } from 'react';
import { useCart, useOrderStatus, type StoreStatus } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { hasAddress, useSession } from '@shop/shared/session';
import { Alert, Button, CircularProgress, Container, Paper, Stack, Typography } from '@shop/shared/ui';
import { setScheduleDelivery } from '../api/set-schedule-delivery';
import { ScheduleDialog } from '../components/schedule-dialog';
import { useCartAction } from '../hooks/use-cart-action';
import { useShopTimes } from '../hooks/use-shop-times';
import { NAMESPACE } from '../i18n/register';
import { hasSchedule } from '../features/checkout/utils/continue-rules';
import { msOfShopDay, nextOpening, withinHours } from '../features/checkout/utils/store-hours';

function Links({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
      {children}
      <Button component={RouterLink} to="/store-location" variant="outlined">{t('checkout.storeOffline.storeLocation')}</Button>
      <Button component={RouterLink} to="/">{tc('goHome')}</Button>
    </Stack>
  );
}

function StoreStatusView() {
  const { t } = useTranslation(NAMESPACE);
  const times = useShopTimes();
  const status = useOrderStatus();
  if (!status.data) {
    if (status.isFetching) return <CircularProgress aria-label={t('checkout.storeOffline.loading')} />;
    return (
      <>
        <Alert severity="error">{t('checkout.storeOffline.loadFailed')}</Alert>
        <Links><Button variant="contained" onClick={() => void status.refetch()}>{t('payment.retry')}</Button></Links>
      </>
    );
  }
  const store = status.data.storeStatus;
  if (!status.data.storeExists || !store) {
    return (
      <>
        <Alert severity="warning">{t('checkout.storeOffline.noStore')}</Alert>
        <Links />
      </>
    );
  }
  const from = store.orderAcceptanceTimeFrom;
  const to = store.orderAcceptanceTimeTo;
  const now = store.nowEpoch;
  const open = store.storeOnlineStatus && store.storeDeliveryStatus;
  const inHours = withinHours(msOfShopDay(now), from, to);
  const next = !open ? (inHours && !store.storeOnlineStatus ? null : nextOpening(now, from)) : null;
  const state = !store.storeOnlineStatus ? 'offline' : !store.storeDeliveryStatus ? 'notDelivering' : 'open';

  return (
    <>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h5">{store.storeName}</Typography>
          <Alert severity={state === 'open' ? 'success' : 'warning'} role="status">{t(`checkout.storeOffline.state.${state}`)}</Alert>
          {store.storeOfflineMessage && state !== 'open' && <Typography>{store.storeOfflineMessage}</Typography>}
          <Typography>{t('checkout.storeOffline.hours', { from: times.time(from), to: times.time(to) })}</Typography>
          {next && <Typography sx={{ fontWeight: 700 }}>{t(`checkout.storeOffline.opens.${next.day}`, { time: times.time(from) })}</Typography>}
          {state !== 'open' && (
            <Typography color="text.secondary">
              {t(store.scheduleDeliveryEnabled ? 'checkout.storeOffline.canSchedule' : 'checkout.storeOffline.cannotSchedule')}
            </Typography>
          )}
        </Stack>
      </Paper>
      {store.scheduleDeliveryEnabled && <ScheduleArea store={store} offline={state === 'offline'} />}
      <Links />
    </>
  );
}

/**
 * The cart's schedule: what is chosen, and the schedule dialog to set or change it, or clearing it. While the store is
 * offline the order itself waits (Continue is disabled), and the page says so.
 */
function ScheduleArea({ store, offline }: { store: StoreStatus; offline: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const times = useShopTimes();
  const { data: cart, isFetching: loading, error, refetch } = useCart();
  const { busy, run } = useCartAction();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  // No session user: no cart to schedule (the location step creates one).
  if (!cart && !loading && !error) return null;
  const chosen = cart && hasSchedule(cart) ? cart.scheduleDelivery : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 3, mt: 3 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h2" variant="h6">{t('checkout.storeOffline.scheduleTitle')}</Typography>
        {!cart ? (
          error && !loading ? (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('payment.retry')}</Button>}>
              {t('checkout.storeOffline.cartLoadFailed')}
            </Alert>
          ) : (
            <CircularProgress size={24} aria-label={t('checkout.storeOffline.cartLoading')} />
          )
        ) : (
          <>
            <Typography sx={{ fontWeight: chosen ? 700 : undefined }}>
              {chosen
                ? t('checkout.storeOffline.scheduledFor', times.schedule(chosen.scheduleDate ?? '', chosen.scheduleTime ?? ''))
                : t('checkout.storeOffline.notScheduled')}
            </Typography>
            {offline && <Alert severity="info">{t('checkout.storeOffline.orderWhenOnline')}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {chosen ? (
                <>
                  <Button variant="contained" onClick={() => setOpen(true)} disabled={busy}>{t('checkout.storeOffline.change')}</Button>
                  <Button variant="outlined" onClick={() => void run(() => setScheduleDelivery({ scheduleDelivery: false }))} disabled={busy}>
                    {t('checkout.storeOffline.clear')}
                  </Button>
                </>
              ) : (
                <Button variant="contained" onClick={() => setOpen(true)} disabled={busy}>{t('checkout.storeOffline.schedule')}</Button>
              )}
              {cart.cartCount > 0 && <Button onClick={() => events.emit('cart:open')}>{t('checkout.storeOffline.viewCart')}</Button>}
            </Stack>
          </>
        )}
      </Stack>
      {open && cart && (
        <ScheduleDialog
          status={cart.storeStatus ?? store}
          current={cart.scheduleDelivery}
          alcohol={cart.alcoholSale}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
        />
      )}
    </Paper>
  );
}

export default function StoreOfflinePage() {
  const { t } = useTranslation(NAMESPACE);
  const withAddress = useSession(hasAddress);
  const title = t('pages.storeOffline');
  usePageMeta({ title });
  return (
    <Container maxWidth="sm" component="section" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>{title}</Typography>
      {withAddress ? (
        <StoreStatusView />
      ) : (
        <>
          <Alert severity="info">{t('checkout.storeOffline.noAddress')}</Alert>
          <Links>
            <Button variant="contained" onClick={() => events.emit('location:required', { reason: 'store-offline' })}>{t('checkout.storeOffline.chooseLocation')}</Button>
          </Links>
        </>
      )}
    </Container>
  );
}
