import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { AddressForm } from './address-form';
import { EMPTY_ADDRESS, toAddressInput, validateAddress, type AddressFormValues } from '../../utils/address-form-rules';
import { loadGazetteer } from '../maps/gazetteer';
import { mockApi } from '../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../tools/jest/remote/render';

const VALID: AddressFormValues = {
  ...EMPTY_ADDRESS, areaStreet: 'Av. José Larco 345', firstName: 'Ana', lastName: 'Díaz', mobileNumber: '987654321',
  defaultAddressType: 'Home', latitude: -12.125, longitude: -77.03,
};

describe('validateAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(VALID)).toEqual({});
  });
  it.each([
    ['areaStreet', { areaStreet: '' }, 'required'],
    ['firstName', { firstName: '' }, 'required'],
    ['lastName', { lastName: '  ' }, 'leadingSpace'],
    ['lastName', { lastName: '' }, 'required'],
    ['mobileNumber', { mobileNumber: '' }, 'required'],
    ['mobileNumber', { mobileNumber: '98765432' }, 'mobile'],
    ['mobileNumber', { mobileNumber: '98765432a' }, 'mobile'],
    ['defaultAddressType', { defaultAddressType: '' }, 'required'],
    ['landmark', { landmark: ' frente al parque' }, 'leadingSpace'],
    ['flatNo', { flatNo: 'x'.repeat(101) }, 'max'],
    ['coordinates', { latitude: null }, 'mapRequired'],
  ] as const)('%s: %j → %s', (field, change, key) => {
    const errors = validateAddress({ ...VALID, ...change });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.key).toBe(key);
  });
  it("relaxes all but the street (and coordinates) for a guest's location", () => {
    const guest = { ...EMPTY_ADDRESS, areaStreet: 'Parque Kennedy', latitude: -12.12, longitude: -77.03 };
    expect(validateAddress(guest, { guest: true })).toEqual({});
    expect(Object.keys(validateAddress(guest))).toEqual(['firstName', 'lastName', 'mobileNumber', 'defaultAddressType']);
    expect(Object.keys(validateAddress({ ...guest, areaStreet: '', latitude: null }, { guest: true }))).toEqual(['areaStreet', 'coordinates']);
  });
  it('builds the API body', () => {
    expect(toAddressInput({ ...VALID, flatNo: 'Dpto 302', district: 'Miraflores', defaultAddress: true })).toEqual({
      street1: 'Av. José Larco 345', street2: 'Dpto 302', landmark: undefined, firstName: 'Ana', lastName: 'Díaz', telephone: '987654321',
      cityNameGoogle: 'Miraflores', latitude: -12.125, longitude: -77.03, alias: 'Home', defaultShipping: true,
    });
  });
});

describe('AddressForm', () => {
  beforeEach(() => {
    useSession.getState().clear();
    mockApi((c) => (c.url === '/stores' ? { data: { count: 0, records: [] } } : { data: { storeExists: true, storeId: 1, storeName: 'Miraflores' } }));
  });

  describe("a customer's known contact", () => {
    const CUSTOMER = { userId: 5, idType: null, idNumber: null, dob: null, email: null, emailVerified: false, firstName: 'Rosa', lastName: 'Huamán', contactNumber: '912345678', countryCode: '+51' };
    beforeEach(() => {
      useSession.setState({ userId: '5', userData: { roleName: 'USER', userAddressId: null }, language: 'es', country: 'PE' });
      mockApi((c) => {
        if (c.url === '/PE/customers/5') return { data: CUSTOMER };
        return c.url === '/stores' ? { data: { count: 0, records: [] } } : { data: { storeExists: true, storeId: 1, storeName: 'Miraflores' } };
      });
    });

    it('a new address starts with the customer\'s names and mobile', async () => {
      await renderWithShell(<AddressForm initial={EMPTY_ADDRESS} callName="createAddress" onSubmit={jest.fn()} />);
      // The customer record is read once the form opens: wait for it as a shared machine serves it.
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Nombres/ })).toHaveValue('Rosa'), { timeout: 4000 });
      expect(screen.getByRole('textbox', { name: /Apellidos/ })).toHaveValue('Huamán');
      expect(screen.getByRole('textbox', { name: /Celular/ })).toHaveValue('912345678');
    });

    it('what the form already holds stays as it is', async () => {
      await renderWithShell(<AddressForm initial={{ ...EMPTY_ADDRESS, firstName: 'Ana' }} callName="createAddress" onSubmit={jest.fn()} />);
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Apellidos/ })).toHaveValue('Huamán'), { timeout: 4000 });
      expect(screen.getByRole('textbox', { name: /Nombres/ })).toHaveValue('Ana');
    });

    it('a guest\'s location form stays empty (a guest has no record)', async () => {
      useSession.setState({ userId: '5', userData: { roleName: 'WEB_GUEST_USER', userAddressId: null } });
      await renderWithShell(<AddressForm initial={EMPTY_ADDRESS} callName="createAddress" onSubmit={jest.fn()} guest />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('textbox', { name: /Nombres/ })).toHaveValue('');
    });
  });

  it("blocks submit without a map point: 'Required' warning with the map message and each field's error", async () => {
    const onSubmit = jest.fn(async () => undefined);
    await renderWithShell(<AddressForm initial={EMPTY_ADDRESS} callName="createAddress" onSubmit={onSubmit} />);
    // The map's district labels arrive with the gazetteer chunk.
    await act(() => loadGazetteer().then(() => undefined));
    expect(screen.queryByText('Obligatorio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Obligatorio');
    expect(warning).toHaveTextContent('Elige la ubicación en el mapa.');
    expect(screen.getByRole('textbox', { name: /Nombres/ })).toHaveAccessibleDescription('Obligatorio');
    expect(screen.getByRole('textbox', { name: /Celular/ })).toHaveAccessibleDescription('Obligatorio');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's messages about the point (latitude, longitude) in the map's warning", async () => {
    const tooFar = { fieldName: 'latitude', identifier: 'error.validation.tooSmall', message: 'El valor debe ser mayor o igual a -90.' };
    const tooEast = { fieldName: 'longitude', identifier: 'error.validation.tooBig', message: 'El valor debe ser menor o igual a 180.' };
    mockApi((c) => {
      if (c.url === '/user-addresses') return { status: 400, data: { errors: { general: [], fieldsErrors: [tooFar, tooEast, { ...tooFar, fieldName: 'longitude' }] } } };
      return c.url === '/stores' ? { data: { count: 0, records: [] } } : { data: { storeExists: true, storeId: 1, storeName: 'Miraflores' } };
    });
    const onSubmit = async (values: AddressFormValues) => {
      await api.post('/user-addresses', toAddressInput(values), { callName: 'createAddress' }).catch(() => undefined);
    };
    await renderWithShell(<AddressForm initial={VALID} callName="createAddress" onSubmit={onSubmit} />);
    await act(() => loadGazetteer().then(() => undefined));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Revisa el punto en el mapa');
    expect(warning).toHaveTextContent(tooFar.message);
    expect(warning).toHaveTextContent(tooEast.message);
    // Each message once, and not the 'Required' of a missing point.
    expect(screen.getAllByText(tooFar.message)).toHaveLength(1);
    expect(warning).not.toHaveTextContent('Elige la ubicación en el mapa.');
  });

  it("puts the server's field errors on their fields by the API's names (street1, telephone)", async () => {
    mockApi((c) => {
      if (c.url === '/user-addresses') {
        return { status: 400, data: { errors: { general: [], fieldsErrors: [
          { fieldName: 'street1', identifier: 'error.address.street', message: 'Esa calle no existe en el distrito.' },
          { fieldName: 'telephone', identifier: 'error.phone.blocked', message: 'Este celular no recibe mensajes.' },
        ] } } };
      }
      return c.url === '/stores' ? { data: { count: 0, records: [] } } : { data: { storeExists: true, storeId: 1, storeName: 'Miraflores' } };
    });
    const onSubmit = async (values: AddressFormValues) => {
      await api.post('/user-addresses', toAddressInput(values), { callName: 'createAddress' }).catch(() => undefined);
    };
    await renderWithShell(<AddressForm initial={VALID} callName="createAddress" onSubmit={onSubmit} />);
    await act(() => loadGazetteer().then(() => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    const street = screen.getByRole('textbox', { name: /Dirección \(calle/ });
    await waitFor(() => expect(street).toHaveAccessibleDescription('Esa calle no existe en el distrito.'));
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Celular/ })).toHaveAccessibleDescription('Este celular no recibe mensajes.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Typing a valid street again replaces the server's message with the form's own verdict (none).
    await userEvent.type(street, ' 2');
    await waitFor(() => expect(street).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it("a guest's form asks only for the street and the map point: no address type or default flag, names and mobile optional", async () => {
    const onSubmit = jest.fn(async () => undefined);
    await renderWithShell(<AddressForm initial={EMPTY_ADDRESS} callName="createAddress" onSubmit={onSubmit} guest />);
    await act(() => loadGazetteer().then(() => undefined));
    expect(screen.queryByRole('combobox', { name: /Tipo de dirección/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /predeterminada/ })).not.toBeInTheDocument();
    for (const name of [/Nombres/, /Apellidos/, /Celular/]) expect(screen.getByRole('textbox', { name })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Dirección \(calle/ })).toBeRequired();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    // Still the map point and the street.
    expect(screen.getByRole('alert')).toHaveTextContent('Elige la ubicación en el mapa.');
    expect(screen.getByRole('textbox', { name: /Dirección \(calle/ })).toHaveAccessibleDescription('Obligatorio');
    expect(screen.getByRole('textbox', { name: /Nombres/ })).not.toHaveAccessibleDescription('Obligatorio');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a guest submits with the street and point only; a mobile, when typed, must still have 9 digits', async () => {
    const onSubmit = jest.fn(async (_values: AddressFormValues) => undefined);
    const initial = { ...EMPTY_ADDRESS, latitude: -12.125, longitude: -77.03, areaStreet: 'Av. José Larco' };
    await renderWithShell(<AddressForm initial={initial} callName="createAddress" onSubmit={onSubmit} guest />);
    await act(() => loadGazetteer().then(() => undefined));
    await userEvent.type(screen.getByRole('textbox', { name: /Celular/ }), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(screen.getByRole('textbox', { name: /Celular/ })).toHaveAccessibleDescription('Ingresa un celular peruano: 9 dígitos que empiezan con 9');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByRole('textbox', { name: /Celular/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toAddressInput(onSubmit.mock.calls[0]![0])).toMatchObject({ street1: 'Av. José Larco', alias: undefined, telephone: '' });
  });

  it('a mobile pasted with the +51 calling code or hyphens keeps its nine digits; one not starting with 9 is refused', async () => {
    const onSubmit = jest.fn(async (_values: AddressFormValues) => undefined);
    const initial = { ...EMPTY_ADDRESS, latitude: -12.125, longitude: -77.03, areaStreet: 'Av. José Larco' };
    await renderWithShell(<AddressForm initial={initial} callName="createAddress" onSubmit={onSubmit} guest />);
    await act(() => loadGazetteer().then(() => undefined));
    const mobile = screen.getByRole('textbox', { name: /Celular/ });
    for (const pasted of ['+51 987 654 321', '987-654-321']) {
      await userEvent.clear(mobile);
      await userEvent.click(mobile);
      await userEvent.paste(pasted);
      expect([pasted, (mobile as HTMLInputElement).value]).toEqual([pasted, '987654321']);
    }
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(mobile).toHaveAccessibleDescription('Ingresa un celular peruano: 9 dígitos que empiezan con 9');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the mobile to 9 digits, strips leading spaces, and submits a valid address', async () => {
    const onSubmit = jest.fn(async () => undefined);
    await renderWithShell(<AddressForm initial={{ ...EMPTY_ADDRESS, latitude: -12.125, longitude: -77.03, areaStreet: 'Av. José Larco' }} callName="createAddress" onSubmit={onSubmit} />);
    // The map's district labels arrive with the gazetteer chunk.
    await act(() => loadGazetteer().then(() => undefined));
    const mobile = screen.getByRole('textbox', { name: /Celular/ });
    await userEvent.type(mobile, '98a76-54');
    expect(mobile).toHaveValue('987654');
    await userEvent.tab();
    // The form judges a field asynchronously (react-hook-form awaits its resolver).
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('Ingresa un celular peruano: 9 dígitos que empiezan con 9'));
    await userEvent.type(mobile, '3210');
    expect(mobile).toHaveValue('987654321');
    await userEvent.type(screen.getByRole('textbox', { name: /Nombres/ }), '  Ana');
    expect(screen.getByRole('textbox', { name: /Nombres/ })).toHaveValue('Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Apellidos/ }), 'Díaz');
    await userEvent.click(screen.getByRole('combobox', { name: /Tipo de dirección/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oficina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ firstName: 'Ana', lastName: 'Díaz', mobileNumber: '987654321', defaultAddressType: 'Office' })]);
  });
});
