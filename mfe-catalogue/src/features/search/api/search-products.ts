// GET /api/v1/products-search/products: one page of search results (records[0]: count, records, ageRestricted).
import type * as Wire from '@shop/api/wire-types';
import { api } from '@shop/shared/api';
import type { ReadOptions } from '@shop/shared/calls';
import { SEARCH_RESULTS_LIMIT, SEARCH_SHOW_MORE_STEP, type SearchSort } from '@shop/shared/constants';
import { infiniteQueryOptions } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { SORT_PARAMS, type SortColumn, type SortType } from '../utils/search-sort';

type SearchProductsAnswer = Wire.SearchAnswer;
export type SearchResultsPage = SearchProductsAnswer['records'][number];

export interface SearchProductsParams {
  search: string;
  sortColumn: SortColumn;
  sortType: SortType;
  limit: number;
  offset: number;
}

const EMPTY: SearchResultsPage = { count: 0, records: [], ageRestricted: false, similerKeywords: [] };

export async function searchProducts({ search, sortColumn, sortType, limit, offset }: SearchProductsParams, { signal }: ReadOptions = {}): Promise<SearchResultsPage> {
  const { country, language, userData } = useSession.getState();
  const { data } = await api.get<SearchProductsAnswer>('/products-search/products', {
    params: {
      search,
      countryId: country,
      languageCode: language,
      sortColumn,
      sortType,
      limit,
      offset,
      ...(userData?.userAddressId ? { userAddressId: userData.userAddressId } : {}),
    },
    callName: 'searchProducts',
    signal,
  });
  return { ...EMPTY, ...data.records[0] };
}

/** The search's query keys: the box's suggestions for a text, the results page for a text and a sort. */
export const searchKeys = {
  all: ['search'] as const,
  quick: (text: string) => [...searchKeys.all, 'quick', text] as const,
  results: (text: string, sort: SearchSort) => [...searchKeys.all, 'results', text, sort] as const,
};

/**
 * The results page: the first SEARCH_RESULTS_LIMIT results, SEARCH_SHOW_MORE_STEP more per "show more". A new text or
 * sort is a new query: the one it supersedes is cancelled.
 */
export const searchResultsQueryOptions = (text: string, sort: SearchSort) => infiniteQueryOptions({
  queryKey: searchKeys.results(text, sort),
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => searchProducts({
    search: text, ...SORT_PARAMS[sort], limit: pageParam === 0 ? SEARCH_RESULTS_LIMIT : SEARCH_SHOW_MORE_STEP, offset: pageParam,
  }, { signal }),
  initialPageParam: 0,
  getNextPageParam: (last: SearchResultsPage, pages: SearchResultsPage[]): number | undefined => {
    const shown = pages.reduce((n, page) => n + page.records.length, 0);
    return last.records.length > 0 && shown < (pages[0]?.count ?? 0) ? shown : undefined;
  },
});
