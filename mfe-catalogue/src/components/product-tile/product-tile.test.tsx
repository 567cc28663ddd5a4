import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartKeys } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { ProductTile } from './product-tile';
import { cart, product } from '../../testing/fixtures';
import { mockApi, type MockAnswer } from '../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../tools/jest/remote/render';

const ITEMS = '/PE/es/carts/40/cart-items';

function deferred() {
  let resolve!: (a: MockAnswer) => void;
  const promise = new Promise<MockAnswer>((r) => { resolve = r; });
  return { promise, resolve };
}

const cartEvents: unknown[] = [];
let offCart: () => void;

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ language: 'es', country: 'PE', userId: '5', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '77' }, cartId: '40', dob: null });
  window.dataLayer = [];
  cartEvents.length = 0;
  offCart = events.on('cart:changed', (p) => cartEvents.push(p));
});

afterEach(() => offCart());

describe('ProductTile rendering', () => {
  it('shows image, name (linking to the product page), brand, both prices, price per unit and the discount badge', async () => {
    mockApi(() => ({ status: 404 }));
    await renderWithShell(<ProductTile product={product()} />);
    const tile = screen.getByRole('article', { name: 'Inca Kola 500 ml' });
    expect(within(tile).getByRole('link', { name: 'Inca Kola 500 ml' })).toHaveAttribute('href', '/product-details/inca-kola-500-ml/12');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/api/v1/images/products/12.svg');
    expect(within(tile).getByText('Inca Kola')).toBeInTheDocument();
    expect(within(tile).getByText('S/ 2.50')).toBeInTheDocument();
    expect(within(tile).getByText('S/ 3.00').closest('s')).not.toBeNull();
    expect(within(tile).getByText('S/ 5.00 / L')).toBeInTheDocument();
    // (3 - 2.5) / 3 = 16.666…% → one decimal at most.
    expect(within(tile).getByText('-16.7%')).toBeInTheDocument();
    expect(within(tile).getByText('16.7 % de descuento')).toBeInTheDocument();
    expect(within(tile).queryByText('+18')).not.toBeInTheDocument();
    expect(within(tile).getByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' })).toHaveTextContent('Agregar');
  });

  it('writes a round discount without decimals and shows no badge, no strike and no unit price when there are none', async () => {
    mockApi(() => ({ status: 404 }));
    const { unmount } = await renderWithShell(<ProductTile product={product({ productPrice: [{ actualPrice: 10, discountedPrice: 9 }] })} />);
    expect(screen.getByText('-10%')).toBeInTheDocument();
    unmount();
    await renderWithShell(<ProductTile product={product({ productPrice: [{ actualPrice: 4, discountedPrice: 4 }], productAttribute: [] })} />);
    expect(screen.getByText('S/ 4.00')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/\/ L$/)).not.toBeInTheDocument();
  });

  it('labels age-restricted products', async () => {
    mockApi(() => ({ status: 404 }));
    await renderWithShell(<ProductTile product={product({ name: 'Cerveza Pilsen 620 ml', ageRestriction: 18 })} />);
    expect(screen.getByText('+18')).toBeInTheDocument();
    expect(screen.getByText('Solo para mayores de 18 años')).toBeInTheDocument();
  });

  it('shows minus / count / plus when the product is in the cart', async () => {
    mockApi(() => ({ status: 404 }));
    await renderWithShell(<ProductTile product={product({ cartItemCount: 2, cartItemId: 501 })} />);
    expect(screen.getByRole('button', { name: 'Quitar uno de Inca Kola 500 ml' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 2' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Agregar uno más de Inca Kola 500 ml' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' })).not.toBeInTheDocument();
  });

  it('disables Add for a product the serving store does not sell', async () => {
    mockApi(() => ({ status: 404 }));
    await renderWithShell(<ProductTile product={product({ available: false })} />);
    expect(screen.getByText('No disponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' })).toBeDisabled();
  });

  it('reports select_item when the shopper opens the product', async () => {
    mockApi(() => ({ status: 404 }));
    await renderWithShell(<ProductTile product={product()} listName="home_popular" index={3} />);
    await userEvent.click(screen.getByRole('link', { name: 'Inca Kola 500 ml' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product-details/inca-kola-500-ml/12');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({
      event: 'select_item',
      ecommerce: expect.objectContaining({ item_list_name: 'home_popular', items: [expect.objectContaining({ item_id: '12', price: 2.5, index: 3 })] }),
    }));
  });
});

describe('ProductTile counter', () => {
  it('Add posts one unit and shows 1 at once, before the server answers', async () => {
    const answer = deferred();
    const api = mockApi(() => answer.promise);
    await renderWithShell(<ProductTile product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' }));

    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' })).toBeInTheDocument();
    const [config] = api.mock.calls[0]!;
    expect(config.method).toBe('post');
    expect(config.url).toBe(ITEMS);
    expect(JSON.parse(config.data)).toEqual({ countryId: 'PE', productId: 12, quantity: 1, toppings: null });

    await act(async () => answer.resolve({ data: cart([{ cartItemId: 501, productId: 12, quantity: 1 }]) }));
    expect(screen.getByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' })).toBeInTheDocument();
    expect(cartEvents).toEqual([{ cartId: '40', cartCount: 1, reason: 'add' }]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({ currency: 'PEN', items: [expect.objectContaining({ item_id: '12', quantity: 1, price: 2.5, discount: 0.5 })] }),
    }));
  });

  it('settles on the count of the product\'s lines in the server\'s answer', async () => {
    // Another tab added two more meanwhile, and a line with toppings holds one more.
    mockApi(() => ({ data: cart([{ cartItemId: 501, productId: 12, quantity: 3 }, { cartItemId: 502, productId: 12, quantity: 1, toppings: '["Hielo"]' }, { cartItemId: 600, productId: 99, quantity: 5 }]) }));
    await renderWithShell(<ProductTile product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' }));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 4' })).toBeInTheDocument();
  });

  it('rolls the count back when the server refuses', async () => {
    const answer = deferred();
    mockApi(() => answer.promise);
    await renderWithShell(<ProductTile product={product({ cartItemCount: 1, cartItemId: 501 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar uno más de Inca Kola 500 ml' }));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 2' })).toBeInTheDocument();

    await act(async () => answer.resolve({ status: 409, data: { errors: { general: [{ identifier: 'error.cart.productUnavailable', message: 'No disponible en tu tienda' }] } } }));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' })).toBeInTheDocument();
    expect(cartEvents).toEqual([]);
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
  });

  it('plus on a product in the cart posts one more of its line', async () => {
    const api = mockApi(() => ({ data: cart([{ cartItemId: 501, productId: 12, quantity: 3 }]) }));
    await renderWithShell(<ProductTile product={product({ cartItemCount: 2, cartItemId: 501 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar uno más de Inca Kola 500 ml' }));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 3' })).toBeInTheDocument();
    expect(JSON.parse(api.mock.calls[0]![0].data)).toEqual({ countryId: 'PE', productId: 12, quantity: 1, toppings: null });
  });

  it('minus at 1 deletes the line and shows Add again', async () => {
    const api = mockApi(() => ({ data: cart([]) }));
    await renderWithShell(<ProductTile product={product({ cartItemCount: 1, cartItemId: 501 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar uno de Inca Kola 500 ml' }));
    expect(await screen.findByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' })).toBeInTheDocument();
    const [config] = api.mock.calls[0]!;
    expect(`${config.method} ${config.url}`).toBe(`delete ${ITEMS}/501`);
    expect(cartEvents).toEqual([{ cartId: '40', cartCount: 0, reason: 'remove' }]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'remove_from_cart' }));
  });

  it('minus above 1 lowers the line by one', async () => {
    const api = mockApi(() => ({ data: cart([{ cartItemId: 501, productId: 12, quantity: 2 }]) }));
    await renderWithShell(<ProductTile product={product({ cartItemCount: 3, cartItemId: 501 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar uno de Inca Kola 500 ml' }));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 2' })).toBeInTheDocument();
    const [config] = api.mock.calls[0]!;
    expect(`${config.method} ${config.url}`).toBe(`put ${ITEMS}/501`);
    expect(JSON.parse(config.data)).toEqual({ quantity: 2, toppings: null });
  });

  it('runs quick clicks one after another, each on the line the previous one left', async () => {
    let quantity = 2;
    const api = mockApi((config) => {
      quantity = config.method === 'delete' ? 0 : JSON.parse(config.data).quantity;
      return { data: cart(quantity ? [{ cartItemId: 501, productId: 12, quantity }] : []) };
    });
    await renderWithShell(<ProductTile product={product({ cartItemCount: 2, cartItemId: 501 })} />);
    const minus = screen.getByRole('button', { name: 'Quitar uno de Inca Kola 500 ml' });
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(await screen.findByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' })).toBeInTheDocument();
    await waitFor(() => expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toEqual([`put ${ITEMS}/501`, `delete ${ITEMS}/501`]));
  });

  it('follows a refetched record (the cart panel changed it) while idle', async () => {
    mockApi(() => ({ status: 404 }));
    function Refetching() {
      const [count, setCount] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setCount(5)}>refetch</button>
          <ProductTile product={product({ cartItemCount: count, cartItemId: 501 })} />
        </>
      );
    }
    await renderWithShell(<Refetching />);
    expect(screen.getByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'refetch' }));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 5' })).toBeInTheDocument();
  });
});

describe('ProductTile and the page\'s cart', () => {
  it('shows a change made elsewhere (the cart panel) as soon as its answer is in the page\'s cart, reading nothing', async () => {
    const api = mockApi(() => ({ status: 404 }));
    const { queryClient } = await renderWithShell(<ProductTile product={product({ cartItemCount: 1, cartItemId: 501 })} />);
    expect(screen.getByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' })).toBeInTheDocument();
    act(() => queryClient.setQueryData(cartKeys.current(), cart([{ cartItemId: 501, productId: 12, quantity: 4 }])));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 4' })).toBeInTheDocument();
    act(() => queryClient.setQueryData(cartKeys.current(), cart([])));
    expect(await screen.findByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('two tiles of one product move together, and the add is the only request (no cart or list read follows)', async () => {
    const api = mockApi(() => ({ data: cart([{ cartItemId: 501, productId: 12, quantity: 1 }]) }));
    await renderWithShell(
      <>
        <ProductTile product={product()} listName="a" />
        <ProductTile product={product()} listName="b" />
      </>,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' })).toHaveLength(2));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toEqual([`post ${ITEMS}`]);
  });
});

describe('ProductTile quantity dialog', () => {
  async function openDialog(count: number) {
    await userEvent.click(screen.getByRole('button', { name: `Cambiar cantidad de Inca Kola 500 ml, ahora ${count}` }));
    return screen.findByRole('dialog', { name: 'Cambiar cantidad' });
  }

  it('shows brand, name, price and a stepper starting at the count; Confirm with 0 deletes', async () => {
    const api = mockApi(() => ({ data: cart([]) }));
    await renderWithShell(<ProductTile product={product({ cartItemCount: 2, cartItemId: 501 })} />);
    const dialog = await openDialog(2);
    expect(within(dialog).getByText('Inca Kola')).toBeInTheDocument();
    expect(within(dialog).getByText('Inca Kola 500 ml')).toBeInTheDocument();
    expect(within(dialog).getByText('S/ 2.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Cantidad: 2')).toBeInTheDocument();

    const minus = within(dialog).getByRole('button', { name: 'Quitar uno de Inca Kola 500 ml' });
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(within(dialog).getByText('Cantidad: 0')).toBeInTheDocument();
    // Never below 0.
    expect(minus).toBeDisabled();
    expect(api).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: 'Agregar Inca Kola 500 ml al carrito' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toEqual([`delete ${ITEMS}/501`]);
  });

  it('Confirm above 0 updates the line to that count', async () => {
    const api = mockApi(() => ({ data: cart([{ cartItemId: 501, productId: 12, quantity: 4 }]) }));
    await renderWithShell(<ProductTile product={product({ cartItemCount: 2, cartItemId: 501 })} />);
    const dialog = await openDialog(2);
    const plus = within(dialog).getByRole('button', { name: 'Agregar uno más de Inca Kola 500 ml' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 4' })).toBeInTheDocument();
    const [config] = api.mock.calls[0]!;
    expect(`${config.method} ${config.url}`).toBe(`put ${ITEMS}/501`);
    expect(JSON.parse(config.data)).toEqual({ quantity: 4, toppings: null });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ items: [expect.objectContaining({ quantity: 2 })] }) }));
  });

  it('closing without Confirm changes nothing', async () => {
    const api = mockApi(() => ({ data: cart([]) }));
    await renderWithShell(<ProductTile product={product({ cartItemCount: 2, cartItemId: 501 })} />);
    const dialog = await openDialog(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar uno de Inca Kola 500 ml' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 2' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('with toppings lines reads the cart first, then moves the main line by the difference', async () => {
    const lines = [{ cartItemId: 501, productId: 12, quantity: 1, toppings: '["Hielo"]' }, { cartItemId: 502, productId: 12, quantity: 2 }];
    const api = mockApi((config) => (config.method === 'get'
      ? { data: cart(lines) }
      : { data: cart([lines[0]!, { ...lines[1]!, quantity: 4 }]) }));
    const withToppings = product({ cartItemCount: 3, cartItemId: 502, toppings: [{ name: 'Hielo', extraPrice: 0.5 }] });
    await renderWithShell(<ProductTile product={withToppings} />);
    const dialog = await openDialog(3);
    const plus = within(dialog).getByRole('button', { name: 'Agregar uno más de Inca Kola 500 ml' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 5' })).toBeInTheDocument();
    expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toEqual(['get /PE/es/carts', `put ${ITEMS}/502`]);
    expect(JSON.parse(api.mock.calls[1]![0].data)).toEqual({ quantity: 4, toppings: null });
  });
});
