// /payment: visitors and guests get a login prompt (no call), an empty cart a clear notice, a customer the summary.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';
import { cartFixture } from '../testing/checkout-fixtures';
import { shopText } from '../testing/shop-text';
import PaymentPage from './payment-page';

// These journeys click through several dialogs; two shared cores make them slow.
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, loadRemote: jest.fn() }));

const options = { storeId: 1, paymentOptions: [{ option: 'CASH', enabled: true }, { option: 'PINPAID', enabled: false }] };

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '3' }, cartId: '7', dob: null, language: 'es', country: 'PE' });
});

it('a visitor without a session sees a login prompt, and no call is made', async () => {
  useSession.setState({ userId: null, userData: null, cartId: null });
  const api = mockApi(() => ({ data: {} }));
  const login = jest.fn();
  const off = events.on('auth:login-required', login);
  await renderWithShell(<PaymentPage />, { url: '/payment' });
  expect(screen.getByRole('heading', { level: 1, name: 'Pago' })).toBeInTheDocument();
  expect(screen.getByText('Inicia sesión para pagar tu pedido.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(login).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  expect(api).not.toHaveBeenCalled();
  off();
});

it('a guest is asked to log in too', async () => {
  useSession.setState({ userId: '9', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '3' } });
  const api = mockApi(() => ({ data: {} }));
  await renderWithShell(<PaymentPage />, { url: '/payment' });
  expect(screen.getByText('Inicia sesión con tu celular para pagar tu pedido.')).toBeInTheDocument();
  expect(api).not.toHaveBeenCalled();
});

it('an empty cart says so instead of offering to pay', async () => {
  mockApi((config) => ({ data: config.url?.endsWith('/payment-options') ? options : cartFixture({ cartCount: 0, cartItems: [] }) }));
  await renderWithShell(<PaymentPage />, { url: '/payment' });
  expect(await screen.findByText('Tu carrito está vacío. Agrega productos para hacer un pedido.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Realizar pedido' })).toBeNull();
});

it("shows the cart's summary and only the payment methods the store accepts", async () => {
  const cart = cartFixture({
    deliveryInstructions: 'Tocar el timbre',
    scheduleDelivery: { scheduleDelivery: true, scheduleDate: '22 Nov 2026', scheduleTime: '10:00 AM' },
    promoCode: { promoCodeId: 2, promoCode: 'HOLA10', promoCodeDescription: '10%', promoCodeValid: true, promoCodeMessage: null },
    pricing: { basePrice: 20, shipping: 5, serviceCharge: 1, discount: 0, promoCodeDiscount: 2, finalPayAmount: 24 },
  });
  cart.invoiceDetails = { ...cart.invoiceDetails, boletaSimple: false, boleta: true, id: 'DNI', name: '12345678', invoiceName: 'Ana Quispe' };
  mockApi((config) => ({ data: config.url?.endsWith('/payment-options') ? options : cart }));
  await renderWithShell(<PaymentPage />, { url: '/payment' });
  const items = await screen.findByRole('region', { name: 'Productos (2)' });
  expect(items).toHaveTextContent('2 × Inca Kola 1.5 L');
  const bill = screen.getByRole('region', { name: 'Detalle de la cuenta' });
  expect(bill).toHaveTextContent('Cupón HOLA10- S/ 2.00');
  expect(bill).toHaveTextContent('TotalS/ 24.00');
  const delivery = screen.getByRole('region', { name: 'Entrega' });
  expect(delivery).toHaveTextContent('Av. Larco 123');
  expect(within(delivery).getByText(shopText('Entrega programada: dom, 22 nov 2026, 10:00'))).toBeInTheDocument();
  expect(delivery).toHaveTextContent('Instrucciones: Tocar el timbre');
  expect(screen.getByRole('region', { name: 'Comprobante' })).toHaveTextContent('Boleta con DNI 12345678 a nombre de Ana Quispe');
  await userEvent.click(await screen.findByRole('button', { name: 'Realizar pedido' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forma de pago' });
  expect(within(dialog).getByRole('radio', { name: 'Tarjeta (POS a la entrega)' })).toBeDisabled();
  expect(within(dialog).getByRole('radio', { name: 'Efectivo' })).toBeChecked();
});

it('a cart that may not go on yet (no receipt type) sends the shopper back to the cart', async () => {
  const cart = cartFixture();
  cart.invoiceDetails = { ...cart.invoiceDetails, boletaSimple: false };
  mockApi((config) => ({ data: config.url?.endsWith('/payment-options') ? options : cart }));
  const open = jest.fn();
  const off = events.on('cart:open', open);
  await renderWithShell(<PaymentPage />, { url: '/payment' });
  expect(await screen.findByText('Tu carrito aún no está listo para pagar: revísalo para ver qué falta.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Realizar pedido' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Revisar carrito' }));
  expect(open).toHaveBeenCalledTimes(1);
  off();
});
