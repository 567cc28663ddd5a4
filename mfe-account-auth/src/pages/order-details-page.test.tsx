import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { OrderDetails } from '@shop/shared/calls';
import { Route, Routes } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import OrderDetailsPage from './order-details-page';
import { details } from '../testing/fixtures';
import { ORDER_POLL_MS } from '../features/my-orders/hooks/use-order-polling';
import { mockApi, type MockAnswer } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';
import { renderRemoteRoutes } from '../../../tools/jest/remote/routes-contract';
import routes from '../exposes/routes';

const HISTORY_AT_STORE: OrderDetails['statusHistory'] = [
  { status: 'INITIATED', changedAt: '2026-11-21T15:00:00.000Z' },
  { status: 'WAITING_FOR_DELIVERY_PARTNER_ALLOCATION', changedAt: '2026-11-21T15:01:00.000Z' },
  { status: 'DELIVERY_PARTNER_ALLOCATED', changedAt: '2026-11-21T15:05:00.000Z' },
  { status: 'AT_THE_STORE', changedAt: '2026-11-21T15:10:00.000Z' },
];

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  visibility = 'visible';
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
  useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 2, userAddressId: 1, cartId: 5 });
});
afterEach(() => {
  jest.useRealTimers();
});

type Handler = (c: InternalAxiosRequestConfig) => MockAnswer;
function backend(get: Handler, cancel?: Handler) {
  return mockApi((c) => {
    const key = `${c.method?.toUpperCase()} ${c.url}`;
    if (key === 'GET /PE/orders/7') return get(c);
    if (key === 'PUT /PE/orders/7/cancel' && cancel) return cancel(c);
    throw new Error(`unexpected ${key}`);
  });
}
const gets = (api: ReturnType<typeof backend>) => api.mock.calls.filter(([c]) => c.method === 'get').length;

async function renderOrder() {
  await renderWithShell(
    <Routes>
      <Route path="/account/my-orders/:orderId" element={<OrderDetailsPage />} />
    </Routes>,
    { url: '/account/my-orders/7' },
  );
  return screen.findByRole('heading', { level: 1, name: 'Pedido PE-000007' });
}
const section = (name: string) => screen.getByRole('region', { name });
const steps = () =>
  within(screen.getByRole('list', { name: 'Seguimiento del pedido' }))
    .getAllByRole('listitem')
    .map((li) => `${li.getAttribute('data-state')}: ${li.textContent}`);

describe('the order page', () => {
  it('shows items with images, quantities, line totals and item statuses, the bill, address and invoice', async () => {
    backend(() => ({ data: details() }));
    await renderOrder();
    expect(screen.getByText('Pedido recibido', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const items = within(section('Productos'));
    const milk = items.getByRole('listitem', { name: 'Leche Gloria 1 L' });
    expect(within(milk).getByRole('img', { name: 'Leche Gloria 1 L' })).toHaveAttribute('src', 'https://img.test/leche.jpg');
    expect(milk).toHaveTextContent('2 unidades × S/ 5.25');
    expect(milk).toHaveTextContent('S/ 10.50');
    expect(milk).toHaveTextContent('Pedido');
    const pizza = items.getByRole('listitem', { name: 'Pizza personal' });
    expect(pizza).toHaveTextContent('Reemplazado');
    expect(pizza).toHaveTextContent('Adicionales: Queso extra, Aceitunas');
    expect(pizza).toHaveTextContent('1 unidad × S/ 12.00');

    const bill = section('Detalle de pago');
    expect(bill).toHaveTextContent('SubtotalS/ 24.00');
    expect(bill).toHaveTextContent('Descuentos- S/ 1.50');
    expect(bill).toHaveTextContent('Cupón HOLA10- S/ 2.50');
    expect(bill).toHaveTextContent('EnvíoS/ 5.00');
    expect(bill).toHaveTextContent('Cargo por servicioS/ 0.50');
    expect(bill).toHaveTextContent('TotalS/ 25.50');
    expect(bill).toHaveTextContent('Pagas conS/ 50.00');
    expect(bill).toHaveTextContent('Tu vueltoS/ 24.50');

    const address = section('Dirección de entrega');
    expect(address).toHaveTextContent('Av. José Larco 345');
    expect(address).toHaveTextContent('Dpto./interior: Dpto 302');
    expect(address).toHaveTextContent('Referencia: Frente al parque');
    expect(address).toHaveTextContent('Recibe: Ana Quispe · 987654321');
    expect(address).toHaveTextContent('Instrucciones: Tocar el timbre');
    expect(section('Comprobante')).toHaveTextContent('Boleta a nombre de Ana Quispe (DNI 12345678)');
    expect(screen.getByText('Pago: Efectivo (contra entrega)')).toBeInTheDocument();
  });

  it('draws the timeline: done steps with their Lima times, the current one, the ones to come', async () => {
    backend(() => ({ data: details({ status: 'AT_THE_STORE', statusHistory: HISTORY_AT_STORE, cancellable: false }) }));
    await renderOrder();
    expect(steps()).toEqual([
      expect.stringMatching(/^done: Pedido recibido \(hecho\)21 nov\. 2026, 10:00\sa\.\sm\.$/),
      expect.stringMatching(/^done: Buscando repartidor \(hecho\)21 nov\. 2026, 10:01\sa\.\sm\.$/),
      expect.stringMatching(/^done: Repartidor asignado \(hecho\)/),
      expect.stringMatching(/^current: Preparando en la tienda \(estado actual\)21 nov\. 2026, 10:10\sa\.\sm\.$/),
      'upcoming: En camino (pendiente)',
      'upcoming: En tu dirección (pendiente)',
      'upcoming: Entregado (pendiente)',
      'upcoming: Completado (pendiente)',
    ]);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Preparando en la tienda');
    // Being packed: no cancelling any more.
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('shows a canceled order as canceled: the steps it reached, then the cancellation, nothing to come', async () => {
    backend(() => ({
      data: details({
        status: 'DELIVERY_CANCELED',
        cancellable: false,
        statusHistory: [HISTORY_AT_STORE[0]!, HISTORY_AT_STORE[1]!, { status: 'DELIVERY_CANCELED', changedAt: '2026-11-21T15:03:00.000Z' }],
      }),
    }));
    await renderOrder();
    expect(steps()).toEqual([
      expect.stringMatching(/^done: Pedido recibido/),
      expect.stringMatching(/^done: Buscando repartidor/),
      expect.stringMatching(/^canceled: Cancelado \(cancelado\)21 nov\. 2026, 10:03\sa\.\sm\.$/),
    ]);
    expect(screen.queryByText('Esta página se actualiza sola mientras tu pedido avanza.')).not.toBeInTheDocument();
  });

  it('an order of age-restricted goods says the rider checks an ID at the door, then the check\'s result', async () => {
    jest.useFakeTimers();
    let order = details({ ageRestricted: true, status: 'AT_DELIVERY_ADDRESS', cancellable: false });
    backend(() => ({ data: order }));
    await renderOrder();
    expect(screen.getByText('Productos para mayores de 18 años')).toBeInTheDocument();
    expect(screen.getByText(/el repartidor lo verificará al entregarte el pedido/)).toBeInTheDocument();
    // The operator records the refusal at the door; the page's next read shows it.
    order = details({ ageRestricted: true, idCheck: 'REFUSED', status: 'DELIVERY_CANCELED', cancellable: false });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDER_POLL_MS);
    });
    expect(await screen.findByText('Pedido no entregado')).toBeInTheDocument();
    expect(screen.getByText(/no lo entregamos\. Los productos volvieron a la tienda y no se cobró nada\./)).toBeInTheDocument();
    expect(screen.queryByText('Productos para mayores de 18 años')).toBeNull();
  });

  it('a delivered one says the ID was checked; other orders say nothing about IDs', async () => {
    let order = details({ ageRestricted: true, idCheck: 'CHECKED', status: 'DELIVERY_COMPLETED', cancellable: false });
    backend(() => ({ data: order }));
    await renderOrder();
    expect(screen.getByText('Documento de identidad verificado en la entrega.')).toBeInTheDocument();
    order = details({ status: 'DELIVERY_COMPLETED', cancellable: false });
    await renderOrder();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(2);
    expect(screen.getAllByText(/documento de identidad/i)).toHaveLength(1);
  });

  it('says when the order is not the shopper\'s (404)', async () => {
    backend(() => ({ status: 404, data: { errors: { general: [{ identifier: 'error.order.notFound', message: 'No existe' }] } } }));
    await renderWithShell(
      <Routes>
        <Route path="/account/my-orders/:orderId" element={<OrderDetailsPage />} />
      </Routes>,
      { url: '/account/my-orders/7' },
    );
    expect(await screen.findByText('No encontramos este pedido en tu cuenta.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeInTheDocument();
  });
});

it('is the account area\'s /account/my-orders/{orderId}', async () => {
  backend(() => ({ data: details() }));
  await renderRemoteRoutes(routes, { url: '/account/my-orders/7' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pedido PE-000007' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/account/my-orders');
});

describe('cancelling', () => {
  it('asks first, then shows the answer: canceled, items canceled, no Cancel button', async () => {
    const api = backend(
      () => ({ data: details() }),
      () => ({
        data: details({
          status: 'DELIVERY_CANCELED', cancellable: false,
          items: details().items.map((i) => ({ ...i, itemStatus: 'CANCELED' as const })),
          statusHistory: [...details().statusHistory, { status: 'DELIVERY_CANCELED', changedAt: '2026-11-21T15:02:00.000Z' }],
        }),
      }),
    );
    await renderOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar el pedido PE-000007?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, mantener' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mock.calls.some(([c]) => c.method === 'put')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument());
    expect(api.mock.calls.filter(([c]) => c.method === 'put').map(([c]) => c.url)).toEqual(['/PE/orders/7/cancel']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The order's chip and both items' chips.
    expect(screen.getAllByText('Cancelado', { selector: '.MuiChip-label' })).toHaveLength(3);
    expect(within(section('Productos')).getAllByText('Cancelado')).toHaveLength(2);
    expect(steps().at(-1)).toMatch(/^canceled: Cancelado/);
    expect(await screen.findByText('Cancelaste el pedido.')).toBeInTheDocument();
  });

  it('shows the refusal in the dialog when the store started packing meanwhile, and reads the order again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let packed = false;
    const api = backend(
      () => ({ data: packed ? details({ status: 'AT_THE_STORE', statusHistory: HISTORY_AT_STORE, cancellable: false }) : details() }),
      () => {
        packed = true;
        return { status: 422, data: { errors: { general: [{ identifier: 'error.order.notCancellable', message: 'El pedido ya se está preparando.' }] } } };
      },
    );
    await renderOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await within(dialog).findByText('El pedido ya se está preparando.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sí, cancelar' })).toBeDisabled();
    await waitFor(() => expect(gets(api)).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, mantener' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument());
    expect(screen.getByText('Preparando en la tienda', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Order cancel failed:', expect.objectContaining({ status: 422 }));
    warn.mockRestore();
  });
});

describe('polling', () => {
  it('re-reads every 5 s, shows each advance without a reload, and stops on a final status', async () => {
    jest.useFakeTimers();
    const answers: OrderDetails[] = [
      details(),
      details({ status: 'AT_THE_STORE', statusHistory: HISTORY_AT_STORE, cancellable: false }),
      details({ status: 'DELIVERY_COMPLETED', cancellable: false, statusHistory: [...HISTORY_AT_STORE, { status: 'DELIVERY_COMPLETED', changedAt: '2026-11-21T15:40:00.000Z' }] }),
    ];
    let served = 0;
    const api = backend(() => ({ data: answers[Math.min(served++, answers.length - 1)] }));
    await renderOrder();
    expect(gets(api)).toBe(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDER_POLL_MS - 100);
    });
    expect(gets(api)).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(gets(api)).toBe(2);
    expect(await screen.findByText('Preparando en la tienda', { selector: '.MuiChip-label' })).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDER_POLL_MS);
    });
    expect(await screen.findByText('Entregado', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(gets(api)).toBe(3);

    // Delivered is final: no more calls however long the page stays open.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDER_POLL_MS * 5);
    });
    expect(gets(api)).toBe(3);
  });

  it('does not poll while the tab is hidden, and reads at once when it shows again', async () => {
    jest.useFakeTimers();
    const api = backend(() => ({ data: details() }));
    await renderOrder();
    act(() => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDER_POLL_MS * 3);
    });
    expect(gets(api)).toBe(1);
    await act(async () => {
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(gets(api)).toBe(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDER_POLL_MS);
    });
    expect(gets(api)).toBe(3);
  });
});
