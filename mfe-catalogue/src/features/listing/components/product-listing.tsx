// A listing page of product tiles.
import type { ScreenName } from '@shop/shared/analytics';
import type { PagedView } from '@shop/shared/query';
import type { ReactNode } from 'react';
import { ProductTile } from '../../../components/product-tile/product-tile';
import { FIRST_VIEW_TILES } from '../../../components/product-tile/tile-frame';
import type { ProductRecord } from '../../../api/catalogue-records';
import { ListingPage } from './listing-page';

export const productKey = (p: ProductRecord): string => String(p.productId);

export interface ProductListingProps {
  title: string;
  screen: ScreenName;
  screenKey?: string;
  list: PagedView<ProductRecord>;
  /** Analytics item_list_name. */
  listName: string;
  emptyText: string;
  replacement?: ReactNode;
  notice?: ReactNode;
  children?: ReactNode;
}

export function ProductListing({ listName, ...props }: ProductListingProps) {
  return (
    <ListingPage<ProductRecord>
      {...props}
      getKey={productKey}
      renderItem={(p, i) => <ProductTile product={p} listName={listName} index={i} headingLevel={2} eagerImage={i < FIRST_VIEW_TILES} />}
    />
  );
}
