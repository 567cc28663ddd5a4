// /store-offline, the schedule delivery area: the serving store's status, message, hours in Lima time and next opening;
// where the store takes scheduled deliveries, the cart's schedule is set, changed and cleared here with the schedule
// dialog (the panel's toggle leads here while the store is offline, so the page must not send the shopper back to it).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { changeLanguage } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';
import { cartOf, fakeCartApi, storeOf, type Route } from '../testing/cart-fixtures';
import { storeStatus } from '../testing/checkout-fixtures';
import { shopText } from '../testing/shop-text';
import StoreOfflinePage from './store-offline-page';

const answer = (over: Parameters<typeof storeStatus>[0]) => ({ storeExists: true, storeStatus: storeStatus(over), count: 0, records: [] });
const ORDER_STATUS = '/orders/order-status';
const CARTS = '/PE/es/carts';
const SCHEDULE = '/PE/es/carts/10/schedule-delivery';
// 2030-03-05 14:10 in Lima (UTC−5), a Tuesday; later than any test machine's clock, so it is the dialog's "now".
const NOW = Date.UTC(2030, 2, 5, 19, 10);
const offlineStore = storeOf({ storeName: 'Bodega Surco', storeOnlineStatus: false, storeDeliveryStatus: false, nowEpoch: NOW });

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '3' }, cartId: '10', language: 'es', country: 'PE' });
});

/** The store-status call answers `store`; the cart API answers `state.cart`, and the schedule call changes it. */
function shop(state: { cart: Cart }, store = offlineStore, route: Route = () => undefined) {
  return fakeCartApi(state, (call) => {
    const routed = route(call);
    if (routed) return routed;
    if (call.url === ORDER_STATUS) return { data: { storeExists: true, storeStatus: store, count: 0, records: [] } };
    if (call.method === 'PUT' && call.url === SCHEDULE) {
      const body = call.body as { scheduleDelivery: boolean; scheduleDate?: string; scheduleTime?: string };
      state.cart = cartOf({
        ...state.cart,
        scheduleDelivery: body.scheduleDelivery
          ? { scheduleDelivery: true, scheduleDate: body.scheduleDate!, scheduleTime: body.scheduleTime! }
          : { scheduleDelivery: false, scheduleDate: null, scheduleTime: null },
      });
      return { data: state.cart };
    }
    return undefined;
  });
}

const scheduleSection = () => screen.findByRole('region', { name: 'Tu entrega programada' });

it('an offline store: message, hours in Lima time, opens later today; the cart is not scheduled yet', async () => {
  // 06:30 in Lima, before the 08:00 opening.
  const status = answer({ storeOnlineStatus: false, storeOfflineMessage: 'Cerrado por inventario', nowEpoch: Date.UTC(2026, 10, 21, 11, 30) });
  mockApi((config) => ({ data: config.url === ORDER_STATUS ? status : cartOf() }));
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  expect(await screen.findByText('Bodega Miraflores')).toBeInTheDocument();
  expect(screen.getByText('La tienda está cerrada en este momento.')).toBeInTheDocument();
  expect(screen.getByText('Cerrado por inventario')).toBeInTheDocument();
  expect(screen.getByText('Horario de atención: de 08:00 a 22:00 (hora de Lima).')).toBeInTheDocument();
  expect(screen.getByText('Vuelve a recibir pedidos hoy a las 08:00.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver tiendas' })).toHaveAttribute('href', '/store-location');
  const section = await scheduleSection();
  expect(await within(section).findByText('Aún no programaste tu entrega.')).toBeInTheDocument();
  expect(within(section).getByText(/Podrás realizar tu pedido cuando la tienda vuelva a estar en línea/)).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Programa tu entrega' })).toBeEnabled();
});

it('a store that takes orders until midnight says so in words, not 24:00 or 00:00; in English its hours read the English way', async () => {
  const status = answer({ storeOnlineStatus: false, orderAcceptanceTimeFrom: 6 * 3_600_000, orderAcceptanceTimeTo: 24 * 3_600_000, nowEpoch: Date.UTC(2026, 10, 21, 10, 30) });
  mockApi((config) => ({ data: config.url === ORDER_STATUS ? status : cartOf() }));
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  expect(await screen.findByText('Horario de atención: de 06:00 a medianoche (hora de Lima).')).toBeInTheDocument();
  await act(() => changeLanguage('en'));
  expect(await screen.findByText(shopText('Opening hours: 6:00 AM to midnight (Lima time).'))).toBeInTheDocument();
  await act(() => changeLanguage('es'));
});

it('the schedule button opens the schedule dialog on the page (not the cart panel), and the page shows what was chosen', async () => {
  const state = { cart: cartOf({ storeStatus: offlineStore }) };
  const { made } = shop(state);
  const open = jest.fn();
  const off = events.on('cart:open', open);
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  const section = await scheduleSection();
  await userEvent.click(await within(section).findByRole('button', { name: 'Programa tu entrega' }));
  const dialog = await screen.findByRole('dialog', { name: 'Programa tu entrega' });
  const days = within(await within(dialog).findByRole('group', { name: 'Día' })).getAllByRole('button');
  expect(days).toHaveLength(8);
  await userEvent.click(days[1]!);
  await userEvent.click(within(dialog).getByRole('radio', { name: '08:00' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Programar' }));
  await waitFor(() => expect(made('PUT', SCHEDULE)).toHaveLength(1));
  expect(made('PUT', SCHEDULE)[0]!.body).toEqual({ scheduleDelivery: true, scheduleDate: '06 Mar 2030', scheduleTime: '08:00 AM' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(section).getByText(shopText('Entrega programada para el mié, 6 mar 2030, 08:00.'))).toBeInTheDocument();
  // Still offline: the order waits for the store, and the page says so.
  expect(within(section).getByText(/Podrás realizar tu pedido cuando la tienda vuelva a estar en línea/)).toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
  off();
});

it('a scheduled cart: change starts from its day and time; clearing it removes the schedule', async () => {
  const state = { cart: cartOf({ storeStatus: offlineStore, scheduleDelivery: { scheduleDelivery: true, scheduleDate: '07 Mar 2030', scheduleTime: '10:00 AM' } }) };
  const { made } = shop(state);
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  const section = await scheduleSection();
  expect(await within(section).findByText(shopText('Entrega programada para el jue, 7 mar 2030, 10:00.'))).toBeInTheDocument();

  await userEvent.click(within(section).getByRole('button', { name: 'Cambiar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Programa tu entrega' });
  const days = within(await within(dialog).findByRole('group', { name: 'Día' })).getAllByRole('button');
  expect(days[2]).toHaveAttribute('aria-pressed', 'true');
  expect(within(dialog).getByRole('radio', { name: '10:00' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(made('PUT', SCHEDULE)).toHaveLength(0);

  await userEvent.click(within(section).getByRole('button', { name: 'Quitar la programación' }));
  await waitFor(() => expect(made('PUT', SCHEDULE)).toHaveLength(1));
  expect(made('PUT', SCHEDULE)[0]!.body).toEqual({ scheduleDelivery: false });
  expect(await within(section).findByText('Aún no programaste tu entrega.')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Programa tu entrega' })).toBeInTheDocument();
});

it("shows the server's refusal in the dialog and keeps the page's schedule as it was", async () => {
  const state = { cart: cartOf({ storeStatus: offlineStore }) };
  shop(state, offlineStore, (call) => (call.method === 'PUT' && call.url === SCHEDULE ? {
    status: 422,
    data: { errors: { fieldsErrors: [{ fieldName: 'scheduleTime', identifier: 'error.schedule.outsideHours', message: 'Fuera del horario de la tienda.' }] } },
  } : undefined));
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  const section = await scheduleSection();
  await userEvent.click(await within(section).findByRole('button', { name: 'Programa tu entrega' }));
  const dialog = await screen.findByRole('dialog', { name: 'Programa tu entrega' });
  await userEvent.click(within(await within(dialog).findByRole('group', { name: 'Día' })).getAllByRole('button')[1]!);
  await userEvent.click(within(dialog).getByRole('radio', { name: '08:00' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Programar' }));
  expect(await within(dialog).findByText('Fuera del horario de la tienda.')).toBeInTheDocument();
  expect(within(section).getByText('Aún no programaste tu entrega.')).toBeInTheDocument();
});

it('a store online but not delivering: scheduling without the offline notice; "view my cart" opens the panel', async () => {
  const store = storeOf({ storeDeliveryStatus: false, nowEpoch: NOW });
  shop({ cart: cartOf({ storeStatus: store }) }, store);
  const open = jest.fn();
  const off = events.on('cart:open', open);
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  expect(await screen.findByText('La tienda no está repartiendo en este momento.')).toBeInTheDocument();
  const section = await scheduleSection();
  expect(await within(section).findByRole('button', { name: 'Programa tu entrega' })).toBeInTheDocument();
  expect(within(section).queryByText(/Podrás realizar tu pedido cuando la tienda vuelva/)).not.toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'Ver mi carrito' }));
  expect(open).toHaveBeenCalledTimes(1);
  off();
});

it('a cart that fails to load offers a retry', async () => {
  let fail = true;
  shop({ cart: cartOf({ storeStatus: offlineStore }) }, offlineStore, (call) => (
    call.method === 'GET' && call.url === CARTS && fail ? { status: 500, data: { errors: { general: [{ identifier: 'error.internal', message: 'x' }] } } } : undefined
  ));
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  const section = await scheduleSection();
  expect(await within(section).findByText('No pudimos cargar tu carrito.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
  expect(await within(section).findByText('Aún no programaste tu entrega.')).toBeInTheDocument();
});

it('after closing time it opens tomorrow; without scheduling there is no schedule area and no cart call', async () => {
  // 22:30 in Lima = 03:30Z the next UTC day.
  const api = mockApi(() => ({ data: answer({ storeOnlineStatus: false, scheduleDeliveryEnabled: false, nowEpoch: Date.UTC(2026, 10, 22, 3, 30) }) }));
  await renderWithShell(<StoreOfflinePage />, { url: '/store-offline' });
  expect(await screen.findByText('Vuelve a recibir pedidos mañana a las 08:00.')).toBeInTheDocument();
  expect(screen.getByText('Esta tienda no acepta entregas programadas.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Programa tu entrega' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Tu entrega programada' })).toBeNull();
  expect(api.mock.calls.map(([c]) => c.url)).toEqual([ORDER_STATUS]);
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
