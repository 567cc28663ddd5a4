// @shop/shared/query: the page's one server-state cache (TanStack Query) — the client factory and its defaults, the
// provider that turns session events into invalidations, and the TanStack names the apps use.
//
// Apps import TanStack Query only from here (lint): a shared module is never tree-shaken, so sharing
// '@tanstack/react-query' whole would put all of it on every first load; this entry bundles what the shop uses, and it
// is a singleton, so the page still holds one QueryClient context. Need another TanStack name? Add it below.
import { createElement, useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
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

export interface ShopQueryProviderProps {
  client: QueryClient;
  children?: ReactNode;
}

/** QueryClientProvider plus the session events' invalidations, for as long as it is mounted (never on a server). */
export function ShopQueryProvider({ client, children }: ShopQueryProviderProps) {
  useEffect(() => invalidateOnSessionEvents(client), [client]);
  return createElement(QueryClientProvider, { client }, children);
}
