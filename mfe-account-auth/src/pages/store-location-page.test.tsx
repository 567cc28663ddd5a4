import { act, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@shop/shared/session';
import StoreLocationPage from './store-location-page';
import { loadGazetteer } from '../components/maps/gazetteer';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';
import { store as storeRecord, storeStatus as status } from '../testing/fixtures';

const H = 3_600_000;
const STORES = {
  count: 3,
  records: [
    storeRecord({ storeId: 1, storeName: 'Miraflores', address: 'Av. José Larco 345, Miraflores', latitude: -12.1236, longitude: -77.0293, deliveryRadius: 3500, phone: '+51 1 445 1234', storeStatus: status({ storeId: 1 }) }),
    storeRecord({
      storeId: 2, storeName: 'San Isidro', address: 'Av. Camino Real 390', latitude: -12.0977, longitude: -77.0365, deliveryRadius: 3000, phone: null,
      storeStatus: status({ storeId: 2, storeDeliveryStatus: false, scheduleDeliveryEnabled: true, orderAcceptanceTimeFrom: 6 * H + 30 * 60_000, orderAcceptanceTimeTo: 24 * H, storeOfflineMessage: 'San Isidro recibe pedidos de 06:30 a 24:00.' }),
    }),
    storeRecord({
      storeId: 3, storeName: 'Surco', address: 'Av. Primavera 1050', latitude: -12.11, longitude: -76.99, deliveryRadius: 2500, phone: '987 654 321',
      storeStatus: status({ storeId: 3, storeOnlineStatus: false, storeDeliveryStatus: false, storeOfflineMessage: 'Cerrada por inventario.' }),
    }),
  ],
};

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
});

async function renderPage() {
  const api = mockApi((c) => {
    if (c.url === '/stores') return { data: STORES };
    // No maps key (the default): the map is the built-in one.
    if (c.url === '/PE/metadata/mapsKey') return { data: { metadataKey: 'mapsKey', metadataValue: '', languageId: 1 } };
    throw new Error(`unexpected ${c.method} ${c.url}`);
  });
  // Mounted inside one async act: the map's district labels (the cached gazetteer chunk) land in it.
  await act(async () => {
    await renderWithShell(<StoreLocationPage />, { url: '/store-location' });
    await loadGazetteer();
  });
  // The map reads the store list too (the same useStores call): wait for its zones so no update lands after a test.
  await waitFor(() => expect(screen.getAllByTestId('delivery-zone')).toHaveLength(3));
  return api;
}
const store = (name: string) => screen.getByRole('article', { name });

describe('store-location page', () => {
  it('has its one h1, the link home and the page title', async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestras tiendas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Nuestras tiendas \| /));
  });

  it('lists each store with address, its phone as Peruvians write it (a tel: link) and its order hours', async () => {
    const api = await renderPage();
    await screen.findByRole('article', { name: 'Miraflores' });
    expect(api.mock.calls.map(([c]) => c.params)).toContainEqual({ countryId: 'PE', languageCode: 'es' });
    const miraflores = store('Miraflores');
    expect(miraflores).toHaveTextContent('Av. José Larco 345, Miraflores');
    expect(within(miraflores).getByRole('link', { name: '(01) 445-1234' })).toHaveAttribute('href', 'tel:+5114451234');
    expect(miraflores).toHaveTextContent('Horario de pedidos: 07:00–23:00 (hora de Lima)');
    // A store open until midnight says so, never '24:00'.
    expect(store('San Isidro')).toHaveTextContent('Horario de pedidos: 06:30–medianoche (hora de Lima)');
    expect(within(store('San Isidro')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(store('Surco')).getByRole('link', { name: '987 654 321' })).toHaveAttribute('href', 'tel:+51987654321');
  });

  it('says which stores deliver now, and the message of those that do not', async () => {
    await renderPage();
    await screen.findByRole('article', { name: 'Miraflores' });
    const miraflores = store('Miraflores');
    expect(within(miraflores).getByText('Entrega ahora')).toBeInTheDocument();
    expect(within(miraflores).queryByRole('note')).not.toBeInTheDocument();

    const sanIsidro = store('San Isidro');
    expect(within(sanIsidro).getByText('No entrega ahora')).toBeInTheDocument();
    expect(within(sanIsidro).getByRole('note')).toHaveTextContent('San Isidro recibe pedidos de 06:30 a 24:00.');
    expect(sanIsidro).toHaveTextContent('Acepta pedidos programados');

    const surco = store('Surco');
    expect(within(surco).getByText('Fuera de línea')).toBeInTheDocument();
    expect(within(surco).queryByText('Entrega ahora')).not.toBeInTheDocument();
    expect(within(surco).getByRole('note')).toHaveTextContent('Cerrada por inventario.');
  });

  it('marks every store and its zone on a display-only map', async () => {
    await renderPage();
    const map = screen.getByRole('img', { name: 'Mapa de nuestras tiendas y sus zonas de reparto' });
    await waitFor(() => expect(within(map).getAllByTestId('delivery-zone')).toHaveLength(3));
    expect(map).not.toHaveAttribute('tabindex');
    expect(within(map).queryByTestId('map-marker')).not.toBeInTheDocument();
  });
});
