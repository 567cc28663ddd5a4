// The phone's fixed bottom cart bar (≤767 px): count, the labelled total to pay and 'Ver carrito'; hidden while the cart
// is empty. It is the phone's only price of the cart (the header's button shows the count alone there).
import { useTranslation } from '@shop/shared/i18n';
import { useHydrating } from '@shop/shared/query';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { formatCurrency } from '@shop/shared/format';
import { Box, Button, Paper, ShoppingCartIcon, Typography, useMediaQuery } from '@shop/shared/ui';
import { HEADER_NAMESPACE } from '../../../i18n/register';
import { useHeaderCart } from '../hooks/use-header-cart';

export function MobileCartBar() {
  const { t } = useTranslation(HEADER_NAMESPACE);
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const { count, total, country } = useHeaderCart();
  // Rendered on the server before its code arrives: a press then would be lost, so until hydrated it says it cannot be
  // pressed yet (looking the same: it is ready in a moment).
  const hydrating = useHydrating();
  if (!phone || count === 0) return null;
  return (
    <Paper
      component="aside"
      aria-label={t('header.cartSummary')}
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.25, borderRadius: 0 }}
    >
      <ShoppingCartIcon color="primary" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">{t('header.items', { count })}</Typography>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {/* A no-break space: on a narrow phone the line wraps before the amount, never between 'S/' and its figure. */}
          {t('header.totalToPay', { amount: formatCurrency(total, country).replace(' ', '\u00A0') })}
        </Typography>
      </Box>
      <Button variant="contained" aria-disabled={hydrating || undefined} onClick={() => events.emit('cart:open')}>
        {t('header.viewCart')}
      </Button>
    </Paper>
  );
}
