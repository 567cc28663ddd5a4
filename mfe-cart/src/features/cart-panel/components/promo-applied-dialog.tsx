// Dialog 3, promo applied: the code and what it takes off this cart.
import type { Cart } from '@shop/shared/calls';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Box, Button, Typography } from '@shop/shared/ui';
import { CheckCircleIcon } from '@shop/shared/ui-icons';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface PromoAppliedDialogProps {
  cart: Cart;
  onClose: () => void;
}

export function PromoAppliedDialog({ cart, onClose }: PromoAppliedDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  return (
    <DialogShell open onClose={onClose} title={t('panel.promo.appliedTitle')} actions={<Button variant="contained" onClick={onClose}>{t('panel.promo.ok')}</Button>}>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 56 }} />
        <Typography sx={{ fontWeight: 700 }}>{t('panel.promo.appliedCode', { code: cart.promoCode.promoCode ?? '' })}</Typography>
        {cart.pricing.promoCodeDiscount > 0 && (
          <Typography>{t('panel.promo.youSave', { amount: formatCurrency(cart.pricing.promoCodeDiscount, country) })}</Typography>
        )}
      </Box>
    </DialogShell>
  );
}
