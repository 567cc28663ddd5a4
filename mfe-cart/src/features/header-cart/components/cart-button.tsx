// The header's cart button: item count and base price (count only on phones, where the bottom bar shows the total to
// pay: two different figures at once read as a contradiction); opens the cart panel.
import { useTranslation } from '@shop/shared/i18n';
import { useHydrating } from '@shop/shared/query';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { formatCurrency } from '@shop/shared/format';
import { Badge, Box, Button, ShoppingCartIcon, useMediaQuery, visuallyHidden } from '@shop/shared/ui';
import { HEADER_NAMESPACE } from '../../../i18n/register';
import { useHeaderCart } from '../hooks/use-header-cart';

export function CartButton() {
  const { t } = useTranslation(HEADER_NAMESPACE);
  const { count, basePrice, country } = useHeaderCart();
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const price = formatCurrency(basePrice, country);
  // Rendered on the server before its code arrives: a press then would be lost, so until hydrated it says it cannot be
  // pressed yet (looking the same: it is ready in a moment).
  const hydrating = useHydrating();
  return (
    <Button
      variant="contained"
      color="primary"
      aria-disabled={hydrating || undefined}
      onClick={() => events.emit('cart:open')}
      // The name comes from the content: a hidden 'Abrir carrito: N productos,' before the visible
      // price, so the visible text is part of the name (WCAG 2.5.3); the badge repeats the count visually.
      startIcon={
        <Badge aria-hidden badgeContent={count} showZero max={99} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      }
      sx={{ whiteSpace: 'nowrap', minWidth: 0, minHeight: 40, borderRadius: 999, px: phone ? 1.5 : 2, ...(phone ? { '& .MuiButton-startIcon': { mx: 0 } } : {}) }}
    >
      {phone ? (
        <Box component="span" sx={visuallyHidden}>{t('header.cartButtonName', { count })}</Box>
      ) : (
        <>
          <Box component="span" sx={visuallyHidden}>{t('header.cartButtonPrefix', { count })}</Box>
          {price}
        </>
      )}
    </Button>
  );
}
