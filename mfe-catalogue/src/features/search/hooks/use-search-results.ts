// The results page's data: the first SEARCH_RESULTS_LIMIT results, SEARCH_SHOW_MORE_STEP more per "show more" (an infinite
// query). The tiles take their cart counts from the page's cart, so a cart change reads nothing here.
import { useEffect } from 'react';
import type { SearchSort } from '@shop/shared/constants';
import { pageRecords, useInfiniteQuery, useQueryClient } from '@shop/shared/query';
import type { ProductRecord } from '../../../api/catalogue-records';
import { searchKeys, searchResultsQueryOptions } from '../api/search-products';

export interface SearchResults {
  status: 'loading' | 'ready' | 'error';
  /** The search (text and sort) these results are for. */
  search: string;
  count: number;
  records: ProductRecord[];
  ageRestricted: boolean;
  similerKeywords: string[];
  loadingMore: boolean;
  /** More results exist than are shown. */
  hasMore: boolean;
  showMore: () => void;
  retry: () => void;
}

const productKey = (p: ProductRecord) => p.productId;

export function useSearchResults(text: string, sort: SearchSort): SearchResults {
  // A blank text (a hand-made URL) finds nothing; the API would refuse it.
  const query = useInfiniteQuery({ ...searchResultsQueryOptions(text, sort), enabled: text !== '' });
  // A search left (another sort, another text, another page) is dropped, and cancelled if still on its way: coming back
  // to it asks again from the first result, as a new search does.
  const client = useQueryClient();
  useEffect(() => () => client.removeQueries({ queryKey: searchKeys.results(text, sort), exact: true }), [client, text, sort]);
  const pages = query.data?.pages ?? [];
  const status = text === '' || query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    status,
    search: `${text}|${sort}`,
    count: pages[0]?.count ?? 0,
    records: pageRecords(pages, productKey),
    ageRestricted: pages.some((page) => page.ageRestricted),
    similerKeywords: pages[0]?.similerKeywords ?? [],
    loadingMore: query.isFetchingNextPage,
    hasMore: status === 'ready' && query.hasNextPage,
    showMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
