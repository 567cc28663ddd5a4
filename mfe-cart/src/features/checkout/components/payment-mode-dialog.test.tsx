// Payment mode dialog: cash needs an amount ≥ the total (digits and a point only) and the address confirmed;
// pinpad needs only the address confirmed; methods the store does not accept cannot be chosen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@shop/shared/session';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { PaymentModeDialog } from './payment-mode-dialog';
import type { PlaceOrderPaymentMethod } from '../../../api/place-order';

// These journeys click through several dialogs; two shared cores make them slow.
const onConfirm = jest.fn();
beforeEach(() => {
  onConfirm.mockReset();
  useSession.setState({ language: 'es', country: 'PE' });
});

async function open(methods: PlaceOrderPaymentMethod[] = ['CASH', 'PINPAID']) {
  await renderWithShell(
    <PaymentModeDialog open finalPayAmount={37.2} enabledMethods={methods} addressLine="Av. Larco 123" onClose={jest.fn()} onConfirm={onConfirm} />,
  );
  return screen.getByRole('dialog', { name: 'Forma de pago' });
}
const confirm = (d: HTMLElement) => within(d).getByRole('button', { name: 'Confirmar pedido' });

it('cash: the amount must cover the total and the address must be confirmed', async () => {
  const d = await open();
  await userEvent.click(within(d).getByRole('radio', { name: 'Efectivo' }));
  const amount = within(d).getByRole('textbox', { name: /¿Con cuánto pagarás\?/ });
  await userEvent.type(amount, '3a7,1x');
  expect(amount).toHaveValue('37.1');
  expect(within(d).getByText('El monto debe ser igual o mayor a S/ 37.20.')).toBeInTheDocument();
  await userEvent.click(within(d).getByRole('checkbox', { name: 'Confirmo la dirección de entrega' }));
  expect(confirm(d)).toBeDisabled();
  await userEvent.type(amount, '9');
  expect(amount).toHaveValue('37.19');
  expect(confirm(d)).toBeDisabled();
  await userEvent.clear(amount);
  await userEvent.type(amount, '37.20');
  expect(confirm(d)).toBeEnabled();
  await userEvent.click(within(d).getByRole('checkbox', { name: 'Confirmo la dirección de entrega' }));
  expect(confirm(d)).toBeDisabled();
  await userEvent.click(within(d).getByRole('checkbox', { name: 'Confirmo la dirección de entrega' }));
  await userEvent.click(confirm(d));
  expect(onConfirm).toHaveBeenCalledWith({ method: 'CASH', amountInCustomerHand: 37.2 });
});

it('cash: quick picks offer the exact amount and the bills above it', async () => {
  const d = await open();
  await userEvent.click(within(d).getByRole('radio', { name: 'Efectivo' }));
  const picks = within(within(d).getByRole('group', { name: 'Montos sugeridos' })).getAllByRole('button');
  expect(picks.map((p) => p.textContent)).toEqual(['Monto exacto S/ 37.20', 'S/ 50.00', 'S/ 100.00']);
  await userEvent.click(picks[1]!);
  expect(within(d).getByRole('textbox', { name: /¿Con cuánto pagarás\?/ })).toHaveValue('50.00');
  await userEvent.click(within(d).getByRole('checkbox', { name: 'Confirmo la dirección de entrega' }));
  await userEvent.click(confirm(d));
  expect(onConfirm).toHaveBeenCalledWith({ method: 'CASH', amountInCustomerHand: 50 });
});

it('pinpad: only the address confirmation is needed, and no amount is sent', async () => {
  const d = await open();
  await userEvent.click(within(d).getByRole('radio', { name: 'Tarjeta (POS a la entrega)' }));
  expect(within(d).queryByRole('textbox')).toBeNull();
  expect(confirm(d)).toBeDisabled();
  await userEvent.click(within(d).getByRole('checkbox', { name: 'Confirmo la dirección de entrega' }));
  await userEvent.click(confirm(d));
  expect(onConfirm).toHaveBeenCalledWith({ method: 'PINPAID', amountInCustomerHand: null });
});

it('a method the store does not accept is disabled (and the only one left is preselected)', async () => {
  const d = await open(['CASH']);
  expect(within(d).getByRole('radio', { name: 'Tarjeta (POS a la entrega)' })).toBeDisabled();
  expect(within(d).getByRole('radio', { name: 'Efectivo' })).toBeChecked();
});

it('its headings follow its title in order: the address block is a level-3 heading, not an h6 after the h2', async () => {
  const d = await open();
  const levels = within(d).getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  expect(levels[0]).toBe(2);
  for (let i = 1; i < levels.length; i += 1) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  expect(within(d).getByRole('heading', { level: 3, name: 'Entregar en' })).toBeInTheDocument();
});
