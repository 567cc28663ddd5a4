// A product card: image, name, brand, age label, prices, price per unit, discount badge,
// and the cart counter (Add at zero, minus / count / plus above; the count opens the quantity dialog).
import { useId } from 'react';
import { trackSelectItem } from '@shop/shared/analytics';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { useSession } from '@shop/shared/session';
import { Typography } from '@shop/shared/ui';
import { Price } from '@shop/shared/ui-product';
import { NAMESPACE } from '../../i18n/register';
import { useProductCart } from '../../hooks/use-product-cart';
import { MAX_LINE_QUANTITY } from '../../utils/cart-lines';
import type { ProductRecord } from '../../api/catalogue-records';
import { discountBadge, pricePerUnit, primaryImage, productForAnalytics, productPrices } from '../../utils/product-record';
import { CartCounter } from '../cart-counter/cart-counter';
import { TileBadges } from './tile-badges';
import { TileFrame } from './tile-frame';

export interface ProductTileProps {
  product: ProductRecord;
  /** The list the tile is shown in (analytics item_list_name). */
  listName?: string;
  /** Position in that list (analytics index). */
  index?: number;
  headingLevel?: 2 | 3;
  /** In the page's first view: the image loads at once (TileFrame). */
  eagerImage?: boolean;
}

export function ProductTile({ product, listName, index, headingLevel, eagerImage }: ProductTileProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const nameId = useId();
  const cart = useProductCart(product, listName);

  const prices = productPrices(product);
  const perUnit = pricePerUnit(product);
  const price = <Price actual={prices.actual} discounted={prices.discounted} size="small" />;
  const single = (product.toppings ?? []).length === 0;

  return (
    <TileFrame
      href={paths.productDetails(product.name, product.productId)}
      image={primaryImage(product)}
      name={product.name}
      nameId={nameId}
      headingLevel={headingLevel}
      eagerImage={eagerImage}
      onSelect={() => trackSelectItem({ ...productForAnalytics(product, 1, listName), ...(index === undefined ? {} : { index }) }, listName)}
      overlay={<TileBadges percent={discountBadge(prices)} age={product.ageRestriction} />}
      actions={(
        <CartCounter
          cart={cart}
          name={product.name}
          brand={product.brandName}
          price={price}
          // One line holds at most 20; a product with toppings may spread over several lines.
          max={single ? MAX_LINE_QUANTITY : undefined}
          disabled={cart.count === 0 && !product.available}
          size="small"
        />
      )}
    >
      <Typography variant="caption" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {product.brandName}
      </Typography>
      {price}
      {perUnit && (
        <Typography variant="caption" color="text.secondary">
          {t('tile.pricePerUnit', { price: formatCurrency(perUnit.price, country), unit: perUnit.unit })}
        </Typography>
      )}
      {!product.available && (
        <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
          {t('tile.unavailable')}
        </Typography>
      )}
    </TileFrame>
  );
}
