// /store-offline: the serving store's status, message, hours in Lima time and next opening; 'schedule your delivery'
// opens the cart panel where the store takes scheduled deliveries.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';
import { storeStatus } from '../features/checkout/testing/cart-fixture';
import StoreOfflinePage from './store-offline-page';

// These journeys click through several dialogs; two shared cores make them slow.
jest.setTimeout(30_000);

const answer = (over: Parameters<typeof storeStatus>[0]) => ({ storeExists: true, storeStatus: storeStatus(over), count: 0, records: [] });

beforeEach(() => useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '3' }, cartId: '7', language: 'es', country: 'PE' }));

it('an offline store: message, hours in Lima time, opens later today, and the schedule button opens the cart', async () => {
  // 06:30 in Lima, before the 08:00 opening.
  mockApi(() => ({ data: answer({ storeOnlineStatus: false, storeOfflineMessage: 'Cerrado por inventario', nowEpoch: Date.UTC(2026, 10, 21, 11, 30) }) }));
  const open = jest.fn();
  const off = events.on('cart:open', open);
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  expect(await screen.findByText('Bodega Miraflores')).toBeInTheDocument();
  expect(screen.getByText('La tienda está cerrada en este momento.')).toBeInTheDocument();
  expect(screen.getByText('Cerrado por inventario')).toBeInTheDocument();
  expect(screen.getByText('Horario de atención: de 08:00 a 22:00 (hora de Lima).')).toBeInTheDocument();
  expect(screen.getByText('Vuelve a recibir pedidos hoy a las 08:00.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver tiendas' })).toHaveAttribute('href', '/store-location');
  await userEvent.click(screen.getByRole('button', { name: 'Programa tu entrega' }));
  expect(open).toHaveBeenCalledTimes(1);
  off();
});

it('after closing time it opens tomorrow; without scheduling there is no schedule button', async () => {
  // 22:30 in Lima = 03:30Z the next UTC day.
  mockApi(() => ({ data: answer({ storeOnlineStatus: false, scheduleDeliveryEnabled: false, nowEpoch: Date.UTC(2026, 10, 22, 3, 30) }) }));
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  expect(await screen.findByText('Vuelve a recibir pedidos mañana a las 08:00.')).toBeInTheDocument();
  expect(screen.getByText('Esta tienda no acepta entregas programadas.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Programa tu entrega' })).toBeNull();
});

it('without an address it asks for the location instead', async () => {
  useSession.setState({ userId: null, userData: null, cartId: null });
  const api = mockApi(() => ({ data: {} }));
  const location = jest.fn();
  const off = events.on('location:required', location);
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  await userEvent.click(screen.getByRole('button', { name: 'Elegir dirección' }));
  expect(location).toHaveBeenCalledTimes(1);
  expect(api).not.toHaveBeenCalled();
  off();
});
