// The results page's sort choices, the sortColumn / sortType each one sends, and how the page's URL
// carries the choice (?sort=, absent for relevance).
import { SEARCH_SORTS, type SearchSort } from '@shop/shared/constants';

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

export const SORT_PARAM = 'sort';

/** The sort a results URL asks for: relevance when absent or unknown (an old or hand-edited link). */
export function sortFromUrl(params: URLSearchParams): SearchSort {
  const value = params.get(SORT_PARAM);
  return (SEARCH_SORTS as readonly (string | null)[]).includes(value) ? (value as SearchSort) : 'none';
}

/** The URL's query with `sort` chosen, every other parameter (?lang=, campaign tags) kept. */
export function withSort(params: URLSearchParams, sort: SearchSort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === 'none') next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, sort);
  return next;
}
