// A listing page of combo tiles.
import type { ScreenName } from '@shop/shared/analytics';
import type { PagedView } from '@shop/shared/query';
import { ComboTile } from '../../../components/product-tile/combo-tile';
import { FIRST_VIEW_TILES } from '../../../components/product-tile/tile-frame';
import type { ComboRecord } from '../../../api/catalogue-records';
import { ListingPage } from './listing-page';

export const comboKey = (c: ComboRecord): string => String(c.comboOfferId);

export interface ComboListingProps {
  title: string;
  screen: ScreenName;
  screenKey?: string;
  list: PagedView<ComboRecord>;
  listName: string;
  emptyText: string;
}

export function ComboListing({ listName, ...props }: ComboListingProps) {
  return (
    <ListingPage<ComboRecord>
      {...props}
      getKey={comboKey}
      renderItem={(c, i) => <ComboTile combo={c} listName={listName} index={i} headingLevel={2} eagerImage={i < FIRST_VIEW_TILES} />}
    />
  );
}
