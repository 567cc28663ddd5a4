// This remote's './routes' keeps the host's contract (tools/jest/remote/routes-contract.tsx).
import { screen } from '@testing-library/react';
import { describeRemoteRoutes, renderRemoteRoutes } from '../../../tools/jest/remote/routes-contract';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import routes from './routes';

// The pages load their data: answer every call with an empty list (no real network in unit tests).
beforeEach(() => {
  mockApi(() => ({ data: { count: 0, records: [] } }));
});

describeRemoteRoutes('account', routes, [
  ['/account/my-profile', 'Mi perfil'],
  ['/account/my-address', 'Mis direcciones'],
  ['/account/my-orders', 'Mis pedidos'],
  ['/account/settings', 'Configuración'],
  ['/account/payment-methods', 'Métodos de pago'],
  ['/account/support', 'Soporte'],
  ['/account', 'Mi perfil'],
  ['/store-location', 'Nuestras tiendas'],
  ['/claims-book', 'Libro de reclamaciones'],
  ['/add-card', 'Agregar tarjeta'],
]);

describe('account area', () => {
  it('sends an unknown account section home', async () => {
    await renderRemoteRoutes(routes, { url: '/account/nothing-here', home: <p>home page</p> });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens my-profile for /account itself', async () => {
    await renderRemoteRoutes(routes, { url: '/account' });
    await screen.findByRole('heading', { level: 1, name: 'Mi perfil' });
    expect(screen.getByTestId('location')).toHaveTextContent('/account/my-profile');
  });
});
