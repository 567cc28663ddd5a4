// Cart calls: paths and bodies, the stored cartId, and 'cart:changed' {cartId, cartCount, reason} after every change.
import { act, renderHook, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { flushSync } from 'react-dom';
// eslint-disable-next-line no-restricted-imports -- the test drives TanStack's notification timing, not a second cache
import { notifyManager } from '@tanstack/react-query';
import { enqueueSnackbar } from '@shop/shared/toast';
import { useFieldErrors } from '@shop/shared/api';
import {
  CALL_NAMES, addCartItem, cartKeys, clearCart, getCart, getCartDiscardStatus, removeCartItem, updateCartItem, useCart, useCartMutation,
  usePendingCartDelta, type Cart, type CartChange, type CartItem,
} from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { asCustomer, asGuest, callOf, cart, errorBody, freshPage, routes, spyEvents, withQueryClient } from '../../test/calls-fixtures';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));

const CART_NOT_FOUND = { status: 404, data: errorBody([{ identifier: 'error.cart.notFound', message: 'No existe' }]) };

let spy: ReturnType<typeof spyEvents<'cart:changed'>>;
beforeEach(() => {
  freshPage();
  jest.mocked(enqueueSnackbar).mockClear();
  spy = spyEvents('cart:changed');
});
afterEach(() => spy.stop());
const cartEvents = () => spy.of('cart:changed');

describe('getCart', () => {
  it('GET /{countryId}/{lang}/carts and stores the cartId when it differs', async () => {
    asGuest(10, 77);
    useSession.getState().setLanguage('en');
    const api = routes({ 'GET /PE/en/carts': { data: cart({ cartId: 79, cartCount: 2 }) } });
    await expect(getCart()).resolves.toMatchObject({ cartId: 79, cartCount: 2 });
    expect(callOf(api)).toMatchObject({ method: 'GET', url: '/PE/en/carts', callName: 'getCart' });
    expect(localStorage.getItem('cartId')).toBe('79');
    expect(cartEvents()).toEqual([]);
  });

  it('needs a session user: no call without one (it would be a 401 that reloads the page)', async () => {
    const api = routes({});
    await expect(getCart()).rejects.toThrow(/no session user/);
    await expect(addCartItem({ productId: 5 })).rejects.toThrow(/no session user/);
    expect(api).not.toHaveBeenCalled();
  });
});

describe('mutations answer the Cart and emit cart:changed with the count', () => {
  beforeEach(() => asGuest(10, 77));

  it('addCartItem: POST .../carts/{cartId}/cart-items {countryId, productId, quantity, toppings}', async () => {
    const api = routes({ 'POST /PE/es/carts/77/cart-items': { data: cart({ cartCount: 3 }) } });
    await expect(addCartItem({ productId: 5, quantity: 2 })).resolves.toMatchObject({ cartCount: 3 });
    expect(callOf(api)).toMatchObject({ callName: 'addCartItem', body: { countryId: 'PE', productId: 5, quantity: 2, toppings: null } });
    expect(cartEvents()).toEqual([{ cartId: '77', cartCount: 3, reason: 'add' }]);
  });

  it('addCartItem sends toppings as given, quantity 1 by default', async () => {
    const api = routes({ 'POST /PE/es/carts/77/cart-items': { data: cart({ cartCount: 1 }) } });
    await addCartItem({ productId: 9, toppings: '["Queso"]' });
    expect(callOf(api).body).toEqual({ countryId: 'PE', productId: 9, quantity: 1, toppings: '["Queso"]' });
  });

  it('updateCartItem: PUT .../cart-items/{cartItemId} {quantity, toppings}', async () => {
    const api = routes({ 'PUT /PE/es/carts/77/cart-items/900': { data: cart({ cartCount: 4 }) } });
    await updateCartItem(900, { quantity: 4, toppings: null });
    expect(callOf(api)).toMatchObject({ callName: 'updateCartItem', body: { quantity: 4, toppings: null } });
    expect(cartEvents()).toEqual([{ cartId: '77', cartCount: 4, reason: 'update' }]);
  });

  it('removeCartItem: DELETE .../cart-items/{cartItemId}', async () => {
    const api = routes({ 'DELETE /PE/es/carts/77/cart-items/900': { data: cart({ cartCount: 1 }) } });
    await removeCartItem('900');
    expect(callOf(api)).toMatchObject({ method: 'DELETE', callName: 'removeCartItem', body: undefined });
    expect(cartEvents()).toEqual([{ cartId: '77', cartCount: 1, reason: 'remove' }]);
  });

  it('clearCart: DELETE .../cart-items', async () => {
    const api = routes({ 'DELETE /PE/es/carts/77/cart-items': { data: cart({ cartCount: 0 }) } });
    await clearCart();
    expect(callOf(api)).toMatchObject({ method: 'DELETE', callName: 'clearCart' });
    expect(cartEvents()).toEqual([{ cartId: '77', cartCount: 0, reason: 'clear' }]);
  });

  it('without a stored cartId the active cart is read first', async () => {
    useSession.getState().setCartId(null);
    const api = routes({ 'GET /PE/es/carts': { data: cart({ cartId: 78 }) }, 'POST /PE/es/carts/78/cart-items': { data: cart({ cartId: 78, cartCount: 1 }) } });
    await addCartItem({ productId: 5 });
    expect(api).toHaveBeenCalledTimes(2);
    expect(useSession.getState().cartId).toBe('78');
    expect(cartEvents()).toEqual([{ cartId: '78', cartCount: 1, reason: 'add' }]);
  });

  it('a stored cart that is no longer active (404 error.cart.notFound): the active one is read and the call made on it', async () => {
    const api = routes({
      'POST /PE/es/carts/77/cart-items': CART_NOT_FOUND,
      'GET /PE/es/carts': { data: cart({ cartId: 80 }) },
      'POST /PE/es/carts/80/cart-items': { data: cart({ cartId: 80, cartCount: 1 }) },
    });
    await addCartItem({ productId: 5 });
    expect(api).toHaveBeenCalledTimes(3);
    expect(useSession.getState().cartId).toBe('80');
    expect(cartEvents()).toEqual([{ cartId: '80', cartCount: 1, reason: 'add' }]);
  });

  it('a refused change rejects, emits nothing, and its field errors reach useFieldErrors(addCartItem)', async () => {
    const general = jest.fn();
    const off = events.on('error:general', general);
    routes({ 'POST /PE/es/carts/77/cart-items': { status: 400, data: errorBody([], [{ fieldName: 'quantity', identifier: 'error.cart.quantity', message: 'Máximo 20' }]) } });
    const { result } = renderHook(() => useFieldErrors(CALL_NAMES.addCartItem));
    await act(() => expect(addCartItem({ productId: 5, quantity: 21 })).rejects.toMatchObject({ status: 400 }));
    expect(result.current.quantity?.[0]?.message).toBe('Máximo 20');
    routes({ 'POST /PE/es/carts/77/cart-items': { status: 409, data: errorBody([{ identifier: 'error.cart.ageLoginRequired', message: 'Inicia sesión' }]) } });
    await act(() => expect(addCartItem({ productId: 6 })).rejects.toMatchObject({ status: 409, identifier: 'error.cart.ageLoginRequired' }));
    expect(general).toHaveBeenCalledWith(expect.objectContaining({ identifier: 'error.cart.ageLoginRequired', callName: 'addCartItem' }));
    expect(cartEvents()).toEqual([]);
    off();
  });
});

it('getCartDiscardStatus: GET .../carts/{cartId}/cart-discard-status with the given point or address', async () => {
  asCustomer(11, 88);
  const answer = { cartDiscardStatus: 'PARTIAL', unavailableCartItemIds: [901] };
  const api = routes({ 'GET /PE/es/carts/88/cart-discard-status': { data: answer } });
  await expect(getCartDiscardStatus({ latitude: -12.11, longitude: -76.98 })).resolves.toEqual(answer);
  expect(callOf(api)).toMatchObject({ callName: 'getCartDiscardStatus', params: { latitude: -12.11, longitude: -76.98 } });
  await getCartDiscardStatus({ userAddressId: 12 });
  expect(callOf(api, 1).params).toEqual({ userAddressId: 12 });
  expect(cartEvents()).toEqual([]);
});

describe('useCart', () => {
  it('no call without a user; loads the cart once there is one', async () => {
    const api = routes({ 'GET /PE/es/carts': { data: cart({ cartCount: 2 }) } });
    const { result } = renderHook(() => useCart(), withQueryClient());
    expect(result.current).toMatchObject({ data: undefined, isFetching: false });
    expect(api).not.toHaveBeenCalled();
    act(() => asGuest(10, 77));
    await waitFor(() => expect(result.current.data?.cartCount).toBe(2));
  });

  it('is one query for every view: two views, one call', async () => {
    asGuest(10, 77);
    const api = routes({ 'GET /PE/es/carts': { data: cart({ cartCount: 2 }) } });
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => [useCart(), useCart()], { wrapper });
    await waitFor(() => expect(result.current.map((q) => q.data?.cartCount)).toEqual([2, 2]));
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('enabled: false reads only what the cache holds', async () => {
    asGuest(10, 77);
    const api = routes({});
    const { client, wrapper } = withQueryClient();
    const { result } = renderHook(() => useCart({ enabled: false }), { wrapper });
    expect(result.current.data).toBeUndefined();
    act(() => client.setQueryData(cartKeys.current(), cart({ cartCount: 4 })));
    await waitFor(() => expect(result.current.data?.cartCount).toBe(4));
    expect(api).not.toHaveBeenCalled();
  });

  it.each([
    ['auth:changed', () => events.emit('auth:changed', { userId: '501', roleName: 'WEB_GUEST_USER' })],
    ['address:changed', () => events.emit('address:changed', { userAddressId: '12' })],
    ['language:changed', () => events.emit('language:changed', { language: 'es' })],
  ])('is read again on %s (the user, the serving store or the texts changed)', async (_, emit) => {
    asGuest(10, 77);
    let count = 2;
    const api = routes({ 'GET /PE/es/carts': () => ({ data: cart({ cartCount: count }) }) });
    const { result } = renderHook(() => useCart(), withQueryClient());
    await waitFor(() => expect(result.current.data?.cartCount).toBe(2));
    count = 5;
    act(emit);
    await waitFor(() => expect(result.current.data?.cartCount).toBe(5));
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('is not read again on the cart-changed signal: nothing fetches off it', async () => {
    asGuest(10, 77);
    const api = routes({ 'GET /PE/es/carts': { data: cart({ cartCount: 2 }) } });
    const { result } = renderHook(() => useCart(), withQueryClient());
    await waitFor(() => expect(result.current.data?.cartCount).toBe(2));
    act(() => events.emit('cart:changed', { cartCount: 5, reason: 'add' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the session ends (no cart of the last shopper on screen)', async () => {
    asGuest(10, 77);
    routes({ 'GET /PE/es/carts': { data: cart({ cartCount: 2 }) } });
    const { result } = renderHook(() => useCart(), withQueryClient());
    await waitFor(() => expect(result.current.data?.cartCount).toBe(2));
    act(() => useSession.getState().clear());
    await waitFor(() => expect(result.current.data).toBeUndefined());
  });

  it('a view left while the cart is being read cancels the read, and no toast says "no internet"', async () => {
    asGuest(10, 77);
    let signal: AbortSignal | undefined;
    const api = routes({
      'GET /PE/es/carts': (config) => new Promise((_, reject) => {
        signal = config.signal as AbortSignal;
        signal.addEventListener('abort', () => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)));
      }),
    });
    const { unmount } = renderHook(() => useCart(), withQueryClient());
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    unmount();
    await waitFor(() => expect(signal?.aborted).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });
});

describe('useCartMutation: a change writes its answer into the cache', () => {
  beforeEach(() => asGuest(10, 77));

  it('the cart every view shows moves with the answer, and no GET of the cart follows', async () => {
    const api = routes({
      'GET /PE/es/carts': { data: cart({ cartCount: 0 }) },
      'POST /PE/es/carts/77/cart-items': { data: cart({ cartCount: 1 }) },
    });
    const { result } = renderHook(() => ({ cart: useCart(), add: useCartMutation((productId: number) => addCartItem({ productId })) }), withQueryClient());
    await waitFor(() => expect(result.current.cart.data?.cartCount).toBe(0));
    await act(() => result.current.add.mutateAsync(5));
    // The cache notifies its views on the next turn of the event loop.
    await waitFor(() => expect(result.current.cart.data?.cartCount).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(api.mock.calls.map(([c]) => `${c.method?.toUpperCase()} ${c.url}`)).toEqual(['GET /PE/es/carts', 'POST /PE/es/carts/77/cart-items']);
    // The cart-changed signal is still emitted, for its listeners (analytics).
    expect(cartEvents()).toEqual([{ cartId: '77', cartCount: 1, reason: 'add' }]);
  });

  it('changes run one after another, each on the cart the previous one left', async () => {
    const answers: Array<(value: { data: unknown }) => void> = [];
    const api = routes({ 'POST /PE/es/carts/77/cart-items': () => new Promise((resolve) => answers.push(resolve)) });
    const { result } = renderHook(() => useCartMutation((productId: number) => addCartItem({ productId })), withQueryClient());
    let both: Promise<unknown> = Promise.resolve();
    act(() => {
      both = Promise.all([result.current.mutateAsync(5), result.current.mutateAsync(6)]);
    });
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(api).toHaveBeenCalledTimes(1);
    act(() => answers[0]!({ data: cart({ cartCount: 1 }) }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    act(() => answers[1]!({ data: cart({ cartCount: 2 }) }));
    await act(() => both);
  });

  it('nothing sent (null) leaves the cache alone', async () => {
    const { client, wrapper } = withQueryClient();
    client.setQueryData(cartKeys.current(), cart({ cartCount: 3 }));
    const { result } = renderHook(() => useCartMutation(async () => null), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(client.getQueryData<Cart>(cartKeys.current())?.cartCount).toBe(3);
  });
});

describe('usePendingCartDelta: the optimistic count', () => {
  beforeEach(() => asGuest(10, 77));
  const PRODUCT = { kind: 'product', id: 5 } as const;

  function useCounter() {
    const cartQuery = useCart();
    const line = cartQuery.data?.cartItems.find((i) => i.productId === 5);
    const pending = usePendingCartDelta(PRODUCT);
    const add = useCartMutation((change: CartChange) => addCartItem({ productId: Number(change.item?.id) }));
    return { shown: (line?.quantity ?? 0) + pending, pending, all: usePendingCartDelta(), add };
  }
  const line = (quantity: number) => ({ cartItemId: 900, productId: 5, comboOfferId: null, quantity, toppings: null, comboOfferData: null, available: true, lineTotal: 0, product: {} as CartItem['product'] });

  it('moves at once, settles on the answer without ever counting the change twice', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    routes({
      'GET /PE/es/carts': { data: cart({ cartCount: 0 }) },
      'POST /PE/es/carts/77/cart-items': () => new Promise((resolve) => { answer = resolve; }),
    });
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const c = useCounter();
      seen.push(c.shown);
      return c;
    }, withQueryClient());
    await waitFor(() => expect(result.current.shown).toBe(0));
    act(() => void result.current.add.mutateAsync({ item: PRODUCT, delta: 1 }));
    await waitFor(() => expect(result.current.shown).toBe(1));
    expect(result.current.all).toBe(1);
    // The browser's worst case: each notification rendered at once, so the view renders between the cart's new answer
    // and the change's own end (two notifications) — the moment a naive count would show 2.
    let rendering = false;
    notifyManager.setScheduler((callback) => callback());
    notifyManager.setNotifyFunction((callback) => {
      if (rendering) return callback();
      rendering = true;
      try {
        flushSync(callback);
      } finally {
        rendering = false;
      }
    });
    try {
      answer({ data: cart({ cartCount: 1, cartItems: [line(1)] }) });
      await waitFor(() => expect(result.current.pending).toBe(0));
    } finally {
      notifyManager.setScheduler((callback) => setTimeout(callback, 0));
      notifyManager.setNotifyFunction((callback) => callback());
    }
    expect(result.current.shown).toBe(1);
    // Never 2 (the answer plus the change still counted), never back to 0 on the way.
    expect(seen.slice(seen.indexOf(1))).not.toContain(2);
    expect(seen.slice(seen.indexOf(1))).not.toContain(0);
  });

  it('a failed change falls back by itself (rollback), and its refusal is the caller\'s to hear', async () => {
    let refuse: (value: { status: number; data: unknown }) => void = () => undefined;
    routes({
      'GET /PE/es/carts': { data: cart({ cartCount: 0 }) },
      'POST /PE/es/carts/77/cart-items': () => new Promise((resolve) => { refuse = resolve; }),
    });
    const { result } = renderHook(() => useCounter(), withQueryClient());
    await waitFor(() => expect(result.current.shown).toBe(0));
    let failure: unknown;
    let change: Promise<unknown> = Promise.resolve();
    act(() => {
      change = result.current.add.mutateAsync({ item: PRODUCT, delta: 1 }).catch((e: unknown) => { failure = e; });
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      refuse({ status: 422, data: errorBody([{ identifier: 'error.cart.unavailable', message: 'Agotado' }]) });
      await change;
    });
    expect(failure).toMatchObject({ status: 422, identifier: 'error.cart.unavailable' });
    await waitFor(() => expect(result.current.shown).toBe(0));
    expect(result.current.pending).toBe(0);
  });

  it('counts only the item asked about; without an item, every change', async () => {
    routes({ 'POST /PE/es/carts/77/cart-items': () => new Promise(() => undefined) });
    const { result } = renderHook(() => useCounter(), withQueryClient());
    act(() => void result.current.add.mutateAsync({ item: { kind: 'product', id: 6 }, delta: 2 }));
    act(() => void result.current.add.mutateAsync({ item: { kind: 'combo', id: 5 }, delta: 1 }));
    await waitFor(() => expect(result.current.all).toBe(3));
    expect(result.current.pending).toBe(0);
  });
});
