// Bill details: base price, shipping ('free' when a threshold made it 0), service charge, discounts and the total,
// with how much more buys free delivery where the store offers it.
import type { Cart } from '@shop/shared/calls';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { discountLine, freeShippingMissing, shippingIsFree } from '../utils/amounts';
import { PanelSection } from './panel-section';

export interface BillDetailsProps {
  cart: Cart;
}

export function BillDetails({ cart }: BillDetailsProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const { pricing, freeShippingThreshold } = cart;
  const missing = freeShippingMissing(pricing, freeShippingThreshold);
  const rows: [string, string][] = [
    [t('panel.bill.basePrice'), formatCurrency(pricing.basePrice, country)],
    [t('panel.bill.shipping'), shippingIsFree(pricing, freeShippingThreshold) ? t('panel.bill.free') : formatCurrency(pricing.shipping, country)],
    [t('panel.bill.serviceCharge'), formatCurrency(pricing.serviceCharge, country)],
    [t('panel.bill.discount'), discountLine(pricing.discount, country)],
    [t('panel.bill.promoDiscount'), discountLine(pricing.promoCodeDiscount, country)],
  ];
  return (
    <PanelSection title={t('panel.bill.title')}>
      {missing !== null && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>{t('panel.bill.freeShippingHint', { amount: formatCurrency(missing, country) })}</Alert>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>{value}</Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700, pt: 0.5, borderTop: 1, borderColor: 'divider' }}>{t('panel.bill.total')}</Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right', pt: 0.5, borderTop: 1, borderColor: 'divider' }}>
          {formatCurrency(pricing.finalPayAmount, country)}
        </Typography>
      </Box>
    </PanelSection>
  );
}
