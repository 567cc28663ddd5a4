import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { ComboTile } from './combo-tile';
import { cart, combo } from '../../testing/fixtures';
import type { ComboRecord } from '../../api/catalogue-records';
import { mockApi, type MockAnswer } from '../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../tools/jest/remote/render';

const COMBO_PATH = '/PE/combo-offers/products/3/';

const LIST_COMBO: ComboRecord = combo({
  comboOfferType: 'list',
  comboName: 'Combo Desayuno',
  comboOfferData: [{ productId: 50, listId: 1, quantity: 1 }, { productId: 60, listId: 2, quantity: 1 }],
  comboOfferProducts: [
    { listId: 1, listName: 'Bebida', alternatives: [
      { productId: 50, productName: 'Café Altomayo 200 g', imageUrl: '/api/v1/images/products/50.svg', quantity: 1, listId: 1, slug: 'café-altomayo-200-g' },
      { productId: 51, productName: 'Té Herbi 25 u', imageUrl: '/api/v1/images/products/51.svg', quantity: 1, listId: 1, slug: 'té-herbi-25-u' },
    ] },
    { listId: 2, listName: 'Pan', alternatives: [
      { productId: 60, productName: 'Pan de molde Bimbo', imageUrl: '/api/v1/images/products/60.svg', quantity: 1, listId: 2, slug: 'pan-de-molde-bimbo' },
    ] },
  ],
});

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

it('shows image, name linking to the combo page, both prices and the discount', async () => {
  mockApi(() => ({ status: 404 }));
  await renderWithShell(<ComboTile combo={combo()} />);
  const tile = screen.getByRole('article', { name: 'Combo Parrillero' });
  expect(within(tile).getByRole('link', { name: 'Combo Parrillero' })).toHaveAttribute('href', '/combo-offer-details/3');
  expect(tile.querySelector('img')).toHaveAttribute('src', '/api/v1/images/combos/3-web.svg');
  expect(within(tile).getByText('S/ 45.00')).toBeInTheDocument();
  expect(within(tile).getByText('S/ 50.00').closest('s')).not.toBeNull();
  expect(within(tile).getByText('-10%')).toBeInTheDocument();
});

it('Add posts the combo with its products through the combo call and emits cart:changed itself', async () => {
  let answer!: (a: MockAnswer) => void;
  const api = mockApi(() => new Promise((r) => { answer = r; }));
  await renderWithShell(<ComboTile combo={combo()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Agregar Combo Parrillero al carrito' }));
  expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Combo Parrillero, ahora 1' })).toBeInTheDocument();

  const [config] = api.mock.calls[0]!;
  expect(`${config.method} ${config.url}`).toBe(`post ${COMBO_PATH}`);
  expect(config.params).toEqual({ languageCode: 'es' });
  expect(JSON.parse(config.data)).toEqual({ comboOfferData: [{ productId: 12, quantity: 2 }, { productId: 20, quantity: 1 }] });

  await act(async () => answer({ data: cart([{ cartItemId: 900, comboOfferId: 3, quantity: 1 }, { cartItemId: 901, productId: 12, quantity: 2 }]) }));
  expect(cartEvents).toEqual([{ cartId: '40', cartCount: 3, reason: 'add' }]);
  expect(screen.getByRole('button', { name: 'Cambiar cantidad de Combo Parrillero, ahora 1' })).toBeInTheDocument();
  expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
});

it('minus deletes one through the combo call', async () => {
  const api = mockApi(() => ({ data: cart([{ cartItemId: 900, comboOfferId: 3, quantity: 1 }]) }));
  await renderWithShell(<ComboTile combo={combo({ cartItemCount: 2, cartItemId: 900 })} />);
  await userEvent.click(screen.getByRole('button', { name: 'Quitar uno de Combo Parrillero' }));
  expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Combo Parrillero, ahora 1' })).toBeInTheDocument();
  expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toEqual([`delete ${COMBO_PATH}`]);
  expect(cartEvents).toEqual([{ cartId: '40', cartCount: 1, reason: 'remove' }]);
});

it('rolls back when the combo call fails', async () => {
  mockApi(() => ({ status: 409, data: { errors: { general: [{ identifier: 'error.cart.productUnavailable', message: 'No disponible' }] } } }));
  await renderWithShell(<ComboTile combo={combo()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Agregar Combo Parrillero al carrito' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar Combo Parrillero al carrito' })).toBeInTheDocument());
  expect(cartEvents).toEqual([]);
});

it('a list combo asks for one product per list first and posts the choice', async () => {
  const api = mockApi(() => ({ data: cart([{ cartItemId: 900, comboOfferId: 3, quantity: 1 }]) }));
  await renderWithShell(<ComboTile combo={LIST_COMBO} />);
  await userEvent.click(screen.getByRole('button', { name: 'Agregar Combo Desayuno al carrito' }));
  const dialog = await screen.findByRole('dialog', { name: 'Elige los productos de Combo Desayuno' });
  expect(api).not.toHaveBeenCalled();
  const drinks = within(dialog).getByRole('radiogroup', { name: 'Bebida' });
  expect(within(drinks).getByRole('radio', { name: 'Café Altomayo 200 g' })).toBeChecked();
  await userEvent.click(within(drinks).getByRole('radio', { name: 'Té Herbi 25 u' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

  expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Combo Desayuno, ahora 1' })).toBeInTheDocument();
  expect(JSON.parse(api.mock.calls[0]![0].data)).toEqual({ comboOfferData: [{ productId: 51, listId: 1, quantity: 1 }, { productId: 60, listId: 2, quantity: 1 }] });

  // Plus keeps that choice (one more of the same line).
  await userEvent.click(screen.getByRole('button', { name: 'Agregar uno más de Combo Desayuno' }));
  await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
  expect(JSON.parse(api.mock.calls[1]![0].data).comboOfferData[0]).toEqual({ productId: 51, listId: 1, quantity: 1 });
});

it('closing the list choice adds nothing', async () => {
  const api = mockApi(() => ({ data: cart([]) }));
  await renderWithShell(<ComboTile combo={LIST_COMBO} />);
  await userEvent.click(screen.getByRole('button', { name: 'Agregar Combo Desayuno al carrito' }));
  const dialog = await screen.findByRole('dialog', { name: 'Elige los productos de Combo Desayuno' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Agregar Combo Desayuno al carrito' })).toBeInTheDocument();
});

it('the quantity dialog sets the combo line through the cart-item calls (0 deletes it)', async () => {
  const api = mockApi((config) => (config.method === 'get'
    ? { data: cart([{ cartItemId: 900, comboOfferId: 3, quantity: 2 }]) }
    : { data: cart([]) }));
  await renderWithShell(<ComboTile combo={combo({ cartItemCount: 2, cartItemId: 900 })} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar cantidad de Combo Parrillero, ahora 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar cantidad' });
  const minus = within(dialog).getByRole('button', { name: 'Quitar uno de Combo Parrillero' });
  await userEvent.click(minus);
  await userEvent.click(minus);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByRole('button', { name: 'Agregar Combo Parrillero al carrito' })).toBeInTheDocument();
  expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toEqual(['get /PE/es/carts', 'delete /PE/es/carts/40/cart-items/900']);
});
