// The add-to-cart rules (location, login, age), driven through the product and combo tiles as a shopper meets them.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dobToEpoch } from '@shop/shared/calls';
import { events, type EventName } from '@shop/shared/events';
import { useSession, type SessionData } from '@shop/shared/session';
import { ProductTile } from '../components/product-tile/product-tile';
import { ComboTile } from '../components/product-tile/combo-tile';
import { cart, combo, product } from '../testing/fixtures';
import { latestDob } from '../utils/age';
import { mockApi } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';

const BEER = product({ productId: 44, name: 'Cerveza Pilsen 620 ml', brandName: 'Pilsen', ageRestriction: 18 });
const ACCEPTABLE_IDS = { metadataKey: 'acceptableIds', languageId: 1, metadataValue: JSON.stringify(['DNI++8', 'Pasaporte++12', 'Carnet de Extranjeria++12', 'RUC++11']) };

/** Today in Lima, and dates some years (and days) before it. */
const limaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
const yearsAgo = (years: number, plusDays = 0) => {
  const base = latestDob(limaToday(), years);
  return new Date(Date.parse(`${base}T00:00:00Z`) + plusDays * 86_400_000).toISOString().slice(0, 10);
};

const GUEST: Partial<SessionData> = { userId: '5', userData: { roleName: 'WEB_GUEST_USER', userAddressId: '77' }, cartId: '40', dob: null };
const CUSTOMER: Partial<SessionData> = { userId: '5', userData: { roleName: 'USER', userAddressId: '77' }, cartId: '40', dob: null };

const emitted: Array<[EventName, unknown]> = [];
let offs: Array<() => void> = [];

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ language: 'es', country: 'PE', userId: null, userData: null, cartId: null, dob: null });
  window.dataLayer = [];
  emitted.length = 0;
  offs = (['location:required', 'auth:login-required', 'cart:changed'] as const).map((name) => events.on(name, (p) => emitted.push([name, p])));
});

afterEach(() => offs.forEach((off) => off()));

/** The API: acceptableIds, the customer update (echoing the dob) and the cart (the added product in it). */
function shopApi(productId = BEER.productId) {
  return mockApi((config) => {
    if (config.url === '/PE/metadata/acceptableIds') return { data: ACCEPTABLE_IDS };
    if (config.url === '/PE/customers/5' && config.method === 'put') {
      const body = JSON.parse(config.data);
      return { data: { userId: 5, idType: body.idType, idNumber: body.idNumber, dob: body.dob, email: null, emailVerified: false, firstName: null, lastName: null, contactNumber: '987654321', countryCode: '+51' } };
    }
    if (config.url === '/PE/es/carts/40/cart-items' && config.method === 'post') return { data: cart([{ cartItemId: 700, productId, quantity: 1 }]) };
    return { status: 404, data: {} };
  });
}

const addButton = (name = 'Cerveza Pilsen 620 ml') => screen.getByRole('button', { name: `Agregar ${name} al carrito` });
const cartCalls = (api: ReturnType<typeof mockApi>) => api.mock.calls.filter(([c]) => c.url?.includes('/carts') || c.url?.includes('/combo-offers/'));

describe('location first', () => {
  it.each([
    ['no session user', {}],
    ['a user without a default address', { userId: '5', userData: { roleName: 'WEB_GUEST_USER' as const, userAddressId: null } }],
  ])('with %s, Add asks for a location and calls nothing', async (_case, session) => {
    useSession.setState(session);
    const api = shopApi(12);
    await renderWithShell(<ProductTile product={product()} />);
    await userEvent.click(addButton('Inca Kola 500 ml'));
    expect(emitted).toEqual([['location:required', { reason: 'addToCart' }]]);
    expect(api).not.toHaveBeenCalled();
    expect(addButton('Inca Kola 500 ml')).toBeInTheDocument();
  });

  it('once the shopper picks a location, the product they wanted is added (no second click)', async () => {
    const api = shopApi(12);
    await renderWithShell(<ProductTile product={product()} />);
    await userEvent.click(addButton('Inca Kola 500 ml'));
    expect(emitted).toEqual([['location:required', { reason: 'addToCart' }]]);
    // The account remote's picker registers a guest with the chosen point, then closes.
    act(() => {
      useSession.setState(GUEST);
      events.emit('location:settled', { userAddressId: '77' });
    });
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' })).toBeInTheDocument();
    expect(cartCalls(api)).toHaveLength(1);
  });

  it('leaving the picker without a location adds nothing, and a later location does not add it either', async () => {
    const api = shopApi(12);
    await renderWithShell(<ProductTile product={product()} />);
    await userEvent.click(addButton('Inca Kola 500 ml'));
    act(() => events.emit('location:settled', { userAddressId: null }));
    act(() => {
      useSession.setState(GUEST);
      events.emit('location:settled', { userAddressId: '77' });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api).not.toHaveBeenCalled();
    expect(addButton('Inca Kola 500 ml')).toBeInTheDocument();
  });

  it('a guest with an address adds unrestricted products right away', async () => {
    useSession.setState(GUEST);
    const api = shopApi(12);
    await renderWithShell(<ProductTile product={product()} />);
    await userEvent.click(addButton('Inca Kola 500 ml'));
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Inca Kola 500 ml, ahora 1' })).toBeInTheDocument();
    expect(cartCalls(api)).toHaveLength(1);
  });
});

describe('age-restricted products', () => {
  it('a guest is asked to log in and nothing is added', async () => {
    useSession.setState(GUEST);
    const api = shopApi();
    await renderWithShell(<ProductTile product={BEER} />);
    await userEvent.click(addButton());
    expect(emitted).toEqual([['auth:login-required', { reason: 'ageRestricted' }]]);
    expect(api).not.toHaveBeenCalled();
  });

  it('a customer aged 18 or more adds at once', async () => {
    useSession.setState({ ...CUSTOMER, dob: String(dobToEpoch(yearsAgo(18))) });
    const api = shopApi();
    await renderWithShell(<ProductTile product={BEER} />);
    await userEvent.click(addButton());
    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Cerveza Pilsen 620 ml, ahora 1' })).toBeInTheDocument();
    expect(cartCalls(api)).toHaveLength(1);
  });

  it('a customer under 18 sees the age-eighteen pop-up and nothing is added', async () => {
    useSession.setState({ ...CUSTOMER, dob: String(dobToEpoch(yearsAgo(18, 1))) });
    const api = shopApi();
    await renderWithShell(<ProductTile product={BEER} />);
    await userEvent.click(addButton());
    const popup = await screen.findByRole('dialog', { name: 'Solo para mayores de 18 años' });
    expect(within(popup).getByText(/aún no tienes 18 años/)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(popup).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addButton()).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('a server asking for age verification (a stale session dob) opens the age form', async () => {
    useSession.setState({ ...CUSTOMER, dob: String(dobToEpoch('1990-05-17')) });
    mockApi((config) => (config.url === '/PE/metadata/acceptableIds'
      ? { data: ACCEPTABLE_IDS }
      : { status: 409, data: { errors: { general: [{ identifier: 'error.cart.ageVerificationRequired', message: 'Verifica tu edad' }] } } }));
    await renderWithShell(<ProductTile product={BEER} />);
    await userEvent.click(addButton());
    expect(await screen.findByRole('dialog', { name: 'Verifica tu edad' })).toBeInTheDocument();
    // The optimistic unit went back (the tile sits behind the modal dialog).
    expect(screen.getByRole('button', { name: 'Agregar Cerveza Pilsen 620 ml al carrito', hidden: true })).toBeInTheDocument();
  });
});

describe('the age verification form', () => {
  async function openForm() {
    useSession.setState(CUSTOMER);
    const api = shopApi();
    await renderWithShell(<ProductTile product={BEER} />);
    await userEvent.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Verifica tu edad' });
    await within(dialog).findByLabelText(/Número de documento/);
    return {
      api,
      dialog,
      type: within(dialog).getByLabelText(/Tipo de documento/) as HTMLSelectElement,
      number: within(dialog).getByLabelText(/Número de documento/) as HTMLInputElement,
      dob: within(dialog).getByLabelText(/Fecha de nacimiento/) as HTMLInputElement,
      submit: within(dialog).getByRole('button', { name: 'Confirmar' }),
    };
  }

  it('offers the first three ID types of the metadata, label only, DNI first; nothing added yet', async () => {
    const { api, type } = await openForm();
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['DNI', 'Pasaporte', 'Carnet de Extranjería']);
    expect(type.value).toBe('DNI');
    const idsCall = api.mock.calls.find(([c]) => c.url === '/PE/metadata/acceptableIds')![0];
    expect(idsCall.params).toEqual({ languageId: 'es' });
    expect(cartCalls(api)).toHaveLength(0);
  });

  it('DNI: 8 digits exactly, numeric keyboard, letters and pasted non-digits refused', async () => {
    const { number, dob, submit, dialog } = await openForm();
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('maxlength', '8');
    fireEvent.change(dob, { target: { value: '1990-05-17' } });

    await userEvent.type(number, '12a34b567');
    expect(number.value).toBe('1234567');
    expect(within(dialog).getByText('Debe tener 8 dígitos')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await userEvent.clear(number);
    await userEvent.click(number);
    await userEvent.paste('1234x678');
    expect(number.value).toBe('');
    await userEvent.paste('12345678');
    expect(number.value).toBe('12345678');
    expect(submit).toBeEnabled();
  });

  it('changing the type clears the number; other documents take 12 letters or digits', async () => {
    const { type, number, dob, submit } = await openForm();
    fireEvent.change(dob, { target: { value: '1990-05-17' } });
    await userEvent.type(number, '12345678');
    expect(submit).toBeEnabled();

    await userEvent.selectOptions(type, 'Pasaporte');
    expect(number.value).toBe('');
    expect(submit).toBeDisabled();
    expect(number).toHaveAttribute('maxlength', '12');
    expect(number).toHaveAttribute('inputmode', 'text');

    await userEvent.type(number, 'AB12345678');
    expect(submit).toBeDisabled();
    await userEvent.type(number, 'CD');
    expect(number.value).toBe('AB12345678CD');
    expect(submit).toBeEnabled();
  });

  it('the date of birth must be at most today minus 16 years', async () => {
    const { number, dob, submit, dialog } = await openForm();
    await userEvent.type(number, '12345678');
    expect(dob).toHaveAttribute('max', yearsAgo(16));

    fireEvent.change(dob, { target: { value: yearsAgo(16, 1) } });
    expect(within(dialog).getByText('Debes tener al menos 16 años')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    fireEvent.change(dob, { target: { value: yearsAgo(16) } });
    expect(within(dialog).queryByText('Debes tener al menos 16 años')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('submitting stores the date of birth and goes on with the add', async () => {
    const { api, number, dob, submit } = await openForm();
    await userEvent.type(number, '45678912');
    fireEvent.change(dob, { target: { value: '1990-05-17' } });
    await userEvent.click(submit);

    expect(await screen.findByRole('button', { name: 'Cambiar cantidad de Cerveza Pilsen 620 ml, ahora 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.mock.calls.find(([c]) => c.method === 'put')![0];
    expect(put.url).toBe('/PE/customers/5');
    expect(JSON.parse(put.data)).toEqual({ idType: 'DNI', idNumber: '45678912', dob: dobToEpoch('1990-05-17'), countryId: 'PE', selectedLanguage: 'es' });
    expect(useSession.getState().dob).toBe(String(dobToEpoch('1990-05-17')));
    expect(api.mock.calls.map(([c]) => `${c.method} ${c.url}`).slice(-1)).toEqual(['post /PE/es/carts/40/cart-items']);
  });

  it('a date of birth under 18 is stored, then the age-eighteen pop-up shows and nothing is added', async () => {
    const { api, number, dob, submit } = await openForm();
    await userEvent.type(number, '45678912');
    fireEvent.change(dob, { target: { value: yearsAgo(17) } });
    await userEvent.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Solo para mayores de 18 años' })).toBeInTheDocument();
    expect(api.mock.calls.some(([c]) => c.method === 'put')).toBe(true);
    expect(cartCalls(api)).toHaveLength(0);
  });

  it('closing the form adds nothing', async () => {
    const { api, dialog } = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addButton()).toBeInTheDocument();
    expect(cartCalls(api)).toHaveLength(0);
  });
});

describe('age-restricted combos', () => {
  const SIXPACK = combo({ comboOfferId: 8, comboName: 'Combo Six Pack', ageRestriction: true });

  it('a guest is asked to log in', async () => {
    useSession.setState(GUEST);
    const api = shopApi();
    await renderWithShell(<ComboTile combo={SIXPACK} />);
    await userEvent.click(addButton('Combo Six Pack'));
    expect(emitted).toEqual([['auth:login-required', { reason: 'ageRestricted' }]]);
    expect(api).not.toHaveBeenCalled();
  });

  it('a customer without a date of birth gets the date-of-birth notice, which leads to the age form', async () => {
    useSession.setState(CUSTOMER);
    const api = shopApi();
    await renderWithShell(<ComboTile combo={SIXPACK} />);
    await userEvent.click(addButton('Combo Six Pack'));
    const notice = await screen.findByRole('dialog', { name: 'Necesitamos tu fecha de nacimiento' });
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Registrar mi fecha de nacimiento' }));
    expect(await screen.findByRole('dialog', { name: 'Verifica tu edad' })).toBeInTheDocument();
  });

  it('a customer under 18 sees the age-eighteen pop-up', async () => {
    useSession.setState({ ...CUSTOMER, dob: yearsAgo(17) });
    const api = shopApi();
    await renderWithShell(<ComboTile combo={SIXPACK} />);
    await userEvent.click(addButton('Combo Six Pack'));
    expect(await screen.findByRole('dialog', { name: 'Solo para mayores de 18 años' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
