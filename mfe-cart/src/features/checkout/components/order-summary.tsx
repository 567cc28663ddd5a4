// The /payment page's order summary, read from the cart: lines, bill details, address, receipt, schedule, instructions.
import type { ReactNode } from 'react';
import { idTypeName, type Cart } from '@shop/shared/calls';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Box, List, ListItem, Paper, Stack, Typography } from '@shop/shared/ui';
import { useShopTimes } from '../../../hooks/use-shop-times';
import { NAMESPACE } from '../../../i18n/register';
import { addressLine, contactLine } from '../utils/address-line';

export interface OrderSummaryProps {
  cart: Cart;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    // The total's rule is its own top border: a <dl> may hold only dt/dd groups (an <hr> there fails axe).
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, ...(strong && { borderTop: 1, borderColor: 'divider', pt: 1, mt: 0.5 }) }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

export function OrderSummary({ cart }: OrderSummaryProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const money = (amount: number) => formatCurrency(amount, country);
  const times = useShopTimes();
  const { pricing, invoiceDetails: invoice, scheduleDelivery: schedule } = cart;
  const lines = cart.cartItems.filter((item) => item.available);

  const invoiceText = invoice.factura
    ? t('payment.summary.factura', { ruc: invoice.ruc ?? '', name: invoice.number ?? '' })
    : invoice.boleta
      ? t('payment.summary.boleta', { idType: invoice.id ? idTypeName(invoice.id) : '', idNumber: invoice.name ?? '', name: invoice.invoiceName ?? '' })
      : invoice.boletaSimple
        ? t('payment.summary.boletaSimple')
        : t('payment.summary.noInvoice');

  return (
    <Stack spacing={2}>
      <Section title={t('payment.summary.items', { count: cart.cartCount })}>
        <List disablePadding>
          {lines.map((item) => (
            <ListItem key={item.cartItemId} disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography>{`${item.quantity} × ${item.product.name}`}</Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{money(item.lineTotal)}</Typography>
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title={t('payment.summary.bill')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Row label={t('payment.summary.basePrice')} value={money(pricing.basePrice)} />
          {pricing.discount > 0 && <Row label={t('payment.summary.discount')} value={`- ${money(pricing.discount)}`} />}
          {pricing.promoCodeDiscount > 0 && (
            <Row label={t('payment.summary.promoDiscount', { code: cart.promoCode?.promoCode ?? '' })} value={`- ${money(pricing.promoCodeDiscount)}`} />
          )}
          <Row label={t('payment.summary.shipping')} value={pricing.shipping > 0 ? money(pricing.shipping) : t('payment.summary.free')} />
          {pricing.serviceCharge > 0 && <Row label={t('payment.summary.serviceCharge')} value={money(pricing.serviceCharge)} />}
          <Row label={t('payment.summary.total')} value={money(pricing.finalPayAmount)} strong />
        </Box>
      </Section>
      <Section title={t('payment.summary.delivery')}>
        <Stack spacing={0.5}>
          <Typography>{addressLine(cart.address)}</Typography>
          <Typography color="text.secondary">{contactLine(cart.address)}</Typography>
          <Typography>
            {schedule.scheduleDelivery && schedule.scheduleDate && schedule.scheduleTime
              ? t('payment.summary.scheduled', times.schedule(schedule.scheduleDate, schedule.scheduleTime))
              : t('payment.summary.asap')}
          </Typography>
          {cart.deliveryInstructions && (
            <Typography color="text.secondary">{t('payment.summary.instructions', { text: cart.deliveryInstructions })}</Typography>
          )}
        </Stack>
      </Section>
      <Section title={t('payment.summary.receipt')}>
        <Typography>{invoiceText}</Typography>
      </Section>
    </Stack>
  );
}
