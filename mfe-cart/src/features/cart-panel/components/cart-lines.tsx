// The cart's lines, in the server's order.
import type { Cart } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Box, visuallyHidden } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { CartLineItem } from './cart-line-item';

export interface CartLinesProps {
  cart: Cart;
  /** A link left the panel (product page). */
  onNavigate: () => void;
}

export function CartLines({ cart, onNavigate }: CartLinesProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box component="section" aria-label={t('panel.lines.title')} sx={{ py: 1 }}>
      <Box component="h3" sx={visuallyHidden}>{t('panel.lines.title')}</Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {cart.cartItems.map((item) => (
          <CartLineItem key={item.cartItemId} item={item} onNavigate={onNavigate} />
        ))}
      </Box>
    </Box>
  );
}
