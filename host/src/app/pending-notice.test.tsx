// The page loaded after a 401 shows the "sign in again" toast the previous page could not: the reload wiped it.
import { render, screen } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { api, configureApi } from '@shop/shared/api';
import { initI18n } from '@shop/shared/i18n';
import { ToastProvider } from './toast-provider';

beforeAll(() => initI18n());

it('after a 401 and the reload it causes, the next page tells the shopper to sign in again, once', async () => {
  const reload = jest.fn();
  configureApi({ reload });
  const sessionGone: AxiosAdapter = async (config) => {
    throw new AxiosError('Request failed with status code 401', AxiosError.ERR_BAD_REQUEST, config, {}, {
      status: 401, statusText: '', data: {}, headers: {}, config,
    });
  };
  await expect(api.get('/carts', { adapter: sessionGone })).rejects.toMatchObject({ status: 401 });
  expect(reload).toHaveBeenCalledWith('/');

  // The reloaded page: its toasts mount and show what the previous one left.
  const first = render(<ToastProvider>página</ToastProvider>);
  expect(await screen.findByText('Tu sesión terminó. Por favor, inicia sesión de nuevo.')).toBeInTheDocument();
  expect(screen.getByText('Inicio de sesión requerido')).toBeInTheDocument();
  first.unmount();
  render(<ToastProvider>página</ToastProvider>);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText('Tu sesión terminó. Por favor, inicia sesión de nuevo.')).not.toBeInTheDocument();
});
