// The federated './ChangeLocationDialog': tiny until asked, opened by 'location:required'.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import ChangeLocationDialog from './change-location-dialog';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

// Records when the dialog's module is first evaluated (the lazy import), and is the real module otherwise.
const mockBodyLoaded = jest.fn();
jest.mock('../features/location/components/change-location-dialog', () => {
  mockBodyLoaded();
  return jest.requireActual('../features/location/components/change-location-dialog');
});

it('loads and calls nothing until location:required, then opens the change-location dialog', async () => {
  useSession.getState().clear();
  const api = mockApi(() => ({ data: { count: 0, records: [] } }));
  await renderWithShell(<ChangeLocationDialog />);
  await act(async () => {
    await Promise.resolve();
  });
  expect(mockBodyLoaded).not.toHaveBeenCalled();
  expect(api).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => events.emit('location:required', { reason: 'addToCart' }));
  expect(await screen.findByRole('dialog', { name: 'Cambiar ubicación' })).toBeInTheDocument();
  expect(mockBodyLoaded).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Elige dónde entregamos tu pedido para agregar productos.')).toBeInTheDocument();
});

it('on closing says which default address it left, so an add waiting on a location goes on (or gives up)', async () => {
  useSession.getState().clear();
  mockApi(() => ({ data: { count: 0, records: [] } }));
  const settled = jest.fn();
  const off = events.on('location:settled', settled);
  await renderWithShell(<ChangeLocationDialog />);
  act(() => events.emit('location:required', { reason: 'addToCart' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
  expect(settled).toHaveBeenLastCalledWith({ userAddressId: null });

  act(() => useSession.getState().setUser({ userId: 5, roleName: 'WEB_GUEST_USER', roleId: 2, userAddressId: 77 }));
  act(() => events.emit('location:required', { reason: 'addToCart' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
  expect(settled).toHaveBeenLastCalledWith({ userAddressId: '77' });
  off();
});
