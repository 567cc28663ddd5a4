// What every call of the entry shares: call names, the session's country and language, path segments.
import type { Language } from '@shop/shared/constants';
import { useSession } from '@shop/shared/session';
import type { Id } from './types';

/**
 * The call name of each function (axios config.callName): a form reads its server field errors with
 * useFieldErrors(CALL_NAMES.updateCustomer) and clears them with clearFieldErrors(...).
 */
export const CALL_NAMES = {
  registerGuest: 'registerGuest',
  requestLoginOtp: 'requestLoginOtp',
  verifyLoginOtp: 'verifyLoginOtp',
  requestEmailOtp: 'requestEmailOtp',
  verifyEmailOtp: 'verifyEmailOtp',
  signOut: 'signOut',
  getCustomer: 'getCustomer',
  updateCustomer: 'updateCustomer',
  listAddresses: 'listAddresses',
  createAddress: 'createAddress',
  updateAddress: 'updateAddress',
  deleteAddress: 'deleteAddress',
  setDefaultAddress: 'setDefaultAddress',
  storeExists: 'storeExists',
  listStores: 'listStores',
  orderStatus: 'orderStatus',
  getCart: 'getCart',
  addCartItem: 'addCartItem',
  updateCartItem: 'updateCartItem',
  removeCartItem: 'removeCartItem',
  clearCart: 'clearCart',
  getCartDiscardStatus: 'getCartDiscardStatus',
  getMetadata: 'getMetadata',
} as const;
export type CallName = (typeof CALL_NAMES)[keyof typeof CALL_NAMES];

/** What a caller may choose per call (handed to the shared client's request config). */
export interface CallOptions {
  /** The caller shows the answer's general message inline, so the client's 400/409 toast is left out (api's inlineErrors). */
  inlineErrors?: boolean;
}

/** What a read accepts: the query's abort signal, so a superseded read is cancelled (no toast) instead of answered. */
export interface ReadOptions {
  signal?: AbortSignal;
}

/** The {countryId} of paths and bodies: the session's country (e.g. 'PE'). */
export const sessionCountry = (): string => useSession.getState().country;

/** The {lang} path segment and languageCode query: the session's language. */
export const sessionLanguage = (): Language => useSession.getState().language;

/** One path segment, encoded. */
export const seg = (value: Id): string => encodeURIComponent(String(value));

/** The stored userId, or an error before any request is made (calls that need a user say so). */
export function requireUserId(call: CallName): string {
  const { userId } = useSession.getState();
  if (userId === null) throw new Error(`${call}: no session user (call ensureSessionUser or log in first)`);
  return userId;
}

/** `/{countryId}/{lang}`: the prefix of the cart paths. */
export const countryLanguagePrefix = (): string => `/${seg(sessionCountry())}/${seg(sessionLanguage())}`;
