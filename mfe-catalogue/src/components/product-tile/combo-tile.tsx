// A combo card: image, name, selling price with the original struck through, '+18' when restricted, and the cart
// counter through the combo cart calls; links to the combo's page.
import { useId } from 'react';
import { trackSelectItem } from '@shop/shared/analytics';
import { useTranslation } from '@shop/shared/i18n';
import { paths } from '@shop/shared/routes';
import { Typography } from '@shop/shared/ui';
import { Price } from '@shop/shared/ui-product';
import { NAMESPACE } from '../../i18n/register';
import { useComboCart } from '../../hooks/use-combo-cart';
import { MAX_LINE_QUANTITY } from '../../utils/cart-lines';
import type { ComboRecord } from '../../api/catalogue-records';
import { comboAge, comboForAnalytics, comboImage, comboPrices, discountBadge } from '../../utils/product-record';
import { CartCounter } from '../cart-counter/cart-counter';
import { TileBadges } from './tile-badges';
import { TileFrame } from './tile-frame';

export interface ComboTileProps {
  combo: ComboRecord;
  listName?: string;
  index?: number;
  headingLevel?: 2 | 3;
  /** In the page's first view: the image loads at once (TileFrame). */
  eagerImage?: boolean;
}

export function ComboTile({ combo, listName, index, headingLevel, eagerImage }: ComboTileProps) {
  const { t } = useTranslation(NAMESPACE);
  const nameId = useId();
  const cart = useComboCart(combo, listName);
  const prices = comboPrices(combo);
  const price = <Price actual={prices.actual} discounted={prices.discounted} size="small" />;

  return (
    <TileFrame
      href={paths.comboOfferDetails(combo.comboOfferId)}
      image={comboImage(combo)}
      name={combo.comboName}
      nameId={nameId}
      headingLevel={headingLevel}
      eagerImage={eagerImage}
      onSelect={() => trackSelectItem({ ...comboForAnalytics(combo, 1, listName), ...(index === undefined ? {} : { index }) }, listName)}
      overlay={<TileBadges percent={discountBadge(prices)} age={comboAge(combo)} />}
      actions={(
        <CartCounter
          cart={cart}
          name={combo.comboName}
          price={price}
          max={MAX_LINE_QUANTITY}
          disabled={cart.count === 0 && !combo.available}
          size="small"
        />
      )}
    >
      <Typography variant="caption" color="text.secondary">{t('tile.combo')}</Typography>
      {price}
      {!combo.available && (
        <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
          {t('tile.unavailable')}
        </Typography>
      )}
    </TileFrame>
  );
}
