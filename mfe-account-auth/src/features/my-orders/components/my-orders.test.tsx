import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ITEM_STATUSES, ORDER_STATUSES } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import es from '../../../i18n/es.json';
import en from '../../../i18n/en.json';
import { MyOrders } from './my-orders';
import { summary } from '../../../testing/fixtures';
import { ORDER_POLL_MS } from '../hooks/use-order-polling';
import { mockApi } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => jest.useRealTimers());
beforeEach(() => {
  visibility = 'visible';
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
});
const asCustomer = () => useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 2, userAddressId: 1, cartId: 5 });

it('asks a guest to log in and makes no call', async () => {
  const api = mockApi(() => ({ data: { count: 0, records: [] } }));
  useSession.getState().setUser({ userId: 501, roleName: 'WEB_GUEST_USER', roleId: 1, userAddressId: 1, cartId: 5 });
  const asked = jest.fn();
  const off = events.on('auth:login-required', asked);
  await renderWithShell(<MyOrders />);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(asked).toHaveBeenCalledWith({ reason: 'orders' });
  expect(api).not.toHaveBeenCalled();
  off();
});

it('lists each order: number, date in Lima time, translated status, total, item count and its link', async () => {
  asCustomer();
  const api = mockApi((c) => {
    if (c.url === '/PE/orders') {
      return {
        data: {
          count: 2,
          records: [
            summary({ orderId: 8, orderNumber: 'PE-000008', status: 'ON_ROUTE_TO_DELIVERY_ADDRESS', finalPayAmount: 1234.5, itemCount: 1, createdAt: '2026-11-22T04:30:00.000Z' }),
            summary(),
          ],
        },
      };
    }
    throw new Error(`unexpected ${c.url}`);
  });
  await renderWithShell(<MyOrders />);
  const list = await screen.findByRole('list', { name: 'Tus pedidos' });
  expect(api.mock.calls[0]?.[0].params).toEqual({ limit: 20, offset: 0 });
  const rows = within(list).getAllByRole('article');
  expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Pedido PE-000008', 'Pedido PE-000007']);

  const first = rows[0] as HTMLElement;
  // 04:30 UTC on the 22nd is 23:30 on the 21st in Lima (UTC-5).
  expect(first).toHaveTextContent(/Realizado el 21 nov\. 2026, 11:30\sp\.\sm\. \(hora de Lima\)/);
  expect(first).toHaveTextContent('En camino');
  expect(first).toHaveTextContent('1 producto · Total S/ 1,234.50');
  const view = within(first).getByRole('link', { name: 'Ver detalle del pedido PE-000008' });
  expect(view).toHaveAttribute('href', '/account/my-orders/8');
  // Its name starts with what it shows, so a speech-input user can say what they see (WCAG 2.5.3).
  expect(view.getAttribute('aria-label')).toMatch(new RegExp(`^${view.textContent}`));

  const second = rows[1] as HTMLElement;
  expect(second).toHaveTextContent(/21 nov\. 2026, 10:00\sa\.\sm\./);
  expect(second).toHaveTextContent('Pedido recibido');
  expect(second).toHaveTextContent('3 productos · Total S/ 25.50');
  expect(second).toHaveTextContent('Miraflores · Efectivo (contra entrega)');
});

it('says so when there are no orders, and links to the shop', async () => {
  asCustomer();
  mockApi(() => ({ data: { count: 0, records: [] } }));
  await renderWithShell(<MyOrders />);
  expect(await screen.findByText('Aún no tienes pedidos.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir a comprar' })).toHaveAttribute('href', '/');
});

it('shows 20 more on "show more" while the server has more', async () => {
  asCustomer();
  const all = Array.from({ length: 25 }, (_, i) => summary({ orderId: 100 - i, orderNumber: `PE-${100 - i}` }));
  const api = mockApi((c) => {
    const { limit, offset } = c.params as { limit: number; offset: number };
    return { data: { count: all.length, records: all.slice(offset, offset + limit) } };
  });
  await renderWithShell(<MyOrders />);
  const list = await screen.findByRole('list', { name: 'Tus pedidos' });
  expect(within(list).getAllByRole('article')).toHaveLength(20);
  await userEvent.click(screen.getByRole('button', { name: 'Ver más pedidos' }));
  expect(await screen.findByRole('article', { name: 'Pedido PE-76' })).toBeInTheDocument();
  expect(within(list).getAllByRole('article')).toHaveLength(25);
  // Only the next page is asked for; the first stays as it was.
  expect(api.mock.calls.at(-1)?.[0].params).toEqual({ limit: 20, offset: 20 });
  expect(screen.queryByRole('button', { name: 'Ver más pedidos' })).not.toBeInTheDocument();
});

it('has a translation in both languages for every order and item status', () => {
  for (const texts of [es, en]) {
    for (const status of ORDER_STATUSES) expect(texts.orders.status[status]).toEqual(expect.any(String));
    for (const status of ITEM_STATUSES) expect(texts.orders.itemStatus[status]).toEqual(expect.any(String));
  }
});

describe('refreshing (like the order page: every 5 s while visible and any order is not final)', () => {
  const reads = (api: ReturnType<typeof mockApi>) => api.mock.calls.filter(([c]) => c.url === '/PE/orders').length;
  const wait = (ms: number) => act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

  it("shows the operator's advance in the list without a reload, and stops once every order is final", async () => {
    jest.useFakeTimers();
    asCustomer();
    const delivered = summary({ orderId: 6, orderNumber: 'PE-000006', status: 'DELIVERY_COMPLETED' });
    const answers = [
      [summary(), delivered],
      [summary({ status: 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION' }), delivered],
      [summary({ status: 'DELIVERY_CANCELED' }), delivered],
    ];
    let served = 0;
    const api = mockApi(() => {
      const records = answers[Math.min(served++, answers.length - 1)]!;
      return { data: { count: records.length, records } };
    });
    await renderWithShell(<MyOrders />);
    const row = await screen.findByRole('article', { name: 'Pedido PE-000007' });
    expect(row).toHaveTextContent('Pedido recibido');
    expect(reads(api)).toBe(1);

    await wait(ORDER_POLL_MS - 100);
    expect(reads(api)).toBe(1);
    await wait(100);
    expect(reads(api)).toBe(2);
    expect(await within(screen.getByRole('article', { name: 'Pedido PE-000007' })).findByText('Buscando repartidor')).toBeInTheDocument();
    // The same limit as the list shows: the refresh re-reads the list, it does not page.
    expect(api.mock.calls.at(-1)?.[0].params).toEqual({ limit: 20, offset: 0 });

    await wait(ORDER_POLL_MS);
    expect(await within(screen.getByRole('article', { name: 'Pedido PE-000007' })).findByText('Cancelado')).toBeInTheDocument();
    expect(reads(api)).toBe(3);
    // Every order final: no more reads however long the page stays open.
    await wait(ORDER_POLL_MS * 5);
    expect(reads(api)).toBe(3);
  });

  it('does not read while the tab is hidden, and reads at once when it shows again', async () => {
    jest.useFakeTimers();
    asCustomer();
    const api = mockApi(() => ({ data: { count: 1, records: [summary()] } }));
    await renderWithShell(<MyOrders />);
    await screen.findByRole('article', { name: 'Pedido PE-000007' });
    act(() => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(ORDER_POLL_MS * 3);
    expect(reads(api)).toBe(1);
    await act(async () => {
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(reads(api)).toBe(2);
  });

  it('a list of final orders is read once', async () => {
    jest.useFakeTimers();
    asCustomer();
    const api = mockApi(() => ({ data: { count: 1, records: [summary({ status: 'COMPLETED' })] } }));
    await renderWithShell(<MyOrders />);
    await screen.findByRole('article', { name: 'Pedido PE-000007' });
    await wait(ORDER_POLL_MS * 4);
    expect(reads(api)).toBe(1);
  });
});
