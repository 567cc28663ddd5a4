// /store-offline: the serving store's status and message, its hours (Lima time), when it takes orders next, and —
// where the store takes scheduled deliveries — a button that opens the cart to schedule one.
import type { ReactNode } from 'react';
import { useOrderStatus } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { Link as RouterLink } from '@shop/shared/router';
import { hasAddress, useSession } from '@shop/shared/session';
import { Alert, Button, CircularProgress, Container, Paper, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../i18n/register';
import { clockText, msOfShopDay, nextOpening, withinHours } from '../features/checkout/pages';

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
  const status = useOrderStatus();
  if (!status.data) {
    if (status.loading) return <CircularProgress aria-label={t('checkout.storeOffline.loading')} />;
    return (
      <>
        <Alert severity="error">{t('checkout.storeOffline.loadFailed')}</Alert>
        <Links><Button variant="contained" onClick={status.refetch}>{t('payment.retry')}</Button></Links>
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
          <Typography>{t('checkout.storeOffline.hours', { from: clockText(from), to: clockText(to) })}</Typography>
          {next && <Typography sx={{ fontWeight: 700 }}>{t(`checkout.storeOffline.opens.${next.day}`, { time: clockText(from) })}</Typography>}
          {state !== 'open' && (
            <Typography color="text.secondary">
              {t(store.scheduleDeliveryEnabled ? 'checkout.storeOffline.canSchedule' : 'checkout.storeOffline.cannotSchedule')}
            </Typography>
          )}
        </Stack>
      </Paper>
      <Links>
        {store.scheduleDeliveryEnabled && (
          <Button variant="contained" onClick={() => events.emit('cart:open')}>{t('checkout.storeOffline.schedule')}</Button>
        )}
      </Links>
    </>
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
