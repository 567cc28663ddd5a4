import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import ChangeLocationDialog from './change-location-dialog';
import { MapsProviderContext } from '../../../components/maps/maps-provider';
import { builtinProvider } from '../../../components/maps/builtin-provider';
import { loadGazetteer } from '../../../components/maps/gazetteer';
import { mockApi, type MockAnswer } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { address, store } from '../../../testing/fixtures';

const STORES = { count: 1, records: [store()] };
const CART = { cartId: 5, cartCount: 0, cartItems: [], pricing: {} };

/** Answers by method and path; `over` replaces some answers. */
function backend(over: Record<string, (c: InternalAxiosRequestConfig) => MockAnswer> = {}) {
  return mockApi((c) => {
    const key = `${c.method?.toUpperCase()} ${c.url}`;
    if (over[key]) return over[key](c);
    if (key === 'GET /stores') return { data: STORES };
    if (key === 'GET /stores/exists') return { data: { storeExists: true, storeId: 1, storeName: 'Miraflores' } };
    if (key === 'POST /PE/guest-users') {
      return { data: { user: { userId: 31, dob: null, userRoles: [{ roleId: 3, roleName: 'WEB_GUEST_USER' }], userAddresses: [] }, cartId: 5, userAddressId: null } };
    }
    if (key === 'POST /user-addresses') return { status: 201, data: { ...address(77, JSON.parse(c.data as string).street1, { defaultShipping: true }) } };
    if (key.startsWith('GET /user-addresses/')) return { status: 404, data: { errors: { general: [{ identifier: 'error.address.notFound', message: 'none' }] } } };
    throw new Error(`unexpected ${key}`);
  });
}
const calls = (api: ReturnType<typeof backend>, key: string) =>
  api.mock.calls.map(([c]) => c).filter((c) => `${c.method?.toUpperCase()} ${c.url}` === key);

const onClose = jest.fn();
beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
  onClose.mockClear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function openDialog() {
  await renderWithShell(<ChangeLocationDialog open onClose={onClose} />);
  return screen.findByRole('dialog', { name: 'Cambiar ubicación' });
}

describe('guest location picker', () => {
  it('searches accent-insensitively (no leading space), and confirming registers the guest and saves street + coordinates', async () => {
    const api = backend();
    await openDialog();
    const search = screen.getByRole('textbox', { name: /Busca un distrito/ });
    await userEvent.type(search, '  parque kennedy');
    expect(search).toHaveValue('parque kennedy');
    await userEvent.click(await screen.findByRole('button', { name: /Parque Kennedy/ }));

    const picker = await screen.findByRole('dialog', { name: '¿Dónde entregamos?' });
    expect(within(picker).getByRole('textbox', { name: /Dirección/ })).toHaveValue('Parque Kennedy');
    expect(await within(picker).findByText('Entrega desde la tienda Miraflores')).toBeInTheDocument();
    expect(calls(api, 'GET /stores/exists')[0]!.params).toEqual({ latitude: -12.1219, longitude: -77.0297 });
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirmar ubicación' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The address-updated toast (header.addressUpdateSuccess).
    expect(await screen.findByText('Dirección de entrega actualizada')).toBeInTheDocument();
    expect(calls(api, 'POST /PE/guest-users')).toHaveLength(1);
    const [post] = calls(api, 'POST /user-addresses');
    expect(JSON.parse(post!.data as string)).toEqual({ street1: 'Parque Kennedy', latitude: -12.1219, longitude: -77.0297, countryId: 'PE' });
    expect(useSession.getState()).toMatchObject({ userId: '31', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '77' } });
    // No cart to lose for a new guest: no discard check.
    expect(api.mock.calls.some(([c]) => String(c.url).includes('cart-discard-status'))).toBe(false);
  });

  it("flags a point no store serves and does not let a guest confirm it", async () => {
    const api = backend({ 'GET /stores/exists': () => ({ data: { storeExists: false, storeId: null, storeName: null } }) });
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: /Busca un distrito/ }), 'ancon');
    await userEvent.click(await screen.findByRole('button', { name: /Ancón/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aún no hay una tienda que entregue en este punto');
    expect(screen.getByRole('button', { name: 'Confirmar ubicación' })).toBeDisabled();
    expect(calls(api, 'POST /user-addresses')).toHaveLength(0);
  });

  it('detects the position through the browser, names it by reverse lookup and places it on the map', async () => {
    backend();
    const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: { latitude: -12.1224, longitude: -77.0294 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación actual' }));
    const picker = await screen.findByRole('dialog', { name: '¿Dónde entregamos?' });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(within(picker).getByRole('textbox', { name: /Dirección/ })).toHaveValue('Parque Kennedy');
    expect(within(picker).getByTestId('map-marker')).toBeInTheDocument();
    expect(await within(picker).findAllByTestId('delivery-zone')).toHaveLength(1);
  });

  it('a denied position is only logged', async () => {
    backend();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const getCurrentPosition = jest.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación actual' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Geolocation failed:', 'denied'));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Cambiar ubicación' })).toBeInTheDocument();
    warn.mockRestore();
    alert.mockRestore();
  });

  it("alerts 'Geolocation is not supported by this browser.' without the API", async () => {
    backend();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await act(() => changeLanguage('en'));
    await renderWithShell(<ChangeLocationDialog open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(alert).toHaveBeenCalledWith('Geolocation is not supported by this browser.');
    await act(() => changeLanguage('es'));
    alert.mockRestore();
  });

  it('moves the point with the arrow keys and names the new place (addressNotFound when none is near)', async () => {
    backend();
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir en el mapa' }));
    const map = await screen.findByRole('application', { name: 'Mapa de las zonas de reparto' });
    map.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('map-marker')).toBeInTheDocument();
    const street = screen.getByRole('textbox', { name: /Dirección/ });
    await waitFor(() => expect(street).not.toHaveValue(''));
    // Far out to sea: no place within 1.5 km.
    for (let i = 0; i < 10; i++) await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(await screen.findByText(/No encontramos una dirección para este punto/)).toBeInTheDocument();
    expect(street).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Confirmar ubicación' })).toBeDisabled();
  });

  it('the map\'s help speaks of clicks and arrow keys with a mouse, of taps on a touch screen', async () => {
    backend();
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir en el mapa' }));
    const map = await screen.findByRole('application', { name: 'Mapa de las zonas de reparto' });
    expect(map).toHaveAccessibleDescription(/^Haz clic en el mapa o usa las flechas del teclado/);
    cleanup();
    (globalThis as any).__mediaMatches = (query: string) => query.includes('pointer: coarse');
    backend();
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir en el mapa' }));
    const touchMap = await screen.findByRole('application', { name: 'Mapa de las zonas de reparto' });
    expect(touchMap).toHaveAccessibleDescription('Toca el mapa para poner el punto donde quieres recibir tu pedido.');
    (globalThis as any).__mediaMatches = () => false;
  });

  it('shows the incorrect-address dialog for a place without a location', async () => {
    backend();
    const provider = { ...builtinProvider, searchPlaces: async () => [{ name: 'Calle Sin Mapa', detail: 'Lima', latitude: null, longitude: null }] };
    await renderWithShell(
      <MapsProviderContext.Provider value={provider}>
        <ChangeLocationDialog open onClose={onClose} />
      </MapsProviderContext.Provider>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Busca un distrito/ }), 'calle');
    await userEvent.click(await screen.findByRole('button', { name: /Calle Sin Mapa/ }));
    const notice = await screen.findByRole('dialog', { name: 'Dirección incorrecta' });
    expect(notice).toHaveTextContent('No pudimos ubicar «Calle Sin Mapa» en el mapa');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dirección incorrecta' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: '¿Dónde entregamos?' })).not.toBeInTheDocument();
  });
});

describe('changing the default address', () => {
  const customer = () => useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 2, userAddressId: 1, cartId: 5 });
  const list = { count: 2, records: [address(1, 'Av. Larco 345', { defaultShipping: true }), address(2, 'Calle Las Begonias 120')] };
  const withDiscard = (status: string) => backend({
    'GET /user-addresses/9': () => ({ data: list }),
    'GET /PE/es/carts/5/cart-discard-status': () => ({ data: { cartDiscardStatus: status, unavailableCartItemIds: [3] } }),
    'DELETE /PE/es/carts/5/cart-items': () => ({ data: CART }),
    'PUT /user-addresses/2/default': () => ({ data: address(2, 'Calle Las Begonias 120', { defaultShipping: true }) }),
  });

  it('asks before discarding; yes clears the cart, then sets the default', async () => {
    customer();
    const api = withDiscard('PARTIAL');
    await openDialog();
    await userEvent.click(await screen.findByRole('button', { name: /Calle Las Begonias 120/ }));
    const confirm = await screen.findByRole('dialog', { name: '¿Cambiar la dirección de entrega?' });
    expect(confirm).toHaveTextContent('Algunos productos de tu carrito no están disponibles');
    expect(calls(api, 'GET /PE/es/carts/5/cart-discard-status')[0]!.params).toEqual({ userAddressId: 2 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(useSession.getState().userData?.userAddressId).toBe('2'));
    const order = api.mock.calls.map(([c]) => `${c.method?.toUpperCase()} ${c.url}`);
    expect(order.indexOf('DELETE /PE/es/carts/5/cart-items')).toBeGreaterThan(-1);
    expect(order.indexOf('DELETE /PE/es/carts/5/cart-items')).toBeLessThan(order.indexOf('PUT /user-addresses/2/default'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('no keeps the old default and the cart', async () => {
    customer();
    const api = withDiscard('COMPLETE');
    await openDialog();
    await userEvent.click(await screen.findByRole('button', { name: /Calle Las Begonias 120/ }));
    const confirm = await screen.findByRole('dialog', { name: '¿Cambiar la dirección de entrega?' });
    expect(confirm).toHaveTextContent('se vaciará el carrito');
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Cambiar la dirección de entrega?' })).not.toBeInTheDocument());
    expect(calls(api, 'DELETE /PE/es/carts/5/cart-items')).toHaveLength(0);
    expect(calls(api, 'PUT /user-addresses/2/default')).toHaveLength(0);
    expect(useSession.getState().userData?.userAddressId).toBe('1');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with nothing to lose (NONE) sets the default straight away', async () => {
    customer();
    const api = withDiscard('NONE');
    await openDialog();
    await userEvent.click(await screen.findByRole('button', { name: /Calle Las Begonias 120/ }));
    await waitFor(() => expect(useSession.getState().userData?.userAddressId).toBe('2'));
    expect(screen.queryByRole('dialog', { name: '¿Cambiar la dirección de entrega?' })).not.toBeInTheDocument();
    expect(calls(api, 'DELETE /PE/es/carts/5/cart-items')).toHaveLength(0);
  });

  it('a customer without addresses (error.address.notFound) gets the add-address map form', async () => {
    useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 2, userAddressId: null, cartId: 5 });
    backend();
    await renderWithShell(<ChangeLocationDialog open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Agregar dirección' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombres/ })).toBeInTheDocument();
    await act(() => loadGazetteer().then(() => undefined));
  });
});
