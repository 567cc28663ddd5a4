import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartKeys } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import type { QueryClient } from '@shop/shared/query';
import { useSession } from '@shop/shared/session';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { cartOf, fakeCartApi, lineOf, storeOf } from '../../../testing/cart-fixtures';
import { CartPanel } from './cart-panel';

const ContinueStub = ({ cart }: { cart: { cartId: number } }) => <div data-testid="continue">continue {cart.cartId}</div>;

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: '10', language: 'es', country: 'PE' });
  (globalThis as any).__mediaMatches = () => false;
});

let queryClient: QueryClient;

async function openPanel() {
  ({ queryClient } = await renderWithShell(<CartPanel footer={ContinueStub} />));
  act(() => events.emit('cart:open'));
  return screen.findByRole('dialog', { name: 'Tu carrito' });
}

describe('CartPanel', () => {
  it('renders nothing until cart:open, then opens and reads the cart', async () => {
    const state = { cart: cartOf() };
    const { made } = fakeCartApi(state);
    await renderWithShell(<CartPanel footer={ContinueStub} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(made('GET', '/PE/es/carts')).toHaveLength(0);
    act(() => events.emit('cart:open'));
    const panel = await screen.findByRole('dialog', { name: 'Tu carrito' });
    await within(panel).findByRole('link', { name: 'Inca Kola 500 ml' });
    expect(made('GET', '/PE/es/carts')).toHaveLength(1);
  });

  it("closes with its close button (emitting 'cart:closed') and with Escape; opening again shows the page's cart, read again only once stale", async () => {
    const state = { cart: cartOf() };
    const { made } = fakeCartApi(state);
    const closed = jest.fn();
    const off = events.on('cart:closed', closed);
    const panel = await openPanel();
    await within(panel).findByRole('link', { name: 'Inca Kola 500 ml' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Cerrar carrito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closed).toHaveBeenCalledTimes(1);
    off();

    // Within the stale time the cached cart is shown as it is: every change since wrote its answer there.
    act(() => events.emit('cart:open'));
    await within(await screen.findByRole('dialog', { name: 'Tu carrito' })).findByRole('link', { name: 'Inca Kola 500 ml' });
    expect(made('GET', '/PE/es/carts')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A minute later (another tab or device may have changed it) the opening reads it again.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      act(() => events.emit('cart:open'));
      await screen.findByRole('dialog', { name: 'Tu carrito' });
      await waitFor(() => expect(made('GET', '/PE/es/carts')).toHaveLength(2));
    } finally {
      clock.mockRestore();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves focus into the panel and gives it back to the opener on closing', async () => {
    fakeCartApi({ cart: cartOf() });
    await renderWithShell(
      <>
        <button type="button" onClick={() => events.emit('cart:open')}>abrir</button>
        <CartPanel footer={ContinueStub} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'abrir' });
    await userEvent.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Tu carrito' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('takes the whole width on a phone', async () => {
    (globalThis as any).__mediaMatches = (q: string) => q.includes('max-width:767px');
    fakeCartApi({ cart: cartOf() });
    const panel = await openPanel();
    expect(panel).toHaveStyle({ width: '100%' });
  });

  it('empty: a message and continue shopping, which closes the panel', async () => {
    fakeCartApi({ cart: cartOf({ cartItems: [] }) });
    const panel = await openPanel();
    expect(await within(panel).findByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(within(panel).queryByTestId('continue')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Seguir comprando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('empty without a session user, and no call is made', async () => {
    useSession.setState({ userId: null, userData: null, cartId: null });
    const { calls } = fakeCartApi({ cart: cartOf() });
    const panel = await openPanel();
    expect(await within(panel).findByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/PE/es/carts')).toHaveLength(0);
  });

  it('filled: banners, lines with image, link, prices and toppings, bill, address and Continue, in that order', async () => {
    const state = {
      cart: cartOf({
        cartItems: [
          lineOf({ cartItemId: 1, name: 'Pisco Quebranta', age: 18, actual: 40, discounted: 35 }),
          lineOf({ cartItemId: 2, name: 'Hamburguesa clásica', toppings: '["Mayonesa","Ketchup"]', actual: 12, discounted: 12 }),
          lineOf({ cartItemId: 3, name: 'Helado', available: false }),
        ],
        storeStatus: storeOf({ storeDeliveryStatus: false, storeOfflineMessage: 'Miraflores recibe pedidos de 08:00 a 22:00.' }),
        freeShippingThreshold: 50,
        pricing: { basePrice: 47, shipping: 5, serviceCharge: 1, discount: 5, promoCodeDiscount: 0, finalPayAmount: 48 },
      }),
    };
    fakeCartApi(state);
    const panel = await openPanel();
    const pisco = await within(panel).findByRole('link', { name: 'Pisco Quebranta' });
    expect(pisco).toHaveAttribute('href', '/product-details/pisco-quebranta/101');
    const text = panel.textContent ?? '';
    const order = ['mayores de 18', 'Miraflores recibe pedidos', 'Pisco Quebranta', 'Detalle de la cuenta', 'Comprobante de pago',
      'Instrucciones de entrega', 'Entrega programada', 'Dirección de entrega', 'continue 10'];
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    expect(panel.querySelector('img[src="/img/101.png"]')).not.toBeNull();
    expect(within(panel).getByText('Adicionales: Mayonesa, Ketchup')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cambiar adicionales' })).toBeInTheDocument();
    expect(within(panel).getByText('No disponible')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Quitar Helado del carrito' })).toBeInTheDocument();
    expect(text).toContain('S/ 35.00');
    expect(text).toContain('S/ 40.00');
    // Bill: subtotal after item discounts is 42, so 8 more buys free delivery.
    expect(within(panel).getByText('Agrega S/ 8.00 más y tu envío es gratis.')).toBeInTheDocument();
    expect(within(panel).getByText('Total a pagar').nextSibling).toHaveTextContent('S/ 48.00');
    expect(within(panel).getByText('Descuento').nextSibling).toHaveTextContent('- S/ 5.00');
    expect(text).toContain('Av. Larco 123, Dpto 4');
    expect(text).toContain('Ana Pérez · 987654321');
  });

  it("shipping reads 'Gratis' when a threshold made it 0", async () => {
    fakeCartApi({
      cart: cartOf({ freeShippingThreshold: 20, pricing: { basePrice: 30, shipping: 0, serviceCharge: 1, discount: 0, promoCodeDiscount: 0, finalPayAmount: 31 } }),
    });
    const panel = await openPanel();
    expect((await within(panel).findByText('Envío')).nextSibling).toHaveTextContent('Gratis');
    expect(within(panel).queryByText(/tu envío es gratis/)).not.toBeInTheDocument();
  });

  it('the product link closes the panel and navigates', async () => {
    fakeCartApi({ cart: cartOf() });
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('link', { name: 'Inca Kola 500 ml' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/product-details/inca-kola-500-ml/101');
  });

  it('minus at 1 deletes the line; plus sends quantity + 1 with the toppings; cart:changed is emitted', async () => {
    const state = { cart: cartOf({ cartItems: [lineOf({ cartItemId: 7, quantity: 1, toppings: '["Ají"]' })] }) };
    const { made } = fakeCartApi(state, (call) => {
      if (call.method === 'DELETE' && call.url === '/PE/es/carts/10/cart-items/7') {
        state.cart = cartOf({ cartItems: [] });
        return { data: state.cart };
      }
      if (call.method === 'PUT' && call.url === '/PE/es/carts/10/cart-items/7') {
        state.cart = cartOf({ cartItems: [lineOf({ cartItemId: 7, quantity: 2, toppings: '["Ají"]' })] });
        return { data: state.cart };
      }
      return undefined;
    });
    const changed = jest.fn();
    const off = events.on('cart:changed', changed);
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Agregar uno más de Inca Kola 500 ml' }));
    await waitFor(() => expect(made('PUT', '/PE/es/carts/10/cart-items/7')).toHaveLength(1));
    expect(made('PUT', '/PE/es/carts/10/cart-items/7')[0]!.body).toEqual({ quantity: 2, toppings: '["Ají"]' });
    await within(panel).findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 2' });

    // Every change's answer reaches the panel through the page's cache (here one made elsewhere: a tile's minus).
    state.cart = cartOf({ cartItems: [lineOf({ cartItemId: 7, quantity: 1 })] });
    act(() => queryClient.setQueryData(cartKeys.current(), state.cart));
    await within(panel).findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Quitar uno de Inca Kola 500 ml' }));
    await waitFor(() => expect(made('DELETE', '/PE/es/carts/10/cart-items/7')).toHaveLength(1));
    expect(await within(panel).findByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(changed).toHaveBeenCalled();
    // Each change's answer is what the panel shows: the cart was read once, when the panel opened.
    expect(made('GET', '/PE/es/carts')).toHaveLength(1);
    off();
  });

  it('the count opens the quantity dialog; 0 deletes the line', async () => {
    const state = { cart: cartOf({ cartItems: [lineOf({ cartItemId: 7, quantity: 2 })] }) };
    const { made } = fakeCartApi(state, (call) => {
      if (call.method === 'DELETE') {
        state.cart = cartOf({ cartItems: [] });
        return { data: state.cart };
      }
      return undefined;
    });
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar cantidad' });
    const minus = within(dialog).getByRole('button', { name: 'Quitar uno de Inca Kola 500 ml' });
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(minus).toBeDisabled();
    expect(within(dialog).getByText('Con 0, el producto se quita del carrito.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(made('DELETE', '/PE/es/carts/10/cart-items/7')).toHaveLength(1));
    expect(made('PUT', '/PE/es/carts/10/cart-items/7')).toHaveLength(0);
    expect(await screen.findByText('Tu carrito está vacío')).toBeInTheDocument();
  });

  it('the quantity dialog sets a higher count', async () => {
    const state = { cart: cartOf({ cartItems: [lineOf({ cartItemId: 7, quantity: 2 })] }) };
    const { made } = fakeCartApi(state, (call) => (call.method === 'PUT' ? { data: state.cart } : undefined));
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: /Cambiar cantidad de Inca Kola/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar cantidad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar uno más de Inca Kola 500 ml' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(made('PUT', '/PE/es/carts/10/cart-items/7')).toHaveLength(1));
    expect(made('PUT', '/PE/es/carts/10/cart-items/7')[0]!.body).toEqual({ quantity: 3, toppings: null });
  });

  it("the toppings dialog lists the product's choices with the saved ones ticked and saves the new choice", async () => {
    const state = { cart: cartOf({ cartItems: [lineOf({ cartItemId: 4, productId: 55, name: 'Hamburguesa', quantity: 2, toppings: '["Ketchup"]' })] }) };
    const { made } = fakeCartApi(state, (call) => {
      if (call.method === 'GET' && call.url === '/PE/products/55') {
        return { data: { productId: 55, toppings: [{ name: 'Mayonesa', extraPrice: 0 }, { name: 'Ketchup', extraPrice: 0 }, { name: 'Queso', extraPrice: 1.5 }] } };
      }
      if (call.method === 'PUT') return { data: state.cart };
      return undefined;
    });
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Cambiar adicionales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige tus adicionales' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Ketchup' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Mayonesa' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Queso (+S/ 1.50)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mayonesa' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar adicionales' }));
    await waitFor(() => expect(made('PUT', '/PE/es/carts/10/cart-items/4')).toHaveLength(1));
    expect(made('PUT', '/PE/es/carts/10/cart-items/4')[0]!.body).toEqual({ quantity: 2, toppings: '["Mayonesa","Ketchup","Queso"]' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Elige tus adicionales' })).not.toBeInTheDocument());
  });

  it('reloads the cart on address:changed', async () => {
    const state = { cart: cartOf() };
    const { made } = fakeCartApi(state);
    const panel = await openPanel();
    await within(panel).findByRole('link', { name: 'Inca Kola 500 ml' });
    state.cart = cartOf({ cartItems: [lineOf({ name: 'Agua San Luis' })] });
    act(() => events.emit('address:changed', { userAddressId: '2' }));
    await within(panel).findByRole('link', { name: 'Agua San Luis' });
    expect(made('GET', '/PE/es/carts')).toHaveLength(2);
  });

  it("'before you checkout': lists recommendations, adds one, and sends restricted ones to their page", async () => {
    const state = { cart: cartOf() };
    const record = (productId: number, name: string, ageRestriction = 0) => ({
      productId, slug: name.toLowerCase().replace(/ /g, '-'), name, brandName: 'B', productFile: [{ type: 'Primary', imageUrl: `/r/${productId}.png` }],
      productAttribute: [], productPrice: [{ actualPrice: 4, discountedPrice: 3.5 }], ageRestriction, available: true, cartItemCount: 0, cartItemId: null,
    });
    const { calls, made } = fakeCartApi(state, (call) => {
      if (call.url === '/PE/products/recommended-products') return { data: { count: 2, records: [record(201, 'Papas Lays'), record(202, 'Cerveza Pilsen', 18)] } };
      if (call.method === 'POST' && call.url === '/PE/es/carts/10/cart-items') {
        state.cart = cartOf({ cartItems: [lineOf(), lineOf({ cartItemId: 8, productId: 201, name: 'Papas Lays' })] });
        return { data: state.cart };
      }
      return undefined;
    });
    const panel = await openPanel();
    const section = await within(panel).findByRole('region', { name: 'Antes de pagar' });
    const query = calls.find((c) => c.url === '/PE/products/recommended-products')!.params;
    expect(query).toMatchObject({ countryId: 'PE', languageCode: 'es', limit: 10, offset: 0, sortColumn: 'updatedAt', sortType: 'desc', userAddressId: '1' });
    await userEvent.click(within(section).getByRole('button', { name: 'Agregar Papas Lays al carrito' }));
    await waitFor(() => expect(made('POST', '/PE/es/carts/10/cart-items')).toHaveLength(1));
    expect(made('POST', '/PE/es/carts/10/cart-items')[0]!.body).toMatchObject({ productId: 201, quantity: 1 });
    // Now in the cart, it leaves the list: the add's answer says so, nothing is read again.
    await within(panel).findByRole('link', { name: 'Papas Lays' });
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Agregar Papas Lays al carrito' })).not.toBeInTheDocument());
    expect(made('GET', '/PE/products/recommended-products')).toHaveLength(1);
    expect(made('GET', '/PE/es/carts')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: /Agregar Cerveza/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver producto Cerveza Pilsen' })).toHaveAttribute('href', '/product-details/cerveza-pilsen/202');
  });

  it("'change' address closes the panel and asks for a location", async () => {
    fakeCartApi({ cart: cartOf() });
    const location = jest.fn();
    const off = events.on('location:required', location);
    const panel = await openPanel();
    const section = await within(panel).findByRole('region', { name: 'Dirección de entrega' });
    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar' }));
    expect(location).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    off();
  });
});
