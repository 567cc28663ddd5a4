// The login dialog as the shopper meets it: opened by 'auth:login-required' through the federated expose.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { events } from '@shop/shared/events';
import { useSession } from '@shop/shared/session';
import LoginDialog from './login-dialog';
import { SUCCESS_CLOSE_MS } from '../features/login/components/login-dialog';
import { mockApi, type MockAnswer } from '../../../tools/jest/remote/mock-api';
import { renderWithShell } from '../../../tools/jest/remote/render';
import { loginAnswer } from '../testing/fixtures';

const PHONE = '987654321';
const OTP_SENT = { otpSent: true, expiresInSeconds: 600, resendInSeconds: 60 };
const COUNTRIES = { count: 1, records: [{ countryId: 'PE', countryName: 'Perú', countryCode: '+51', flagImgUrl: '/flags/pe.svg', currencySymbol: 'S/', timezone: 'America/Lima' }] };


const errors = (general: { identifier: string; message: string }[], fieldsErrors: { fieldName: string; identifier: string; message: string }[] = []) => ({
  errors: { general, fieldsErrors },
});

type Routes = Partial<Record<'request' | 'verify', (body: Record<string, unknown>, n: number) => MockAnswer | undefined>>;

/** Answers the countries list and the two code calls; records the bodies of the code calls. */
function serve(routes: Routes = {}) {
  const bodies: Record<'request' | 'verify', Record<string, unknown>[]> = { request: [], verify: [] };
  const api = mockApi((config: InternalAxiosRequestConfig) => {
    if (config.url === '/countries') return { data: COUNTRIES };
    const kind = config.url === '/PE/login/request-otp' ? 'request' : config.url === '/PE/login/verify-otp' ? 'verify' : null;
    if (!kind) return { status: 404, data: {} };
    const body = JSON.parse(String(config.data)) as Record<string, unknown>;
    bodies[kind].push(body);
    const answer = routes[kind]?.(body, bodies[kind].length);
    return answer ?? (kind === 'request' ? { data: OTP_SENT } : { data: loginAnswer() });
  });
  return { api, bodies };
}

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  localStorage.clear();
  useSession.getState().clear();
});

afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

async function open({ render = true } = {}) {
  if (render) await renderWithShell(<LoginDialog />);
  act(() => events.emit('auth:login-required', { reason: 'header' }));
  const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
  // The countries answer lands first (its flag and code), so later steps start from a settled form.
  await waitFor(() => expect(dialog.querySelector('img[src="/flags/pe.svg"]')).not.toBeNull());
  return dialog;
}

const phoneBox = () => screen.getByRole('textbox', { name: /Número de celular/ });
const terms = () => screen.getByRole('checkbox', { name: /Acepto los/ });
const next = () => screen.getByRole('button', { name: 'Siguiente' });
const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByRole('textbox', { name: `Dígito ${i + 1} de 6` }));
const tick = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));

/** Phone typed, terms accepted, Next pressed: the code step is shown. */
async function toCodeStep() {
  await open();
  await user.type(phoneBox(), PHONE);
  await user.click(terms());
  await user.click(next());
  await screen.findByRole('dialog', { name: 'Código de verificación' });
}

describe('LoginDialog: phone step', () => {
  it('shows the country code from the countries list and enables Next only with 9 digits and the terms', async () => {
    serve();
    await open();
    expect(screen.getByRole('textbox', { name: 'Código de país' })).toHaveValue('+51');
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/section/terms');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/section/policy');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('target', '_blank');
    expect(terms()).toHaveAccessibleName(/^Acepto los términos y condiciones y la política de privacidad/);
    // The offers box is optional and never ticked for the shopper.
    expect(screen.getByRole('checkbox', { name: /Quiero recibir ofertas y novedades/ })).not.toBeChecked();
    expect(phoneBox()).toHaveFocus();
    expect(next()).toBeDisabled();
    await user.type(phoneBox(), '98765432');
    await user.click(terms());
    expect(next()).toBeDisabled();
    await user.type(phoneBox(), '1');
    expect(next()).toBeEnabled();
    await user.click(terms());
    expect(next()).toBeDisabled();
  });

  it('takes digits only, typed or pasted, and at most 9', async () => {
    serve();
    await open();
    await user.type(phoneBox(), 'a9b8-7 6.');
    expect(phoneBox()).toHaveValue('9876');
    await user.clear(phoneBox());
    await user.click(phoneBox());
    await user.paste('987 654 321 00');
    expect(phoneBox()).toHaveValue(PHONE);
    expect(phoneBox()).toHaveAttribute('inputmode', 'numeric');
  });

  it('a number pasted with the +51 calling code or hyphens keeps its nine digits, and that is the number sent', async () => {
    const { bodies } = serve();
    await open();
    for (const pasted of ['+51 987 654 321', '987-654-321', '(+51) 987.654.321']) {
      await user.clear(phoneBox());
      await user.click(phoneBox());
      await user.paste(pasted);
      expect([pasted, (phoneBox() as HTMLInputElement).value]).toEqual([pasted, PHONE]);
    }
    await user.click(terms());
    await user.click(next());
    await screen.findByRole('dialog', { name: 'Código de verificación' });
    expect(bodies.request).toEqual([{ contactNumber: PHONE, countryCode: '+51', otpType: 'LOGIN' }]);
  });

  it('nine digits that are not a Peruvian mobile keep Next disabled and say why', async () => {
    serve();
    await open();
    await user.type(phoneBox(), '812345678');
    await user.click(terms());
    expect(next()).toBeDisabled();
    expect(phoneBox()).toHaveAccessibleDescription('Ingresa un celular peruano: 9 dígitos que empiezan con 9.');
    expect(phoneBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a code with {contactNumber, countryCode +51, otpType LOGIN}, toasts and turns to the verification code', async () => {
    const { bodies } = serve();
    await toCodeStep();
    expect(bodies.request).toEqual([{ contactNumber: PHONE, countryCode: '+51', otpType: 'LOGIN' }]);
    expect(await screen.findByText('Te enviamos un código de verificación por SMS.')).toBeInTheDocument();
    expect(screen.getByText(/enviamos al \+51 987654321/)).toBeInTheDocument();
    const [first, ...rest] = boxes();
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(first).toHaveAttribute('inputmode', 'numeric');
    for (const box of rest) expect(box).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('a 429 shows the server message and keeps Next disabled until retryAfterSeconds has passed', async () => {
    const message = 'Se pidieron demasiados códigos desde tu red. Inténtalo de nuevo en 1 minutos.';
    const { bodies } = serve({ request: (_b, n) => (n === 1 ? { status: 429, data: { ...errors([{ identifier: 'error.otp.tooManyFromNetwork', message }]), retryAfterSeconds: 42 } } : undefined) });
    await open();
    await user.type(phoneBox(), PHONE);
    await user.click(terms());
    await user.click(next());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Podrás intentarlo de nuevo en 0:42')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    tick(41);
    expect(screen.getByText('Podrás intentarlo de nuevo en 0:01')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    tick(1);
    expect(next()).toBeEnabled();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.click(next());
    await screen.findByRole('dialog', { name: 'Código de verificación' });
    expect(bodies.request).toHaveLength(2);
  });
});

describe('LoginDialog: a code that could not be sent', () => {
  const SEND_FAILED = 'No pudimos enviar el código. Inténtalo de nuevo en unos minutos.';
  const sendFailed = { status: 502, data: errors([{ identifier: 'error.otp.sendFailed', message: SEND_FAILED }]) };

  it('a 502 shows the server message once, in the dialog (no toast, no maintenance page), and Next tries again', async () => {
    const { bodies } = serve({ request: (_b, n) => (n === 1 ? sendFailed : undefined) });
    await open();
    await user.type(phoneBox(), PHONE);
    await user.click(terms());
    await user.click(next());
    const dialog = screen.getByRole('dialog', { name: 'Iniciar sesión' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(SEND_FAILED);
    expect(screen.getAllByText(SEND_FAILED)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(next()).toBeEnabled();
    await user.click(next());
    await screen.findByRole('dialog', { name: 'Código de verificación' });
    expect(bodies.request).toHaveLength(2);
    expect(screen.queryByText(SEND_FAILED)).not.toBeInTheDocument();
  });

  it('a failed resend says so under the boxes; the earlier code can still be entered and Resend tried again', async () => {
    const { bodies } = serve({ request: (_b, n) => (n === 2 ? sendFailed : undefined) });
    await toCodeStep();
    tick(60);
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(screen.getAllByText(SEND_FAILED)).toHaveLength(1);
    for (const box of boxes()) expect(box).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() => expect(bodies.request).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText(SEND_FAILED)).not.toBeInTheDocument());
    expect(await screen.findByText('Podrás pedir un código nuevo en 1:00')).toBeInTheDocument();
  });
});

describe('LoginDialog: code step', () => {
  it('moves on while typing, goes back with Backspace, and Enter on the last box submits only a complete code', async () => {
    const { bodies } = serve({ verify: () => ({ status: 400, data: errors([], [{ fieldName: 'otp', identifier: 'error.otp.invalid', message: 'x' }]) }) });
    await toCodeStep();
    const b = boxes();
    await user.keyboard('12');
    expect(b[0]).toHaveValue('1');
    expect(b[1]).toHaveValue('2');
    expect(b[2]).toHaveFocus();
    await user.keyboard('x');
    expect(b[2]).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(b[1]).toHaveFocus();
    expect(b[1]).toHaveValue('');
    await user.keyboard('2345');
    expect(b[5]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(bodies.verify).toHaveLength(0);
    await user.keyboard('6{Enter}');
    await waitFor(() => expect(bodies.verify).toHaveLength(1));
    expect(bodies.verify[0]).toEqual({
      contactNumber: PHONE, countryCode: '+51', otpType: 'LOGIN', otp: '123456', termsAccepted: true, marketingConsent: false,
    });
  });

  it('a pasted code fills all six boxes', async () => {
    const { bodies } = serve();
    await toCodeStep();
    await user.paste('65 43 21');
    expect(boxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('654321');
    expect(boxes()[5]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(bodies.verify[0]).toMatchObject({ otp: '654321' }));
  });

  it('offers to resend only after 60 s', async () => {
    const { bodies } = serve();
    await toCodeStep();
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).not.toBeInTheDocument();
    expect(screen.getByText('Podrás pedir un código nuevo en 1:00')).toBeInTheDocument();
    tick(59);
    expect(screen.getByText('Podrás pedir un código nuevo en 0:01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).not.toBeInTheDocument();
    tick(1);
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() => expect(bodies.request).toHaveLength(2));
    expect(bodies.request[1]).toEqual(bodies.request[0]);
    expect(await screen.findByText('Podrás pedir un código nuevo en 1:00')).toBeInTheDocument();
  });

  it('a wrong code shows the server message with the tries left under the boxes', async () => {
    const message = 'El código no es correcto. Te quedan 2 intentos.';
    serve({ verify: () => ({ status: 400, data: errors([], [{ fieldName: 'otp', identifier: 'error.otp.invalid', message }]) }) });
    await toCodeStep();
    await user.paste('111111');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // The boxes are emptied for the next try.
    await waitFor(() => expect(boxes()[5]).toHaveValue(''));
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveValue('');
      expect(box).toHaveAccessibleDescription(message);
    }
    expect(boxes()[0]).toHaveFocus();
  });

  it('a burned code asks for a new one; the new code unlocks the boxes', async () => {
    const message = 'Demasiados intentos fallidos. Pide un código nuevo.';
    const { bodies } = serve({ verify: (_b, n) => (n === 1 ? { status: 400, data: errors([{ identifier: 'error.otp.burned', message }]) } : undefined) });
    await toCodeStep();
    await user.paste('222222');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    // Once: the dialog's words, not also the shared client's 400 toast.
    expect(screen.getAllByText(message)).toHaveLength(1);
    for (const box of boxes()) expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    tick(60);
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() => expect(bodies.request).toHaveLength(2));
    await waitFor(() => expect(boxes()[0]).toBeEnabled());
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.paste('333333');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies.verify).toHaveLength(2));
  });

  it('a number locked after too many wrong codes: the server\'s words with when, a countdown, no boxes until it ends, then a new code', async () => {
    const message = 'Por tu seguridad, después de varios códigos incorrectos seguidos bloqueamos el ingreso por un tiempo. '
      + 'Podrás intentarlo de nuevo hoy a las 10:16 (en 15 min).';
    const locked = { status: 429, data: { ...errors([{ identifier: 'error.otp.locked', message }]), retryAfterSeconds: 3_700 } };
    const { bodies } = serve({ verify: (_b, n) => (n === 1 ? locked : undefined) });
    await toCodeStep();
    await user.paste('444444');
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByText('Podrás intentarlo de nuevo en 1:01:40')).toBeInTheDocument();
    for (const box of boxes()) {
      expect(box).toBeDisabled();
      expect(box).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).not.toBeInTheDocument();
    tick(3_699);
    expect(screen.getByText('Podrás intentarlo de nuevo en 0:01')).toBeInTheDocument();
    tick(1);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() => expect(bodies.request).toHaveLength(2));
    await waitFor(() => expect(boxes()[0]).toBeEnabled());
    await user.paste('555555');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies.verify).toHaveLength(2));
  });

  it('success: the session is stored, the success view shows, and the dialog closes itself', async () => {
    serve();
    const changed = jest.fn();
    const off = events.on('auth:changed', changed);
    await toCodeStep();
    await user.paste('123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '¡Verificado!' })).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ userId: '9', userData: { roleName: 'USER' }, cartId: '88' });
    expect(changed).toHaveBeenCalledWith({ userId: '9', roleName: 'USER' });
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    tick(SUCCESS_CLOSE_MS / 1000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    off();
  });

  it('closing resets everything', async () => {
    serve();
    await toCodeStep();
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open({ render: false });
    expect(phoneBox()).toHaveValue('');
    expect(terms()).not.toBeChecked();
    expect(next()).toBeDisabled();
  });
});

describe('LoginDialog: consent', () => {
  it('sends the ticked offers box with the code; the terms box alone is enough to log in', async () => {
    const { bodies } = serve();
    await open();
    await user.type(phoneBox(), PHONE);
    await user.click(screen.getByRole('checkbox', { name: /Quiero recibir ofertas y novedades/ }));
    expect(next()).toBeDisabled();
    await user.click(terms());
    await user.click(next());
    await screen.findByRole('dialog', { name: 'Código de verificación' });
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(bodies.verify).toHaveLength(1));
    expect(bodies.verify[0]).toMatchObject({ termsAccepted: true, marketingConsent: true });
    // The code request carries no consent: it is given with the login itself.
    expect(bodies.request[0]).not.toHaveProperty('termsAccepted');
  });
});
