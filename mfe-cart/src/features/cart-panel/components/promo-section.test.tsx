import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { cartOf, fakeCartApi, promoOf as promo } from '../../../testing/cart-fixtures';
import { CartPanel } from './cart-panel';


const PROMOS = '/PE/es/carts/10/active-promos';
const APPLY = '/PE/es/carts/10/apply-promo-code';


beforeEach(() => {
  localStorage.clear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: '10', language: 'es', country: 'PE' });
  (globalThis as any).__mediaMatches = () => false;
});

async function openPromoSection() {
  await renderWithShell(<CartPanel />);
  act(() => events.emit('cart:open'));
  const panel = await screen.findByRole('dialog', { name: 'Tu carrito' });
  return within(panel).findByRole('region', { name: 'Cupón de descuento' });
}

describe('promo section', () => {
  it('lists promos with minimum, end date, discount and what is missing; search drops a leading space; Apply follows enableApplyButton', async () => {
    const state = { cart: cartOf() };
    const { calls } = fakeCartApi(state, (call) => {
      if (call.url !== PROMOS) return undefined;
      const search = String(call.params?.searchPromo ?? '');
      const all = [promo(1, 'BIENVENIDA'), promo(2, 'VERANO', { enableApplyButton: false, amountMissing: 12.35, formattedDiscount: 'S/ 5.00' })];
      const records = all.filter((p) => !search || p.promoCode.toLowerCase().includes(search.toLowerCase()));
      return { data: { count: records.length, records } };
    });
    const section = await openPromoSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Aplicar un cupón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cupones disponibles' });
    const verano = await within(dialog).findByRole('listitem', { name: 'VERANO' });
    expect(verano).toHaveTextContent('Descuento VERANO');
    expect(verano).toHaveTextContent('S/ 5.00');
    expect(verano).toHaveTextContent('Compra mínima: S/ 30.00');
    expect(verano).toHaveTextContent(/Válido hasta el 31 dic\.? 2026/);
    expect(verano).toHaveTextContent('Agrega S/ 12.35 más para usarlo');
    expect(within(verano).getByRole('button', { name: 'Aplicar el cupón VERANO' })).toBeDisabled();
    const bienvenida = within(dialog).getByRole('listitem', { name: 'BIENVENIDA' });
    expect(bienvenida).not.toHaveTextContent('para usarlo');
    expect(within(bienvenida).getByRole('button', { name: 'Aplicar el cupón BIENVENIDA' })).toBeEnabled();

    const search = within(dialog).getByRole('textbox', { name: 'Buscar cupón' });
    await userEvent.type(search, '  vera');
    expect(search).toHaveValue('vera');
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'BIENVENIDA' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('listitem', { name: 'VERANO' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === PROMOS).at(-1)!.params).toEqual({ searchPromo: 'vera' });
  });

  it('applies a promo, shows the success dialog, then removes it with an empty promoCodeId', async () => {
    const state = { cart: cartOf() };
    const { made } = fakeCartApi(state, (call) => {
      if (call.url === PROMOS) return { data: { count: 1, records: [promo(7, 'BIENVENIDA')] } };
      if (call.url === APPLY && call.params?.promoCodeId === 7) {
        state.cart = cartOf({
          promoCode: { promoCodeId: 7, promoCode: 'BIENVENIDA', promoCodeDescription: 'Descuento BIENVENIDA', promoCodeValid: true, promoCodeMessage: null },
          pricing: { basePrice: 30, shipping: 5, serviceCharge: 1, discount: 2, promoCodeDiscount: 2.8, finalPayAmount: 31.2 },
        });
        return { data: state.cart };
      }
      if (call.url === APPLY && call.params?.promoCodeId === '') {
        state.cart = cartOf();
        return { data: state.cart };
      }
      return undefined;
    });
    const section = await openPromoSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Aplicar un cupón' }));
    const list = await screen.findByRole('dialog', { name: 'Cupones disponibles' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Aplicar el cupón BIENVENIDA' }));
    const success = await screen.findByRole('dialog', { name: '¡Cupón aplicado!' });
    expect(success).toHaveTextContent('Aplicaste el cupón BIENVENIDA.');
    expect(success).toHaveTextContent('Ahorras S/ 2.80 en esta compra.');
    expect(made('PUT', APPLY)).toHaveLength(1);
    await userEvent.click(within(success).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¡Cupón aplicado!' })).not.toBeInTheDocument());

    expect(section).toHaveTextContent('BIENVENIDA');
    expect(screen.getByText('Descuento del cupón').nextSibling).toHaveTextContent('- S/ 2.80');
    await userEvent.click(within(section).getByRole('button', { name: 'Quitar el cupón BIENVENIDA' }));
    await waitFor(() => expect(made('PUT', APPLY)).toHaveLength(2));
    expect(made('PUT', APPLY)[1]!.params).toEqual({ promoCodeId: '' });
    await within(section).findByRole('button', { name: 'Aplicar un cupón' });
  });

  it("a refusal (422) is shown in the list and the promo stays off", async () => {
    const state = { cart: cartOf() };
    fakeCartApi(state, (call) => {
      if (call.url === PROMOS) return { data: { count: 1, records: [promo(7, 'BIENVENIDA')] } };
      if (call.url === APPLY) {
        return { status: 422, data: { errors: { general: [{ identifier: 'error.promo.limitReached', message: 'Ya usaste este cupón.' }] } } };
      }
      return undefined;
    });
    const section = await openPromoSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Aplicar un cupón' }));
    const list = await screen.findByRole('dialog', { name: 'Cupones disponibles' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Aplicar el cupón BIENVENIDA' }));
    expect(await within(list).findByText('Ya usaste este cupón.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '¡Cupón aplicado!' })).not.toBeInTheDocument();
  });

  it("a promo that no longer qualifies shows the server's reason", async () => {
    fakeCartApi({
      cart: cartOf({
        promoCode: { promoCodeId: 7, promoCode: 'BIENVENIDA', promoCodeDescription: null, promoCodeValid: false, promoCodeMessage: 'Te faltan S/ 5.00 para este cupón.' },
      }),
    });
    const section = await openPromoSection();
    expect(within(section).getByText('Te faltan S/ 5.00 para este cupón.')).toBeInTheDocument();
  });

  it('a guest is asked to log in and sees no promo list', async () => {
    useSession.setState({ userData: { roleName: 'WEB_GUEST_USER', userAddressId: '1' } });
    const { calls } = fakeCartApi({ cart: cartOf() });
    const login = jest.fn();
    const off = events.on('auth:login-required', login);
    const section = await openPromoSection();
    expect(within(section).queryByRole('button', { name: 'Aplicar un cupón' })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Inicia sesión para usar cupones' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url === PROMOS)).toHaveLength(0);
    off();
  });
});
