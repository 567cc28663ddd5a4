// What a listing page shows of a list read page by page (TanStack's infinite query): the records of the pages so far,
// each once, the total, and the states of the first page and of "show more".
import { pageRecords, type InfiniteData, type ListPage, type UseInfiniteQueryResult } from '@shop/shared/query';

export interface PagedView<T> {
  records: T[];
  /** The API's total; the records shown once an empty page ended the list early. */
  count: number;
  /** The first page is on its way. */
  loading: boolean;
  /** The first page failed: Retry reads it again. */
  failed: boolean;
  loadingMore: boolean;
  /** "Show more" failed: Retry asks for that page again. */
  moreFailed: boolean;
  /** Fewer records shown than the total: offer "show more". */
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

export function pagedView<T>(query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>, keyOf: (record: T) => string): PagedView<T> {
  const pages = query.data?.pages ?? [];
  const records = pageRecords(pages, keyOf);
  const hasMore = query.hasNextPage;
  return {
    records,
    count: hasMore ? (pages.at(-1)?.count ?? records.length) : records.length,
    loading: query.isLoading,
    failed: query.isError && records.length === 0,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    hasMore,
    loadMore: () => void query.fetchNextPage(),
    reload: () => void query.refetch(),
  };
}
