// The header's cart button: item count and base price; opens the cart panel.
import { useTranslation } from '@shop/shared/i18n';
import { events } from '@shop/shared/events';
import { formatCurrency } from '@shop/shared/format';
import { Badge, Button, ShoppingCartIcon } from '@shop/shared/ui';
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
      aria-label={t('header.cartButtonLabel', { count, price })}
      startIcon={
        <Badge badgeContent={count} showZero max={99} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      }
      sx={{ whiteSpace: 'nowrap', minWidth: 0, borderRadius: 999, px: 2 }}
    >
      {price}
    </Button>
  );
}
