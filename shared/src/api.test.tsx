// Every status of the client's global error handling, through a custom axios adapter.
import { act, render, renderHook } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { enqueueSnackbar } from '@shop/shared/toast';
import type { ReactNode } from 'react';
import {
  ApiError, api, clearFieldErrors, configureApi, getFieldErrors, isCancellation, parseErrorBody, setApiBase, showPendingNotice, useFieldErrors,
} from '@shop/shared/api';
import { events } from '@shop/shared/events';
import { initI18n } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));
const toastMock = enqueueSnackbar as unknown as jest.Mock;

type Reply = { status: number; data?: unknown } | 'network' | 'timeout' | 'dropped' | 'until-aborted';
let reply: Reply = { status: 200, data: {} };
let seen: InternalAxiosRequestConfig[] = [];

const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  // As axios' own adapters raise them: a timeout is ETIMEDOUT when the instance clarifies timeouts (the shop's does),
  // a request the browser dropped (a page being unloaded) is ECONNABORTED 'Request aborted'.
  if (reply === 'timeout') throw new AxiosError('timeout', config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED, config, {});
  if (reply === 'dropped') throw new AxiosError('Request aborted', AxiosError.ECONNABORTED, config, {});
  // An adapter that reports an abort in flight as a plain network failure (no answer, status 0).
  if (reply === 'until-aborted') {
    await new Promise((resolve) => config.signal?.addEventListener?.('abort', resolve));
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  }
  const response: AxiosResponse = { status: reply.status, statusText: '', data: reply.data ?? {}, headers: {}, config, request: {} };
  if (reply.status >= 400) {
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  }
  return response;
};

const navigate = jest.fn();
const reload = jest.fn();
const onGeneral = jest.fn();

/** The rendered text of the n-th toast (the title and message are a small React element). */
function toastText(n = 0): string {
  const content = toastMock.mock.calls[n]?.[0] as ReactNode;
  const { container, unmount } = render(<div>{content}</div>);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

const body = (general: { identifier: string; message: string }[], fieldsErrors: { fieldName: string; identifier: string; message: string }[] = []) => ({
  errors: { general, fieldsErrors },
});

beforeAll(async () => {
  await initI18n();
});

let offEvent: () => void;
beforeEach(() => {
  api.defaults.adapter = adapter;
  reply = { status: 200, data: {} };
  seen = [];
  toastMock.mockClear();
  navigate.mockClear();
  reload.mockClear();
  onGeneral.mockClear();
  configureApi({ navigate, reload });
  offEvent = events.on('error:general', onGeneral);
  localStorage.clear();
  useSession.getState().clear();
  useSession.getState().setLanguage('es');
});
afterEach(() => {
  offEvent();
  jest.restoreAllMocks();
});

describe('requests', () => {
  it('sends base URL, credentials, origin marker and the session language', async () => {
    await api.get('/countries');
    expect(seen[0]?.baseURL).toBe('/api/v1');
    expect(seen[0]?.withCredentials).toBe(true);
    expect(seen[0]?.headers.get('X-Origin')).toBe('web');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('es');
    useSession.getState().setLanguage('en');
    await api.get('/countries');
    expect(seen[1]?.headers.get('Accept-Language')).toBe('en');
  });

  it('setApiBase changes the base URL', async () => {
    setApiBase('http://test.local/api/v1');
    await api.get('/x');
    expect(seen[0]?.baseURL).toBe('http://test.local/api/v1');
    setApiBase('/api/v1');
  });
});

describe('no connection', () => {
  it('offline before a call: toast, the request is never sent, rejects with status 0', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const err = await failure(api.get('/brands/list', { callName: 'brands' }));
    expect(seen).toHaveLength(0);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
    expect(err.offline).toBe(true);
    expect(toastText()).toBe('Por favor, compruebe la conexión a Internet.');
  });

  it('status 0 (network error) toasts the same message', async () => {
    reply = 'network';
    const err = await failure(api.get('/brands/list'));
    expect(err.status).toBe(0);
    expect(toastText()).toBe('Por favor, compruebe la conexión a Internet.');
    expect(reload).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a timeout counts as no answer too', async () => {
    reply = 'timeout';
    expect((await failure(api.get('/x'))).status).toBe(0);
    expect(toastMock).toHaveBeenCalledTimes(1);
  });

  it('says it told the shopper: reported is set on every no-answer failure', async () => {
    reply = 'network';
    expect((await failure(api.get('/x'))).reported).toBe(true);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await failure(api.get('/x'))).reported).toBe(true);
  });

  it('the toast follows the language', async () => {
    const { changeLanguage } = await import('@shop/shared/i18n');
    await changeLanguage('en');
    reply = 'network';
    await failure(api.get('/x'));
    expect(toastText()).toBe('Please check your internet connection.');
    await changeLanguage('es');
  });
});

describe.each([400, 409])('%i', (status) => {
  it('general error: toast with title and first message, error:general emitted', async () => {
    reply = { status, data: body([{ identifier: 'error.promo.expired', message: 'El cupón venció' }, { identifier: 'x', message: 'second' }]) };
    const err = await failure(api.put('/carts/1/apply-promo-code', null, { callName: 'applyPromo' }));
    expect(err.status).toBe(status);
    expect(err.general[0]).toEqual({ identifier: 'error.promo.expired', message: 'El cupón venció' });
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastText()).toBe('ErrorEl cupón venció');
    expect(toastText()).not.toContain('second');
    expect(onGeneral).toHaveBeenCalledWith({ status, identifier: 'error.promo.expired', message: 'El cupón venció', callName: 'applyPromo' });
  });

  it('inlineErrors: the caller shows the general message itself, so no toast; error:general is still emitted', async () => {
    reply = { status, data: body([{ identifier: 'error.otp.burned', message: 'Pide un código nuevo' }]) };
    const err = await failure(api.post('/PE/login/verify-otp', {}, { callName: 'verifyLoginOtp', inlineErrors: true }));
    expect(err.general[0]?.message).toBe('Pide un código nuevo');
    expect(toastMock).not.toHaveBeenCalled();
    expect(onGeneral).toHaveBeenCalledWith({ status, identifier: 'error.otp.burned', message: 'Pide un código nuevo', callName: 'verifyLoginOtp' });
    // Only that call: the next one without the option toasts as before.
    await failure(api.post('/PE/login/verify-otp', {}, { callName: 'verifyLoginOtp' }));
    expect(toastMock).toHaveBeenCalledTimes(1);
  });

  it('field errors go to the form that made the call, not a toast', async () => {
    reply = { status, data: body([], [
      { fieldName: 'firstName', identifier: 'required', message: 'Obligatorio' },
      { fieldName: 'firstName', identifier: 'tooLong', message: 'Muy largo' },
      { fieldName: 'telephone', identifier: 'length', message: '9 dígitos' },
    ]) };
    const { result } = renderHook(() => useFieldErrors('updateAddress'));
    const other = renderHook(() => useFieldErrors('otherCall'));
    const err = await act(() => failure(api.put('/user-addresses/5', {}, { callName: 'updateAddress' })));
    expect(err.fieldErrors.firstName).toHaveLength(2);
    expect(result.current).toEqual({
      firstName: [{ identifier: 'required', message: 'Obligatorio' }, { identifier: 'tooLong', message: 'Muy largo' }],
      telephone: [{ identifier: 'length', message: '9 dígitos' }],
    });
    expect(other.result.current).toEqual({});
    expect(toastMock).not.toHaveBeenCalled();
    expect(onGeneral).not.toHaveBeenCalled();
  });
});

describe('field errors lifecycle', () => {
  const fieldReply = { status: 400, data: body([], [{ fieldName: 'email', identifier: 'invalid', message: 'Correo inválido' }]) };

  it('are cleared by the next success of that call', async () => {
    reply = fieldReply;
    const { result } = renderHook(() => useFieldErrors('addEmail'));
    await act(() => failure(api.post('/x', {}, { callName: 'addEmail' })));
    expect(result.current.email).toHaveLength(1);
    reply = { status: 200 };
    await act(() => api.post('/x', {}, { callName: 'addEmail' }));
    expect(result.current).toEqual({});
  });

  it('are replaced by the next error of that call', async () => {
    reply = fieldReply;
    await failure(api.post('/x', {}, { callName: 'addEmail' }));
    expect(getFieldErrors('addEmail').email).toHaveLength(1);
    reply = { status: 404 };
    await failure(api.post('/x', {}, { callName: 'addEmail' }));
    expect(getFieldErrors('addEmail')).toEqual({});
    reply = { status: 400, data: body([], [{ fieldName: 'otp', identifier: 'wrong', message: 'Código incorrecto' }]) };
    await failure(api.post('/x', {}, { callName: 'addEmail' }));
    expect(Object.keys(getFieldErrors('addEmail'))).toEqual(['otp']);
  });

  it('are kept per call name and can be cleared by the form', async () => {
    reply = fieldReply;
    await failure(api.post('/x', {}, { callName: 'a' }));
    reply = { status: 200 };
    await api.post('/x', {}, { callName: 'b' });
    expect(getFieldErrors('a').email).toHaveLength(1);
    clearFieldErrors('a');
    expect(getFieldErrors('a')).toEqual({});
  });
});

describe('401 and 403', () => {
  beforeEach(() => {
    useSession.getState().setUser({ userId: 7, roleName: 'USER', roleId: 2, userAddressId: 9, dob: '1990-01-01' });
    useSession.getState().setCartId(3);
    localStorage.setItem('idleDeadline', '123');
    sessionStorage.setItem('x', '1');
    document.cookie = 'visible=1; path=/';
  });

  it('401: storage cleared, reload to /, and the sign-in-required toast shown by the page that loads (not the one going away)', async () => {
    reply = { status: 401 };
    const err = await failure(api.get('/carts'));
    expect(err.status).toBe(401);
    for (const key of ['userId', 'userData', 'roleId', 'cartId', 'dob', 'idleDeadline']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('language')).toBe('es');
    expect(sessionStorage.getItem('x')).toBeNull();
    expect(document.cookie).not.toContain('visible=1');
    expect(useSession.getState().userId).toBeNull();
    expect(reload).toHaveBeenCalledWith('/');
    expect(navigate).not.toHaveBeenCalled();
    // A toast now would vanish with the reload; the next page shows it, once.
    expect(toastMock).not.toHaveBeenCalled();
    showPendingNotice();
    expect(toastText()).toBe('Inicio de sesión requeridoTu sesión terminó. Por favor, inicia sesión de nuevo.');
    showPendingNotice();
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('a page loaded without a pending notice shows none', () => {
    showPendingNotice();
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('403: same clearing and reload, without a toast', async () => {
    reply = { status: 403 };
    const err = await failure(api.get('/carts'));
    expect(err.status).toBe(403);
    expect(toastMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('cartId')).toBeNull();
    expect(reload).toHaveBeenCalledWith('/');
  });
});

describe('5xx', () => {
  it('500: field errors parsed, no toast, no navigation', async () => {
    reply = { status: 500, data: body([], [{ fieldName: 'quantity', identifier: 'x', message: 'Sin stock' }]) };
    const err = await failure(api.put('/cart-items/1', {}, { callName: 'qty' }));
    expect(err.status).toBe(500);
    expect(getFieldErrors('qty').quantity?.[0]?.message).toBe('Sin stock');
    expect(toastMock).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('503: field errors parsed, then navigate to /maintenance', async () => {
    reply = { status: 503, data: body([], [{ fieldName: 'f', identifier: 'x', message: 'm' }]) };
    const err = await failure(api.get('/brands/list', { callName: 'brands' }));
    expect(err.status).toBe(503);
    expect(getFieldErrors('brands').f).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/maintenance');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('other statuses pass on', () => {
  it.each([404, 422, 502])('%i: rejects with ApiError, nothing global happens', async (status) => {
    reply = { status, data: { errors: { general: [{ identifier: 'error.address.notFound', message: 'No hay' }] } } };
    const err = await failure(api.get('/user-addresses/1'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(status);
    expect(err.identifier).toBe('error.address.notFound');
    expect(toastMock).not.toHaveBeenCalled();
    expect(onGeneral).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a cancelled call is not an error the shopper sees', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/x', { signal: controller.signal })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(toastMock).not.toHaveBeenCalled();
  });
});

describe('cancellations are not "no internet"', () => {
  it('a call aborted in flight through its signal (a superseded query) shows no toast, whatever the adapter reports', async () => {
    reply = 'until-aborted';
    const controller = new AbortController();
    const call = api.get('/products-search/quick', { signal: controller.signal, callName: 'quick' });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isCancellation(error)).toBe(true);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('a request the browser dropped (the page unloading) shows no toast either', async () => {
    reply = 'dropped';
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(isCancellation(error)).toBe(true);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('a cancellation leaves the call\'s field errors alone', async () => {
    reply = { status: 400, data: body([], [{ fieldName: 'email', identifier: 'invalid', message: 'Correo inválido' }]) };
    await failure(api.post('/x', {}, { callName: 'addEmail' }));
    reply = 'dropped';
    await api.post('/x', {}, { callName: 'addEmail' }).catch(() => undefined);
    expect(getFieldErrors('addEmail').email).toHaveLength(1);
  });

  it('a real network failure is not a cancellation', async () => {
    reply = 'network';
    expect(isCancellation(await failure(api.get('/x')))).toBe(false);
    expect(isCancellation(new Error('x'))).toBe(false);
  });
});

describe('reported: whether the client already told the shopper', () => {
  it.each([
    ['400 with a general error', true, { status: 400, data: body([{ identifier: 'g', message: 'G' }]) }],
    ['409 with a general error', true, { status: 409, data: body([{ identifier: 'g', message: 'G' }]) }],
    ['400 with field errors only', false, { status: 400, data: body([], [{ fieldName: 'a', identifier: 'i', message: 'A' }]) }],
    ['401', true, { status: 401 }],
    ['403', true, { status: 403 }],
    ['503', true, { status: 503 }],
    ['404', false, { status: 404, data: body([{ identifier: 'error.x', message: 'X' }]) }],
    ['422', false, { status: 422, data: body([{ identifier: 'error.x', message: 'X' }]) }],
    ['500', false, { status: 500 }],
    ['502', false, { status: 502, data: body([{ identifier: 'error.otp.sendFailed', message: 'X' }]) }],
  ] as const)('%s → reported %s', async (_, reported, answer) => {
    reply = answer;
    expect((await failure(api.get('/x'))).reported).toBe(reported);
  });

  it('a 400/409 made with inlineErrors is left to the caller (not reported)', async () => {
    reply = { status: 409, data: body([{ identifier: 'error.otp.burned', message: 'Pide un código nuevo' }]) };
    expect((await failure(api.post('/x', {}, { inlineErrors: true }))).reported).toBe(false);
  });
});

describe('parseErrorBody', () => {
  it('reads general, fieldsErrors and per-key lists, ignoring junk', () => {
    expect(parseErrorBody({ errors: { general: [{ identifier: 'g', message: 'G' }, 'junk'], fieldsErrors: [{ fieldName: 'a', identifier: 'i', message: 'A' }], b: [{ identifier: 'j', message: 'B' }] } })).toEqual({
      general: [{ identifier: 'g', message: 'G' }],
      fieldErrors: { a: [{ identifier: 'i', message: 'A' }], b: [{ identifier: 'j', message: 'B' }] },
    });
    expect(parseErrorBody('<html>')).toEqual({ general: [], fieldErrors: {} });
    expect(parseErrorBody(null)).toEqual({ general: [], fieldErrors: {} });
  });
});

