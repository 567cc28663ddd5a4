import { screen, within } from '@testing-library/react';
import { useSession } from '@shop/shared/session';
import PaymentMethodsPage from './payment-methods-page';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

const store = (storeId: number, storeName: string, address: string, pinpaid: boolean) => ({
  storeId, storeName, address, latitude: -12.1, longitude: -77.03, deliveryRadius: 3000, phone: null,
  storeStatus: { storeId, storeName, storeOnlineStatus: true, storeDeliveryStatus: true },
  paymentOptions: [{ option: 'CASH', enabled: true }, { option: 'PINPAID', enabled: pinpaid }],
});
const STORES = {
  count: 2,
  records: [store(1, 'Miraflores', 'Av. José Larco 345, Miraflores', true), store(2, 'Surco', 'Av. Primavera 1050, Surco', false)],
};

function backend(servingStoreId: number | null) {
  return mockApi((c) => {
    if (c.url === '/stores') return { data: STORES };
    if (c.url === '/orders/order-status') {
      return {
        data: {
          storeExists: servingStoreId !== null,
          storeStatus: servingStoreId === null ? null : { storeId: servingStoreId, storeName: 'Surco', storeOnlineStatus: true, storeDeliveryStatus: true },
          count: 0, records: [],
        },
      };
    }
    throw new Error(`unexpected ${c.url}`);
  });
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
});

const options = (name: string) =>
  within(screen.getByRole('list', { name: `Medios de pago de ${name}` })).getAllByRole('listitem').map((li) => li.textContent);

describe('payment methods', () => {
  it('lists per store its address and whether it takes cash and the card terminal at the door', async () => {
    const api = backend(null);
    await renderWithShell(<PaymentMethodsPage />, { url: '/account/payment-methods' });
    expect(screen.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeInTheDocument();
    const miraflores = await screen.findByRole('article', { name: 'Miraflores' });
    expect(miraflores).toHaveTextContent('Av. José Larco 345, Miraflores');
    expect(options('Miraflores')).toEqual(['Efectivo (contra entrega): aceptado', 'Tarjeta con POS en la puerta: aceptado']);
    expect(options('Surco')).toEqual(['Efectivo (contra entrega): aceptado', 'Tarjeta con POS en la puerta: no aceptado']);
    // No session address: nothing to highlight, and no order-status call.
    expect(screen.queryByText('Atiende tu dirección')).not.toBeInTheDocument();
    expect(api.mock.calls.map(([c]) => c.url)).toEqual(['/stores']);
    expect(screen.getByText(/No guardamos datos de tarjetas/)).toBeInTheDocument();
  });

  it('marks the store serving the default address and puts it first', async () => {
    useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 2, userAddressId: 4, cartId: 5 });
    const api = backend(2);
    await renderWithShell(<PaymentMethodsPage />, { url: '/account/payment-methods' });
    const surco = await screen.findByRole('article', { name: 'Surco' });
    expect(await within(surco).findByText('Atiende tu dirección')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Miraflores' })).queryByText('Atiende tu dirección')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Surco', 'Miraflores']);
    expect(api.mock.calls.find(([c]) => c.url === '/orders/order-status')?.[0].params).toMatchObject({ userAddressId: '4' });
  });
});
