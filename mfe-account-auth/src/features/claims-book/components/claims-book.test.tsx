import { webcrypto } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '@shop/shared/api';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import { mockApi, type MockAnswer } from '../../../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../../../tools/jest/remote/render';
import { leadingZeroBits } from '../utils/proof-of-work';
import ClaimsBookPage from './claims-book-page';

const LIMITS = {
  firstNameMax: 50, lastNameMax: 50, addressMax: 100, phoneMax: 15, descriptionMax: 1000, requestMax: 1000, itemDescriptionMax: 200,
  maxFileBytes: 10485760, maxTotalBytes: 33554432, maxFiles: 5, fileTypes: ['application/pdf', 'image/jpeg'],
};
const FORM_DATA = {
  shop: { legalName: 'Mi Bodega Express S.A.C.', ruc: '20601234567', address: 'Av. José Larco 812, Miraflores, Lima' },
  consumer: { firstName: 'Ana', lastName: 'Díaz', idType: 'DNI', idNumber: '45678912', email: 'ana@example.pe', phone: '987654321', address: 'Av. Larco 345' },
  limits: LIMITS,
  responseBusinessDays: 15,
  today: '2026-11-21',
};
const challenge = (id: string) => ({
  challengeId: id, algorithm: 'SHA-256', prefix: `${id}:`, difficulty: 4, expiresAt: new Date(Date.now() + 600_000).toISOString(),
});
const RECORD = {
  claimId: 7, claimNumber: '2026-000012', createdAt: '2026-11-21T19:05:00.000Z', responseDueDate: '2026-12-14', status: 'RECEIVED',
  shop: FORM_DATA.shop,
  consumerFirstName: 'Ana', consumerLastName: 'Díaz', consumerIdType: 'DNI', consumerIdNumber: '45678912', consumerEmail: 'ana@example.pe',
  consumerPhone: '987654321', consumerAddress: 'Av. Larco 345', isMinor: false, guardianName: null, guardianIdType: null, guardianIdNumber: null,
  itemType: 'PRODUCT', itemDescription: 'Leche evaporada', claimedAmount: 12.5, claimType: 'CLAIM', description: 'Llegó vencida.',
  consumerRequest: 'Cambio del producto.', orderNumber: null,
  attachments: [{ claimFileId: 3, fileName: 'boleta.jpg', mimeType: 'image/jpeg', sizeBytes: 2048 }],
  emailSent: true,
};
const OLDER = { ...RECORD, claimId: 5, claimNumber: '2026-000003', claimType: 'COMPLAINT', createdAt: '2026-10-02T15:00:00.000Z', attachments: [], emailSent: false };

type Handler = (c: InternalAxiosRequestConfig) => MockAnswer;
let challenges = 0;
function backend(over: Record<string, Handler> = {}) {
  return mockApi((c) => {
    const key = `${c.method?.toUpperCase()} ${c.url}`;
    if (over[key]) return over[key](c);
    if (key === 'GET /PE/claims/form-data') return { data: FORM_DATA };
    if (key === 'GET /PE/claims/challenge') {
      challenges += 1;
      return { data: challenge(`ch-${challenges}`) };
    }
    if (key === 'GET /PE/claims') return { data: { count: 1, records: [OLDER] } };
    if (key === 'POST /PE/claims') return { status: 201, data: RECORD };
    throw new Error(`unexpected ${key}`);
  });
}
const calls = (api: ReturnType<typeof backend>, key: string) =>
  api.mock.calls.map(([c]) => c).filter((c) => `${c.method?.toUpperCase()} ${c.url}` === key);

beforeAll(() => {
  // jsdom has no SubtleCrypto: the browser's digest comes from Node's.
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

beforeEach(() => {
  challenges = 0;
  localStorage.clear();
  useSession.getState().clear();
  useSession.setState({ language: 'es', country: 'PE' });
  useSession.getState().setUser({ userId: 9, roleName: 'USER', roleId: 2, userAddressId: 1, cartId: 5 });
});

async function renderBook(url = '/claims-book') {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  await renderWithShell(<ClaimsBookPage />, { url });
  const form = await screen.findByRole('form', { name: 'Hoja de reclamación' });
  return { user, form };
}
const box = (name: RegExp | string) => screen.getByRole('textbox', { name });
const jpeg = (name = 'boleta.jpg', size = 2048) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(size - 4)], name, { type: 'image/jpeg' });
/** A file that reports `size` bytes without allocating them. */
function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const MB = 1024 * 1024;

type User = ReturnType<typeof userEvent.setup>;
/** Pastes into a field: one input event instead of one per character (the form is long for jsdom). */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Producto' }));
  await paste(user, box(/^Descripción del producto o servicio/), 'Leche evaporada');
  await paste(user, box(/^Monto reclamado/), '12.5');
  await user.click(screen.getByRole('radio', { name: /^Reclamo/ }));
  await paste(user, box(/^Detalle/), 'Llegó vencida.');
  await paste(user, box(/^Pedido del consumidor/), 'Cambio del producto.');
  await user.click(screen.getByRole('checkbox', { name: /^Declaro que los datos/ }));
}

describe('who can file', () => {
  it('asks a visitor to log in, inside the page frame of its own (home link, title, back link)', async () => {
    useSession.getState().clear();
    const api = backend();
    const login = jest.fn();
    const off = events.on('auth:login-required', login);
    await renderWithShell(<ClaimsBookPage />, { url: '/claims-book' });
    expect(screen.getByRole('heading', { level: 1, name: 'Libro de reclamaciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi Bodega Express: volver a la tienda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(login).toHaveBeenCalledWith({ reason: 'claims-book' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    off();
  });

  it('a guest is not a verified customer either', async () => {
    useSession.getState().setUser({ userId: 4, roleName: 'WEB_GUEST_USER' });
    const api = backend();
    await renderWithShell(<ClaimsBookPage />, { url: '/claims-book' });
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('the claim sheet', () => {
  it("shows the shop's legal data, the sheet number to come and today's date, prefilled with the customer's data", async () => {
    backend();
    const { form } = await renderBook();
    expect(form).toHaveTextContent('Mi Bodega Express S.A.C.');
    expect(form).toHaveTextContent('20601234567');
    expect(form).toHaveTextContent('Av. José Larco 812, Miraflores, Lima');
    expect(form).toHaveTextContent('Se asigna al enviar');
    expect(form).toHaveTextContent('21 de noviembre de 2026');
    expect(box(/^Nombres/)).toHaveValue('Ana');
    expect(box(/^Apellidos/)).toHaveValue('Díaz');
    expect(screen.getByRole('combobox', { name: /^Tipo de documento/ })).toHaveValue('DNI');
    expect(box(/^Número de documento/)).toHaveValue('45678912');
    expect(box(/^Correo electrónico/)).toHaveValue('ana@example.pe');
    expect(box(/^Teléfono/)).toHaveValue('987654321');
    expect(box(/^Domicilio/)).toHaveValue('Av. Larco 345');
    expect(form).toHaveTextContent(/no impide acudir a otras vías .* INDECOPI/);
    expect(form).toHaveTextContent('en un plazo no mayor a 15 días hábiles');
    expect(screen.getByRole('radio', { name: /^Reclamo Disconformidad relacionada con los productos o servicios/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Queja .*atención al público/ })).toBeInTheDocument();
  });

  it("says in the page when the shop's legal data is missing (a 500), without sending the customer to maintenance", async () => {
    const navigate = jest.fn();
    configureApi({ navigate });
    try {
      backend({
        'GET /PE/claims/form-data': () => ({
          status: 500, data: { errors: { general: [{ identifier: 'error.claims.notConfigured', message: 'No disponible' }], fieldsErrors: [] } },
        }),
      });
      await renderWithShell(<ClaimsBookPage />, { url: '/claims-book' });
      expect(await screen.findByText(/^El libro de reclamaciones no está disponible en este momento\./)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(navigate).not.toHaveBeenCalled();
      expect(screen.getByTestId('location')).toHaveTextContent('/claims-book');
    } finally {
      configureApi({ navigate: (path) => window.location.assign(path) });
    }
  });

  it('a form that fails to load for another reason says so, with a retry', async () => {
    backend({ 'GET /PE/claims/form-data': () => ({ status: 500, data: { errors: { general: [{ identifier: 'error.internal', message: 'x' }], fieldsErrors: [] } } }) });
    await renderWithShell(<ClaimsBookPage />, { url: '/claims-book' });
    expect(await screen.findByText('No pudimos cargar el formulario de reclamos.')).toBeInTheDocument();
    expect(screen.queryByText(/no está disponible/)).not.toBeInTheDocument();
  });

  it('solves the proof-of-work as soon as it opens, telling the customer it is checking', async () => {
    const api = backend();
    await renderBook();
    expect(calls(api, 'GET /PE/claims/challenge')).toHaveLength(1);
    // Visible while solving or just done (a 4-bit puzzle is quick).
    expect(await screen.findByText(/Verificando que no eres un robot…|Verificación completada\./)).toBeInTheDocument();
    expect(await screen.findByText('Verificación completada.')).toBeInTheDocument();
  });

  it('keeps the limits: names 50, address 100, phone 0–15 digits only, descriptions 1000 with a counter', async () => {
    backend();
    const { user } = await renderBook();
    const first = box(/^Nombres/);
    await user.clear(first);
    await paste(user, first, 'A'.repeat(60));
    expect(first).toHaveValue('A'.repeat(50));
    expect(first).toHaveAttribute('maxlength', '50');

    const address = box(/^Domicilio/);
    await user.clear(address);
    await user.click(address);
    await user.paste('Calle '.repeat(30));
    expect((address as HTMLInputElement).value).toHaveLength(100);

    const phone = box(/^Teléfono/);
    await user.clear(phone);
    await user.type(phone, '9a8-7 6x');
    expect(phone).toHaveValue('9876');
    await user.clear(phone);
    await user.type(phone, '1'.repeat(20));
    expect(phone).toHaveValue('1'.repeat(15));
    // A pasted number keeps its digits without separators or the +51 calling code, however long the text.
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+51 (987) 654-321');
    expect(phone).toHaveValue('987654321');
    // Empty is fine (0 digits): no error once left.
    await user.clear(phone);
    await user.tab();
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');

    const detail = box(/^Detalle/);
    expect(detail).toHaveAttribute('maxlength', '1000');
    expect(detail).toHaveAccessibleDescription(/0 \/ 1000/);
    await user.click(detail);
    await user.paste('x'.repeat(1200));
    expect((detail as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(detail).toHaveAccessibleDescription(/1000 \/ 1000/);
    expect(box(/^Pedido del consumidor/)).toHaveAttribute('maxlength', '1000');

    // A DNI takes 8 digits only.
    const dni = box(/^Número de documento/);
    await user.clear(dni);
    await user.type(dni, '12ab345678901');
    expect(dni).toHaveValue('12345678');
  });

  it('shows translated errors at each field, linked to it, when sent incomplete', async () => {
    const api = backend();
    const { user } = await renderBook();
    await user.clear(box(/^Nombres/));
    await user.clear(box(/^Correo electrónico/));
    await user.type(box(/^Correo electrónico/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    expect(box(/^Nombres/)).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(box(/^Nombres/)).toHaveAttribute('aria-invalid', 'true');
    expect(box(/^Nombres/)).toHaveFocus();
    expect(box(/^Correo electrónico/)).toHaveAccessibleDescription('Ingresa un correo electrónico válido.');
    expect(box(/^Detalle/)).toHaveAccessibleDescription(/Este campo es obligatorio\./);
    expect(screen.getByRole('radiogroup', { name: /^Bien contratado/ })).toHaveAccessibleDescription('Elige producto o servicio.');
    expect(screen.getByRole('radiogroup', { name: /^Tipo/ })).toHaveAccessibleDescription('Elige reclamo o queja.');
    expect(screen.getByRole('checkbox', { name: /^Declaro/ })).toHaveAccessibleDescription('Debes aceptar la declaración para enviar.');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(calls(api, 'POST /PE/claims')).toHaveLength(0);
  });

  it("makes the parent's or guardian's name, document type and number required for a minor", async () => {
    backend();
    const { user } = await renderBook();
    expect(screen.queryByRole('textbox', { name: /^Nombre completo del apoderado/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Soy menor de edad' }));
    const guardian = screen.getByRole('group', { name: 'Datos del padre, madre o apoderado' });
    const name = within(guardian).getByRole('textbox', { name: /^Nombre completo del apoderado/ });
    const number = within(guardian).getByRole('textbox', { name: /^N\.º de documento del apoderado/ });
    const type = within(guardian).getByRole('combobox', { name: /^Tipo de documento del apoderado/ });
    expect(name).toBeRequired();
    expect(number).toBeRequired();
    expect(type).toBeRequired();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(number).toHaveAccessibleDescription('Este campo es obligatorio.');
    // A passport: up to 12 letters or digits, nothing else kept.
    await user.selectOptions(type, 'Pasaporte');
    await paste(user, number, 'ab-12 ñ');
    expect(number).toHaveValue('ab12');
    // The form judges a change asynchronously (react-hook-form awaits its resolver).
    await waitFor(() => expect(number).toHaveAccessibleDescription('Hasta 12 letras o números'));
    expect(number).toHaveAttribute('maxlength', '12');
  });

  it('refuses attachments that are not PDF or JPG, over 10 MB, beyond 32 MB in all or beyond 5 files, before any upload', async () => {
    const api = backend();
    const { user } = await renderBook();
    const input = screen.getByLabelText('Adjuntar archivos');
    await user.upload(input, [sized('foto.png', 'image/png', 1000), sized('grande.pdf', 'application/pdf', 10 * MB + 1), jpeg('boleta.jpg')]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('foto.png: solo se aceptan archivos PDF o JPG.');
    expect(alert).toHaveTextContent('grande.pdf pesa más de 10 MB.');
    const list = screen.getByRole('list', { name: 'Archivos adjuntos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem')).toHaveTextContent('boleta.jpg (2 KB)');

    // 2 KB + 3 × 10 MB = 30 MB; another 3 MB would pass 32 MB in all.
    await user.upload(input, [sized('a.pdf', 'application/pdf', 10 * MB), sized('b.pdf', 'application/pdf', 10 * MB), sized('c.pdf', 'application/pdf', 10 * MB), sized('d.pdf', 'application/pdf', 3 * MB)]);
    expect(screen.getByRole('alert')).toHaveTextContent('d.pdf: los adjuntos pasarían de 32 MB en total.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await user.upload(input, [sized('e.pdf', 'application/pdf', 1000), sized('f.pdf', 'application/pdf', 1000)]);
    expect(screen.getByRole('alert')).toHaveTextContent('f.pdf: puedes adjuntar como máximo 5 archivos.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Quitar a.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).queryByText(/a\.pdf/)).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(calls(api, 'POST /PE/claims')).toHaveLength(0);
  });

  it('sends multipart form data: the claim as JSON with the solved challenge, and the files as attachments', async () => {
    const api = backend();
    const { user } = await renderBook();
    await fillRequired(user);
    await paste(user, box(/^Número de pedido/), 'PE-1001');
    const file = jpeg();
    await user.upload(screen.getByLabelText('Adjuntar archivos'), file);
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));

    await waitFor(() => expect(calls(api, 'POST /PE/claims')).toHaveLength(1));
    const sent = calls(api, 'POST /PE/claims')[0]!;
    expect(sent.data).toBeInstanceOf(FormData);
    const body = sent.data as FormData;
    expect([...body.keys()]).toEqual(['claim', 'attachments']);
    const claim = JSON.parse(body.get('claim') as string);
    const { challengeId, nonce, ...fields } = claim;
    expect(fields).toEqual({
      consumerFirstName: 'Ana', consumerLastName: 'Díaz', consumerIdType: 'DNI', consumerIdNumber: '45678912', consumerEmail: 'ana@example.pe',
      consumerPhone: '987654321', consumerAddress: 'Av. Larco 345', isMinor: false, guardianName: null, guardianIdType: null, guardianIdNumber: null,
      itemType: 'PRODUCT', itemDescription: 'Leche evaporada', claimedAmount: 12.5, claimType: 'CLAIM', description: 'Llegó vencida.',
      consumerRequest: 'Cambio del producto.', orderNumber: 'PE-1001',
    });
    expect(challengeId).toBe('ch-1');
    const hash = new Uint8Array(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(`ch-1:${nonce}`)));
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(4);
    expect(body.getAll('attachments')).toHaveLength(1);
    expect((body.get('attachments') as File).name).toBe('boleta.jpg');
    expect(await screen.findByRole('heading', { name: 'Constancia de reclamo N.º 2026-000012' })).toBeInTheDocument();
  });

  it("shows the server's field errors at their fields", async () => {
    const api = backend({
      'POST /PE/claims': () => ({
        status: 400,
        data: { errors: { fieldsErrors: [
          { fieldName: 'consumerIdNumber', identifier: 'error.claims.idNumber', message: 'El DNI no es válido.' },
          { fieldName: 'description', identifier: 'error.claims.description', message: 'El detalle es demasiado largo.' },
          { fieldName: 'attachments', identifier: 'error.claims.fileType', message: 'boleta.jpg no es un PDF ni un JPG.' },
        ] } },
      }),
    });
    const { user } = await renderBook();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Adjuntar archivos'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    await waitFor(() => expect(calls(api, 'POST /PE/claims')).toHaveLength(1));
    expect(await screen.findByText('El DNI no es válido.')).toBeInTheDocument();
    expect(box(/^Número de documento/)).toHaveAccessibleDescription('El DNI no es válido.');
    expect(box(/^Número de documento/)).toHaveFocus();
    expect(box(/^Detalle/)).toHaveAccessibleDescription(/El detalle es demasiado largo\./);
    expect(screen.getByLabelText('Adjuntar archivos')).toHaveAccessibleDescription(/boleta\.jpg no es un PDF ni un JPG\./);
    // Editing the field clears the server's word about it.
    await user.type(box(/^Detalle/), '!');
    await waitFor(() => expect(box(/^Detalle/)).not.toHaveAccessibleDescription(/demasiado largo/));
  });

  it('fetches a new challenge and sends once more when the server refuses the challenge', async () => {
    let posts = 0;
    const api = backend({
      'POST /PE/claims': () => {
        posts += 1;
        return posts === 1
          ? { status: 422, data: { errors: { general: [{ identifier: 'error.claims.challengeInvalid', message: 'Verificación vencida' }] } } }
          : { status: 201, data: RECORD };
      },
    });
    const { user } = await renderBook();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    expect(await screen.findByRole('heading', { name: 'Constancia de reclamo N.º 2026-000012' })).toBeInTheDocument();
    const posted = calls(api, 'POST /PE/claims').map((c) => JSON.parse((c.data as FormData).get('claim') as string).challengeId);
    expect(posted).toEqual(['ch-1', 'ch-2']);
  });

  it('does not send a challenge about to expire: a fresh one is fetched and solved first', async () => {
    const api = backend({
      'GET /PE/claims/challenge': () => {
        challenges += 1;
        const soon = challenges === 1 ? 30_000 : 600_000;
        return { data: { ...challenge(`ch-${challenges}`), expiresAt: new Date(Date.now() + soon).toISOString() } };
      },
    });
    const { user } = await renderBook();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    await waitFor(() => expect(calls(api, 'POST /PE/claims')).toHaveLength(1));
    expect(JSON.parse((calls(api, 'POST /PE/claims')[0]!.data as FormData).get('claim') as string).challengeId).toBe('ch-2');
  });

  it('gives up after the second refusal and says so', async () => {
    const refusal = { status: 422, data: { errors: { general: [{ identifier: 'error.claims.challengeInvalid', message: 'Verificación vencida' }] } } };
    const api = backend({ 'POST /PE/claims': () => refusal });
    const { user } = await renderBook();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    expect(await screen.findByText('No pudimos verificar que no eres un robot. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(calls(api, 'POST /PE/claims')).toHaveLength(2);
  });
});

describe('the copy', () => {
  it('shows the number, date and time in Lima, the due date, the data as filed, the attachments and the e-mail; prints; files another', async () => {
    const api = backend();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderBook();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));

    const copy = await screen.findByRole('article', { name: 'Constancia de reclamo N.º 2026-000012' });
    expect(within(copy).getByRole('heading', { name: 'Constancia de reclamo N.º 2026-000012' })).toHaveFocus();
    expect(copy).toHaveTextContent('Registramos tu hoja de reclamación.');
    // 19:05 UTC is 14:05 in Lima.
    expect(copy).toHaveTextContent(/21 de noviembre de 2026.*2:05/);
    expect(copy).toHaveTextContent('14 de diciembre de 2026');
    expect(copy).toHaveTextContent('15 días hábiles');
    expect(copy).toHaveTextContent('Mi Bodega Express S.A.C.');
    expect(copy).toHaveTextContent('45678912');
    expect(copy).toHaveTextContent('Leche evaporada');
    expect(copy).toHaveTextContent('S/ 12.50');
    expect(copy).toHaveTextContent('Llegó vencida.');
    expect(copy).toHaveTextContent('Cambio del producto.');
    expect(within(copy).getByRole('link', { name: 'Descargar boleta.jpg' })).toHaveAttribute('href', '/api/v1/PE/claims/7/attachments/3');
    expect(copy).toHaveTextContent('Enviamos una copia a ana@example.pe.');
    expect(screen.getByTestId('location')).toHaveTextContent('/claims-book');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(within(copy).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalled();

    await user.click(within(copy).getByRole('button', { name: 'Registrar otro reclamo' }));
    const form = await screen.findByRole('form', { name: 'Hoja de reclamación' });
    expect(within(form).getByRole('textbox', { name: /^Detalle/ })).toHaveValue('');
    // The new claim is in the list.
    expect(calls(api, 'GET /PE/claims').length).toBeGreaterThanOrEqual(2);
    print.mockRestore();
  });

  it('a fresh copy says the e-mail is on its way, then that it was sent once the API says so', async () => {
    let asked = 0;
    const api = backend({
      'POST /PE/claims': () => ({ status: 201, data: { ...RECORD, emailSent: false, emailStatus: 'PENDING' } }),
      'GET /PE/claims/7': () => {
        asked += 1;
        return { data: asked === 1 ? { ...RECORD, emailSent: false, emailStatus: 'PENDING' } : { ...RECORD, emailSent: true, emailStatus: 'SENT' } };
      },
    });
    const { user } = await renderBook();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    const copy = await screen.findByRole('article', { name: 'Constancia de reclamo N.º 2026-000012' });
    expect(copy).toHaveTextContent('Te estamos enviando una copia a ana@example.pe.');
    expect(copy).not.toHaveTextContent('No pudimos enviar');
    await waitFor(() => expect(copy).toHaveTextContent('Enviamos una copia a ana@example.pe.'));
    expect(calls(api, 'GET /PE/claims/7')).toHaveLength(2);
  });

  it('a copy whose e-mail was given up says so', async () => {
    backend({ 'GET /PE/claims/5': () => ({ data: { ...OLDER, emailStatus: 'FAILED' } }) });
    await act(async () => {
      await renderWithShell(<ClaimsBookPage />, { url: '/claims-book?claim=5' });
    });
    const copy = await screen.findByRole('article', { name: 'Constancia de reclamo N.º 2026-000003' });
    expect(copy).toHaveTextContent('No pudimos enviar la copia a ana@example.pe.');
  });

  it('lists earlier claims, each re-opening its copy', async () => {
    const api = backend({ 'GET /PE/claims/5': () => ({ data: OLDER }) });
    const { user } = await renderBook();
    const list = await screen.findByRole('list', { name: 'Tus reclamos registrados' });
    expect(list).toHaveTextContent('Hoja N.º 2026-000003');
    expect(list).toHaveTextContent('Queja');
    await user.click(within(list).getByRole('link', { name: /^Ver constancia: Hoja N\.º 2026-000003/ }));
    const copy = await screen.findByRole('article', { name: 'Constancia de reclamo N.º 2026-000003' });
    expect(calls(api, 'GET /PE/claims/5')).toHaveLength(1);
    expect(copy).toHaveTextContent('No pudimos enviar la copia a ana@example.pe.');
    expect(copy).toHaveTextContent('Sin archivos adjuntos');
    expect(copy).not.toHaveTextContent('Registramos tu hoja');
    await user.click(within(copy).getByRole('button', { name: 'Volver al libro de reclamaciones' }));
    expect(await screen.findByRole('form', { name: 'Hoja de reclamación' })).toBeInTheDocument();
  });

  it("says when a claim is not the customer's (404)", async () => {
    backend({ 'GET /PE/claims/99': () => ({ status: 404, data: { errors: { general: [{ identifier: 'error.claims.notFound', message: 'x' }] } } }) });
    await act(async () => {
      await renderWithShell(<ClaimsBookPage />, { url: '/claims-book?claim=99' });
    });
    expect(await screen.findByText('No encontramos esa hoja de reclamación entre las tuyas.')).toBeInTheDocument();
  });
});
