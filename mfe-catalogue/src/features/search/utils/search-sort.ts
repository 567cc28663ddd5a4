// The results page's sort choices (catalogue §2) and the sortColumn / sortType each one sends.
import type { SearchSort } from '@shop/shared/constants';

export type SortColumn = 'none' | 'price' | 'popularity' | 'rating';
export type SortType = 'asc' | 'desc';

/** none = relevance; popularity and rating show the best first. */
export const SORT_PARAMS: Readonly<Record<SearchSort, { sortColumn: SortColumn; sortType: SortType }>> = {
  none: { sortColumn: 'none', sortType: 'asc' },
  priceLowToHigh: { sortColumn: 'price', sortType: 'asc' },
  priceHighToLow: { sortColumn: 'price', sortType: 'desc' },
  popularity: { sortColumn: 'popularity', sortType: 'desc' },
  rating: { sortColumn: 'rating', sortType: 'desc' },
};
