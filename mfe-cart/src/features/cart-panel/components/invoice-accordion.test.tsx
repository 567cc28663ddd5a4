import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { cartOf, fakeCartApi } from '../../../testing/cart-fixtures';
import { CartPanel } from './cart-panel';


const INVOICE = '/PE/es/carts/10/invoice-details';
const NONE: Cart['invoiceDetails'] = {
  boletaSimple: false, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null,
};

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: '1' }, cartId: '10', language: 'es', country: 'PE' });
  (globalThis as any).__mediaMatches = () => false;
});

/** The server: stores what invoice-details receives (exactly one kind), answers acceptableIds. */
function invoiceServer(initial: Partial<Cart['invoiceDetails']> = {}) {
  const state = { cart: cartOf({ invoiceDetails: { ...NONE, ...initial } }) };
  const api = fakeCartApi(state, (call) => {
    if (call.url === '/PE/metadata/acceptableIds') {
      return { data: { metadataValue: JSON.stringify(['DNI++1', 'Pasaporte++2', 'Carnet de Extranjeria++3', 'Otro++4']) } };
    }
    if (call.method === 'PUT' && call.url === INVOICE) {
      const body = call.body as Record<string, unknown>;
      state.cart = cartOf({ invoiceDetails: { ...NONE, ...body } as Cart['invoiceDetails'] });
      return { data: state.cart };
    }
    return undefined;
  });
  return { state, ...api };
}

async function openInvoice() {
  await renderWithShell(<CartPanel />);
  act(() => events.emit('cart:open'));
  const panel = await screen.findByRole('dialog', { name: 'Tu carrito' });
  // Collapsed once a choice exists (it shows in the summary), open while none is chosen.
  const summary = await within(panel).findByRole('button', { name: /^Comprobante de pago/ });
  if (summary.getAttribute('aria-expanded') === 'false') await userEvent.click(summary);
  return within(panel).findByRole('radiogroup', { name: 'Comprobante de pago' });
}

describe('invoice accordion', () => {
  it("pre-selects the server's choice (named in the collapsed summary)", async () => {
    invoiceServer({ factura: true, ruc: '20100047218', number: 'Bodega SAC', address: 'Av. Lima 1' });
    await renderWithShell(<CartPanel />);
    act(() => events.emit('cart:open'));
    const summary = await screen.findByRole('button', { name: 'Comprobante de pago Factura' });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(summary);
    const group = await screen.findByRole('radiogroup', { name: 'Comprobante de pago' });
    expect(within(group).getByRole('radio', { name: 'Factura' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Boleta simple' })).not.toBeChecked();
    expect(screen.getByText('RUC 20100047218 · Bodega SAC')).toBeInTheDocument();
  });

  it('a fresh cart has none selected; a simple bill is saved at once with only the flags', async () => {
    const { made } = invoiceServer();
    const group = await openInvoice();
    expect(screen.getByRole('button', { name: /^Comprobante de pago/ })).toHaveAttribute('aria-expanded', 'true');
    for (const radio of within(group).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Boleta simple' }));
    await waitFor(() => expect(made('PUT', INVOICE)).toHaveLength(1));
    expect(made('PUT', INVOICE)[0]!.body).toEqual({ boletaSimple: true, boleta: false, factura: false });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Boleta simple' })).toBeChecked());
  });

  it('boleta: ID types from acceptableIds (first three) and RUC, number of the type\'s length, cleared on type change, all required', async () => {
    const { made } = invoiceServer({ boletaSimple: true });
    const group = await openInvoice();
    await userEvent.click(within(group).getByRole('radio', { name: 'Boleta con DNI u otro documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boleta con documento' });
    const type = within(dialog).getByRole('combobox', { name: 'Tipo de documento' });
    await waitFor(() => expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige un tipo', 'DNI', 'Pasaporte', 'Carnet de Extranjería', 'RUC']));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(made('PUT', INVOICE)).toHaveLength(0);

    await userEvent.selectOptions(type, 'DNI');
    const number = within(dialog).getByRole('textbox', { name: 'Número de documento' });
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('maxlength', '8');
    await userEvent.type(number, '12a34567');
    expect(number).toHaveValue('1234567');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre completo del cliente' }), 'Ana Pérez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Debe tener 8 dígitos.')).toBeInTheDocument();

    await userEvent.selectOptions(type, 'Pasaporte');
    expect(number).toHaveValue('');
    expect(number).toHaveAttribute('maxlength', '12');
    expect(number).toHaveAttribute('inputmode', 'text');

    await userEvent.selectOptions(type, 'DNI');
    await userEvent.type(number, '12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(made('PUT', INVOICE)).toHaveLength(1));
    expect(made('PUT', INVOICE)[0]!.body).toEqual({ boletaSimple: false, boleta: true, factura: false, id: 'DNI', name: '12345678', invoiceName: 'Ana Pérez' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Boleta con documento' })).not.toBeInTheDocument());
    expect(within(group).getByRole('radio', { name: 'Boleta con DNI u otro documento' })).toBeChecked();
    expect(screen.getByText('DNI 12345678 · Ana Pérez')).toBeInTheDocument();
  });

  it("boleta starts from the customer's own document and name", async () => {
    const state = { cart: cartOf({ invoiceDetails: { ...NONE, boletaSimple: true } }) };
    const { made } = fakeCartApi(state, (call) => {
      if (call.url === '/PE/metadata/acceptableIds') return { data: { metadataValue: JSON.stringify(['DNI++1', 'Pasaporte++2']) } };
      if (call.url === '/PE/customers/5') {
        return { data: { userId: 5, idType: 'DNI', idNumber: '44556677', firstName: 'Ana', lastName: 'Pérez', dob: null, email: null, emailVerified: false, contactNumber: '987654321', countryCode: '+51' } };
      }
      if (call.url === INVOICE) return { data: state.cart };
      return undefined;
    });
    const group = await openInvoice();
    await userEvent.click(within(group).getByRole('radio', { name: 'Boleta con DNI u otro documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boleta con documento' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Número de documento' })).toHaveValue('44556677'));
    expect(within(dialog).getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('DNI');
    expect(within(dialog).getByRole('textbox', { name: 'Nombre completo del cliente' })).toHaveValue('Ana Pérez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(made('PUT', INVOICE)).toHaveLength(1));
    expect(made('PUT', INVOICE)[0]!.body).toEqual({ boletaSimple: false, boleta: true, factura: false, id: 'DNI', name: '44556677', invoiceName: 'Ana Pérez' });
  });

  it('over S/ 700 the simple bill cannot be chosen; one already chosen asks for the DNI, which the boleta dialog starts on', async () => {
    const pricing = { basePrice: 720, shipping: 0, serviceCharge: 1, discount: 0, promoCodeDiscount: 0, finalPayAmount: 721 };
    const state = { cart: cartOf({ pricing, invoiceDetails: { ...NONE, boletaSimple: true } }) };
    const { made } = fakeCartApi(state, (call) => {
      if (call.url === '/PE/metadata/acceptableIds') return { data: { metadataValue: JSON.stringify(['Pasaporte++2', 'DNI++1']) } };
      if (call.method === 'PUT' && call.url === INVOICE) {
        state.cart = cartOf({ pricing, invoiceDetails: { ...NONE, ...(call.body as object) } as Cart['invoiceDetails'] });
        return { data: state.cart };
      }
      return undefined;
    });
    const group = await openInvoice();
    expect(screen.getByRole('button', { name: /^Comprobante de pago/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(group).getByRole('radio', { name: 'Boleta simple' })).toBeDisabled();
    expect(screen.getByText('Compras mayores a S/ 700.00: la SUNAT pide el documento del comprador. Elige boleta con tu DNI, o factura.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar mi DNI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boleta con documento' });
    expect(within(dialog).getByText('Tu compra supera S/ 700.00: la SUNAT pide el DNI (u otro documento) del comprador.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('DNI'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Número de documento' }), '12345678');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre completo del cliente' }), 'Ana Pérez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(made('PUT', INVOICE)).toHaveLength(1));
    expect(made('PUT', INVOICE)[0]!.body).toEqual({ boletaSimple: false, boleta: true, factura: false, id: 'DNI', name: '12345678', invoiceName: 'Ana Pérez' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Boleta con DNI u otro documento' })).toBeChecked());
    expect(screen.queryByRole('button', { name: 'Agregar mi DNI' })).not.toBeInTheDocument();
  });

  it('cancel keeps the previous choice and saves nothing', async () => {
    const { made } = invoiceServer({ boletaSimple: true });
    const group = await openInvoice();
    await userEvent.click(within(group).getByRole('radio', { name: 'Factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Factura' })).not.toBeInTheDocument());
    expect(within(group).getByRole('radio', { name: 'Boleta simple' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Factura' })).not.toBeChecked();
    expect(made('PUT', INVOICE)).toHaveLength(0);
  });

  it('factura: RUC of 11 digits with a valid check digit, business name and fiscal address', async () => {
    const { made } = invoiceServer();
    const group = await openInvoice();
    await userEvent.click(within(group).getByRole('radio', { name: 'Factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura' });
    const ruc = within(dialog).getByRole('textbox', { name: 'RUC' });
    expect(ruc).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Este campo es obligatorio.')).toHaveLength(3);

    await userEvent.type(ruc, '2010004721x');
    expect(ruc).toHaveValue('2010004721');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Razón social' }), 'Bodega SAC');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Dirección fiscal' }), 'Av. Lima 123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('El RUC tiene 11 dígitos.')).toBeInTheDocument();
    await userEvent.type(ruc, '9');
    // The form judges a change asynchronously (react-hook-form awaits its resolver).
    expect(await within(dialog).findByText('Este RUC no es válido.')).toBeInTheDocument();
    expect(made('PUT', INVOICE)).toHaveLength(0);

    fireEvent.change(ruc, { target: { value: '20100047218' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(made('PUT', INVOICE)).toHaveLength(1));
    expect(made('PUT', INVOICE)[0]!.body).toEqual({ boletaSimple: false, boleta: false, factura: true, ruc: '20100047218', number: 'Bodega SAC', address: 'Av. Lima 123' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Factura' })).toBeChecked());
  });

  it("the server's field errors show on their fields", async () => {
    const state = { cart: cartOf() };
    fakeCartApi(state, (call) => (call.url === INVOICE ? {
      status: 400,
      data: { errors: { fieldsErrors: [{ fieldName: 'ruc', identifier: 'error.invoice.rucInvalid', message: 'El RUC no existe en SUNAT.' }] } },
    } : undefined));
    const group = await openInvoice();
    await userEvent.click(within(group).getByRole('radio', { name: 'Factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'RUC' }), { target: { value: '20100047218' } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Razón social' }), 'B');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Dirección fiscal' }), 'A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const ruc = within(dialog).getByRole('textbox', { name: 'RUC' });
    await waitFor(() => expect(ruc).toHaveAccessibleDescription('El RUC no existe en SUNAT.'));
    expect(ruc).toHaveAttribute('aria-invalid', 'true');
    // Only the field says it: no alert repeats it.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("boleta: the server's field errors show on their fields, by the body's names", async () => {
    const state = { cart: cartOf() };
    fakeCartApi(state, (call) => {
      if (call.url === '/PE/metadata/acceptableIds') return { data: { metadataValue: JSON.stringify(['DNI++1']) } };
      if (call.url === INVOICE) {
        return {
          status: 400,
          data: { errors: { fieldsErrors: [
            { fieldName: 'name', identifier: 'error.invoice.idNumber', message: 'Número no válido para DNI.' },
            { fieldName: 'invoiceName', identifier: 'error.invoice.name', message: 'Nombre no válido.' },
          ] } },
        };
      }
      return undefined;
    });
    const group = await openInvoice();
    await userEvent.click(within(group).getByRole('radio', { name: 'Boleta con DNI u otro documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boleta con documento' });
    const type = within(dialog).getByRole('combobox', { name: 'Tipo de documento' });
    await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(type, 'DNI');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Número de documento' }), '12345678');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre completo del cliente' }), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Número de documento' })).toHaveAccessibleDescription('Número no válido para DNI.'));
    expect(within(dialog).getByRole('textbox', { name: 'Nombre completo del cliente' })).toHaveAccessibleDescription('Nombre no válido.');
  });
});
