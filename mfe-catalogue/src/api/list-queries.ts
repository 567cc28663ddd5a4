// The two ways the catalogue reads its product and combo lists: one page for a carousel or a slider, or page by page
// (SEARCH_SHOW_MORE_STEP each) for a listing page's "show more".
import type { ReadOptions } from '@shop/shared/calls';
import { SEARCH_SHOW_MORE_STEP } from '@shop/shared/constants';
import { offsetPagesQueryOptions, queryOptions, type ListPage, type QueryKey } from '@shop/shared/query';
import type { Page } from '../utils/list-params';

export type ListCall<T> = (page: Page, read: ReadOptions) => Promise<ListPage<T>>;

/** One page of a list (stale when the user, the address or the language changes: counts, prices, names). */
export const listQueryOptions = <T, K extends QueryKey>(queryKey: K, call: ListCall<T>, page: Page) => queryOptions({
  queryKey,
  queryFn: ({ signal }) => call(page, { signal }),
});

/** A list page by page; `fetchNextPage` asks for the next `pageSize` after those shown. */
export const listPagesQueryOptions = <T, K extends QueryKey>(queryKey: K, call: ListCall<T>) =>
  offsetPagesQueryOptions(queryKey, call, SEARCH_SHOW_MORE_STEP);
