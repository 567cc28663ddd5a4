// The header's cart button: item count and base price; opens the cart panel.
import { useTranslation } from '@shop/shared/i18n';
import { events } from '@shop/shared/events';
import { formatCurrency } from '@shop/shared/format';
import { Badge, Box, Button, ShoppingCartIcon, visuallyHidden } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useHeaderCart } from '../hooks/use-header-cart';

export function CartButton() {
  const { t } = useTranslation(NAMESPACE);
  const { count, basePrice, country } = useHeaderCart();
  const price = formatCurrency(basePrice, country);
  return (
    <Button
      variant="contained"
      color="primary"
      onClick={() => events.emit('cart:open')}
      // The name comes from the content: a hidden 'Abrir carrito: N productos,' before the visible
      // price, so the visible text is part of the name (WCAG 2.5.3); the badge repeats the count visually.
      startIcon={
        <Badge aria-hidden badgeContent={count} showZero max={99} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      }
      sx={{ whiteSpace: 'nowrap', minWidth: 0, borderRadius: 999, px: 2 }}
    >
      <Box component="span" sx={visuallyHidden}>{t('header.cartButtonPrefix', { count })}</Box>
      {price}
    </Button>
  );
}
