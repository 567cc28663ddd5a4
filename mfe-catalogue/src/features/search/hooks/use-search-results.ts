// The results page's data: the first SEARCH_RESULTS_LIMIT results, SEARCH_SHOW_MORE_STEP more per "show more",
// all shown pages read again when the cart changes (tiles show the cart counts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_RESULTS_LIMIT, SEARCH_SHOW_MORE_STEP, type SearchSort } from '@shop/shared/constants';
import { useEvent } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import type { ProductRecord } from '../../../types/catalogue-records';
import { searchProducts, type SearchResultsPage } from '../api/search-products';
import { SORT_PARAMS } from '../utils/search-sort';

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

interface State {
  status: SearchResults['status'];
  search: string;
  page: SearchResultsPage;
  loadingMore: boolean;
}

const EMPTY_PAGE: SearchResultsPage = { count: 0, records: [], ageRestricted: false, similerKeywords: [] };

/** The API's largest page. */
const MAX_PAGE = 100;

/** Pages of at most MAX_PAGE covering the first `shown` results (at least the first page). */
function pagesFor(shown: number): Array<{ offset: number; limit: number }> {
  const total = Math.max(shown, SEARCH_RESULTS_LIMIT);
  const pages = [];
  for (let offset = 0; offset < total; offset += MAX_PAGE) pages.push({ offset, limit: Math.min(MAX_PAGE, total - offset) });
  return pages;
}

function merge(pages: SearchResultsPage[]): SearchResultsPage {
  const seen = new Set<number>();
  const records: ProductRecord[] = [];
  for (const p of pages) for (const r of p.records) if (!seen.has(r.productId)) {
    seen.add(r.productId);
    records.push(r);
  }
  const first = pages[0] ?? EMPTY_PAGE;
  return { count: first.count, records, ageRestricted: pages.some((p) => p.ageRestricted), similerKeywords: first.similerKeywords };
}

export function useSearchResults(text: string, sort: SearchSort): SearchResults {
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const userAddressId = useSession((s) => s.userData?.userAddressId ?? null);
  const search = `${text}|${sort}`;
  const key = `${search}|${country}|${language}|${userAddressId ?? ''}`;
  const [state, setState] = useState<State>({ status: 'loading', search, page: EMPTY_PAGE, loadingMore: false });
  const [attempt, setAttempt] = useState(0);
  // Every request takes a number; an answer is applied only if no newer request started since.
  const latest = useRef(0);
  const shown = useRef(0);
  shown.current = state.search === search ? state.page.records.length : 0;

  const load = useCallback(async (pages: Array<{ offset: number; limit: number }>) => {
    const { sortColumn, sortType } = SORT_PARAMS[sort];
    return Promise.all(pages.map(({ offset, limit }) => searchProducts({ search: text, sortColumn, sortType, limit, offset })));
  }, [text, sort]);

  useEffect(() => {
    const id = ++latest.current;
    // A blank text (a hand-made URL) finds nothing; the API would refuse it.
    if (!text) {
      setState({ status: 'ready', search, page: EMPTY_PAGE, loadingMore: false });
      return;
    }
    setState({ status: 'loading', search, page: EMPTY_PAGE, loadingMore: false });
    load([{ offset: 0, limit: SEARCH_RESULTS_LIMIT }]).then(
      (pages) => id === latest.current && setState({ status: 'ready', search, page: merge(pages), loadingMore: false }),
      () => id === latest.current && setState((s) => ({ ...s, status: 'error' })),
    );
    // `key` holds the session's country, language and address: a change reads the results again.
  }, [key, search, text, load, attempt]);

  // The cart changed (here or elsewhere): the shown results are read again for their cart counts, keeping their number.
  useEvent('cart:changed', () => {
    if (state.status !== 'ready' || !text) return;
    const id = ++latest.current;
    load(pagesFor(shown.current)).then(
      (pages) => id === latest.current && setState({ status: 'ready', search, page: merge(pages), loadingMore: false }),
      () => undefined,
    );
  });

  const showMore = useCallback(() => {
    const id = ++latest.current;
    setState((s) => ({ ...s, loadingMore: true }));
    load([{ offset: shown.current, limit: SEARCH_SHOW_MORE_STEP }]).then(
      (pages) => id === latest.current && setState((s) => ({ ...s, page: merge([s.page, ...pages]), loadingMore: false })),
      () => id === latest.current && setState((s) => ({ ...s, loadingMore: false })),
    );
  }, [load]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const current = state.search === search ? state : { status: 'loading' as const, search, page: EMPTY_PAGE, loadingMore: false };
  return {
    status: current.status,
    search,
    count: current.page.count,
    records: current.page.records,
    ageRestricted: current.page.ageRestricted,
    similerKeywords: current.page.similerKeywords,
    loadingMore: current.loadingMore,
    hasMore: current.status === 'ready' && current.page.records.length < current.page.count,
    showMore,
    retry,
  };
}
