// The shop's QueryClient: its defaults, one client per call of the factory, and session events turned into invalidations.
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { events } from '@shop/shared/events';
import {
  QUERY_DEFAULTS, ShopQueryProvider, createQueryClient, invalidateOnSessionEvents, useQuery, type QueryClient, type SessionFact,
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
