import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { cartKeys } from '@shop/shared/calls';
import { CartButton } from './cart-button';
import { MobileCartBar } from './mobile-cart-bar';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { hydrateControl, renderWithShell } from '../../../../../tools/jest/remote/render';
import { cartOf, pricingOf } from '../../../testing/cart-fixtures';

const cart = (cartCount: number, basePrice: number, finalPayAmount: number) => cartOf({ cartCount, pricing: pricingOf({ basePrice, finalPayAmount }), cartItems: [] });
const phone = () => ((globalThis as any).__mediaMatches = (q: string) => q.includes('max-width:767px'));

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ userId: null, userData: null, cartId: null, language: 'es', country: 'PE' });
  (globalThis as any).__mediaMatches = () => false;
});

describe('CartButton', () => {
  it('without a session or cart shows 0 and S/ 0.00 and makes no call', async () => {
    const api = mockApi(() => ({ data: cart(9, 99, 99) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: null });
    await renderWithShell(<CartButton />);
    const button = screen.getByRole('button', { name: 'Abrir carrito: 0 productos, S/ 0.00' });
    expect(button).toHaveTextContent('S/ 0.00');
    expect(button).toHaveTextContent('0');
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server cart's item count and base price when there is a session and a cart", async () => {
    const api = mockApi(() => ({ data: cart(3, 27.5, 34.9) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    await renderWithShell(<CartButton />);
    const button = await screen.findByRole('button', { name: 'Abrir carrito: 3 productos, S/ 27.50' });
    expect(button).toHaveTextContent('S/ 27.50');
    expect(api.mock.calls[0]![0].url).toBe('/PE/es/carts');
  });

  it("shows a change's answer as soon as it is in the page's cache, without reading the cart again", async () => {
    const api = mockApi(() => ({ data: cart(1, 10, 10) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    const { queryClient } = await renderWithShell(<CartButton />);
    await screen.findByRole('button', { name: 'Abrir carrito: 1 producto, S/ 10.00' });
    // What a cart change (a tile's add, the panel's plus) does with its answer.
    act(() => queryClient.setQueryData(cartKeys.current(), cart(2, 20, 20)));
    await screen.findByRole('button', { name: 'Abrir carrito: 2 productos, S/ 20.00' });
    // The cart-changed signal still goes out for its listeners, and nothing reads the cart off it.
    act(() => events.emit('cart:changed', { reason: 'add' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('shows the first change of a shopper who had no cart id yet, still without a read', async () => {
    const api = mockApi(() => ({ data: cart(9, 99, 99) }));
    useSession.setState({ userId: null, userData: null, cartId: null });
    const { queryClient } = await renderWithShell(<CartButton />);
    act(() => {
      useSession.setState({ userId: '5', userData: { roleName: 'WEB_GUEST_USER', userAddressId: null }, cartId: 'c1' });
      queryClient.setQueryData(cartKeys.current(), cart(1, 3.9, 3.9));
    });
    await screen.findByRole('button', { name: 'Abrir carrito: 1 producto, S/ 3.90' });
    expect(api).not.toHaveBeenCalled();
  });

  it('reads the cart again when the delivery address changes (another store: other prices)', async () => {
    let price = 10;
    const api = mockApi(() => ({ data: cart(1, price, price) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    await renderWithShell(<CartButton />);
    await screen.findByRole('button', { name: 'Abrir carrito: 1 producto, S/ 10.00' });
    price = 12;
    act(() => useSession.getState().setUserAddressId('2'));
    await screen.findByRole('button', { name: 'Abrir carrito: 1 producto, S/ 12.00' });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('on a phone shows the count alone: the bottom bar carries the one price, the total to pay', async () => {
    phone();
    mockApi(() => ({ data: cart(3, 27.5, 34.9) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    await renderWithShell(
      <>
        <CartButton />
        <MobileCartBar />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Abrir carrito: 3 productos' });
    expect(button).not.toHaveTextContent('S/');
    const bar = screen.getByRole('complementary', { name: 'Resumen del carrito' });
    expect(bar).toHaveTextContent('Total a pagar: S/ 34.90');
    // Never broken between the symbol and the figure on a narrow phone.
    expect(bar.textContent).toContain('S/\u00A034.90');
    expect(bar).not.toHaveTextContent('S/ 27.50');
  });

  it('emits cart:open on click', async () => {
    mockApi(() => ({ data: cart(0, 0, 0) }));
    const open = jest.fn();
    const off = events.on('cart:open', open);
    await renderWithShell(<CartButton />);
    await userEvent.click(screen.getByRole('button', { name: /Abrir carrito/ }));
    expect(open).toHaveBeenCalledTimes(1);
    off();
  });

  it('drops the cart when the shopper signs out', async () => {
    mockApi(() => ({ data: cart(3, 27.5, 34.9) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    await renderWithShell(<CartButton />);
    await screen.findByRole('button', { name: /3 productos/ });
    act(() => useSession.getState().clear());
    await screen.findByRole('button', { name: 'Abrir carrito: 0 productos, S/ 0.00' });
  });
});

describe('MobileCartBar', () => {
  it('on a phone shows count, total and "Ver carrito", which opens the cart', async () => {
    phone();
    mockApi(() => ({ data: cart(2, 20, 25.4) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    const open = jest.fn();
    const off = events.on('cart:open', open);
    await renderWithShell(<MobileCartBar />);
    const bar = await screen.findByRole('complementary', { name: 'Resumen del carrito' });
    expect(bar).toHaveTextContent('2 productos');
    expect(bar).toHaveTextContent('Total a pagar: S/ 25.40');
    // A figure, not a heading: an h6 on every phone page broke the pages' heading order.
    expect(within(bar).queryByRole('heading')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver carrito' }));
    expect(open).toHaveBeenCalledTimes(1);
    off();
  });

  it('is hidden while the cart is empty', async () => {
    phone();
    mockApi(() => ({ data: cart(0, 0, 0) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    const { queryClient } = await renderWithShell(<MobileCartBar />);
    await waitFor(() => expect(queryClient.getQueryData(cartKeys.current())).toBeDefined());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is hidden on wide screens', async () => {
    mockApi(() => ({ data: cart(2, 20, 25.4) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    const { queryClient } = await renderWithShell(<MobileCartBar />);
    await waitFor(() => expect(queryClient.getQueryData(cartKeys.current())).toBeDefined());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shares one call with the cart button, and reads nothing more on cart:changed', async () => {
    phone();
    const api = mockApi(() => ({ data: cart(2, 20, 25.4) }));
    useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: 'c1' });
    await renderWithShell(
      <>
        <CartButton />
        <MobileCartBar />
      </>,
    );
    await screen.findByRole('button', { name: 'Ver carrito' });
    expect(api).toHaveBeenCalledTimes(1);
    act(() => events.emit('cart:changed', {}));
    await new Promise((r) => setTimeout(r, 20));
    expect(api).toHaveBeenCalledTimes(1);
  });
});

describe('CartButton, server-rendered', () => {
  it('on a page rendered on the server says it cannot be pressed until hydrated (a press then would be lost), then opens the cart', async () => {
    mockApi(() => ({ data: cart(0, 0, 0) }));
    const { served, control: button, mismatches, unmount } = await hydrateControl(<CartButton />, 'button');
    expect(served).toBe('true');
    expect(button).not.toHaveAttribute('aria-disabled');
    const opened = jest.fn();
    const off = events.on('cart:open', opened);
    await userEvent.click(button);
    expect(opened).toHaveBeenCalled();
    off();
    expect(mismatches).toEqual([]);
    unmount();
  });
});
