// The my-profile page as a customer meets it: names, the age data rules and the PUT body, the e-mail change
// flow (request → code → verify, 409 taken), and the login prompt for everybody else.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { dobToEpoch, type Customer } from '@shop/shared/calls';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import MyProfilePage from './my-profile-page';
import { mockApi, type MockAnswer } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';
import { loginAnswer } from '../testing/fixtures';

const CUSTOMER: Customer = {
  userId: 9, idType: null, idNumber: null, dob: null, email: null, emailVerified: false,
  firstName: 'Ana', lastName: 'Quispe', contactNumber: '987654321', countryCode: '+51',
};
const ACCEPTABLE_IDS = JSON.stringify(['DNI++8', 'Pasaporte++12', 'Carnet de Extranjeria++12', 'RUC++11']);


type Override = (config: InternalAxiosRequestConfig, body: Record<string, unknown>) => MockAnswer | undefined;

/** A small customer server: GET/PUT the record, the ID types, and the CHANGE_EMAIL code calls. */
function serve(override: Override = () => undefined) {
  let record: Customer = { ...CUSTOMER };
  const api = mockApi((config) => {
    const body = config.data ? (JSON.parse(String(config.data)) as Record<string, unknown>) : {};
    const answer = override(config, body);
    if (answer) return answer;
    if (config.url === '/PE/metadata/acceptableIds') return { data: { metadataKey: 'acceptableIds', metadataValue: ACCEPTABLE_IDS, languageId: 1 } };
    if (config.url === '/PE/customers/9' && config.method === 'get') return { data: record };
    if (config.url === '/PE/customers/9' && config.method === 'put') {
      const { countryId: _c, selectedLanguage: _l, ...changes } = body;
      record = { ...record, ...(changes as Partial<Customer>) };
      return { data: record };
    }
    if (config.url === '/PE/login/request-otp') return { data: { otpSent: true, expiresInSeconds: 600, resendInSeconds: 60 } };
    if (config.url === '/PE/login/verify-otp') {
      record = { ...record, email: String(body.email), emailVerified: true };
      return { data: loginAnswer() };
    }
    return { status: 404, data: {} };
  });
  const calls = (method: string, url: string) =>
    api.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url).map((c) => (c.data ? JSON.parse(String(c.data)) : undefined) as Record<string, unknown>);
  return { api, calls };
}

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  user = userEvent.setup();
  localStorage.clear();
  useSession.getState().clear();
});

const logIn = () => act(() => useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 1 }));

async function openProfile() {
  logIn();
  await renderWithShell(<MyProfilePage />, { url: '/account/my-profile' });
  await screen.findByRole('heading', { level: 1, name: 'Mi perfil' });
  return screen.findByRole('textbox', { name: /^Nombres/ });
}

const idType = () => screen.getByRole('combobox', { name: /Tipo de documento/ });
const idNumber = () => screen.getByRole('textbox', { name: /Número de documento/ });
const dobInput = () => screen.getByLabelText(/Fecha de nacimiento/);
const saveAge = () => screen.getByRole('button', { name: 'Guardar datos' });

describe('my-profile: names and contact', () => {
  it('loads the customer and saves edited names with updateCustomer', async () => {
    const { calls } = serve();
    const first = await openProfile();
    expect(first).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: /^Apellidos/ })).toHaveValue('Quispe');
    expect(screen.getByText('+51 987654321')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Celular/ })).toBeNull();
    const save = screen.getByRole('button', { name: 'Guardar nombres' });
    expect(save).toBeDisabled();

    await user.clear(first);
    expect(await screen.findByText('Obligatorio')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(first, '  María José');
    expect(first).toHaveValue('María José');
    await user.click(save);

    expect(await screen.findByText('Cambios guardados')).toHaveAttribute('role', 'status');
    expect(calls('put', '/PE/customers/9')).toEqual([{ countryId: 'PE', firstName: 'María José', lastName: 'Quispe' }]);
    expect(save).toBeDisabled();
  });

  it('shows the server field errors of updateCustomer under the field', async () => {
    serve((config) =>
      config.method === 'put'
        ? { status: 400, data: { errors: { fieldsErrors: [{ fieldName: 'lastName', identifier: 'error.validation.tooLong', message: 'Apellido demasiado largo' }] } } }
        : undefined,
    );
    await openProfile();
    await user.type(screen.getByRole('textbox', { name: /^Apellidos/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Guardar nombres' }));
    const lastName = screen.getByRole('textbox', { name: /^Apellidos/ });
    await waitFor(() => expect(lastName).toHaveAccessibleDescription('Apellido demasiado largo'));
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Nombres/ })).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('my-profile: age data', () => {
  it('offers the first three ID types and holds each number to its length (DNI 8, others 12), clearing it on a type change', async () => {
    serve();
    await openProfile();
    await waitFor(() => expect(idType()).toHaveValue('DNI'));
    expect(within(idType()).getAllByRole('option').map((o) => o.textContent)).toEqual(['DNI', 'Pasaporte', 'Carnet de Extranjería']);

    await user.type(idNumber(), '12a34567');
    expect(idNumber()).toHaveValue('1234567');
    expect(await screen.findByText('8 dígitos')).toBeInTheDocument();
    expect(idNumber()).toHaveAttribute('aria-invalid', 'true');
    await user.type(idNumber(), '89');
    expect(idNumber()).toHaveValue('12345678');
    expect(idNumber()).toHaveAttribute('aria-invalid', 'false');

    await user.selectOptions(idType(), 'Pasaporte');
    expect(idNumber()).toHaveValue('');
    await user.type(idNumber(), 'AB-1234567890XYZ');
    expect(idNumber()).toHaveValue('AB1234567890');
    expect(idNumber()).toHaveAttribute('maxLength', '12');
  });

  it('takes a date of birth up to today − 16 years and sends {idType, idNumber, dob: dobToEpoch, countryId, selectedLanguage}', async () => {
    jest.useFakeTimers({ now: new Date('2025-06-15T12:00:00Z'), advanceTimers: true });
    try {
      const { calls } = serve();
      await openProfile();
      await waitFor(() => expect(idType()).toHaveValue('DNI'));
      await user.type(idNumber(), '12345678');
      expect(dobInput()).toHaveAttribute('max', '2009-06-15');

      fireEvent.change(dobInput(), { target: { value: '2009-06-16' } });
      expect(await screen.findByText('Debes tener al menos 16 años')).toBeInTheDocument();
      expect(saveAge()).toBeDisabled();

      fireEvent.change(dobInput(), { target: { value: '2009-06-15' } });
      // The form validates a change asynchronously (react-hook-form awaits its resolver).
      await waitFor(() => expect(screen.queryByText('Debes tener al menos 16 años')).toBeNull());
      expect(saveAge()).toBeEnabled();
      await user.click(saveAge());

      await waitFor(() => expect(calls('put', '/PE/customers/9')).toHaveLength(1));
      expect(calls('put', '/PE/customers/9')[0]).toEqual({
        idType: 'DNI', idNumber: '12345678', dob: dobToEpoch('2009-06-15'), countryId: 'PE', selectedLanguage: 'es',
      });
      // updateCustomer keeps the answer's date of birth in the session.
      await waitFor(() => expect(useSession.getState().dob).toBe(String(dobToEpoch('2009-06-15'))));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a stored ID and date of birth read-only, says how to reach support to correct them, and offers no save', async () => {
    const { calls } = serve((config) =>
      config.method === 'get' && config.url === '/PE/customers/9'
        ? { data: { ...CUSTOMER, idType: 'Pasaporte', idNumber: 'AB1234567890', dob: dobToEpoch('1990-02-03') } }
        : undefined,
    );
    await openProfile();
    const document = await screen.findByRole('textbox', { name: 'Documento de identidad' });
    expect(document).toHaveValue('Pasaporte AB1234567890');
    expect(document).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('3 de febrero de 1990');
    expect(screen.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: /Tipo de documento/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar datos' })).toBeNull();
    expect(screen.getByText(/no se pueden cambiar una vez registrados/)).toBeInTheDocument();
    expect(screen.getByText(/Encuentra nuestro teléfono y correo en/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Soporte' })).toHaveAttribute('href', '/account/support');
    expect(calls('put', '/PE/customers/9')).toEqual([]);
  });

  it('with only the date of birth on record (from the age form), asks for the ID alone and never sends the date', async () => {
    const onRecord = { ...CUSTOMER, dob: dobToEpoch('1990-02-03') };
    const { calls } = serve((config, body) => {
      if (config.url !== '/PE/customers/9') return undefined;
      return { data: config.method === 'put' ? { ...onRecord, idType: body.idType, idNumber: body.idNumber } : onRecord };
    });
    await openProfile();
    await waitFor(() => expect(idType()).toHaveValue('DNI'));
    expect(screen.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveAttribute('readonly');
    await user.type(idNumber(), '45871236');
    await user.click(saveAge());
    await waitFor(() => expect(calls('put', '/PE/customers/9')).toHaveLength(1));
    expect(calls('put', '/PE/customers/9')[0]).toEqual({ idType: 'DNI', idNumber: '45871236', countryId: 'PE', selectedLanguage: 'es' });
    // Both on record now: read-only, saved.
    expect(await screen.findByRole('textbox', { name: 'Documento de identidad' })).toHaveValue('DNI 45871236');
    expect(screen.getByText('Cambios guardados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar datos' })).toBeNull();
  });

  it('a refusal of the server (locked meanwhile, from another device) shows its message under the field', async () => {
    serve((config) =>
      config.method === 'put'
        ? { status: 400, data: { errors: { fieldsErrors: [{ fieldName: 'dob', identifier: 'error.customer.dobLocked', message: 'Tu fecha de nacimiento ya está registrada.' }] } } }
        : undefined,
    );
    await openProfile();
    await waitFor(() => expect(idType()).toHaveValue('DNI'));
    await user.type(idNumber(), '45871236');
    fireEvent.change(dobInput(), { target: { value: '1990-02-03' } });
    await user.click(saveAge());
    await waitFor(() => expect(dobInput()).toHaveAccessibleDescription('Tu fecha de nacimiento ya está registrada.'));
    expect(dobInput()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('my-profile: e-mail', () => {
  const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByRole('textbox', { name: `Dígito ${i + 1} de 6` }));

  it('asks for a code for a valid address, then verifies the six digits and shows the new e-mail', async () => {
    const { calls } = serve();
    await openProfile();
    expect(screen.getByText('Sin correo electrónico')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar correo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correo electrónico' });
    const field = within(dialog).getByRole('textbox', { name: /Correo electrónico/ });

    await user.type(field, 'ana@correo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(calls('post', '/PE/login/request-otp')).toEqual([]);

    await user.type(field, '.pe');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await screen.findByRole('dialog', { name: 'Código de verificación' });
    expect(calls('post', '/PE/login/request-otp')).toEqual([{ email: 'ana@correo.pe', countryCode: '+51', otpType: 'CHANGE_EMAIL' }]);
    expect(screen.getByText(/enviamos a ana@correo\.pe/)).toBeInTheDocument();

    const verify = screen.getByRole('button', { name: 'Verificar' });
    expect(verify).toBeDisabled();
    await user.click(boxes()[0]!);
    await user.paste('123456');
    await user.click(verify);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('post', '/PE/login/verify-otp')).toEqual([{ email: 'ana@correo.pe', otp: '123456', countryCode: '+51', otpType: 'CHANGE_EMAIL' }]);
    expect(await screen.findByText('ana@correo.pe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar correo' })).toBeInTheDocument();
  });

  it('offers a new code only after 60 s, as the server allows', async () => {
    const { calls } = serve();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Agregar correo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correo electrónico' });
    await user.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'ana@correo.pe');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await screen.findByRole('dialog', { name: 'Código de verificación' });
    expect(screen.getByRole('button', { name: /^Reenviar código en (60|59) s$/ })).toBeDisabled();

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    const resend = await screen.findByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(calls('post', '/PE/login/request-otp')).toHaveLength(2));
    jest.restoreAllMocks();
  });

  it('says so in the dialog, and only there, when the server answers 409: the address belongs to another customer', async () => {
    const { calls } = serve((config) =>
      config.url === '/PE/login/request-otp'
        ? { status: 409, data: { errors: { general: [{ identifier: 'error.email.taken', message: 'El correo ya está en uso.' }] } } }
        : undefined,
    );
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Agregar correo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correo electrónico' });
    await user.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'otro@correo.pe');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este correo ya está registrado en otra cuenta.');
    // Said once, in the dialog: the client's 409 toast is left out.
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 300))));
    expect(screen.queryByText('El correo ya está en uso.')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Código de verificación' })).toBeNull();
    expect(calls('post', '/PE/login/request-otp')).toHaveLength(1);
    expect(calls('post', '/PE/login/verify-otp')).toEqual([]);
  });
});

describe('my-profile: visitors and guests', () => {
  it.each([
    ['a visitor', () => undefined],
    ['a guest', () => act(() => useSession.getState().setUser({ userId: 5, roleName: 'WEB_GUEST_USER' }))],
  ])('shows %s the login prompt, which asks for the login dialog, and reads no customer record', async (_who, setup) => {
    const { api } = serve();
    setup();
    const asked = jest.fn();
    const off = events.on('auth:login-required', asked);
    await renderWithShell(<MyProfilePage />, { url: '/account/my-profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(asked).toHaveBeenCalledWith({ reason: 'account' });
    expect(screen.queryByRole('textbox', { name: /^Nombres/ })).toBeNull();
    expect(api).not.toHaveBeenCalled();
    off();
  });
});
