// Who the shopper is: guest registration, phone and e-mail codes, sign-out; each answer is written to the session store.
import { api, isApiError, resetBrowserSession } from '@shop/shared/api';
import { APP_VERSION, DEVICE_TYPE, LOCAL_STORAGE_KEYS, OTP_TYPES, ROLES, countrySettings } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { isVerified, useSession } from '@shop/shared/session';
import { useMutation, useQueryClient, type UseMutationResult } from '@shop/shared/query';
import { CALL_NAMES, type CallName, type CallOptions, seg, sessionCountry } from './common';
import { customerKeys } from './customers';
import type { GuestUserBody, LoginAnswer, LoginConsent, OtpRequestAnswer, OtpRequestBody, OtpType, OtpVerifyBody, User, UserRole } from './types';

/** deviceUid and deviceName are 1–100 characters (contract: guest-users). */
const DEVICE_FIELD_MAX = 100;

// ---- Device --------------------------------------------------------------------------------------------

/** Kept for this page view when localStorage is blocked, so every registration of the page sends one id. */
let memoryDeviceUid: string | null = null;

/** A random v4 UUID. crypto.randomUUID exists only in secure contexts (https, localhost): plain http gets the same from getRandomValues. */
function newDeviceUid(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** This browser's device id: read from localStorage (deviceUid, kept at sign-out), else created and stored. */
export function getDeviceUid(): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCAL_STORAGE_KEYS.deviceUid);
  } catch {
    // Blocked storage: the page keeps its own id below.
  }
  if (stored && stored.length <= DEVICE_FIELD_MAX) return stored;
  const uid = memoryDeviceUid ?? newDeviceUid();
  memoryDeviceUid = uid;
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.deviceUid, uid);
  } catch {
    // Blocked storage or quota: the id lives for this page view only.
  }
  return uid;
}

function deviceName(): string | undefined {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent.trim();
  return ua ? ua.slice(0, DEVICE_FIELD_MAX) : undefined;
}

// ---- Storing an identity -------------------------------------------------------------------------------

/** A user holding USER is a customer even if a guest role lingers (as the API's session lookup decides). */
function roleOf(user: User): UserRole | null {
  return user.userRoles.find((r) => r.roleName === ROLES.USER) ?? user.userRoles[0] ?? null;
}

/**
 * Writes a LoginAnswer to the session: userId, userData {roleName, userAddressId}, roleId, cartId, dob.
 * setUser emits auth:changed and address:changed itself when they change.
 */
function storeLoginAnswer(answer: LoginAnswer): void {
  const role = roleOf(answer.user);
  useSession.getState().setUser({
    userId: answer.user.userId,
    roleName: role?.roleName ?? null,
    roleId: role?.roleId ?? null,
    userAddressId: answer.userAddressId,
    dob: answer.user.dob,
    cartId: answer.cartId,
  });
}

// ---- Guest ---------------------------------------------------------------------------------------------

let guestInFlight: Promise<LoginAnswer> | null = null;

async function postGuestUser(): Promise<LoginAnswer> {
  const countryId = sessionCountry();
  const name = deviceName();
  // deviceToken is a push token: the web has none.
  const body: GuestUserBody = {
    deviceUid: getDeviceUid(),
    deviceToken: null,
    ...(name === undefined ? {} : { deviceName: name }),
    deviceType: DEVICE_TYPE,
    countryId,
    appVersion: APP_VERSION,
  };
  const { data } = await api.post<LoginAnswer>(`/${seg(countryId)}/guest-users`, body, { callName: CALL_NAMES.registerGuest });
  storeLoginAnswer(data);
  return data;
}

/**
 * POST /{countryId}/guest-users: registers this device as a guest (or, with a live session cookie, gets
 * that session's user back) and stores the answer. Concurrent calls share one request.
 */
export function registerGuest(): Promise<LoginAnswer> {
  if (!guestInFlight) {
    const request = postGuestUser();
    guestInFlight = request;
    const done = () => {
      if (guestInFlight === request) guestInFlight = null;
    };
    request.then(done, done);
  }
  return guestInFlight;
}

/**
 * The session's userId; registers a guest first when none is stored (a location confirmed without
 * login). Concurrent callers share the one registration.
 */
export async function ensureSessionUser(): Promise<string> {
  const stored = useSession.getState().userId;
  if (stored !== null) return stored;
  const answer = await registerGuest();
  return useSession.getState().userId ?? String(answer.user.userId);
}

// ---- Codes ---------------------------------------------------------------------------------------------

function otpBody(otpType: OtpType, extra: Partial<OtpVerifyBody>): OtpRequestBody {
  return { ...extra, countryCode: countrySettings(sessionCountry()).callingCode, otpType };
}

const loginPath = (step: 'request-otp' | 'verify-otp') => `/${seg(sessionCountry())}/login/${step}`;

/**
 * POST /{countryId}/login/request-otp (LOGIN): sends a code to +51<phone>. A 429 carries retryAfterSeconds (see
 * retryAfterSeconds); a 502 error.otp.sendFailed (the SMS gateway failed) passes on to the caller, who may ask again.
 */
export async function requestLoginOtp(phone: string, options: CallOptions = {}): Promise<OtpRequestAnswer> {
  const { data } = await api.post<OtpRequestAnswer>(loginPath('request-otp'), otpBody(OTP_TYPES.LOGIN, { contactNumber: phone }), {
    callName: CALL_NAMES.requestLoginOtp, ...options,
  });
  return data;
}

/**
 * POST /{countryId}/login/verify-otp (LOGIN): logs in and stores the customer (userId, userData, roleId,
 * cartId, dob; auth:changed and address:changed come from the session store). A guest's cart may have
 * been merged into the customer's, so 'cart:changed' {cartId, reason: 'replace'} follows. The server records the
 * consent given (terms and privacy policy, required; marketing, optional) and refuses the login without the terms.
 */
export async function verifyLoginOtp(phone: string, otp: string, options: CallOptions = {},
  consent: LoginConsent = { termsAccepted: false, marketingConsent: false }): Promise<LoginAnswer> {
  const body = otpBody(OTP_TYPES.LOGIN, { contactNumber: phone, otp, ...consent });
  const { data } = await api.post<LoginAnswer>(loginPath('verify-otp'), body, {
    callName: CALL_NAMES.verifyLoginOtp, ...options,
  });
  storeLoginAnswer(data);
  events.emit('cart:changed', { cartId: String(data.cartId), reason: 'replace' });
  return data;
}

function requireCustomer(call: CallName): void {
  // A guest's call to a customer-only route is answered 403, and the client's 403 handling signs the shopper out.
  if (!isVerified(useSession.getState())) throw new Error(`${call}: needs a logged-in customer`);
}

/**
 * POST /{countryId}/login/request-otp (CHANGE_EMAIL): sends a code to the new e-mail (the caller is the
 * session's customer, so no phone is sent). Customers only: a guest's call would be a 403 that signs out.
 */
export async function requestEmailOtp(email: string, options: CallOptions = {}): Promise<OtpRequestAnswer> {
  requireCustomer(CALL_NAMES.requestEmailOtp);
  const body = otpBody(OTP_TYPES.CHANGE_EMAIL, { email });
  const { data } = await api.post<OtpRequestAnswer>(loginPath('request-otp'), body, { callName: CALL_NAMES.requestEmailOtp, ...options });
  return data;
}

/** POST /{countryId}/login/verify-otp (CHANGE_EMAIL): stores the verified e-mail on the server; the session stays. */
export async function verifyEmailOtp(email: string, otp: string, options: CallOptions = {}): Promise<LoginAnswer> {
  requireCustomer(CALL_NAMES.verifyEmailOtp);
  const body = otpBody(OTP_TYPES.CHANGE_EMAIL, { email, otp });
  const { data } = await api.post<LoginAnswer>(loginPath('verify-otp'), body, { callName: CALL_NAMES.verifyEmailOtp, ...options });
  storeLoginAnswer(data);
  return data;
}

export interface EmailCode {
  email: string;
  otp: string;
  options?: CallOptions;
}

/** verifyEmailOtp as a mutation: once the e-mail is verified, the customer's record (which holds it) is read again. */
export function useVerifyEmailOtp(): UseMutationResult<LoginAnswer, unknown, EmailCode> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email, otp, options }: EmailCode) => verifyEmailOtp(email, otp, options),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

/** Seconds to wait after a 429 of the code calls (the answer's retryAfterSeconds), else null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const value = (error.data as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

// ---- Sign-out --------------------------------------------------------------------------------------------

/**
 * DELETE /users/sessions, then — even when the call fails — the session store and the shop's
 * localStorage keys are cleared (language, country and deviceUid stay) and '/' is loaded afresh
 * through configureApi's reload.
 */
export async function signOut(): Promise<void> {
  try {
    await api.delete('/users/sessions', { callName: CALL_NAMES.signOut });
  } catch {
    // The API client has reported it; a shopper who asked to leave must not stay signed in here.
  }
  resetBrowserSession('/');
}
