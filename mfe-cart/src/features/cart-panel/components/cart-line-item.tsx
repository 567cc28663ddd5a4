// One cart line: Primary image, name (a link to its page), unit prices, toppings, and the quantity control
// (minus at 1 deletes; the count opens the quantity dialog, where 0 deletes). Unavailable lines say so and can be removed.
import { useState } from 'react';
import { removeCartItem, updateCartItem, type CartItem } from '@shop/shared/calls';
import { PRIMARY_IMAGE_TYPE } from '@shop/shared/constants';
import { slugify } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { Box, Button, Chip, IconButton, Link, Typography } from '@shop/shared/ui';
import { DeleteIcon } from '@shop/shared/ui-icons';
import { Price, ProductImage, QuantityStepper } from '@shop/shared/ui-product';
import { NAMESPACE } from '../../../i18n/register';
import { useCartAction } from '../../../hooks/use-cart-action';
import { parseToppings } from '../utils/toppings';
import { QuantityDialog } from './quantity-dialog';
import { ToppingsDialog } from './toppings-dialog';

/** The API's most units on one line. */
export const MAX_LINE_QUANTITY = 20;

export interface CartLineItemProps {
  item: CartItem;
  onNavigate: () => void;
}

function primaryImage(item: CartItem): string | null {
  const files = item.product?.productFiles ?? [];
  return (files.find((f) => f.type?.toLowerCase() === PRIMARY_IMAGE_TYPE.toLowerCase()) ?? files[0])?.imageUrl ?? null;
}

function pageOf(item: CartItem): string | null {
  if (item.comboOfferId !== null) return `/combo-offer-details/${item.comboOfferId}`;
  const productId = item.productId ?? item.product?.productId;
  return productId ? `/product-details/${slugify(item.product.name)}/${productId}` : null;
}

export function CartLineItem({ item, onNavigate }: CartLineItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const { busy, run } = useCartAction();
  const [dialog, setDialog] = useState<'quantity' | 'toppings' | null>(null);
  const name = item.product.name;
  const toppings = parseToppings(item.toppings);
  const href = pageOf(item);
  const remove = () => run(() => removeCartItem(item.cartItemId));
  const setQuantity = (quantity: number) => (quantity <= 0
    ? remove()
    : run(() => updateCartItem(item.cartItemId, { quantity, toppings: item.toppings })));

  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider', opacity: item.available ? 1 : 0.7 }}>
      <Box aria-hidden sx={{ width: 64, flexShrink: 0 }}>
        <ProductImage src={primaryImage(item)} alt="" width={64} height={64} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {href ? (
          <Link component={RouterLink} to={href} onClick={onNavigate} underline="hover" color="inherit" sx={{ fontWeight: 600, display: 'block' }}>
            {name}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        )}
        <Price actual={item.product.productPrice.originalActualPrice} discounted={item.product.productPrice.originalDiscountedPrice} size="small" />
        {toppings.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('panel.lines.toppings', { list: toppings.join(', ') })}
          </Typography>
        )}
        {!item.available && <Chip size="small" color="warning" label={t('panel.lines.unavailable')} sx={{ mt: 0.5 }} />}
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {item.available ? (
            <QuantityStepper
              size="small"
              quantity={item.quantity}
              name={name}
              max={MAX_LINE_QUANTITY}
              disabled={busy}
              onIncrease={() => void setQuantity(item.quantity + 1)}
              onDecrease={() => void setQuantity(item.quantity - 1)}
              onQuantityClick={() => setDialog('quantity')}
            />
          ) : (
            <IconButton size="small" onClick={() => void remove()} disabled={busy} aria-label={t('panel.lines.remove', { name })}>
              <DeleteIcon aria-hidden fontSize="small" />
            </IconButton>
          )}
          {item.available && item.comboOfferId === null && toppings.length > 0 && (
            <Button size="small" onClick={() => setDialog('toppings')} disabled={busy}>
              {t('panel.lines.changeToppings')}
            </Button>
          )}
        </Box>
      </Box>
      {dialog === 'quantity' && (
        <QuantityDialog
          name={name}
          quantity={item.quantity}
          max={MAX_LINE_QUANTITY}
          onClose={() => setDialog(null)}
          onConfirm={async (quantity) => {
            setDialog(null);
            if (quantity !== item.quantity) await setQuantity(quantity);
          }}
        />
      )}
      {dialog === 'toppings' && item.productId !== null && (
        <ToppingsDialog
          productId={item.productId}
          productName={name}
          saved={toppings}
          onClose={() => setDialog(null)}
          onConfirm={async (json) => {
            const cart = await run(() => updateCartItem(item.cartItemId, { quantity: item.quantity, toppings: json }));
            if (cart) setDialog(null);
          }}
        />
      )}
    </Box>
  );
}
