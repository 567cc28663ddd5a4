// Guest registration, login by phone code, e-mail change codes and sign-out: the calls and what they store and announce.
import { act, renderHook } from '@testing-library/react';
import { useFieldErrors } from '@shop/shared/api';
import {
  CALL_NAMES, ensureSessionUser, getDeviceUid, registerGuest, requestEmailOtp, requestLoginOtp, retryAfterSeconds, signOut,
  verifyEmailOtp, verifyLoginOtp,
} from '@shop/shared/calls';
import { enqueueSnackbar } from '@shop/shared/toast';
import { APP_VERSION } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import {
  LIMA_1990_05_17, asCustomer, asGuest, callOf, customerAnswer, errorBody, freshPage, guestAnswer, networkDown, reload, routes, spyEvents,
} from '../../test/calls-fixtures';

jest.mock('@shop/shared/toast', () => ({ enqueueSnackbar: jest.fn() }));

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const OTP_SENT = { otpSent: true, expiresInSeconds: 600, resendInSeconds: 60 };

let spy: ReturnType<typeof spyEvents<'auth:changed' | 'address:changed' | 'cart:changed'>>;
beforeEach(() => {
  freshPage();
  spy = spyEvents('auth:changed', 'address:changed', 'cart:changed');
});
afterEach(() => {
  spy.stop();
  jest.restoreAllMocks();
});

describe('registerGuest', () => {
  it('posts the device registration to /{countryId}/guest-users and stores the guest', async () => {
    const api = routes({ 'POST /PE/guest-users': { status: 201, data: guestAnswer(501, 77) } });
    const answer = await registerGuest();
    const call = callOf(api);
    expect(call).toMatchObject({ method: 'POST', url: '/PE/guest-users', callName: 'registerGuest' });
    const body = call.body as Record<string, unknown>;
    expect(body).toEqual({
      deviceUid: expect.stringMatching(UUID_V4), deviceToken: null, deviceName: navigator.userAgent.trim().slice(0, 100),
      deviceType: 'web', countryId: 'PE', appVersion: APP_VERSION,
    });
    expect(answer.user.userId).toBe(501);
    expect(useSession.getState()).toMatchObject({
      userId: '501', userData: { roleName: 'WEB_GUEST_USER', userAddressId: null }, roleId: '2', cartId: '77', dob: null,
    });
    expect(localStorage.getItem('deviceUid')).toBe(body.deviceUid);
    expect(spy.of('auth:changed')).toEqual([{ userId: '501', roleName: 'WEB_GUEST_USER' }]);
  });

  it('keeps one deviceUid across registrations and sign-outs, and reuses a stored one', async () => {
    const api = routes({ 'POST /PE/guest-users': { status: 201, data: guestAnswer() }, 'DELETE /users/sessions': { status: 204 } });
    await registerGuest();
    await signOut();
    await registerGuest();
    const [first, second] = [callOf(api, 0).body, callOf(api, 2).body] as { deviceUid: string }[];
    expect(second!.deviceUid).toBe(first!.deviceUid);
    expect(localStorage.getItem('deviceUid')).toBe(first!.deviceUid);

    localStorage.setItem('deviceUid', 'device-from-an-earlier-visit');
    await registerGuest();
    expect((callOf(api, 3).body as { deviceUid: string }).deviceUid).toBe('device-from-an-earlier-visit');
  });

  it('trims the user agent to 100 characters and makes a v4 id without crypto.randomUUID (plain http)', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`  ${'x'.repeat(150)}  `);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const api = routes({ 'POST /PE/guest-users': { status: 201, data: guestAnswer() } });
    try {
      await registerGuest();
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
    const body = callOf(api).body as { deviceName: string; deviceUid: string };
    expect(body.deviceName).toBe('x'.repeat(100));
    expect(body.deviceUid).toMatch(UUID_V4);
    expect(getDeviceUid()).toBe(body.deviceUid);
  });

  it('follows the session country in the path and the body', async () => {
    useSession.getState().setCountry('CO');
    const api = routes({ 'POST /CO/guest-users': { status: 201, data: guestAnswer() } });
    await registerGuest();
    expect(callOf(api).body).toMatchObject({ countryId: 'CO' });
  });
});

describe('ensureSessionUser', () => {
  it('returns the stored userId without a call', async () => {
    const api = routes({});
    asGuest();
    await expect(ensureSessionUser()).resolves.toBe('501');
    expect(api).not.toHaveBeenCalled();
  });

  it('registers a guest once, also when called twice at the same time', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const api = routes({
      'POST /PE/guest-users': async () => {
        await gate;
        return { status: 201, data: guestAnswer(601, 70) };
      },
    });
    const both = Promise.all([ensureSessionUser(), ensureSessionUser()]);
    release();
    await expect(both).resolves.toEqual(['601', '601']);
    await expect(ensureSessionUser()).resolves.toBe('601');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed registration', async () => {
    let fail = true;
    const api = routes({ 'POST /PE/guest-users': () => (fail ? { status: 429, data: errorBody([{ identifier: 'error.rateLimited', message: 'x' }]) } : { status: 201, data: guestAnswer() }) });
    await expect(ensureSessionUser()).rejects.toMatchObject({ status: 429 });
    expect(useSession.getState().userId).toBeNull();
    fail = false;
    await expect(ensureSessionUser()).resolves.toBe('501');
    expect(api).toHaveBeenCalledTimes(2);
  });
});

describe('login by phone code', () => {
  it('requestLoginOtp posts {contactNumber, countryCode, otpType LOGIN}', async () => {
    const api = routes({ 'POST /PE/login/request-otp': { data: OTP_SENT } });
    await expect(requestLoginOtp('987654321')).resolves.toEqual(OTP_SENT);
    expect(callOf(api)).toEqual({
      method: 'POST', url: '/PE/login/request-otp', params: undefined, callName: 'requestLoginOtp',
      body: { contactNumber: '987654321', countryCode: '+51', otpType: 'LOGIN' },
    });
  });

  it('verifyLoginOtp stores every session key and emits auth:changed, address:changed and cart:changed', async () => {
    asGuest(10, 77);
    spy.seen.length = 0;
    const api = routes({ 'POST /PE/login/verify-otp': { data: customerAnswer() } });
    await verifyLoginOtp('987654321', '123456', {}, { termsAccepted: true, marketingConsent: true });
    expect(callOf(api)).toMatchObject({
      url: '/PE/login/verify-otp', callName: 'verifyLoginOtp',
      body: { contactNumber: '987654321', countryCode: '+51', otpType: 'LOGIN', otp: '123456', termsAccepted: true, marketingConsent: true },
    });
    expect(localStorage.getItem('userId')).toBe('42');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual({ roleName: 'USER', userAddressId: '11' });
    expect(localStorage.getItem('roleId')).toBe('1');
    expect(localStorage.getItem('cartId')).toBe('88');
    expect(localStorage.getItem('dob')).toBe(String(LIMA_1990_05_17));
    expect(spy.seen).toEqual([
      { name: 'auth:changed', payload: { userId: '42', roleName: 'USER' } },
      { name: 'address:changed', payload: { userAddressId: '11' } },
      { name: 'cart:changed', payload: { cartId: '88', reason: 'replace' } },
    ]);
  });

  it('takes the USER role when a guest role lingers, and stores a customer without address as null', async () => {
    asGuest(10, 77);
    const answer = customerAnswer();
    answer.user.userRoles = [{ roleId: 2, roleName: 'WEB_GUEST_USER' }, { roleId: 1, roleName: 'USER' }];
    answer.userAddressId = null;
    routes({ 'POST /PE/login/verify-otp': { data: answer } });
    await verifyLoginOtp('987654321', '123456');
    expect(useSession.getState()).toMatchObject({ roleId: '1', userData: { roleName: 'USER', userAddressId: null } });
    expect(spy.of('address:changed')).toContainEqual({ userAddressId: null });
  });

  it('a wrong code: the otp field error reaches useFieldErrors(verifyLoginOtp), nothing is stored', async () => {
    asGuest(10, 77);
    spy.seen.length = 0;
    routes({
      'POST /PE/login/verify-otp': {
        status: 400,
        data: errorBody([], [{ fieldName: 'otp', identifier: 'error.otp.invalid', message: 'Código incorrecto. Te quedan 4 intentos.' }]),
      },
    });
    const { result } = renderHook(() => useFieldErrors(CALL_NAMES.verifyLoginOtp));
    await act(() => expect(verifyLoginOtp('987654321', '000000')).rejects.toMatchObject({ status: 400 }));
    expect(result.current).toEqual({ otp: [{ identifier: 'error.otp.invalid', message: 'Código incorrecto. Te quedan 4 intentos.' }] });
    expect(useSession.getState()).toMatchObject({ userId: '501', cartId: '77' });
    expect(spy.seen).toEqual([]);
  });

  it('{inlineErrors: true}: a spent code or a failed SMS reaches the caller without a toast (the dialog says it inline)', async () => {
    const toast = jest.mocked(enqueueSnackbar);
    toast.mockClear();
    const burned = errorBody([{ identifier: 'error.otp.burned', message: 'Pide un código nuevo.' }]);
    const api = routes({
      'POST /PE/login/verify-otp': { status: 400, data: burned },
      'POST /PE/login/request-otp': { status: 502, data: errorBody([{ identifier: 'error.otp.sendFailed', message: 'No pudimos enviar el código.' }]) },
    });
    await expect(verifyLoginOtp('987654321', '123456', { inlineErrors: true })).rejects.toMatchObject({ status: 400, identifier: 'error.otp.burned' });
    expect((api.mock.calls[0]?.[0] as { inlineErrors?: boolean }).inlineErrors).toBe(true);
    expect(toast).not.toHaveBeenCalled();
    await expect(requestLoginOtp('987654321', { inlineErrors: true })).rejects.toMatchObject({ status: 502, identifier: 'error.otp.sendFailed' });
    expect(toast).not.toHaveBeenCalled();
    // Without the option the shared 400 handling toasts as before.
    await expect(verifyLoginOtp('987654321', '123456')).rejects.toMatchObject({ status: 400 });
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('retryAfterSeconds reads a 429 answer', async () => {
    routes({ 'POST /PE/login/request-otp': { status: 429, data: { ...errorBody([{ identifier: 'error.otp.resendTooSoon', message: 'Espera' }]), retryAfterSeconds: 42 } } });
    const error: unknown = await requestLoginOtp('987654321').catch((e: unknown) => e);
    expect(retryAfterSeconds(error)).toBe(42);
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });
});

describe('e-mail change codes', () => {
  it('need a customer: a guest gets an error and no call (a 403 would sign the shopper out)', async () => {
    const api = routes({});
    asGuest();
    await expect(requestEmailOtp('ana@example.com')).rejects.toThrow(/customer/);
    await expect(verifyEmailOtp('ana@example.com', '123456')).rejects.toThrow(/customer/);
    expect(api).not.toHaveBeenCalled();
  });

  it('requestEmailOtp posts {countryCode, otpType CHANGE_EMAIL, email}', async () => {
    asCustomer();
    const api = routes({ 'POST /PE/login/request-otp': { data: OTP_SENT } });
    await requestEmailOtp('ana@example.com');
    expect(callOf(api)).toMatchObject({ url: '/PE/login/request-otp', callName: 'requestEmailOtp' });
    expect(callOf(api).body).toEqual({ countryCode: '+51', otpType: 'CHANGE_EMAIL', email: 'ana@example.com' });
  });

  it('verifyEmailOtp sends the code and keeps the session', async () => {
    asCustomer();
    spy.seen.length = 0;
    const api = routes({ 'POST /PE/login/verify-otp': { data: { ...customerAnswer(), user: { ...customerAnswer().user, email: 'ana@example.com' } } } });
    await verifyEmailOtp('ana@example.com', '654321');
    expect(callOf(api)).toMatchObject({
      callName: 'verifyEmailOtp', body: { countryCode: '+51', otpType: 'CHANGE_EMAIL', email: 'ana@example.com', otp: '654321' },
    });
    expect(useSession.getState()).toMatchObject({ userId: '42', cartId: '88' });
    expect(spy.seen).toEqual([]);
  });
});

describe('signOut', () => {
  const signedIn = () => {
    asCustomer();
    localStorage.setItem('deviceUid', 'device-1');
    localStorage.setItem('idleDeadline', '123');
    localStorage.setItem('ageConfirmationShownAt', '456');
    useSession.getState().setLanguage('en');
  };
  const remainingKeys = () => Object.keys({ ...localStorage }).sort();

  it('DELETE /users/sessions, then clears the session (language, country, deviceUid stay) and reloads /', async () => {
    signedIn();
    const api = routes({ 'DELETE /users/sessions': { status: 204 } });
    await signOut();
    expect(callOf(api)).toMatchObject({ method: 'DELETE', url: '/users/sessions', callName: 'signOut' });
    expect(remainingKeys()).toEqual(['country', 'deviceUid', 'language']);
    expect(useSession.getState()).toMatchObject({ userId: null, userData: null, roleId: null, cartId: null, dob: null, language: 'en' });
    expect(spy.of('auth:changed')).toContainEqual({ userId: null, roleName: null });
    expect(reload).toHaveBeenCalledWith('/');
  });

  it.each([
    ['without a connection', networkDown],
    ['when the server fails', () => ({ status: 500 })],
  ])('clears and reloads even %s', async (_, answer) => {
    signedIn();
    routes({ 'DELETE /users/sessions': answer });
    await expect(signOut()).resolves.toBeUndefined();
    expect(remainingKeys()).toEqual(['country', 'deviceUid', 'language']);
    expect(useSession.getState().userId).toBeNull();
    expect(reload).toHaveBeenCalledWith('/');
  });
});
