// The browser's session state (who the shopper is, cart id, language, country), kept in localStorage under the spec's keys.
import { create } from 'zustand';
import {
  DEFAULT_COUNTRY, DEFAULT_LANGUAGE, LANGUAGES, LOCAL_STORAGE_KEYS, ROLES, type Language, type RoleName,
} from '@shop/shared/constants';
import { events } from '@shop/shared/events';

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

/** The keys this store owns, in the order the spec lists them. */
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

function writeStoredSession(s: SessionData): void {
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

export const useSession = create<SessionState>()((set, get) => {
  /** Applies a change, writes it through to localStorage and announces identity changes. */
  const update = (patch: Partial<SessionData>) => {
    const before = get();
    set(patch);
    const after = get();
    writeStoredSession(after);
    announce(before, after);
  };
  return {
    ...readStoredSession(),
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
});

// Another tab logging in or out changes localStorage: follow it so the two tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && !(Object.values(LOCAL_STORAGE_KEYS) as string[]).includes(e.key)) return;
    const before = useSession.getState();
    const after = readStoredSession();
    useSession.setState(after);
    announce(before, after);
  });
}

export const isLoggedIn = (s: SessionData): boolean => s.userId !== null;
export const isVerified = (s: SessionData): boolean => s.userId !== null && s.userData?.roleName === ROLES.USER;
export const isGuest = (s: SessionData): boolean => s.userId !== null && s.userData?.roleName === ROLES.WEB_GUEST_USER;
/** The catalogue's "has a location": a session user with a default address (catalogue §4, §6). */
export const hasAddress = (s: SessionData): boolean => s.userId !== null && !!s.userData?.userAddressId;
