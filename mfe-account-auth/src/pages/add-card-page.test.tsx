import { screen } from '@testing-library/react';
import { useSession } from '@shop/shared/session';
import AddCardPage from './add-card-page';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

beforeEach(() => {
  useSession.setState({ language: 'es', country: 'PE' });
});

describe('/add-card', () => {
  it('explains that cards are paid at the door and asks for no card data', async () => {
    mockApi((c) => {
      throw new Error(`unexpected ${c.url}`);
    });
    await renderWithShell(<AddCardPage />, { url: '/add-card' });
    expect(screen.getByRole('heading', { level: 1, name: 'Agregar tarjeta' })).toBeInTheDocument();
    expect(screen.getByText('No necesitas registrar una tarjeta para comprar.')).toBeInTheDocument();
    expect(screen.getByText(/el repartidor lleva un POS/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver qué acepta cada tienda' })).toHaveAttribute('href', '/account/payment-methods');
  });
});
