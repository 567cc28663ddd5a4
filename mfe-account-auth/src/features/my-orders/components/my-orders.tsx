// /account/my-orders: the customer's orders, newest first (number, date in Lima time, status, total, item count, link).
// Like the order's page, the list re-reads itself every 5 s while the tab is visible and any order is not final, so an
// operator's advance shows here without a reload.
import { useCallback } from 'react';
import { isFinalOrderStatus, useOrders, type OrderSummary } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { pageRecords } from '@shop/shared/query';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { isVerified, useSession } from '@shop/shared/session';
import { Alert, Box, Button, Link, Paper, RemoteErrorNotice, Skeleton, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useOrderPolling } from '../hooks/use-order-polling';
import { orderDetailsPath } from '../utils/order-links';
import { orderDateTime } from '../utils/format-order';
import { OrderStatusChip } from './order-status-chip';

/** Orders belong to verified customers; a guest or a visitor is asked to log in. */
export function MyOrders() {
  const verified = useSession(isVerified);
  const { t } = useTranslation(NAMESPACE);
  if (!verified) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{t('orders.loginPrompt')}</Alert>
        <Button variant="contained" onClick={() => events.emit('auth:login-required', { reason: 'orders' })}>
          {t('orders.login')}
        </Button>
      </Stack>
    );
  }
  return <OrderList />;
}

/** An order placed while paging moves the others down a place: each shows once. */
const orderKey = (order: OrderSummary) => order.orderId;

function OrderList() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  // "Show more" asks for the next ORDERS_PAGE_SIZE (20) and keeps one list.
  const { data, error, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useOrders();
  const records = data ? pageRecords(data.pages, orderKey) : [];
  const refresh = useCallback(() => void refetch(), [refetch]);
  useOrderPolling(records.some((order) => !isFinalOrderStatus(order.status)), refresh);

  if (error && !data) return <RemoteErrorNotice onRetry={refresh} />;
  if (!data) return <Skeleton variant="rounded" height={120} aria-label={tc('loading')} />;
  if (records.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('orders.empty')}</Typography>
        <Button component={RouterLink} to={paths.home()} variant="contained">{t('orders.shop')}</Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack component="ul" aria-label={t('orders.listLabel')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {records.map((order) => (
          <li key={order.orderId}>
            <OrderRow order={order} />
          </li>
        ))}
      </Stack>
      {hasNextPage && (
        <Box>
          {/* Only the read that brings the next page holds the button; a poll's re-read does not make it blink. */}
          <Button variant="outlined" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('orders.showMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useSession((s) => s.language);
  const country = useSession((s) => s.country);
  const title = t('orders.number', { number: order.orderNumber });
  return (
    <Paper component="article" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">{title}</Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <Typography color="text.secondary">
            {t('orders.placedAt', { date: orderDateTime(order.createdAt, language) })}
          </Typography>
          <Typography>
            {t('orders.items', { count: order.itemCount })} · {t('orders.total', { amount: formatCurrency(order.finalPayAmount, country) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[order.storeName, t(`orders.payment.${order.paymentMethod}`)].filter(Boolean).join(' · ')}
          </Typography>
        </Stack>
        <Link component={RouterLink} to={orderDetailsPath(order.orderId)} aria-label={t('orders.viewLabel', { number: order.orderNumber })}>
          {t('orders.view')}
        </Link>
      </Stack>
    </Paper>
  );
}
