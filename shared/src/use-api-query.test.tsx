// useApiQuery: loads once per key, refetches on its events, drops superseded answers, and can wait.
import { act, renderHook, waitFor } from '@testing-library/react';
import { events } from '@shop/shared/events';
import { useApiQuery } from '@shop/shared/api';

/** A fetcher whose answers the test releases one by one. */
function deferredFetcher() {
  const pending: Array<(value: string) => void> = [];
  const fetcher = jest.fn(() => new Promise<string>((resolve) => pending.push(resolve)));
  return { fetcher, answer: (i: number, value: string) => act(() => pending[i]?.(value)) };
}

test('loads once, then again when the key changes', async () => {
  const fetcher = jest.fn(async () => 'categorías');
  const { result, rerender } = renderHook(({ key }) => useApiQuery(key, fetcher), { initialProps: { key: 'es' } });
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.data).toBe('categorías'));
  expect(fetcher).toHaveBeenCalledTimes(1);
  rerender({ key: 'en' });
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
});

test('refetches on the events it names and stops listening on unmount', async () => {
  const fetcher = jest.fn(async () => 'ok');
  const { result, unmount } = renderHook(() => useApiQuery('k', fetcher, { refetchOn: ['cart:changed'] }));
  await waitFor(() => expect(result.current.data).toBe('ok'));
  act(() => events.emit('cart:changed', { cartCount: 1 }));
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  act(() => events.emit('address:changed', { userAddressId: null }));
  unmount();
  act(() => events.emit('cart:changed', { cartCount: 2 }));
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('an answer to a superseded request never overwrites the newer one', async () => {
  const { fetcher, answer } = deferredFetcher();
  const { result, rerender } = renderHook(({ key }) => useApiQuery(key, fetcher), { initialProps: { key: 'old' } });
  rerender({ key: 'new' });
  answer(1, 'new answer');
  await waitFor(() => expect(result.current.data).toBe('new answer'));
  answer(0, 'old answer');
  expect(result.current.data).toBe('new answer');
});

test('keeps the last data on a failed refetch and reports the error', async () => {
  let fail = false;
  const fetcher = jest.fn(async () => {
    if (fail) throw new Error('503');
    return 'data';
  });
  const { result } = renderHook(() => useApiQuery('k', fetcher));
  await waitFor(() => expect(result.current.data).toBe('data'));
  fail = true;
  act(() => result.current.refetch());
  await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
  expect(result.current.data).toBe('data');
});

test('does not call while disabled', async () => {
  const fetcher = jest.fn(async () => 'data');
  const { result, rerender } = renderHook(({ enabled }) => useApiQuery('k', fetcher, { enabled }), { initialProps: { enabled: false } });
  expect(result.current).toMatchObject({ data: undefined, loading: false });
  expect(fetcher).not.toHaveBeenCalled();
  rerender({ enabled: true });
  await waitFor(() => expect(result.current.data).toBe('data'));
});
