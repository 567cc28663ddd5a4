// One order (/account/my-orders/{orderId}): status and timeline (polled every 5 s until final), items with their
// statuses, the bill, the delivery address and the invoice; Cancel while the shop has not started packing it.
import { useCallback, useId, useState, type ReactNode } from 'react';
import { enqueueSnackbar } from '@shop/shared/toast';
import { isApiError, isReported } from '@shop/shared/api';
import { idTypeName, isFinalOrderStatus, useCancelOrder, useOrder, type OrderDetails, type OrderInvoice } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { formatCurrency, formatSchedule } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { isVerified, useSession } from '@shop/shared/session';
import {
  Alert, Box, Button, Chip, Divider, Link, Paper, RemoteErrorNotice, Skeleton, Stack, Typography,
} from '@shop/shared/ui';
import { ProductImage } from '@shop/shared/ui-product';
import { NAMESPACE } from '../../../i18n/register';
import { useOrderPolling } from '../hooks/use-order-polling';
import { orderDateTime, toppingNames } from '../utils/format-order';
import { AccountHeading } from '../../../components/account-page/account-page';
import { CancelOrderDialog } from './cancel-order-dialog';
import { IdCheckNotice } from './id-check-notice';
import { OrderStatusChip } from './order-status-chip';
import { OrderTimeline } from './order-timeline';

export function OrderDetailsView({ orderId }: { orderId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const verified = useSession(isVerified);
  if (!verified) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <AccountHeading>{t('orders.details.heading')}</AccountHeading>
        <Alert severity="info">{t('orders.loginPrompt')}</Alert>
        <Button variant="contained" onClick={() => events.emit('auth:login-required', { reason: 'orders' })}>
          {t('orders.login')}
        </Button>
      </Stack>
    );
  }
  return <LoadedOrder orderId={orderId} />;
}

function LoadedOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const query = useOrder(orderId);
  // The cancel call answers the whole order, which useCancelOrder writes into the cache: the view shows it at once.
  const cancel = useCancelOrder();
  const order = query.data;
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useOrderPolling(order !== undefined && !isFinalOrderStatus(order.status), refresh);

  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  if (!order) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack spacing={2}>
        <AccountHeading>{t('orders.details.heading')}</AccountHeading>
        {notFound && <Alert severity="warning">{t('orders.details.notFound')}</Alert>}
        {query.isError && !notFound && <RemoteErrorNotice onRetry={refresh} />}
        {!query.isError && <Skeleton variant="rounded" height={240} aria-label={tc('loading')} />}
      </Stack>
    );
  }

  const closeDialog = () => {
    setConfirming(false);
    setCancelError(null);
  };
  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(order.orderId);
      setConfirming(false);
      enqueueSnackbar(t('orders.details.cancelled'), { variant: 'success' });
    } catch (error) {
      console.warn('Order cancel failed:', error);
      if (isReported(error)) {
        setConfirming(false);
      } else {
        // Usually error.order.notCancellable: the shop started packing meanwhile; read the order again.
        setCancelError(isApiError(error) && error.general[0]?.message ? error.general[0].message : t('orders.details.cancelFailed'));
        refresh();
      }
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <AccountHeading>{t('orders.number', { number: order.orderNumber })}</AccountHeading>
          <OrderStatusChip status={order.status} size="medium" />
        </Stack>
        <OrderFacts order={order} />
        <IdCheckNotice order={order} />
        {order.cancellable && (
          <Box>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>{t('orders.details.cancel')}</Button>
          </Box>
        )}
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={3} sx={{ flex: 3, width: '100%', minWidth: 0 }}>
          <Section title={t('orders.details.items')}>
            <OrderItems order={order} />
          </Section>
          <Section title={t('orders.details.bill')}>
            <OrderBill order={order} />
          </Section>
        </Stack>
        <Stack spacing={3} sx={{ flex: 2, width: '100%', minWidth: 0 }}>
          <Section title={t('orders.details.timeline')}>
            <OrderTimeline order={order} />
            {!isFinalOrderStatus(order.status) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{t('orders.details.live')}</Typography>
            )}
          </Section>
          <Section title={t('orders.details.address')}>
            <OrderAddressBlock order={order} />
          </Section>
          <Section title={t('orders.details.invoice')}>
            <Typography>{invoiceText(order.invoice, t)}</Typography>
          </Section>
        </Stack>
      </Stack>

      <Box>
        <Link component={RouterLink} to={paths.account('my-orders')}>{t('orders.details.back')}</Link>
      </Box>

      <CancelOrderDialog
        open={confirming}
        orderNumber={order.orderNumber}
        busy={cancel.isPending}
        error={cancelError}
        onConfirm={() => void confirmCancel()}
        onClose={closeDialog}
      />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

function OrderFacts({ order }: { order: OrderDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useSession((s) => s.language);
  const country = useSession((s) => s.country);
  const schedule = order.scheduleDelivery;
  return (
    <Stack spacing={0.25}>
      <Typography color="text.secondary">{t('orders.placedAt', { date: orderDateTime(order.createdAt, language) })}</Typography>
      {order.storeName && <Typography color="text.secondary">{t('orders.details.store', { name: order.storeName })}</Typography>}
      <Typography color="text.secondary">{t('orders.details.payment', { method: t(`orders.payment.${order.paymentMethod}`) })}</Typography>
      {schedule?.scheduleDelivery && schedule.scheduleDate && (
        <Typography color="text.secondary">
          {t('orders.details.scheduled', formatSchedule(schedule.scheduleDate, schedule.scheduleTime ?? '', language, country)
            ?? { date: schedule.scheduleDate, time: schedule.scheduleTime ?? '' })}
        </Typography>
      )}
    </Stack>
  );
}

function OrderItems({ order }: { order: OrderDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  return (
    <Stack component="ul" aria-label={t('orders.details.items')} divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.items.map((item) => {
        const toppings = toppingNames(item.toppings);
        return (
          <Stack component="li" key={item.orderItemId} direction="row" spacing={1.5} aria-label={item.name}>
            <Box sx={{ width: 64, flex: 'none' }}>
              <ProductImage src={item.imageUrl} alt={item.name} width={64} height={64} />
            </Box>
            <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                <Chip size="small" variant="outlined" label={t(`orders.itemStatus.${item.itemStatus}`)} />
              </Stack>
              {toppings.length > 0 && (
                <Typography variant="body2" color="text.secondary">{t('orders.details.toppings', { list: toppings.join(', ') })}</Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('orders.details.quantity', { count: item.quantity, price: formatCurrency(item.unitDiscountedPrice, country) })}
              </Typography>
            </Stack>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatCurrency(item.lineTotal, country)}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

function OrderBill({ order }: { order: OrderDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const money = (amount: number) => formatCurrency(amount, country);
  const { pricing } = order;
  const rows: [string, string][] = [[t('orders.details.basePrice'), money(pricing.basePrice)]];
  if (pricing.discount > 0) rows.push([t('orders.details.discount'), `- ${money(pricing.discount)}`]);
  if (pricing.promoCodeDiscount > 0) {
    rows.push([t('orders.details.promoCodeDiscount', { code: order.promoCode ?? '' }), `- ${money(pricing.promoCodeDiscount)}`]);
  }
  rows.push([t('orders.details.shipping'), pricing.shipping > 0 ? money(pricing.shipping) : t('orders.details.free')]);
  if (pricing.serviceCharge > 0) rows.push([t('orders.details.serviceCharge'), money(pricing.serviceCharge)]);
  const cash = order.paymentMethod === 'CASH' && order.amountInCustomerHand !== null ? order.amountInCustomerHand : null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 2 }}>
      {rows.map(([label, value]) => (
        <Row key={label} label={label} value={value} />
      ))}
      <Row label={t('orders.details.total')} value={money(pricing.finalPayAmount)} strong />
      {cash !== null && (
        <>
          <Row label={t('orders.details.cashInHand')} value={money(cash)} />
          <Row label={t('orders.details.change')} value={money(Math.max(0, cash - pricing.finalPayAmount))} />
        </>
      )}
    </Box>
  );
}

const rule = { borderTop: 1, borderColor: 'divider', pt: 0.75 } as const;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      {/* The total's rule is the border of its own cells: a <dl> may hold only dt/dd groups (an <hr> there fails axe). */}
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400, ...(strong && rule) }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400, ...(strong && rule) }}>{value}</Typography>
    </>
  );
}

function OrderAddressBlock({ order }: { order: OrderDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const a = order.address;
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return (
    <Stack spacing={0.25}>
      {a.street1 && <Typography>{a.street1}</Typography>}
      {a.street2 && <Typography color="text.secondary">{t('orders.details.flat', { text: a.street2 })}</Typography>}
      {a.landmark && <Typography color="text.secondary">{t('orders.details.landmark', { text: a.landmark })}</Typography>}
      {(name || a.telephone) && (
        <Typography color="text.secondary">{t('orders.details.receiver', { name, phone: a.telephone ?? '' })}</Typography>
      )}
      {order.deliveryInstructions && (
        <Typography color="text.secondary">{t('orders.details.instructions', { text: order.deliveryInstructions })}</Typography>
      )}
    </Stack>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** The invoice as chosen at checkout (boleta's `name` is the ID number and `id` its type; factura's `number` the business name). */
function invoiceText(invoice: OrderInvoice, t: T): string {
  if (invoice.factura) {
    return t('orders.details.factura', { business: invoice.number ?? '', ruc: invoice.ruc ?? '', address: invoice.address ?? '' });
  }
  if (invoice.boleta) {
    return t('orders.details.boleta', { name: invoice.invoiceName ?? '', idType: invoice.id ? idTypeName(invoice.id) : '', idNumber: invoice.name ?? '' });
  }
  return t('orders.details.boletaSimple');
}
