// The one axios client of the page and the shop's global error handling (which status shows which toast or page).
// axios itself (21 KB gzip) is imported with the first request, not with this module: a server-rendered page hands its
// data over and makes no request while it loads, so the library is not part of the first load.
import type { AxiosError as AxiosErrorType, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { VariantType } from 'notistack';
import { enqueueSnackbar } from '@shop/shared/toast';
import { createElement } from 'react';
import { create } from 'zustand';
import { API_BASE, LOCAL_STORAGE_KEYS, ORIGIN_HEADER, ORIGIN_MARKER } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { translate } from '@shop/shared/i18n';
import { LANGUAGE_COOKIE, requestScope, useSession } from '@shop/shared/session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Names the call so the form that made it can read its field errors with useFieldErrors(callName). */
    callName?: string;
    /**
     * The caller shows the answer's general message itself, beside what it concerns (a dialog's inline alert): the
     * 400/409 toast is left out, so the message shows once. `error:general` is still emitted. Default false.
     */
    inlineErrors?: boolean;
  }
}

/** One entry of the error body's lists. */
export interface ErrorItem {
  identifier: string;
  message: string;
}
export interface FieldErrorItem extends ErrorItem {
  fieldName: string;
}
export type FieldErrors = Record<string, ErrorItem[]>;

export interface ApiErrorInit {
  status: number;
  general?: ErrorItem[];
  fieldErrors?: FieldErrors;
  callName?: string;
  data?: unknown;
  offline?: boolean;
  reported?: boolean;
  cause?: unknown;
}

/** What every failed call rejects with. status 0 = no answer (offline, network error, timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly general: ErrorItem[];
  readonly fieldErrors: FieldErrors;
  readonly callName: string | undefined;
  readonly data: unknown;
  readonly offline: boolean;
  /**
   * The client has already dealt with it in front of the shopper: the offline toast, the general-error toast of a
   * 400/409, the sign-in toast and reload of a 401, the reload of a 403, the move to /maintenance of a 503. A caller
   * says nothing more when it is set; when it is not (404, 422, 500, a 400/409 with only field errors or made with
   * inlineErrors), the caller is the one to tell the shopper.
   */
  readonly reported: boolean;

  constructor(init: ApiErrorInit) {
    super(init.general?.[0]?.message ?? `Request failed with status ${init.status}`, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.general = init.general ?? [];
    this.fieldErrors = init.fieldErrors ?? {};
    this.callName = init.callName;
    this.data = init.data;
    this.offline = init.offline ?? false;
    this.reported = init.reported ?? false;
  }

  /** The first identifier of the answer (general first), e.g. 'error.address.notFound'. */
  get identifier(): string | undefined {
    return this.general[0]?.identifier ?? Object.values(this.fieldErrors)[0]?.[0]?.identifier;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The client has already told the shopper about this failure (ApiError.reported): the caller says nothing more. */
export const isReported = (e: unknown): boolean => isApiError(e) && e.reported;

// ---- Field errors per call name -------------------------------------------------------------------

interface FieldErrorStore {
  byCall: Record<string, FieldErrors>;
}
const useFieldErrorStore = create<FieldErrorStore>()(() => ({ byCall: {} }));
const NO_ERRORS: FieldErrors = Object.freeze({}) as FieldErrors;

function setFieldErrors(callName: string | undefined, errors: FieldErrors): void {
  if (!callName) return;
  const { byCall } = useFieldErrorStore.getState();
  if (!byCall[callName] && Object.keys(errors).length === 0) return;
  const next = { ...byCall };
  if (Object.keys(errors).length === 0) delete next[callName];
  else next[callName] = errors;
  useFieldErrorStore.setState({ byCall: next });
}

/** The field errors of the last failed answer to `callName`, by field name; empty after a success. */
export function useFieldErrors(callName: string): FieldErrors {
  return useFieldErrorStore((s) => s.byCall[callName] ?? NO_ERRORS);
}
export function getFieldErrors(callName: string): FieldErrors {
  return useFieldErrorStore.getState().byCall[callName] ?? NO_ERRORS;
}
/** Forms call this when they reset (e.g. a dialog closes) so stale server messages disappear. */
export function clearFieldErrors(callName: string): void {
  setFieldErrors(callName, {});
}

// ---- Parsing the error body -----------------------------------------------------------------------

function isErrorItem(v: unknown): v is ErrorItem {
  return typeof v === 'object' && v !== null && typeof (v as ErrorItem).message === 'string';
}

function toItem(v: ErrorItem): ErrorItem {
  return { identifier: typeof v.identifier === 'string' ? v.identifier : '', message: v.message };
}

/** Reads `{errors: {general: [...], fieldsErrors: [{fieldName, ...}], <field>: [...]}}`. */
export function parseErrorBody(data: unknown): { general: ErrorItem[]; fieldErrors: FieldErrors } {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  const general: ErrorItem[] = [];
  const fieldErrors: FieldErrors = {};
  if (typeof errors !== 'object' || errors === null) return { general, fieldErrors };
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue;
    if (key === 'general') {
      general.push(...value.filter(isErrorItem).map(toItem));
    } else if (key === 'fieldsErrors') {
      for (const v of value) {
        if (isErrorItem(v) && typeof (v as FieldErrorItem).fieldName === 'string') {
          (fieldErrors[(v as FieldErrorItem).fieldName] ??= []).push(toItem(v));
        }
      }
    } else {
      // The body's other form: any other key of `errors` is itself a field's list.
      const items = value.filter(isErrorItem).map(toItem);
      if (items.length) (fieldErrors[key] ??= []).push(...items);
    }
  }
  return { general, fieldErrors };
}

// ---- Navigation, toasts, clearing -----------------------------------------------------------------

export interface ApiSettings {
  /** In-app navigation (the host passes the router's navigate); used for /maintenance. */
  navigate: (path: string) => void;
  /** Loads `path` afresh, dropping all in-memory state (401/403). */
  reload: (path: string) => void;
}

const defaults: ApiSettings = {
  navigate: (path) => window.location.assign(path),
  reload: (path) => window.location.assign(path),
};
let settings: ApiSettings = { ...defaults };

export function configureApi(next: Partial<ApiSettings>): void {
  settings = { ...settings, ...next };
}

function toast(key: string, title: string | null, message: string, variant: VariantType = 'error'): void {
  const content = title
    ? createElement('span', null, createElement('strong', null, title), createElement('br'), message)
    : message;
  // A stable key with preventDuplicate: ten calls failing together show one toast, not ten.
  enqueueSnackbar(content, { variant, key, preventDuplicate: true });
}

/** Local storage, session and cookies cleared, but for the device's own settings (the HttpOnly session cookie is the API's). */
function clearBrowserState(): void {
  useSession.getState().clear();
  try {
    const keep = new Set<string>([LOCAL_STORAGE_KEYS.language, LOCAL_STORAGE_KEYS.country, LOCAL_STORAGE_KEYS.deviceUid]);
    for (const key of Object.values(LOCAL_STORAGE_KEYS)) if (!keep.has(key)) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  } catch {
    // Blocked storage: nothing persisted to clear.
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // The language stays, as in localStorage: the server renders the next page in it.
    if (name && name !== LANGUAGE_COOKIE) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  useFieldErrorStore.setState({ byCall: {} });
}

/**
 * A notice for the page that loads next: the 401 reload would wipe a toast before anyone read it, so the reason is kept
 * in sessionStorage (this tab, this visit) and shown by showPendingNotice once the new page can show toasts.
 */
const PENDING_NOTICE_KEY = 'pendingNotice';
type PendingNotice = 'signInRequired';

function rememberNotice(notice: PendingNotice): void {
  try {
    window.sessionStorage.setItem(PENDING_NOTICE_KEY, notice);
  } catch {
    // Blocked storage: the notice is lost, the reload still happens.
  }
}

/** Shows (once) the notice the previous page left before it reloaded; the host calls it when its toasts are mounted. */
export function showPendingNotice(): void {
  let notice: string | null;
  try {
    notice = window.sessionStorage.getItem(PENDING_NOTICE_KEY);
    window.sessionStorage.removeItem(PENDING_NOTICE_KEY);
  } catch {
    return;
  }
  if (notice === 'signInRequired') toast('signInRequired', translate('signInRequired'), translate('logInAgain'));
}

/**
 * What 401/403 do, for callers that end the session on purpose (sign-out): forget the shopper on this
 * device (session store, the shop's localStorage keys but language, country and deviceUid, sessionStorage,
 * readable cookies, stored field errors), then load `path` afresh through the configured `reload`.
 */
export function resetBrowserSession(path = '/'): void {
  clearBrowserState();
  settings.reload(path);
}

// ---- The client -------------------------------------------------------------------------------------

type AxiosModule = typeof import('axios');
/** axios once the first request has imported it. */
let axiosModule: AxiosModule | null = null;
/** The client once created; until then `api.defaults` are the ones it will be created with. */
let instance: AxiosInstance | null = null;
let creating: Promise<AxiosInstance> | null = null;
const initialDefaults = {
  baseURL: API_BASE,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json', [ORIGIN_HEADER]: ORIGIN_MARKER },
  // A timeout is then ETIMEDOUT, so ECONNABORTED means only a request the browser itself dropped (isCancellation).
  transitional: { clarifyTimeoutError: true },
} as unknown as AxiosInstance['defaults'];

/** The axios client, created (with the interceptors below) by the first request. */
function client(): Promise<AxiosInstance> {
  creating ??= import('axios').then(
    (module) => {
      axiosModule = module;
      // With what was set on `api.defaults` before (setApiBase, a test's adapter).
      const created = module.default.create(initialDefaults as Parameters<AxiosModule['default']['create']>[0]);
      created.interceptors.request.use(onRequest);
      created.interceptors.response.use(onSuccess, onError);
      instance = created;
      return created;
    },
    (error: unknown) => {
      // Its code could not be downloaded (offline, a deploy in between): the request fails as one without an answer,
      // and the next one tries again.
      creating = null;
      if (requestScope()) throw new ApiError({ status: 0, cause: error });
      toast('noInternet', null, translate('noInternet'));
      throw new ApiError({ status: 0, offline: isOffline(), reported: true, cause: error });
    },
  );
  return creating;
}

type Method = 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch' | 'request';
const method = <M extends Method>(name: M) =>
  ((...args: unknown[]) => client().then((c) => (c[name] as (...a: unknown[]) => unknown)(...args))) as unknown as AxiosInstance[M];

/** The shop's API client: axios's request methods (and defaults); every call goes through the handling below. */
export interface ApiClient extends Pick<AxiosInstance, Method> {
  readonly defaults: AxiosInstance['defaults'];
}

export const api: ApiClient = {
  get: method('get'),
  delete: method('delete'),
  head: method('head'),
  options: method('options'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  request: method('request'),
  get defaults() {
    return instance?.defaults ?? initialDefaults;
  },
};

export function setApiBase(url: string): void {
  api.defaults.baseURL = url;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

// ---- Activity -------------------------------------------------------------------------------------------

/** One request leaving through the client: its method (lowercase) and url as the caller wrote it (without the base). */
export interface ApiActivity {
  method: string;
  url: string;
}
export type ApiActivityListener = (activity: ApiActivity) => void;

const activityListeners = new Set<ApiActivityListener>();

/**
 * Calls `listener` for every request the client sends (the idle-cart timer pushes its deadline
 * on each one); returns the unsubscribe function. A listener that throws does not stop the request.
 */
export function onApiActivity(listener: ApiActivityListener): () => void {
  activityListeners.add(listener);
  return () => {
    activityListeners.delete(listener);
  };
}

function reportActivity(config: InternalAxiosRequestConfig): void {
  if (activityListeners.size === 0) return;
  const activity: ApiActivity = { method: (config.method ?? 'get').toLowerCase(), url: config.url ?? '' };
  for (const listener of [...activityListeners]) {
    try {
      listener(activity);
    } catch (error) {
      console.error('[api] activity listener failed', error);
    }
  }
}

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // A server render's calls go to the API itself, on the shopper's behalf (their cookie), and tell no listener.
  const server = requestScope()?.api;
  if (server) {
    // Node's fetch keeps its connections to the API open between requests.
    config.adapter = 'fetch';
    config.baseURL = `${server.baseUrl}${API_BASE}`;
    for (const [name, value] of Object.entries(server.headers)) config.headers.set(name, value);
    config.headers.set('Accept-Language', useSession.getState().language);
    return config;
  }
  reportActivity(config);
  if (isOffline()) {
    toast('noInternet', null, translate('noInternet'));
    throw new ApiError({ status: 0, offline: true, reported: true, callName: config.callName });
  }
  config.headers.set('Accept-Language', useSession.getState().language);
  return config;
}

function onSuccess(response: AxiosResponse): AxiosResponse {
  setFieldErrors(response.config.callName, {});
  return response;
}

/**
 * A request nobody waits for any more, as opposed to one without an answer: aborted through its signal (a superseded
 * search, a page left, a query TanStack cancelled) or dropped by the browser itself (a page being unloaded). Neither
 * says anything about the connection, so neither may show the offline toast.
 */
export function isCancellation(error: unknown): boolean {
  // (axios's isCancel: its CanceledError carries __CANCEL__.)
  if ((error as { __CANCEL__?: unknown } | null)?.__CANCEL__ === true) return true;
  if (!isAxiosError(error)) return false;
  return error.config?.signal?.aborted === true || error.code === 'ECONNABORTED';
}

/** An error axios made (none can exist before the first request has imported it). */
const isAxiosError = (error: unknown): error is AxiosErrorType => axiosModule !== null && error instanceof axiosModule.AxiosError;

function onError(error: unknown): Promise<never> {
  if (error instanceof ApiError) return Promise.reject(error);
  // A cancelled call is the caller's own decision: no toast, its field errors untouched, and axios.isCancel keeps
  // working for an aborted signal.
  if (isCancellation(error) || !isAxiosError(error)) return Promise.reject(error);

  const callName = error.config?.callName;
  const status = error.response?.status ?? 0;
  const data = error.response?.data;
  const { general, fieldErrors } = parseErrorBody(data);
  // On the server there is no shopper in front of the page to tell, nor a browser to clear or move: the query that made
  // the call keeps the failure, and the browser deals with it when it reads again.
  if (requestScope()) return Promise.reject(new ApiError({ status, general, fieldErrors, callName, data, cause: error }));

  // Every error replaces the call's previous field errors: only this answer's remain.
  const keepsFieldErrors = status === 400 || status === 409 || status === 500 || status === 503;
  setFieldErrors(callName, keepsFieldErrors ? fieldErrors : {});

  let reported = false;
  switch (status) {
    case 0:
      toast('noInternet', null, translate('noInternet'));
      reported = true;
      break;
    case 401:
      clearBrowserState();
      rememberNotice('signInRequired');
      settings.reload('/');
      reported = true;
      break;
    case 403:
      clearBrowserState();
      settings.reload('/');
      reported = true;
      break;
    case 400:
    case 409: {
      const first = general[0];
      if (first) {
        if (!error.config?.inlineErrors) {
          toast(`general:${first.identifier || first.message}`, translate('errorTitle'), first.message);
          reported = true;
        }
        events.emit('error:general', { status, identifier: first.identifier, message: first.message, callName });
      }
      break;
    }
    case 503:
      settings.navigate('/maintenance');
      reported = true;
      break;
    default:
      // 404, 422, 500 and the rest pass on to the caller untouched (500's field errors are stored above).
      break;
  }
  return Promise.reject(new ApiError({ status, general, fieldErrors, callName, data, reported, cause: error }));
}

