import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { MyAddresses } from './my-addresses';
import { mockApi, type MockAnswer } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { address, store } from '../../../testing/fixtures';

const STORES = { count: 1, records: [store()] };
const LARCO = address(1, 'Av. Larco 345', { defaultShipping: true, street2: 'Dpto 302', landmark: 'Frente al parque' });
const BEGONIAS = address(2, 'Calle Las Begonias 120', { alias: 'Office', storeExists: false, latitude: -12.09, longitude: -77.02 });
const LIST = { count: 2, records: [LARCO, BEGONIAS] };
const NOT_FOUND = { status: 404, data: { errors: { general: [{ identifier: 'error.address.notFound', message: 'none' }] } } };
const CART = { cartId: 5, cartCount: 0, cartItems: [], pricing: {} };

type Handler = (c: InternalAxiosRequestConfig) => MockAnswer;
/** Answers by method and path; `over` replaces some answers. */
function backend(over: Record<string, Handler> = {}) {
  return mockApi((c) => {
    const key = `${c.method?.toUpperCase()} ${c.url}`;
    if (over[key]) return over[key](c);
    if (key === 'GET /user-addresses/9') return { data: LIST };
    if (key === 'GET /stores') return { data: STORES };
    if (key === 'GET /stores/exists') return { data: { storeExists: true, storeId: 1, storeName: 'Miraflores' } };
    if (key === 'DELETE /PE/es/carts/5/cart-items') return { data: CART };
    throw new Error(`unexpected ${key}`);
  });
}
const calls = (api: ReturnType<typeof backend>, key: string) =>
  api.mock.calls.map(([c]) => c).filter((c) => `${c.method?.toUpperCase()} ${c.url}` === key);
const order = (api: ReturnType<typeof backend>) => api.mock.calls.map(([c]) => `${c.method?.toUpperCase()} ${c.url}`);

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
  useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 2, userAddressId: 1, cartId: 5 });
});

async function renderBook() {
  await renderWithShell(<MyAddresses />);
  return screen.findByRole('list', { name: 'Direcciones guardadas' });
}
const item = (street: string) => screen.getByRole('listitem', { name: street });
const DISCARD_TITLE = '¿Cambiar la dirección de entrega?';
/** Answers the cart-discard confirm, once it shows, and waits for it to close. */
async function answerDiscard(answer: 'Sí' | 'No') {
  const discard = await screen.findByRole('dialog', { name: DISCARD_TITLE });
  await userEvent.click(within(discard).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).not.toBeInTheDocument());
}

describe('the address list', () => {
  it('shows street, flat, landmark and type, the default badge only on the default and the no-store flag', async () => {
    backend();
    await renderBook();
    const larco = item('Av. Larco 345');
    expect(larco).toHaveTextContent('Dpto./Int.: Dpto 302');
    expect(larco).toHaveTextContent('Referencia: Frente al parque');
    expect(larco).toHaveTextContent('Casa');
    expect(within(larco).getByText('Predeterminada')).toBeInTheDocument();
    expect(within(larco).queryByText('Ninguna tienda entrega aquí')).not.toBeInTheDocument();
    // The default is not offered as a new default.
    expect(within(larco).queryByRole('button', { name: /como predeterminada/ })).not.toBeInTheDocument();

    const begonias = item('Calle Las Begonias 120');
    expect(begonias).toHaveTextContent('Oficina');
    expect(within(begonias).queryByText('Predeterminada')).not.toBeInTheDocument();
    expect(within(begonias).getByText('Ninguna tienda entrega aquí')).toBeInTheDocument();
  });

  it('404 error.address.notFound opens the add-address map by itself; closed, the empty state offers it again', async () => {
    backend({ 'GET /user-addresses/9': () => NOT_FOUND });
    await renderWithShell(<MyAddresses />);
    let dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    expect(within(dialog).getByRole('textbox', { name: /Busca un distrito/ })).toBeInTheDocument();
    // The first address is the default anyway: its flag comes ticked.
    expect(within(dialog).getByRole('checkbox', { name: /predeterminada/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar dirección' })).not.toBeInTheDocument());
    expect(screen.getByText('Aún no tienes direcciones guardadas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    expect(within(dialog).getByRole('checkbox', { name: /predeterminada/ })).toBeChecked();
  });

  it('deleting the last address shows the empty state without opening the map on the shopper', async () => {
    let deleted = false;
    const api = backend({
      'GET /user-addresses/9': () => (deleted ? NOT_FOUND : { data: { count: 1, records: [LARCO] } }),
      'DELETE /user-addresses/1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Av. Larco 345' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta dirección?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Aún no tienes direcciones guardadas.')).toBeInTheDocument();
    expect(calls(api, 'DELETE /user-addresses/1')).toHaveLength(1);
    // No heir, so no cart question; and no map opened by itself.
    expect(order(api).some((k) => k.includes('cart-discard-status'))).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Agregar dirección' })).not.toBeInTheDocument();
    expect(useSession.getState().userData?.userAddressId).toBeNull();
  });

  it('asks a visitor without a session to log in or choose a location', async () => {
    useSession.getState().clear();
    const api = backend();
    const login = jest.fn();
    const location = jest.fn();
    const offLogin = events.on('auth:login-required', login);
    const offLocation = events.on('location:required', location);
    await renderWithShell(<MyAddresses />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(login).toHaveBeenCalledWith({ reason: 'addresses' });
    await userEvent.click(screen.getByRole('button', { name: 'Elegir ubicación' }));
    expect(location).toHaveBeenCalledWith({ reason: 'addresses' });
    expect(calls(api, 'GET /user-addresses/9')).toHaveLength(0);
    offLogin();
    offLocation();
  });
});

describe('adding and editing', () => {
  it('adds an address from the map form: POST body with the picked point and the typed fields', async () => {
    const created = address(3, 'Parque Kennedy', { alias: 'Others' });
    const api = backend({ 'POST /user-addresses': () => ({ status: 201, data: created }) });
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Busca un distrito/ }), 'parque kennedy');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Parque Kennedy/ }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Dirección \(calle/ })).toHaveValue('Parque Kennedy'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombres/ }), 'Luis');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Apellidos/ }), 'Quispe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Celular/ }), '912345678');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Referencia/ }), 'Al lado de la iglesia');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de dirección/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Otros' }));
    expect(within(dialog).getByRole('checkbox', { name: /predeterminada/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    await waitFor(() => expect(calls(api, 'POST /user-addresses')).toHaveLength(1));
    expect(JSON.parse(calls(api, 'POST /user-addresses')[0]!.data as string)).toEqual({
      street1: 'Parque Kennedy', landmark: 'Al lado de la iglesia', firstName: 'Luis', lastName: 'Quispe', telephone: '912345678',
      cityNameGoogle: 'Miraflores', latitude: -12.1219, longitude: -77.0297, alias: 'Others', defaultShipping: false, countryId: 'PE',
    });
    // Not a new default: no cart check.
    expect(order(api).some((k) => k.includes('cart-discard-status'))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar dirección' })).not.toBeInTheDocument());
    expect(await screen.findByText('Dirección guardada')).toBeInTheDocument();
    // The list is read again.
    expect(calls(api, 'GET /user-addresses/9').length).toBeGreaterThanOrEqual(2);
  });

  it("a guest's address needs only the street and the map point: no type or default flag", async () => {
    useSession.getState().setUser({ userId: 9, roleName: 'WEB_GUEST_USER', roleId: 2, userAddressId: 1, cartId: 5 });
    const api = backend({ 'POST /user-addresses': () => ({ status: 201, data: address(3, 'Parque Kennedy', { firstName: null, lastName: null, telephone: null }) }) });
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    expect(within(dialog).queryByRole('combobox', { name: /Tipo de dirección/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /predeterminada/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Busca un distrito/ }), 'parque kennedy');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Parque Kennedy/ }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Dirección \(calle/ })).toHaveValue('Parque Kennedy'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    await waitFor(() => expect(calls(api, 'POST /user-addresses')).toHaveLength(1));
    expect(JSON.parse(calls(api, 'POST /user-addresses')[0]!.data as string)).toEqual({
      street1: 'Parque Kennedy', firstName: '', lastName: '', telephone: '', cityNameGoogle: 'Miraflores',
      latitude: -12.1219, longitude: -77.0297, defaultShipping: false, countryId: 'PE',
    });
    expect(await screen.findByText('Dirección guardada')).toBeInTheDocument();
  });

  it("edits an address with its values filled in and PUTs the whole address", async () => {
    const api = backend({ 'PUT /user-addresses/2': (c) => ({ data: { ...BEGONIAS, ...JSON.parse(c.data as string) } }) });
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Calle Las Begonias 120' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar dirección' });
    expect(within(dialog).getByRole('textbox', { name: /Nombres/ })).toHaveValue('Ana');
    expect(within(dialog).getByRole('textbox', { name: /Celular/ })).toHaveValue('987654321');
    expect(within(dialog).getByRole('combobox', { name: /Tipo de dirección/ })).toHaveTextContent('Oficina');
    const flat = within(dialog).getByRole('textbox', { name: /Dpto/ });
    await userEvent.type(flat, 'Of. 501');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    await waitFor(() => expect(calls(api, 'PUT /user-addresses/2')).toHaveLength(1));
    expect(JSON.parse(calls(api, 'PUT /user-addresses/2')[0]!.data as string)).toEqual({
      street1: 'Calle Las Begonias 120', street2: 'Of. 501', firstName: 'Ana', lastName: 'Díaz', telephone: '987654321',
      cityNameGoogle: 'Miraflores', latitude: -12.09, longitude: -77.02, alias: 'Office', defaultShipping: false, countryId: 'PE',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar dirección' })).not.toBeInTheDocument());
  });

  it('hides the default flag when editing the default (it stays the default)', async () => {
    const api = backend({ 'PUT /user-addresses/1': (c) => ({ data: { ...LARCO, ...JSON.parse(c.data as string) } }) });
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Av. Larco 345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar dirección' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(calls(api, 'PUT /user-addresses/1')).toHaveLength(1));
    expect(JSON.parse(calls(api, 'PUT /user-addresses/1')[0]!.data as string)).toMatchObject({ defaultShipping: true, street2: 'Dpto 302' });
    // Same point, same default: nothing for the cart to lose.
    expect(order(api).some((k) => k.includes('cart-discard-status'))).toBe(false);
  });
});

describe('deleting', () => {
  it('asks first; cancel keeps it, confirm deletes it', async () => {
    const api = backend({ 'DELETE /user-addresses/2': () => ({ status: 204 }) });
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Calle Las Begonias 120' }));
    let confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta dirección?' });
    expect(confirm).toHaveTextContent('Se eliminará «Calle Las Begonias 120»');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Eliminar esta dirección?' })).not.toBeInTheDocument());
    expect(calls(api, 'DELETE /user-addresses/2')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Calle Las Begonias 120' }));
    confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta dirección?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls(api, 'DELETE /user-addresses/2')).toHaveLength(1));
    expect(await screen.findByText('Dirección eliminada')).toBeInTheDocument();
  });
});

describe('deleting the default', () => {
  // Listed default first, then newest; but the default passes to the most recently updated other address: Pardo.
  const PARDO = address(3, 'Av. Pardo 620', { latitude: -12.115, longitude: -77.04, updatedAt: '2026-11-21T15:05:00.000Z' });
  const THREE = { count: 3, records: [LARCO, BEGONIAS, PARDO] };
  function withDiscard(status: string) {
    let deleted = false;
    return backend({
      'GET /user-addresses/9': () => ({ data: deleted ? { count: 2, records: [{ ...PARDO, defaultShipping: true }, BEGONIAS] } : THREE }),
      'GET /PE/es/carts/5/cart-discard-status': () => ({ data: { cartDiscardStatus: status, unavailableCartItemIds: [3] } }),
      'DELETE /user-addresses/1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
  }
  const deleteLarco = async () => {
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Av. Larco 345' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta dirección?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };

  it('asks the cart about the address that becomes the default; no keeps the address, the default and the cart', async () => {
    const api = withDiscard('COMPLETE');
    await deleteLarco();
    await answerDiscard('No');
    expect(calls(api, 'GET /PE/es/carts/5/cart-discard-status')[0]!.params).toEqual({ userAddressId: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Eliminar esta dirección?' })).not.toBeInTheDocument());
    expect(calls(api, 'DELETE /user-addresses/1')).toHaveLength(0);
    expect(calls(api, 'DELETE /PE/es/carts/5/cart-items')).toHaveLength(0);
    expect(useSession.getState().userData?.userAddressId).toBe('1');
    expect(item('Av. Larco 345')).toBeInTheDocument();
  });

  it('yes clears the cart, then deletes; the heir becomes the stored default', async () => {
    const api = withDiscard('PARTIAL');
    await deleteLarco();
    await answerDiscard('Sí');
    await waitFor(() => expect(useSession.getState().userData?.userAddressId).toBe('3'));
    const seen = order(api);
    expect(seen.indexOf('DELETE /PE/es/carts/5/cart-items')).toBeGreaterThan(-1);
    expect(seen.indexOf('DELETE /PE/es/carts/5/cart-items')).toBeLessThan(seen.indexOf('DELETE /user-addresses/1'));
    expect(await screen.findByText('Dirección eliminada')).toBeInTheDocument();
  });

  it('NONE (nothing lost at the heir) deletes without asking', async () => {
    const api = withDiscard('NONE');
    await deleteLarco();
    await waitFor(() => expect(calls(api, 'DELETE /user-addresses/1')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).not.toBeInTheDocument();
    expect(calls(api, 'DELETE /PE/es/carts/5/cart-items')).toHaveLength(0);
    expect(calls(api, 'GET /PE/es/carts/5/cart-discard-status')).toHaveLength(1);
  });
});

describe('setting the default', () => {
  const withDiscard = (status: string) => backend({
    'GET /PE/es/carts/5/cart-discard-status': () => ({ data: { cartDiscardStatus: status, unavailableCartItemIds: [3] } }),
    'PUT /user-addresses/2/default': () => ({ data: { ...BEGONIAS, defaultShipping: true } }),
  });
  const makeDefault = async () => {
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Usar Calle Las Begonias 120 como predeterminada' }));
  };

  it('yes clears the cart, then sets the default', async () => {
    const api = withDiscard('PARTIAL');
    await makeDefault();
    const confirm = await screen.findByRole('dialog', { name: '¿Cambiar la dirección de entrega?' });
    expect(calls(api, 'GET /PE/es/carts/5/cart-discard-status')[0]!.params).toEqual({ userAddressId: 2 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(useSession.getState().userData?.userAddressId).toBe('2'));
    const seen = order(api);
    expect(seen.indexOf('DELETE /PE/es/carts/5/cart-items')).toBeGreaterThan(-1);
    expect(seen.indexOf('DELETE /PE/es/carts/5/cart-items')).toBeLessThan(seen.indexOf('PUT /user-addresses/2/default'));
    expect(await screen.findByText('Dirección predeterminada actualizada')).toBeInTheDocument();
  });

  it('no keeps the old default and the cart', async () => {
    const api = withDiscard('COMPLETE');
    await makeDefault();
    const confirm = await screen.findByRole('dialog', { name: '¿Cambiar la dirección de entrega?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Cambiar la dirección de entrega?' })).not.toBeInTheDocument());
    expect(calls(api, 'DELETE /PE/es/carts/5/cart-items')).toHaveLength(0);
    expect(calls(api, 'PUT /user-addresses/2/default')).toHaveLength(0);
    expect(useSession.getState().userData?.userAddressId).toBe('1');
    expect(screen.getByRole('button', { name: 'Usar Calle Las Begonias 120 como predeterminada' })).toBeEnabled();
  });

  it('NONE sets the default without asking', async () => {
    const api = withDiscard('NONE');
    await makeDefault();
    await waitFor(() => expect(calls(api, 'PUT /user-addresses/2/default')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: '¿Cambiar la dirección de entrega?' })).not.toBeInTheDocument();
    expect(calls(api, 'DELETE /PE/es/carts/5/cart-items')).toHaveLength(0);
    expect(useSession.getState().userData?.userAddressId).toBe('2');
  });

  it('a new address ticked as default asks too; no unticks the flag and saves nothing', async () => {
    const api = withDiscard('PARTIAL');
    await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Busca un distrito/ }), 'parque kennedy');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Parque Kennedy/ }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Dirección \(calle/ })).toHaveValue('Parque Kennedy'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombres/ }), 'Luis');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Apellidos/ }), 'Quispe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Celular/ }), '912345678');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de dirección/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Casa' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /predeterminada/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Cambiar la dirección de entrega?' });
    expect(calls(api, 'GET /PE/es/carts/5/cart-discard-status')[0]!.params).toEqual({ latitude: -12.1219, longitude: -77.0297 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /predeterminada/ })).not.toBeChecked());
    expect(calls(api, 'POST /user-addresses')).toHaveLength(0);
    expect(calls(api, 'DELETE /PE/es/carts/5/cart-items')).toHaveLength(0);
  });
});
