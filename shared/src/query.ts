// @shop/shared/query: the page's one server-state cache (TanStack Query) — the client factory and its defaults, the
// provider that turns session events into invalidations, and the TanStack names the apps use.
//
// Apps import TanStack Query only from here (lint): a shared module is never tree-shaken, so sharing
// '@tanstack/react-query' whole would put all of it on every first load; this entry bundles what the shop uses, and it
// is a singleton, so the page still holds one QueryClient context. Need another TanStack name? Add it below.
import { createElement, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  QueryClient, QueryClientProvider, dehydrate, hashKey, hydrate, infiniteQueryOptions, useQueryClient, type DefaultOptions, type DehydratedState,
  type InfiniteData, type QueryKey, type UseInfiniteQueryResult, type UseQueryResult,
} from '@tanstack/react-query';
import { events } from '@shop/shared/events';

export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type {
  DehydratedState,
  InfiniteData,
  Mutation,
  MutationKey,
  QueryKey,
  UseInfiniteQueryResult,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

/**
 * What an answer may depend on besides its key: the session facts that the calls add themselves (the session cookie's
 * user, the default delivery address that picks the serving store, the language of the texts). When one changes, the
 * queries that declare it are invalidated (refetched if shown, marked stale otherwise).
 */
export type SessionFact = 'user' | 'address' | 'language';

export const SESSION_FACTS: readonly SessionFact[] = ['user', 'address', 'language'];

/** The `meta` every shop query may carry. */
export interface ShopQueryMeta extends Record<string, unknown> {
  /** The session facts the answer depends on; absent = all of them (the safe default). */
  staleOn?: readonly SessionFact[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ShopQueryMeta;
    // A failure is the shared client's ApiError or a plain Error (a call refused before any request): callers narrow
    // with isApiError, as they did before.
    defaultError: unknown;
  }
}

/**
 * The defaults of every QueryClient of the shop, the browser's and (later) one per server request:
 * - staleTime 60 s: an answer is reused by every view that asks within a minute (and a page rendered on the server is
 *   not fetched again while hydrating); what changes it is a mutation, which writes or invalidates, or a session event.
 * - retry off, networkMode 'always': the shared API client decides what a failure means (offline toast, sign-in
 *   reload, /maintenance); TanStack's own offline pause would hide the offline toast and leave views loading.
 * - refetchOnWindowFocus off: coming back to the tab costs no requests (a stale answer is read again when a view
 *   mounts or the connection comes back).
 */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: 60_000,
    retry: false,
    networkMode: 'always',
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
    networkMode: 'always',
  },
} as const satisfies DefaultOptions;

/**
 * A new cache with the shop's defaults. The host makes one per page; a server renderer must make one per request
 * (never share one between shoppers). `overrides` are merged over the defaults (tests turn gcTime off, say).
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, ...overrides.queries },
      mutations: { ...QUERY_DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}

const dependsOn = (fact: SessionFact) => ({
  predicate: (query: { meta?: ShopQueryMeta }) => (query.meta?.staleOn ?? SESSION_FACTS).includes(fact),
});

/** Invalidates the queries whose answer depends on `fact` (those that declare it, and those that declare nothing). */
export function invalidateSessionFact(client: QueryClient, fact: SessionFact): Promise<void> {
  return client.invalidateQueries(dependsOn(fact));
}

/**
 * Turns the session events into invalidations: auth:changed → 'user', address:changed → 'address',
 * language:changed → 'language'. A shopper's new identity (a login) keeps showing the answers until the new ones
 * arrive; no identity at all (signed out, the session cleared) removes what depended on the user, so nothing of theirs
 * stays cached (views read afresh when they next render). Returns the function that stops listening. The cart-changed signal is not among them: a cart
 * change writes its answer into the cache itself.
 */
export function invalidateOnSessionEvents(client: QueryClient): () => void {
  const offs = [
    events.on('auth:changed', ({ userId }) => {
      if (userId !== null) void invalidateSessionFact(client, 'user');
      // Removed, not reset: a reset would read again at once, before the views know there is no user (a 401's clearing
      // would send a round of requests without a session on its way to the reload).
      else client.removeQueries(dependsOn('user'));
    }),
    events.on('address:changed', () => void invalidateSessionFact(client, 'address')),
    events.on('language:changed', () => void invalidateSessionFact(client, 'language')),
  ];
  return () => offs.forEach((off) => off());
}

// ---- Offset paging -----------------------------------------------------------------------------------------

/** One page of the API's lists: the total and this page's records. */
export interface ListPage<T> {
  count: number;
  records: T[];
}

/**
 * getNextPageParam of an offset-paged list: the offset after the records shown so far, or undefined once they reach
 * the total. An empty page ends the list even if the total said more (records sold out meanwhile).
 */
export function nextPageOffset(last: ListPage<unknown>, pages: readonly ListPage<unknown>[]): number | undefined {
  const shown = pages.reduce((n, page) => n + (page.records?.length ?? 0), 0);
  return (last.records?.length ?? 0) > 0 && shown < last.count ? shown : undefined;
}

/** One page of an offset-paged list, as the calls take it. */
export interface PageRange {
  limit: number;
  offset: number;
}

/**
 * A list read page by page: `call(page, {signal})` answers one ListPage; the first asks for `pageSize` from offset 0,
 * `fetchNextPage` for the next `pageSize` after the records shown (nextPageOffset).
 */
export const offsetPagesQueryOptions = <T, K extends QueryKey>(
  queryKey: K,
  call: (page: PageRange, read: { signal: AbortSignal }) => Promise<ListPage<T>>,
  pageSize: number,
) => infiniteQueryOptions({
  queryKey,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => call({ limit: pageSize, offset: pageParam }, { signal }),
  initialPageParam: 0,
  getNextPageParam: nextPageOffset,
});

/** The records of every page in order, each once: a record that moved to a later page while paging shows once. */
export function pageRecords<T>(pages: readonly ListPage<T>[], keyOf: (record: T) => string | number): T[] {
  const seen = new Set<string | number>();
  const records: T[] = [];
  for (const record of pages.flatMap((page) => page.records ?? [])) {
    const key = keyOf(record);
    if (seen.has(key)) continue;
    seen.add(key);
    records.push(record);
  }
  return records;
}

/** What a page shows of a list read page by page (an infinite query of ListPages). */
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

/** The pages of an infinite query as one list with its states (pageRecords: each record once). */
export function pagedView<T>(query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>, unknown>, keyOf: (record: T) => string | number): PagedView<T> {
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

// ---- Hydration ---------------------------------------------------------------------------------------------

const noSubscription = () => () => undefined;

/**
 * True while the server renders and while the browser hydrates what it sent; false in every later render and in a page
 * the browser renders alone. React renders the component again as soon as hydration is done.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

// What the server fetched for the page travels with it: the server dehydrates its cache into the HTML and the browser
// hydrates its own from it before it hydrates the markup, so both render the same answers and nothing is read again.

/** The id of the page's `<script type="application/json">` holding the server's cache. */
export const QUERY_STATE_ELEMENT_ID = 'shop-query-state';

/** The queries of each cache whose answer the server had when it rendered (see rememberServerResults). */
const serverResults = new WeakMap<QueryClient, Set<string>>();

/**
 * Notes that the answers `client` holds now are the ones the server renders with: on the server once the page's data is
 * fetched (before it renders), in the browser once the server's cache is hydrated into it.
 */
export function rememberServerResults(client: QueryClient): void {
  const hashes = new Set(client.getQueryCache().getAll().filter((q) => q.state.status !== 'pending').map((q) => q.queryHash));
  serverResults.set(client, hashes);
}

export interface DehydratePageOptions {
  /**
   * A failure the page shows as its answer and the browser must show the same (the API's "not found"); others are
   * left out, so the browser reads them again.
   */
  keepError?: (error: unknown) => boolean;
}

/** The cache as the page hands it to the browser: every answer, and the failures `keepError` keeps; nothing in flight. */
export function dehydratePageState(client: QueryClient, { keepError }: DehydratePageOptions = {}): DehydratedState {
  return dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && keepError?.(query.state.error) === true),
    shouldDehydrateMutation: () => false,
  });
}

export interface HydratePageOptions {
  /** Makes a kept failure what the views expect again (JSON has turned it into a plain object). */
  reviveError?: (error: unknown) => unknown;
}

/**
 * Puts the server's cache into the browser's, before the page hydrates. A failure the server rendered (a page's "not
 * found") is not read again when its view mounts, which would show loading over it: it stays until it is invalidated or
 * forgotten.
 */
export function hydratePageState(client: QueryClient, state: DehydratedState, { reviveError = (error) => error }: HydratePageOptions = {}): void {
  const queries = (state.queries ?? []).map((query) => (query.state.status === 'error'
    ? { ...query, state: { ...query.state, error: reviveError(query.state.error), fetchFailureReason: null } }
    : query));
  hydrate(client, { ...state, queries });
  for (const query of queries) {
    if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  rememberServerResults(client);
}

/**
 * The result a query had on the server for as long as the browser hydrates, then the real one. For a query the page
 * shares between parts that hydrate at different times, when the server rendered it without an answer (its data was
 * late or failed): the host's part hydrates at once and reads it, a remote's slot hydrates when its code arrives and
 * would otherwise find the answer already cached and render what the server did not. An answer the server had and
 * handed over (rememberServerResults) is shown as it is.
 */
export function useServerResultWhileHydrating<T>(result: UseQueryResult<T>, queryKey: QueryKey): UseQueryResult<T> {
  const hydrating = useHydrating();
  const client = useQueryClient();
  if (!hydrating || (result.data === undefined && result.error === null)) return result;
  if (serverResults.get(client)?.has(hashKey(queryKey))) return result;
  return {
    ...result,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isSuccess: false,
    isError: false,
    isLoading: result.isFetching,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
  } as UseQueryResult<T>;
}

export interface ShopQueryProviderProps {
  client: QueryClient;
  children?: ReactNode;
}

/** QueryClientProvider plus the session events' invalidations, for as long as it is mounted (never on a server). */
export function ShopQueryProvider({ client, children }: ShopQueryProviderProps) {
  useEffect(() => invalidateOnSessionEvents(client), [client]);
  return createElement(QueryClientProvider, { client }, children);
}
