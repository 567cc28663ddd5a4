import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { cartOf, fakeCartApi, storeOf } from '../../../testing/cart-fixtures';
import { shopText } from '../../../testing/shop-text';
import { CartPanel } from './cart-panel';


const INSTRUCTIONS = '/PE/es/carts/10/delivery-instructions';
const SCHEDULE = '/PE/es/carts/10/schedule-delivery';
const H = 3_600_000;
// 2030-03-05 14:10 in Lima (UTC−5), a Tuesday; later than any test machine's clock, so it is the panel's "now".
const NOW = Date.UTC(2030, 2, 5, 19, 10);

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: '10', language: 'es', country: 'PE' });
  (globalThis as any).__mediaMatches = () => false;
});

async function openPanel() {
  await renderWithShell(<CartPanel />);
  act(() => events.emit('cart:open'));
  return screen.findByRole('dialog', { name: 'Tu carrito' });
}

describe('delivery instructions', () => {
  it('counts characters up to 250, refuses blank text and saves the text', async () => {
    const state = { cart: cartOf() };
    const { made } = fakeCartApi(state, (call) => {
      if (call.url !== INSTRUCTIONS) return undefined;
      state.cart = cartOf({ deliveryInstructions: (call.body as { deliveryInstructions: string }).deliveryInstructions });
      return { data: state.cart };
    });
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Agregar instrucciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instrucciones para el repartidor' });
    const box = within(dialog).getByRole('textbox', { name: 'Instrucciones' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(within(dialog).getByText('0/250 caracteres')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(within(dialog).getByText('3/250 caracteres')).toBeInTheDocument();
    expect(save).toBeDisabled();

    fireEvent.change(box, { target: { value: 'x'.repeat(300) } });
    expect(box).toHaveValue('x'.repeat(250));
    expect(within(dialog).getByText('250/250 caracteres')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: '  Tocar el timbre del 2.º piso ' } });
    await userEvent.click(save);
    await waitFor(() => expect(made('PUT', INSTRUCTIONS)).toHaveLength(1));
    expect(made('PUT', INSTRUCTIONS)[0]!.body).toEqual({ deliveryInstructions: 'Tocar el timbre del 2.º piso' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Instrucciones para el repartidor' })).not.toBeInTheDocument());
    expect(await within(panel).findByText('Tocar el timbre del 2.º piso')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(made('PUT', INSTRUCTIONS)).toHaveLength(2));
    expect(made('PUT', INSTRUCTIONS)[1]!.body).toEqual({ deliveryInstructions: null });
  });
});

describe('schedule toggle', () => {
  const region = (panel: HTMLElement) => within(panel).queryByRole('region', { name: 'Entrega programada' });

  it.each([
    ['offline', { storeOnlineStatus: false, storeDeliveryStatus: false }],
    ['online and delivering', {}],
    ['online, not delivering', { storeDeliveryStatus: false }],
  ])('is hidden when the store does not schedule deliveries (%s)', async (_name, patch) => {
    fakeCartApi({ cart: cartOf({ storeStatus: storeOf({ ...patch, scheduleDeliveryEnabled: false }) }) });
    const panel = await openPanel();
    await within(panel).findByRole('region', { name: 'Dirección de entrega' });
    expect(region(panel)).toBeNull();
  });

  it('store offline: shows the message, and turning it on closes the panel and goes to /store-offline', async () => {
    const { calls } = fakeCartApi({ cart: cartOf({ storeStatus: storeOf({ storeOnlineStatus: false, storeDeliveryStatus: false, storeOfflineMessage: 'Miraflores está cerrada.' }) }) });
    const panel = await openPanel();
    expect(await within(panel).findByText('Miraflores está cerrada.')).toBeInTheDocument();
    await userEvent.click(within(region(panel)!).getByRole('switch', { name: 'Programar la entrega' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/store-offline');
    expect(calls.filter((c) => c.url === SCHEDULE)).toHaveLength(0);
  });

  it('online and delivering: no store message; turning it off clears the schedule at once', async () => {
    const state = {
      cart: cartOf({ scheduleDelivery: { scheduleDelivery: true, scheduleDate: '06 Mar 2030', scheduleTime: '07:30 PM' } }),
    };
    const { made } = fakeCartApi(state, (call) => {
      if (call.url !== SCHEDULE) return undefined;
      state.cart = cartOf();
      return { data: state.cart };
    });
    const panel = await openPanel();
    const section = await within(panel).findByRole('region', { name: 'Entrega programada' });
    expect(within(panel).queryByText(/La tienda no está repartiendo|La tienda está cerrada/)).not.toBeInTheDocument();
    // The API's English '06 Mar 2030' / '07:30 PM', shown in the shop's language.
    expect(within(section).getByText(shopText('mié, 6 mar 2030, 19:30'))).toBeInTheDocument();
    const toggle = within(section).getByRole('switch', { name: 'Programar la entrega' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(made('PUT', SCHEDULE)).toHaveLength(1));
    expect(made('PUT', SCHEDULE)[0]!.body).toEqual({ scheduleDelivery: false });
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByRole('dialog', { name: 'Programa tu entrega' })).not.toBeInTheDocument();
  });

  it('online, not delivering: the message shows and the toggle opens the schedule dialog', async () => {
    fakeCartApi({ cart: cartOf({ storeStatus: storeOf({ storeDeliveryStatus: false, nowEpoch: NOW }) }) });
    const panel = await openPanel();
    expect(await within(panel).findByText('La tienda no está repartiendo en este momento.')).toBeInTheDocument();
    await userEvent.click(within(region(panel)!).getByRole('switch', { name: 'Programar la entrega' }));
    expect(await screen.findByRole('dialog', { name: 'Programa tu entrega' })).toBeInTheDocument();
  });
});

describe('schedule dialog', () => {
  function scheduleServer(hours: { from: number; to: number } = { from: 8 * H, to: 22 * H }) {
    const state: { cart: Cart } = { cart: cartOf({ storeStatus: storeOf({ nowEpoch: NOW, orderAcceptanceTimeFrom: hours.from, orderAcceptanceTimeTo: hours.to }) }) };
    const api = fakeCartApi(state, (call) => {
      if (call.url !== SCHEDULE) return undefined;
      const body = call.body as { scheduleDate: string; scheduleTime: string };
      state.cart = cartOf({ ...state.cart, scheduleDelivery: { scheduleDelivery: true, scheduleDate: body.scheduleDate, scheduleTime: body.scheduleTime } });
      return { data: state.cart };
    });
    return { state, ...api };
  }

  async function openDialog() {
    const panel = await openPanel();
    await userEvent.click(within(await within(panel).findByRole('region', { name: 'Entrega programada' })).getByRole('switch', { name: 'Programar la entrega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Programa tu entrega' });
    await within(dialog).findByRole('group', { name: 'Día' });
    return { panel, dialog };
  }

  it('offers 8 days and, today, up to 7 half-hour slots from the current one, which is disabled; saves English date and time', async () => {
    const { made } = scheduleServer();
    const { panel, dialog } = await openDialog();
    const days = within(within(dialog).getByRole('group', { name: 'Día' })).getAllByRole('button');
    expect(days).toHaveLength(8);
    expect(days[0]).toHaveTextContent(/^Hoy, /);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    expect(days[1]).toHaveTextContent(/^Mañana, /);

    const times = within(dialog).getByRole('radiogroup', { name: 'Hora' });
    const radios = within(times).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(
      ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', 'Otra hora'],
    );
    expect(within(times).getByRole('radio', { name: '14:00' })).toBeDisabled();
    expect(within(times).getByRole('radio', { name: '14:30' })).toBeEnabled();
    const confirm = within(dialog).getByRole('button', { name: 'Programar' });
    expect(confirm).toBeDisabled();

    await userEvent.click(within(times).getByRole('radio', { name: '14:30' }));
    await userEvent.click(confirm);
    await waitFor(() => expect(made('PUT', SCHEDULE)).toHaveLength(1));
    expect(made('PUT', SCHEDULE)[0]!.body).toEqual({ scheduleDelivery: true, scheduleDate: '05 Mar 2030', scheduleTime: '02:30 PM' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Programa tu entrega' })).not.toBeInTheDocument());
    expect(await within(panel).findByText(shopText('mar, 5 mar 2030, 14:30'))).toBeInTheDocument();
  });

  it('another day starts at the opening with every slot enabled', async () => {
    const { made } = scheduleServer();
    const { dialog } = await openDialog();
    const days = within(within(dialog).getByRole('group', { name: 'Día' })).getAllByRole('button');
    await userEvent.click(days[7]!);
    const times = within(dialog).getByRole('radiogroup', { name: 'Hora' });
    const slots = within(times).getAllByRole('radio').slice(0, -1);
    expect(slots.map((r) => r.closest('label')!.textContent)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00']);
    for (const slot of slots) expect(slot).toBeEnabled();
    await userEvent.click(within(times).getByRole('radio', { name: '08:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Programar' }));
    await waitFor(() => expect(made('PUT', SCHEDULE)).toHaveLength(1));
    expect(made('PUT', SCHEDULE)[0]!.body).toEqual({ scheduleDelivery: true, scheduleDate: '12 Mar 2030', scheduleTime: '08:00 AM' });
  });

  it("a custom time outside the store's hours shows cart.timeErrorMsg with start and end; a past one is refused too", async () => {
    const { made } = scheduleServer();
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Otra hora' }));
    const input = within(dialog).getByLabelText('Hora de entrega');
    const confirm = within(dialog).getByRole('button', { name: 'Programar' });
    expect(confirm).toBeDisabled();

    fireEvent.change(input, { target: { value: '23:00' } });
    expect(within(dialog).getByText('Elige una hora entre 08:00 y 22:00.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    fireEvent.change(input, { target: { value: '13:30' } });
    expect(within(dialog).getByText('Esa hora ya pasó: elige una más tarde.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    fireEvent.change(input, { target: { value: '18:45' } });
    expect(within(dialog).queryByText(/Elige una hora entre/)).not.toBeInTheDocument();
    await userEvent.click(confirm);
    await waitFor(() => expect(made('PUT', SCHEDULE)).toHaveLength(1));
    expect(made('PUT', SCHEDULE)[0]!.body).toEqual({ scheduleDelivery: true, scheduleDate: '05 Mar 2030', scheduleTime: '06:45 PM' });
  });

  it('a cart holding alcohol: the sale hours are said, and only times inside them are offered', async () => {
    const { state, made } = scheduleServer();
    state.cart = cartOf({ ...state.cart, alcoholSale: { saleTimeFrom: 9 * H, saleTimeTo: 23 * H, allowed: true, message: null } });
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Tu carrito tiene bebidas alcohólicas: se venden de 09:00 a 23:00. Elige una hora dentro de ese horario.'))
      .toBeInTheDocument();
    const days = within(within(dialog).getByRole('group', { name: 'Día' })).getAllByRole('button');
    await userEvent.click(days[7]!);
    const times = within(dialog).getByRole('radiogroup', { name: 'Hora' });
    expect(within(times).getAllByRole('radio').slice(0, 2).map((r) => r.closest('label')!.textContent)).toEqual(['09:00', '09:30']);
    await userEvent.click(within(times).getByRole('radio', { name: 'Otra hora' }));
    fireEvent.change(within(dialog).getByLabelText('Hora de entrega'), { target: { value: '08:15' } });
    expect(within(dialog).getAllByText(/se venden de 09:00 a 23:00/)).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Programar' })).toBeDisabled();
    expect(made('PUT', SCHEDULE)).toHaveLength(0);
  });

  it('changing a schedule starts from its day and time', async () => {
    const state = { cart: cartOf({
      storeStatus: storeOf({ nowEpoch: NOW }),
      scheduleDelivery: { scheduleDelivery: true, scheduleDate: '06 Mar 2030', scheduleTime: '10:00 AM' },
    }) };
    fakeCartApi(state);
    const panel = await openPanel();
    const section = await within(panel).findByRole('region', { name: 'Entrega programada' });
    await userEvent.click(within(section).getByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Programa tu entrega' });
    const days = within(await within(dialog).findByRole('group', { name: 'Día' })).getAllByRole('button');
    expect(days[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('radio', { name: '10:00' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Programar' })).toBeEnabled();
  });

  it("shows the server's refusal and stays open", async () => {
    const state = { cart: cartOf({ storeStatus: storeOf({ nowEpoch: NOW }) }) };
    fakeCartApi(state, (call) => (call.url === SCHEDULE ? {
      status: 422,
      data: { errors: { fieldsErrors: [{ fieldName: 'scheduleTime', identifier: 'error.schedule.past', message: 'Esa hora ya pasó.' }] } },
    } : undefined));
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '14:30' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Programar' }));
    expect(await within(dialog).findByText('Esa hora ya pasó.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Programa tu entrega' })).toBeInTheDocument();
  });
});
