// The order-placed dialog: opens on 'order:placed' with the number and total; continue shopping closes it, track order
// goes to the account's order page.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { OrderPlacedSlot } from './order-placed-slot';

// These journeys click through several dialogs; two shared cores make them slow.
beforeEach(() => useSession.setState({ language: 'es', country: 'PE' }));

it('shows nothing until an order is placed', async () => {
  await renderWithShell(<OrderPlacedSlot />);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows the order number and total; continue shopping closes it', async () => {
  await renderWithShell(<OrderPlacedSlot />, { url: '/payment' });
  act(() => events.emit('order:placed', { orderId: '41', orderNumber: 'ORD-000041', finalPayAmount: 37.2 }));
  const dialog = await screen.findByRole('dialog', { name: '¡Pedido realizado!' });
  expect(dialog).toHaveTextContent('Pedido N.° ORD-000041');
  expect(dialog).toHaveTextContent('Total: S/ 37.20');
  await userEvent.click(screen.getByRole('button', { name: 'Seguir comprando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('location')).toHaveTextContent('/payment');
});

it("track order opens the account's order page", async () => {
  await renderWithShell(<OrderPlacedSlot />);
  act(() => events.emit('order:placed', { orderId: '41', orderNumber: 'ORD-000041', finalPayAmount: 37.2 }));
  await userEvent.click(await screen.findByRole('button', { name: 'Seguir mi pedido' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/account/my-orders/41');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
