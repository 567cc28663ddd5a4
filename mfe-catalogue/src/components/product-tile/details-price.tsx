// The price block of a product or combo page with the discount badge beside it: the page shows the same "-12.5%" its
// tile shows over the image.
import type { ReactNode } from 'react';
import { Box } from '@shop/shared/ui';
import { discountBadge, type Prices } from '../../utils/product-record';
import { DiscountBadge } from './tile-badges';

export function DetailsPrice({ price, prices }: { price: ReactNode; prices: Prices }) {
  const percent = discountBadge(prices);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      {price}
      {percent && <DiscountBadge percent={percent} />}
    </Box>
  );
}
