// The product page's buying panel: brand, name, prices, rating chip, 'customizable' and age tags, the cart counter,
// and the toppings (ticked before adding; locked while in the cart, changed through Replace).
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Cart } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { Link as RouterLink } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@shop/shared/ui';
import { StarIcon } from '@shop/shared/ui-icons';
import { Price } from '@shop/shared/ui-product';
import { NAMESPACE } from '../../../i18n/register';
import { CartCounter } from '../../../components/cart-counter/cart-counter';
import { DetailsPrice } from '../../../components/product-tile/details-price';
import { useCachedLines } from '../../../hooks/use-cart-item';
import { useProductCart } from '../../../hooks/use-product-cart';
import { mainLine, MAX_LINE_QUANTITY, productLines } from '../../../utils/cart-lines';
import { productPrices } from '../../../utils/product-record';
import type { ProductDetails } from '../api/get-product';
import { useToppingsCart } from '../hooks/use-toppings-cart';
import { parseToppings } from '../utils/toppings';
import { ToppingsFieldset } from './toppings-fieldset';

const ToppingsReplaceDialog = lazy(() => import('./toppings-replace-dialog'));

export const PRODUCT_PAGE_LIST = 'product_details';

export interface ProductSummaryProps {
  product: ProductDetails;
}

export function ProductSummary({ product }: ProductSummaryProps) {
  const { t } = useTranslation(NAMESPACE);
  const cart = useProductCart(product, PRODUCT_PAGE_LIST);
  const toppingsCart = useToppingsCart(product, PRODUCT_PAGE_LIST);
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  // Each opening mounts a fresh dialog (its key), so it always starts from the saved toppings.
  const [replacing, setReplacing] = useState(0);

  const prices = productPrices(product);
  const price = <Price actual={prices.actual} discounted={prices.discounted} size="large" />;
  const choices = product.toppings ?? [];
  // What the page's cart holds (every change writes its answer there), else what the record said when it was read.
  const lines = useCachedLines(useCallback((c: Cart) => productLines(c, product.productId), [product.productId]));
  const inCart = lines ? lines.length > 0 : product.cartItemCount > 0 && product.cartItemId !== null;
  // Locked as soon as the shopper's add is on its way, not only once the cart says so.
  const locked = inCart || cart.count > 0;
  const saved = parseToppings(lines ? mainLine(lines)?.toppings ?? null : product.selectedToppings);
  const shown: ReadonlySet<string> = locked ? new Set(saved) : picked;

  const increase = () => {
    if (cart.count === 0 && picked.size > 0) {
      void toppingsCart.addWithToppings(picked).then((added) => added && setPicked(new Set()));
    } else {
      void cart.increase();
    }
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Link component={RouterLink} to={paths.brandDetails(product.brandName, product.brandId)} color="text.secondary" underline="hover" sx={{ fontWeight: 600 }}>
          {product.brandName}
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mt: 0.5, overflowWrap: 'anywhere' }}>
          {product.name}
        </Typography>
      </Box>
      <DetailsPrice price={price} prices={prices} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {product.rating !== null && (
          <Chip
            icon={<StarIcon aria-hidden />}
            label={`${product.rating.toFixed(1)} (${product.totalRatings})`}
            aria-label={t('product.ratingLabel', { rating: product.rating.toFixed(1), count: product.totalRatings })}
            size="small"
            color="warning"
            variant="outlined"
          />
        )}
        {choices.length > 0 && <Chip label={t('product.customizable')} size="small" color="primary" variant="outlined" />}
        {product.ageRestriction > 0 && <Chip label={t('product.ageRestricted', { age: product.ageRestriction })} size="small" color="error" variant="outlined" />}
      </Stack>
      {!product.available && <Alert severity="info">{t('product.unavailable')}</Alert>}

      {choices.length > 0 && (
        <Box>
          <ToppingsFieldset
            choices={choices}
            selected={shown}
            disabled={locked}
            onToggle={(name, checked) =>
              setPicked((s) => {
                const next = new Set(s);
                if (checked) next.add(name);
                else next.delete(name);
                return next;
              })
            }
          />
          {inCart && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {t('product.toppingsLocked')}
              </Typography>
              <Button variant="outlined" onClick={() => setReplacing((n) => n + 1)} aria-label={t('product.replaceToppingsLabel', { name: product.name })}>
                {t('product.replace')}
              </Button>
            </Stack>
          )}
        </Box>
      )}

      <Box>
        <CartCounter
          cart={cart}
          name={product.name}
          brand={product.brandName}
          price={price}
          onIncrease={increase}
          max={choices.length === 0 ? MAX_LINE_QUANTITY : undefined}
          disabled={(cart.count === 0 && !product.available) || toppingsCart.adding}
        />
      </Box>

      {replacing > 0 && inCart && (
        <Suspense fallback={null}>
          <ToppingsReplaceDialog
            key={replacing}
            open
            productName={product.name}
            choices={choices}
            saved={saved}
            onClose={() => setReplacing(0)}
            onConfirm={async (selected) => {
              await toppingsCart.replaceToppings(selected);
              setReplacing(0);
            }}
          />
        </Suspense>
      )}
      {toppingsCart.dialogs}
    </Stack>
  );
}
