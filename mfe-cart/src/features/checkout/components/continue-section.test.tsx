// ContinueSection: the Continue button's rules and the continue flow (login, e-mail + code, details, /payment).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import type { Cart } from '@shop/shared/calls';
import { mockApi, type MockAnswer } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { customerOf as customer } from '../../../testing/cart-fixtures';
import { cartFixture, storeStatus } from '../../../testing/checkout-fixtures';
import { ContinueSection } from './continue-section';

const loginAnswer = { user: { userId: 5, firstName: 'Ana', lastName: 'Quispe', contactNumber: '987654321', countryCode: '+51', email: 'ana@example.pe', dob: null, userRoles: [{ roleId: 2, roleName: 'USER' }], userAddresses: [] }, cartId: 7, userAddressId: 3 };

type Route = (body: unknown) => MockAnswer;
function api(routes: Record<string, Route>) {
  return mockApi((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return route(config.data ? JSON.parse(config.data as string) : undefined);
  });
}
const calls = (mock: ReturnType<typeof mockApi>) => mock.mock.calls.map(([c]) => `${c.method?.toUpperCase()} ${c.url}`);

const onClosePanel = jest.fn();
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const render = (cart: Cart) => renderWithShell(<ContinueSection cart={cart} onClosePanel={onClosePanel} />, { url: '/cart' });

beforeEach(() => {
  onClosePanel.mockReset();
  localStorage.clear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '3' }, cartId: '7', dob: null, language: 'es', country: 'PE' });
});

describe('the Continue button', () => {
  it('is disabled while the store is offline and shows the schedule button, which leads to /store-offline', async () => {
    await render(cartFixture({ storeStatus: storeStatus({ storeOnlineStatus: false, scheduleDeliveryEnabled: true }) }));
    expect(continueButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Programar entrega' }));
    expect(onClosePanel).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/store-offline');
  });

  it('stays disabled while the store is offline even once a delivery is scheduled (/store-offline sets one)', async () => {
    await render(cartFixture({
      storeStatus: storeStatus({ storeOnlineStatus: false, scheduleDeliveryEnabled: true }),
      scheduleDelivery: { scheduleDelivery: true, scheduleDate: '06 Mar 2030', scheduleTime: '08:00 AM' },
    }));
    expect(continueButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Programar entrega' })).toBeEnabled();
  });

  it('has no schedule button when the offline store takes no scheduled deliveries', async () => {
    await render(cartFixture({ storeStatus: storeStatus({ storeOnlineStatus: false, scheduleDeliveryEnabled: false }) }));
    expect(continueButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Programar entrega' })).toBeNull();
  });

  it('online but not delivering: enabled only once a schedule is set', async () => {
    const notDelivering = storeStatus({ storeDeliveryStatus: false, scheduleDeliveryEnabled: true });
    const { unmount } = await render(cartFixture({ storeStatus: notDelivering }));
    expect(continueButton()).toBeDisabled();
    unmount();
    await render(cartFixture({ storeStatus: notDelivering, scheduleDelivery: { scheduleDelivery: true, scheduleDate: '22 Nov 2026', scheduleTime: '10:00 AM' } }));
    expect(continueButton()).toBeEnabled();
  });

  it('says an invoice type must be chosen and stays disabled until one is', async () => {
    const cart = cartFixture();
    cart.invoiceDetails = { ...cart.invoiceDetails, boletaSimple: false };
    await render(cart);
    expect(screen.getByText('Elige un tipo de comprobante para continuar.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('shows the minimum purchase amount when the total is below it', async () => {
    await render(cartFixture({ minimumOrderAmount: 30 }));
    expect(screen.getByText('El monto mínimo de compra es S/ 30.00.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('alcohol outside the store\'s sale hours: the server\'s message, and Continue stays disabled; inside them nothing is said', async () => {
    const message = 'La venta de bebidas alcohólicas en Mi Bodega Express Miraflores es de 09:00 a 23:00. Programa tu entrega dentro de ese horario o quita las bebidas alcohólicas del carrito.';
    const sale = { saleTimeFrom: 9 * 3_600_000, saleTimeTo: 23 * 3_600_000 };
    const { unmount } = await render(cartFixture({ alcoholSale: { ...sale, allowed: false, message } }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    unmount();
    await render(cartFixture({ alcoholSale: { ...sale, allowed: true, message: null } }));
    expect(screen.queryByText(/bebidas alcohólicas/)).toBeNull();
    expect(continueButton()).toBeEnabled();
  });
});

describe('the continue flow', () => {
  it('a guest only raises auth:login-required: no call, no dialog, no navigation', async () => {
    useSession.setState({ userId: '9', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '3' } });
    const mock = api({});
    const login = jest.fn();
    const off = events.on('auth:login-required', login);
    await render(cartFixture());
    await userEvent.click(continueButton());
    expect(login).toHaveBeenCalledTimes(1);
    expect(mock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClosePanel).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    off();
  });

  it('a customer with an e-mail and full contact details goes to /payment with the panel closed', async () => {
    const mock = api({ 'GET /PE/customers/5': () => ({ data: customer('ana@example.pe') }) });
    await render(cartFixture());
    await userEvent.click(continueButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    expect(onClosePanel).toHaveBeenCalled();
    expect(calls(mock)).toEqual(['GET /PE/customers/5']);
  });

  it('no e-mail: add e-mail (pattern checked) → code requested → six boxes → verified → update details → /payment', async () => {
    const bodies: Record<string, unknown[]> = {};
    const record = (key: string, answer: MockAnswer): Route => (body) => ((bodies[key] ??= []).push(body), answer);
    const mock = api({
      'GET /PE/customers/5': () => ({ data: customer(null) }),
      'POST /PE/login/request-otp': record('request', { data: { otpSent: true, expiresInSeconds: 300, resendInSeconds: 60 } }),
      'POST /PE/login/verify-otp': record('verify', { data: loginAnswer }),
      'PUT /user-addresses/3': record('address', { data: { ...cartFixture().address, userId: 5, storeExists: true, cityNameGoogle: null, firstName: 'Ana', lastName: 'Quispe', telephone: '912345678' } }),
    });
    const cart = cartFixture();
    cart.address = { ...cart.address!, telephone: null };
    await render(cart);
    await userEvent.click(continueButton());

    const emailDialog = await screen.findByRole('dialog', { name: 'Agrega tu correo electrónico' });
    await userEvent.type(within(emailDialog).getByRole('textbox', { name: /Correo electrónico/ }), 'ana@example');
    await userEvent.click(within(emailDialog).getByRole('button', { name: 'Enviar código' }));
    expect(within(emailDialog).getByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(bodies.request).toBeUndefined();
    await userEvent.type(within(emailDialog).getByRole('textbox', { name: /Correo electrónico/ }), '.pe');
    await userEvent.click(within(emailDialog).getByRole('button', { name: 'Enviar código' }));

    const otpDialog = await screen.findByRole('dialog', { name: 'Verifica tu correo' });
    expect(bodies.request).toEqual([expect.objectContaining({ otpType: 'CHANGE_EMAIL', email: 'ana@example.pe' })]);
    expect(await screen.findByText('Te enviamos un código a tu correo.')).toBeInTheDocument();
    expect(within(otpDialog).getAllByRole('textbox', { name: /Dígito \d de 6/ })).toHaveLength(6);
    expect(within(otpDialog).getByText(/Puedes pedir otro código en 1:00/)).toBeInTheDocument();
    await userEvent.type(within(otpDialog).getByRole('textbox', { name: 'Dígito 1 de 6' }), '123456');
    await userEvent.click(within(otpDialog).getByRole('button', { name: 'Verificar' }));

    const verified = await screen.findByRole('dialog', { name: 'Correo verificado' });
    expect(bodies.verify).toEqual([expect.objectContaining({ otpType: 'CHANGE_EMAIL', email: 'ana@example.pe', otp: '123456' })]);
    expect(within(verified).getByText('Listo: ana@example.pe quedó verificado.')).toBeInTheDocument();
    await userEvent.click(within(verified).getByRole('button', { name: 'Continuar' }));

    const details = await screen.findByRole('dialog', { name: 'Actualiza tus datos de contacto' });
    const mobile = within(details).getByRole('textbox', { name: /Celular/ });
    await userEvent.type(mobile, '91234abc567');
    expect(mobile).toHaveValue('91234567');
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar y continuar' }));
    expect(within(details).getByText('Ingresa un celular peruano: 9 dígitos que empiezan con 9.')).toBeInTheDocument();
    expect(bodies.address).toBeUndefined();
    await userEvent.type(mobile, '8');
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar y continuar' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    expect(bodies.address).toEqual([expect.objectContaining({ firstName: 'Ana', lastName: 'Quispe', telephone: '912345678', street1: 'Av. Larco 123', street2: '', landmark: '', latitude: -12.12, longitude: -77.03, countryId: 'PE', alias: 'Home', defaultShipping: true })]);
    expect(onClosePanel).toHaveBeenCalled();
    expect(calls(mock)).toEqual(['GET /PE/customers/5', 'POST /PE/login/request-otp', 'POST /PE/login/verify-otp', 'PUT /user-addresses/3']);
  });

  it('update details: a mobile pasted with the +51 calling code or hyphens is saved as its nine digits; one not starting with 9 is refused', async () => {
    const mock = api({ 'GET /PE/customers/5': () => ({ data: customer('ana@example.pe') }) });
    const cart = cartFixture();
    // Saved before the rule, or by another tool: not a Peruvian mobile as it stands, so the dialog asks.
    cart.address = { ...cart.address!, telephone: '+51 987 654 321' };
    await render(cart);
    await userEvent.click(continueButton());
    const details = await screen.findByRole('dialog', { name: 'Actualiza tus datos de contacto' });
    const mobile = within(details).getByRole('textbox', { name: /Celular/ });
    expect(mobile).toHaveValue('987654321');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '812345678');
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar y continuar' }));
    expect(within(details).getByText('Ingresa un celular peruano: 9 dígitos que empiezan con 9.')).toBeInTheDocument();
    await userEvent.clear(mobile);
    await userEvent.click(mobile);
    await userEvent.paste('987-654-322');
    expect(mobile).toHaveValue('987654322');
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(calls(mock)).toContain('PUT /user-addresses/3'));
  });

  it('update details: first name, last name and mobile are required; address and landmark are optional', async () => {
    const mock = api({ 'GET /PE/customers/5': () => ({ data: customer('ana@example.pe') }) });
    const cart = cartFixture();
    cart.address = { ...cart.address!, firstName: null, lastName: null, telephone: null };
    await render(cart);
    await userEvent.click(continueButton());
    const details = await screen.findByRole('dialog', { name: 'Actualiza tus datos de contacto' });
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar y continuar' }));
    expect(within(details).getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(calls(mock)).toEqual(['GET /PE/customers/5']);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it("update details: the server's field errors show on their fields, the dialog stays open", async () => {
    const mock = api({
      'GET /PE/customers/5': () => ({ data: customer('ana@example.pe') }),
      'PUT /user-addresses/3': () => ({
        status: 400,
        data: { errors: { fieldsErrors: [{ fieldName: 'telephone', identifier: 'error.phone.blocked', message: 'Este celular no recibe mensajes.' }] } },
      }),
    });
    const cart = cartFixture();
    cart.address = { ...cart.address!, telephone: null };
    await render(cart);
    await userEvent.click(continueButton());
    const details = await screen.findByRole('dialog', { name: 'Actualiza tus datos de contacto' });
    await userEvent.type(within(details).getByRole('textbox', { name: /Celular/ }), '987654321');
    await userEvent.click(within(details).getByRole('button', { name: 'Guardar y continuar' }));
    const mobile = within(details).getByRole('textbox', { name: /Celular/ });
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('Este celular no recibe mensajes.'));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(within(details).queryByRole('alert')).toBeNull();
    expect(calls(mock)).toContain('PUT /user-addresses/3');
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('a failed code request reopens the add-email dialog with the reason, said once (no toast beside it)', async () => {
    api({
      'GET /PE/customers/5': () => ({ data: customer(null) }),
      'POST /PE/login/request-otp': () => ({ status: 409, data: { errors: { general: [{ identifier: 'error.email.taken', message: 'Ese correo ya está registrado.' }] } } }),
    });
    await render(cartFixture());
    await userEvent.click(continueButton());
    const emailDialog = await screen.findByRole('dialog', { name: 'Agrega tu correo electrónico' });
    await userEvent.type(within(emailDialog).getByRole('textbox', { name: /Correo electrónico/ }), 'ana@example.pe');
    await userEvent.click(within(emailDialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(screen.getByRole('dialog', { name: 'Agrega tu correo electrónico' })).findByText('Ese correo ya está registrado.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Verifica tu correo' })).toBeNull();
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 300))));
    expect(screen.getAllByText('Ese correo ya está registrado.')).toHaveLength(1);
  });

  it('the resend link appears after 60 s; a failed resend reopens the add-email dialog', async () => {
    jest.useFakeTimers();
    try {
      let requests = 0;
      api({
        'GET /PE/customers/5': () => ({ data: customer(null) }),
        'POST /PE/login/request-otp': () => {
          requests += 1;
          if (requests === 1) return { data: { otpSent: true, expiresInSeconds: 300, resendInSeconds: 60 } };
          throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
        },
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await render(cartFixture());
      await user.click(continueButton());
      const emailDialog = await screen.findByRole('dialog', { name: 'Agrega tu correo electrónico' });
      await user.type(within(emailDialog).getByRole('textbox', { name: /Correo electrónico/ }), 'ana@example.pe');
      await user.click(within(emailDialog).getByRole('button', { name: 'Enviar código' }));
      const otpDialog = await screen.findByRole('dialog', { name: 'Verifica tu correo' });
      expect(within(otpDialog).queryByRole('button', { name: 'Reenviar código' })).toBeNull();
      for (let i = 0; i < 59; i++) await act(async () => void jest.advanceTimersByTime(1000));
      expect(within(otpDialog).getByText(/0:01/)).toBeInTheDocument();
      expect(within(otpDialog).queryByRole('button', { name: 'Reenviar código' })).toBeNull();
      await act(async () => void jest.advanceTimersByTime(1000));
      await user.click(within(otpDialog).getByRole('button', { name: 'Reenviar código' }));
      const reopened = await screen.findByRole('dialog', { name: 'Agrega tu correo electrónico' });
      expect(within(reopened).getByRole('alert')).toHaveTextContent('No pudimos enviar el código');
      expect(requests).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
