// The federated './LoginDialog': tiny until asked, opened by 'auth:login-required'.
import { act, screen } from '@testing-library/react';
import { events } from '@shop/shared/events';
import LoginDialog from './login-dialog';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

// Records when the dialog's module is first evaluated (the lazy import), and is the real module otherwise.
const mockBodyLoaded = jest.fn();
jest.mock('../features/login/components/login-dialog', () => {
  mockBodyLoaded();
  return jest.requireActual('../features/login/components/login-dialog');
});

it('loads and calls nothing until auth:login-required, then opens the login dialog', async () => {
  const api = mockApi(() => ({ data: { count: 0, records: [] } }));
  await renderWithShell(<LoginDialog />);
  await act(async () => {
    await Promise.resolve();
  });
  expect(mockBodyLoaded).not.toHaveBeenCalled();
  expect(api).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => events.emit('auth:login-required', { reason: 'header' }));
  expect(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(mockBodyLoaded).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('textbox', { name: /Número de celular/ })).toHaveFocus();
});
