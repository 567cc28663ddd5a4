// The browser's session state (who the shopper is, cart id, language, country), kept in localStorage under fixed keys.
// A page rendered on the server starts from the session it was rendered with (the cookie's, as the API told the server),
// handed over in the page; on the server each request renders with a store of its own (request-scope.ts).
import { createStore, useStore, type StoreApi, type UseBoundStore } from 'zustand';
import {
  DEFAULT_COUNTRY, DEFAULT_LANGUAGE, LANGUAGES, LOCAL_STORAGE_KEYS, ROLES, type Language, type RoleName,
} from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { requestScope } from './request-scope';

export { REQUEST_SCOPE_KEY, requestScope, type RequestScope } from './request-scope';

/** Id of the <script type="application/json"> in which a server-rendered page hands over its RenderedSession. */
export const SESSION_ELEMENT_ID = 'shop-session';
/** The language, as a cookie: the server renders in it (the browser's storage is out of its reach). */
export const LANGUAGE_COOKIE = 'shop_lang';

export interface UserData {
  roleName: RoleName | null;
  userAddressId: string | null;
}

export interface SessionData {
  userId: string | null;
  userData: UserData | null;
  roleId: string | null;
  cartId: string | null;
  /** Session date of birth as the API sent it (ISO date or epoch ms as text). */
  dob: string | null;
  language: Language;
  country: string;
}

type IdLike = string | number;

export interface SetUserInput {
  userId: IdLike;
  roleName: RoleName | null;
  roleId?: IdLike | null;
  userAddressId?: IdLike | null;
  dob?: string | number | null;
  cartId?: IdLike | null;
}

export interface SessionActions {
  /** Stores the logged-in (or guest) user; emits auth:changed, and address:changed when the address differs. */
  setUser(input: SetUserInput): void;
  setUserAddressId(userAddressId: IdLike | null): void;
  setCartId(cartId: IdLike | null): void;
  setLanguage(language: Language): void;
  setCountry(country: string): void;
  setDob(dob: string | number | null): void;
  /** Forgets the user (sign-out, 401, 403); keeps language and country. */
  clear(): void;
}

export type SessionState = SessionData & SessionActions;

/** The localStorage keys this store owns. */
export const SESSION_KEYS = ['userId', 'userData', 'roleId', 'cartId', 'dob', 'language', 'country'] as const;

const text = (v: IdLike | null | undefined): string | null => (v === null || v === undefined || v === '' ? null : String(v));

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the shop still works for this page view.
    return null;
  }
}

function readUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<UserData> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return { roleName: (parsed.roleName as RoleName | undefined) ?? null, userAddressId: text(parsed.userAddressId) };
  } catch {
    return null;
  }
}

/** Reads the session from localStorage (also used when another tab changes it). */
export function readStoredSession(): SessionData {
  const ls = storage();
  const get = (key: string) => ls?.getItem(key) ?? null;
  const language = get(LOCAL_STORAGE_KEYS.language);
  return {
    userId: get(LOCAL_STORAGE_KEYS.userId),
    userData: readUserData(get(LOCAL_STORAGE_KEYS.userData)),
    roleId: get(LOCAL_STORAGE_KEYS.roleId),
    cartId: get(LOCAL_STORAGE_KEYS.cartId),
    dob: get(LOCAL_STORAGE_KEYS.dob),
    language: (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : DEFAULT_LANGUAGE,
    country: get(LOCAL_STORAGE_KEYS.country) ?? DEFAULT_COUNTRY,
  };
}

function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=${60 * 60 * 24 * 400}; samesite=lax`;
}

function writeStoredSession(s: SessionData): void {
  writeLanguageCookie(s.language);
  const ls = storage();
  if (!ls) return;
  const values: Record<(typeof SESSION_KEYS)[number], string | null> = {
    userId: s.userId,
    userData: s.userData ? JSON.stringify(s.userData) : null,
    roleId: s.roleId,
    cartId: s.cartId,
    dob: s.dob,
    language: s.language,
    country: s.country,
  };
  try {
    for (const key of SESSION_KEYS) {
      const value = values[key];
      if (value === null) ls.removeItem(LOCAL_STORAGE_KEYS[key]);
      else if (ls.getItem(LOCAL_STORAGE_KEYS[key]) !== value) ls.setItem(LOCAL_STORAGE_KEYS[key], value);
    }
  } catch {
    // Quota or blocked storage: the in-memory state stays right for this page view.
  }
}

function announce(before: SessionData, after: SessionData): void {
  if (before.userId !== after.userId || before.userData?.roleName !== after.userData?.roleName) {
    events.emit('auth:changed', { userId: after.userId, roleName: after.userData?.roleName ?? null });
  }
  if ((before.userData?.userAddressId ?? null) !== (after.userData?.userAddressId ?? null)) {
    events.emit('address:changed', { userAddressId: after.userData?.userAddressId ?? null });
  }
}

/**
 * What a server-rendered page hands over: the session it was rendered with, and whether its language came from the
 * shopper (the cookie or the URL) rather than the shop's default.
 */
export interface RenderedSession extends SessionData {
  languageChosen: boolean;
}

/** A session record from outside (the page, the server), checked field by field; null when it is none. */
export function toSessionData(value: unknown): SessionData | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const textOrNull = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? text(x) : null);
  const userData = v.userData as Partial<UserData> | null | undefined;
  return {
    userId: textOrNull(v.userId),
    userData: userData && typeof userData === 'object'
      ? { roleName: (Object.values(ROLES) as string[]).includes(String(userData.roleName)) ? (userData.roleName as RoleName) : null, userAddressId: textOrNull(userData.userAddressId) }
      : null,
    roleId: textOrNull(v.roleId),
    cartId: textOrNull(v.cartId),
    dob: textOrNull(v.dob),
    language: (LANGUAGES as readonly unknown[]).includes(v.language) ? (v.language as Language) : DEFAULT_LANGUAGE,
    country: typeof v.country === 'string' && v.country ? v.country : DEFAULT_COUNTRY,
  };
}

function readRenderedSession(): RenderedSession | null {
  if (typeof document === 'undefined') return null;
  const raw = document.getElementById(SESSION_ELEMENT_ID)?.textContent;
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const session = toSessionData(parsed);
    return session && { ...session, languageChosen: (parsed as { languageChosen?: unknown }).languageChosen === true };
  } catch {
    return null;
  }
}

const rendered = readRenderedSession();
const stored = readStoredSession();

/** The language the server rendered the page the browser hydrates in; null on a server and in a page the browser rendered. */
export function renderedLanguage(): Language | null {
  return rendered?.language ?? null;
}

/**
 * The language the shopper chose before this page was rendered in the default one (their storage says so but no
 * cookie told the server yet): the host switches to it once the page is hydrated. Null when there is nothing to switch.
 */
export function pendingLanguage(): Language | null {
  if (!rendered || rendered.languageChosen) return null;
  return stored.language !== rendered.language ? stored.language : null;
}

function sessionInitializer(initial: SessionData) {
  return (set: StoreApi<SessionState>['setState'], get: StoreApi<SessionState>['getState']): SessionState => {
    /** Applies a change, writes it through to localStorage and announces identity changes. */
    const update = (patch: Partial<SessionData>) => {
      const before = get();
      set(patch);
      const after = get();
      writeStoredSession(after);
      announce(before, after);
    };
    return {
      ...initial,
      setUser: (u) => {
        const userAddressId = u.userAddressId === undefined ? (get().userData?.userAddressId ?? null) : text(u.userAddressId);
        update({
          userId: text(u.userId),
          userData: { roleName: u.roleName, userAddressId },
          roleId: u.roleId === undefined ? get().roleId : text(u.roleId),
          ...(u.dob === undefined ? {} : { dob: text(u.dob) }),
          ...(u.cartId === undefined ? {} : { cartId: text(u.cartId) }),
        });
      },
      setUserAddressId: (id) => {
        const current = get().userData;
        update({ userData: { roleName: current?.roleName ?? null, userAddressId: text(id) } });
      },
      setCartId: (cartId) => update({ cartId: text(cartId) }),
      setLanguage: (language) => update({ language }),
      setCountry: (country) => update({ country }),
      setDob: (dob) => update({ dob: text(dob) }),
      clear: () => update({ userId: null, userData: null, roleId: null, cartId: null, dob: null }),
    };
  };
}

/** A session store of its own (the server makes one per request, from the cookie's session). */
export function createSessionStore(initial: SessionData): StoreApi<SessionState> {
  return createStore<SessionState>()(sessionInitializer(initial));
}

// The page's store. A server-rendered page starts from the session it was rendered with, so its first render matches
// the HTML; the cookie's session is the truth, and it replaces what an earlier page load left in localStorage.
const pageStore = createSessionStore((rendered && toSessionData(rendered)) ?? stored);
if (rendered) writeStoredSession(pageStore.getState());
else if (typeof document !== 'undefined') writeLanguageCookie(stored.language);

/** The store this code runs against: the request's on the server, the page's in the browser. */
const currentStore = (): StoreApi<SessionState> => requestScope()?.session ?? pageStore;
const whole = (s: SessionState): unknown => s;

function useSessionHook(): SessionState;
function useSessionHook<T>(selector: (state: SessionState) => T): T;
function useSessionHook<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore(currentStore(), (selector ?? whole) as (state: SessionState) => T | SessionState);
}

export const useSession: UseBoundStore<StoreApi<SessionState>> = Object.assign(useSessionHook, {
  getState: () => currentStore().getState(),
  getInitialState: () => currentStore().getInitialState(),
  setState: ((...args: Parameters<StoreApi<SessionState>['setState']>) => currentStore().setState(...args)) as StoreApi<SessionState>['setState'],
  subscribe: (listener: Parameters<StoreApi<SessionState>['subscribe']>[0]) => currentStore().subscribe(listener),
});

// Another tab logging in or out changes localStorage: follow it so the two tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && !(Object.values(LOCAL_STORAGE_KEYS) as string[]).includes(e.key)) return;
    const before = useSession.getState();
    const after = readStoredSession();
    pageStore.setState(after);
    announce(before, after);
  });
}

export const isLoggedIn = (s: SessionData): boolean => s.userId !== null;
export const isVerified = (s: SessionData): boolean => s.userId !== null && s.userData?.roleName === ROLES.USER;
export const isGuest = (s: SessionData): boolean => s.userId !== null && s.userData?.roleName === ROLES.WEB_GUEST_USER;
/** "Has a location": a session user with a default address, which the catalogue needs before adding to the cart. */
export const hasAddress = (s: SessionData): boolean => s.userId !== null && !!s.userData?.userAddressId;
