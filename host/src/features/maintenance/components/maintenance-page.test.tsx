// The maintenance page a 503 leads to.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ShopThemeProvider } from '@shop/shared/ui';
import { setupI18n } from '../../../../test/helpers';
import MaintenancePage from './maintenance-page';

beforeAll(() => setupI18n('es'));

test('apologises, promises to be back and retries by going home', async () => {
  const user = userEvent.setup();
  render(
    <ShopThemeProvider>
      <MemoryRouter initialEntries={['/maintenance']}>
        <Routes>
          <Route path="/maintenance" element={<MaintenancePage />} />
          <Route path="/" element={<p>Inicio de la tienda</p>} />
        </Routes>
      </MemoryRouter>
    </ShopThemeProvider>,
  );
  expect(screen.getByRole('img', { name: 'Ilustración de mantenimiento' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Estamos en mantenimiento' })).toBeInTheDocument();
  expect(screen.getByText('Lo sentimos, estamos haciendo mejoras en la tienda.')).toBeInTheDocument();
  expect(screen.getByText('Volveremos pronto.')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Estamos en mantenimiento | Mi Bodega Express'));

  await user.click(screen.getByRole('button', { name: 'Volver a intentar' }));
  expect(screen.getByText('Inicio de la tienda')).toBeInTheDocument();
});
