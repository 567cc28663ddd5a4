// Cart calls: paths and bodies, the stored cartId, and 'cart:changed' {cartId, cartCount, reason} after every change.
import { act, renderHook, waitFor } from '@testing-library/react';
import { useFieldErrors } from '@shop/shared/api';
import {
  CALL_NAMES, addCartItem, clearCart, getCart, getCartDiscardStatus, removeCartItem, updateCartItem, useCart,
} from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { asCustomer, asGuest, callOf, cart, errorBody, freshPage, routes, spyEvents } from '../../test/calls-fixtures';

jest.mock('notistack', () => ({ enqueueSnackbar: jest.fn() }));

const CART_NOT_FOUND = { status: 404, data: errorBody([{ identifier: 'error.cart.notFound', message: 'No existe' }]) };

let spy: ReturnType<typeof spyEvents<'cart:changed'>>;
beforeEach(() => {
  freshPage();
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
    const { result } = renderHook(() => useCart());
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(api).not.toHaveBeenCalled();
    act(() => asGuest(10, 77));
    await waitFor(() => expect(result.current.data?.cartCount).toBe(2));
  });

  it.each([
    ['cart:changed', () => events.emit('cart:changed', { cartCount: 5 })],
    ['auth:changed', () => events.emit('auth:changed', { userId: '501', roleName: 'WEB_GUEST_USER' })],
    ['address:changed', () => events.emit('address:changed', { userAddressId: '12' })],
    ['language:changed', () => events.emit('language:changed', { language: 'es' })],
  ])('refetches on %s', async (_, emit) => {
    asGuest(10, 77);
    let count = 2;
    const api = routes({ 'GET /PE/es/carts': () => ({ data: cart({ cartCount: count }) }) });
    const { result } = renderHook(() => useCart());
    await waitFor(() => expect(result.current.data?.cartCount).toBe(2));
    count = 5;
    act(emit);
    await waitFor(() => expect(result.current.data?.cartCount).toBe(5));
    expect(api).toHaveBeenCalledTimes(2);
  });
});
