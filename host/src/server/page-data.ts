// The data of a page's first view, fetched on the server before the page renders: each route's owner declares it (a
// remote's './routes' names a prefetch beside each page, a slot's module exports one beside its component), the host
// runs those of the route and of the slots the first view shows, within a time budget, into the request's cache.
import { categoriesQueryOptions } from '@shop/shared/calls';
import type { QueryClient } from '@shop/shared/query';
import { matchPath } from '@shop/shared/router';
import { ROUTE_TABLE, type Prefetch, type PrefetchOutcome, type RemoteRoutes } from '@shop/shared/routes';
import type { ServerRemoteModules } from '../remotes/server-remote-modules';

type Entry = (typeof ROUTE_TABLE)[number];

/** The header's slots whose first view shows data (the cart's count, the delivery address): on every page. */
const SHELL_SLOTS = ['cart/CartButton', 'account/LocationChip'] as const;

/** The slots of the host's own pages whose first view shows data. */
const HOST_PAGE_SLOTS: Partial<Record<Entry['id'], readonly string[]>> = {
  home: ['banners/HomeBannerCarousel', 'catalogue/HomeSections'],
};

/** The host's own parts on every page: the footer lists the categories. */
const hostPrefetch: Prefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(categoriesQueryOptions());
};

const isPrefetch = (value: unknown): value is Prefetch => typeof value === 'function';

/** A slot module's `prefetch` export, if it has one. */
const slotPrefetch = (mod: unknown): Prefetch | undefined => {
  const prefetch = (mod as { prefetch?: unknown } | null)?.prefetch;
  return isPrefetch(prefetch) ? prefetch : undefined;
};

/** The prefetch a remote's './routes' declares beside the page of `path`, if any. */
const routePrefetch = (path: string) => (mod: unknown): Prefetch | undefined => {
  const routes = (mod as { default?: unknown } | null)?.default;
  if (!Array.isArray(routes)) return undefined;
  const prefetch = (routes as RemoteRoutes).find((r) => r.path === path)?.prefetch;
  return isPrefetch(prefetch) ? prefetch : undefined;
};

export interface PageData {
  /** The page's record does not exist: the page answers 404. */
  notFound: boolean;
  /** Every prefetch finished within the budget: the page has all its first view's data. */
  complete: boolean;
}

export interface PageDataRequest {
  url: URL;
  /** Where the prefetches fetch into: what is in it when the budget ends is what the page renders with. */
  queryClient: QueryClient;
  /** The request's loader of remote modules (it reports its own failures): the render reuses what the prefetches loaded. */
  modules: ServerRemoteModules;
  budgetMs: number;
  log: (line: string, error?: unknown) => void;
}

/**
 * Runs the prefetches of the page at `url` into `queryClient` and waits at most `budgetMs`. What is still on its way
 * then is cancelled; the caller renders with a copy of what had arrived, so nothing late lands in the page's cache while
 * it renders (the server and the browser would not agree): those parts render without data, as without a prefetch.
 */
export async function prefetchPageData({ url, queryClient, modules, budgetMs, log }: PageDataRequest): Promise<PageData> {
  const entry = ROUTE_TABLE.find((r) => matchPath(r.path, url.pathname));
  if (!entry) return { notFound: false, complete: true };
  const params = matchPath(entry.path, url.pathname)?.params ?? {};
  const context = { queryClient, params, searchParams: url.searchParams };

  const fromModule = (id: string, pick: (mod: unknown) => Prefetch | undefined) => async (): Promise<PrefetchOutcome | void> => {
    let mod: unknown;
    try {
      mod = await modules.load(id);
    } catch {
      // The loader reported it, and the slot is left to the browser.
      return;
    }
    return pick(mod)?.(context);
  };
  const jobs: (() => Promise<PrefetchOutcome | void>)[] = [() => hostPrefetch(context)];
  jobs.push(...SHELL_SLOTS.map((id) => fromModule(id, slotPrefetch)));
  if (entry.owner === 'host') jobs.push(...(HOST_PAGE_SLOTS[entry.id] ?? []).map((id) => fromModule(id, slotPrefetch)));
  // A shopper's own page renders in the browser: nothing of it is fetched here.
  else if (!('private' in entry && entry.private)) jobs.push(fromModule(`${entry.owner}/routes`, routePrefetch(entry.path)));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  const settled = Promise.all(jobs.map((job) => job().then((outcome) => ({ notFound: outcome?.notFound === true, failed: false }), (error: unknown) => {
    log(`[ssr] a prefetch of ${url.pathname} failed; its part renders without data`, error);
    return { notFound: false, failed: true };
  })));
  const outcomes = await Promise.race([settled, late]).finally(() => clearTimeout(timer));
  if (outcomes === 'late') {
    void queryClient.cancelQueries();
    log(`[ssr] the data of ${url.pathname} took longer than ${budgetMs} ms; what was late renders without it`);
    return { notFound: false, complete: false };
  }
  return { notFound: outcomes.some((o) => o.notFound), complete: outcomes.every((o) => !o.failed) };
}
