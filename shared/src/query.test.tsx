// The shop's QueryClient: its defaults, one client per call of the factory, and session events turned into invalidations.
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { events } from '@shop/shared/events';
import {
  dehydratePageState, hydratePageState, type DehydratedState,
  QUERY_DEFAULTS, QueryClientProvider, ShopQueryProvider, createQueryClient, invalidateOnSessionEvents, nextPageOffset, offsetPagesQueryOptions,
  pageRecords, pagedView, useInfiniteQuery, useQuery, useServerResultWhileHydrating, type ListPage, type PageRange, type QueryClient,
  type SessionFact,
} from '@shop/shared/query';

const seed = (client: QueryClient, name: string, staleOn?: readonly SessionFact[]) => {
  client.getQueryCache().build(client, { queryKey: [name], queryFn: () => name, ...(staleOn ? { meta: { staleOn } } : {}) });
  client.setQueryData([name], name);
};
const stale = (client: QueryClient) =>
  client.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey[0]).sort();

describe('createQueryClient', () => {
  it('makes a new client each time (a server renders each request with its own), with the shop\'s defaults', () => {
    const a = createQueryClient();
    const b = createQueryClient();
    expect(a).not.toBe(b);
    expect(a.getDefaultOptions().queries).toMatchObject({ staleTime: 60_000, retry: false, networkMode: 'always', refetchOnWindowFocus: false });
    expect(a.getDefaultOptions().mutations).toMatchObject(QUERY_DEFAULTS.mutations);
    a.setQueryData(['x'], 1);
    expect(b.getQueryData(['x'])).toBeUndefined();
  });

  it('takes overrides over the defaults', () => {
    const client = createQueryClient({ queries: { gcTime: 0 } });
    expect(client.getDefaultOptions().queries).toMatchObject({ gcTime: 0, staleTime: 60_000 });
  });

  it('a query fetches once while offline: the API client, not TanStack, decides what no connection means', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    const queryFn = jest.fn(async () => 'answer');
    const wrapper = ({ children }: { children?: ReactNode }) => <ShopQueryProvider client={client}>{children}</ShopQueryProvider>;
    const { result } = renderHook(() => useQuery({ queryKey: ['offline'], queryFn }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('answer'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });
});

describe('session events become invalidations', () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    client = createQueryClient();
    seed(client, 'cart', ['user', 'address', 'language']);
    seed(client, 'customer', ['user']);
    seed(client, 'brands', ['language']);
    seed(client, 'undeclared');
    stop = invalidateOnSessionEvents(client);
  });
  afterEach(() => stop());

  it('auth:changed: what depends on the user, and what declares nothing', () => {
    events.emit('auth:changed', { userId: '5', roleName: 'USER' });
    expect(stale(client)).toEqual(['cart', 'customer', 'undeclared']);
  });

  it('a sign-out (auth:changed without a user) drops what depended on the user instead of reading it again', () => {
    events.emit('auth:changed', { userId: null, roleName: null });
    const data = (name: string) => client.getQueryData([name]);
    expect([data('cart'), data('customer'), data('undeclared')]).toEqual([undefined, undefined, undefined]);
    expect(data('brands')).toBe('brands');
  });

  it('address:changed: what depends on the serving store', () => {
    events.emit('address:changed', { userAddressId: '9' });
    expect(stale(client)).toEqual(['cart', 'undeclared']);
  });

  it('language:changed: what carries texts', () => {
    events.emit('language:changed', { language: 'en' });
    expect(stale(client)).toEqual(['brands', 'cart', 'undeclared']);
  });

  it('the cart-changed signal invalidates nothing: a cart change writes its answer itself', () => {
    events.emit('cart:changed', { reason: 'add' });
    expect(stale(client)).toEqual([]);
  });

  it('stops when asked', () => {
    stop();
    events.emit('language:changed', { language: 'en' });
    expect(stale(client)).toEqual([]);
  });
});

it('ShopQueryProvider listens while mounted, and refetches the shown queries an event made stale', async () => {
  const client = createQueryClient();
  let language = 'es';
  const queryFn = jest.fn(async () => language);
  function Probe() {
    const { data } = useQuery({ queryKey: ['texts'], queryFn, meta: { staleOn: ['language'] } });
    return <output>{data}</output>;
  }
  const { container, unmount } = render(<ShopQueryProvider client={client}><Probe /></ShopQueryProvider>);
  await waitFor(() => expect(container).toHaveTextContent('es'));
  language = 'en';
  act(() => events.emit('language:changed', { language: 'en' }));
  await waitFor(() => expect(container).toHaveTextContent('en'));
  expect(queryFn).toHaveBeenCalledTimes(2);
  unmount();
  act(() => events.emit('language:changed', { language: 'es' }));
  expect(client.getQueryCache().find({ queryKey: ['texts'] })?.state.isInvalidated).toBe(false);
});

describe('offset paging', () => {
  const page = (records: number[], count: number): ListPage<number> => ({ count, records });

  it('asks for the next page after the records shown, and none once they reach the total', () => {
    expect(nextPageOffset(page([1, 2], 5), [page([1, 2], 5)])).toBe(2);
    expect(nextPageOffset(page([3, 4], 5), [page([1, 2], 5), page([3, 4], 5)])).toBe(4);
    expect(nextPageOffset(page([5], 5), [page([1, 2], 5), page([3, 4], 5), page([5], 5)])).toBeUndefined();
  });

  it('an empty page ends the list even if the total said more', () => {
    expect(nextPageOffset(page([], 9), [page([1, 2], 9), page([], 9)])).toBeUndefined();
  });

  it('lists each record once, in page order (a record that moved to a later page while paging)', () => {
    expect(pageRecords([page([1, 2, 3], 6), page([3, 4, 5], 6)], (n) => n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads a list page by page through an infinite query, and shows it as one list', async () => {
    const all = Array.from({ length: 5 }, (_, i) => i + 1);
    const call = jest.fn(async ({ limit, offset }: PageRange) => page(all.slice(offset, offset + limit), all.length));
    const wrapper = ({ children }: { children?: ReactNode }) => <ShopQueryProvider client={createQueryClient()}>{children}</ShopQueryProvider>;
    const { result } = renderHook(() => pagedView(useInfiniteQuery(offsetPagesQueryOptions(['numbers'], call, 2)), (n) => n), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.records).toEqual([1, 2]));
    expect(result.current).toMatchObject({ count: 5, hasMore: true, loading: false, failed: false });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.records).toEqual([1, 2, 3, 4]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.records).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.hasMore).toBe(false);
    expect(call.mock.calls.map(([range]) => range)).toEqual([{ limit: 2, offset: 0 }, { limit: 2, offset: 2 }, { limit: 2, offset: 4 }]);
  });
});

describe('useServerResultWhileHydrating', () => {
  const namesQuery = { queryKey: ['names'], queryFn: async () => 'read in the browser' };
  function PlainNames() {
    const { data } = useQuery(namesQuery);
    return <p>{data ?? 'loading'}</p>;
  }
  function SafeNames() {
    const { data, status } = useServerResultWhileHydrating(useQuery(namesQuery), namesQuery.queryKey);
    return <p>{data ?? status}</p>;
  }

  /** The server renders without the answer; the browser hydrates with it cached already (another part of the page read it). */
  async function hydrate(Names: ComponentType) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<QueryClientProvider client={createQueryClient()}><Names /></QueryClientProvider>);
    const server = container.innerHTML;
    const browser = createQueryClient();
    browser.setQueryData(['names'], 'cached');
    const mismatches = jest.fn();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <QueryClientProvider client={browser}><Names /></QueryClientProvider>, { onRecoverableError: mismatches }));
    spy.mockRestore();
    const shown = container.textContent;
    act(() => root.unmount());
    return { server, shown, mismatches };
  }

  it('hydrates what the server rendered (pending), then shows the cached answer', async () => {
    const { server, shown, mismatches } = await hydrate(SafeNames);
    expect(server).toContain('pending');
    expect(mismatches).not.toHaveBeenCalled();
    expect(shown).toBe('cached');
  });

  it('is needed: a plain query renders the cached answer while hydrating, and React reports the mismatch', async () => {
    const { mismatches, shown } = await hydrate(PlainNames);
    expect(mismatches).toHaveBeenCalled();
    expect(shown).toBe('cached');
  });
});

describe('the server\'s cache handed to the browser', () => {
  class NotFound extends Error {
    constructor(readonly status: number) {
      super(`status ${status}`);
    }
  }
  const keepError = (error: unknown) => error instanceof NotFound;

  it('hands over answers and the kept failures, through JSON, and the browser shows them while hydrating without reading again', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['names'], queryFn: async () => 'from the server' });
    await server.prefetchQuery({ queryKey: ['missing'], queryFn: async () => { throw new NotFound(404); } });
    await server.prefetchQuery({ queryKey: ['broken'], queryFn: async () => { throw new NotFound(500); } });
    const state = JSON.parse(JSON.stringify(dehydratePageState(server, { keepError: (e) => keepError(e) && (e as NotFound).status === 404 }))) as DehydratedState;
    expect(state.queries.map((q) => q.queryKey)).toEqual([['names'], ['missing']]);

    const read = jest.fn(async () => 'read again');
    function Page() {
      const names = useServerResultWhileHydrating(useQuery({ queryKey: ['names'], queryFn: read }), ['names']);
      const missing = useQuery({ queryKey: ['missing'], queryFn: read });
      return <p>{`${names.data ?? names.status} ${missing.error instanceof NotFound ? 'not found' : missing.status}`}</p>;
    }
    const rendered = createQueryClient();
    hydratePageState(rendered, dehydratePageState(server, { keepError }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<QueryClientProvider client={rendered}><Page /></QueryClientProvider>);
    expect(container.textContent).toBe('from the server not found');

    const browser = createQueryClient();
    hydratePageState(browser, state, { reviveError: (e) => new NotFound((e as { status: number }).status) });
    const mismatches = jest.fn();
    const root = await act(async () => hydrateRoot(container, <QueryClientProvider client={browser}><Page /></QueryClientProvider>, { onRecoverableError: mismatches }));
    expect(mismatches).not.toHaveBeenCalled();
    expect(container.textContent).toBe('from the server not found');
    // Neither the answer (fresh) nor the not-found (kept) is read again when its view mounts.
    expect(read).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
