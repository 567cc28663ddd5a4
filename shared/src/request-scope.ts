// The request a server render belongs to. In the browser a page has one session store and one <head>; a server renders
// many requests at once, so there the host runs each render inside an AsyncLocalStorage it publishes under a global
// symbol, and shared code reads the request's own values through requestScope(). In the browser there is none.
import type { StoreApi } from 'zustand';
import type { PageMeta } from './page-meta';
import type { SessionState } from './session';

export interface RequestScope {
  /** The session of the request's cookie (the API's answer), in a store of its own. */
  session: StoreApi<SessionState>;
  /** What the page declared about itself while rendering (usePageMeta); the server writes it into <head>. */
  head: { meta: PageMeta | null };
  /**
   * How the request's API calls reach the API: its address (the server calls it directly, not through the gateway) and
   * the headers that speak for the shopper (their cookie, their address for the API's per-address limits). Absent, the
   * calls go to the page's own origin, as in the browser.
   */
  api?: { baseUrl: string; headers: Readonly<Record<string, string>> };
  /** The i18n namespaces the render used: their texts are handed over with the page. */
  texts?: Set<string>;
}

/** The global key under which the host's server publishes its AsyncLocalStorage<RequestScope>. */
export const REQUEST_SCOPE_KEY = Symbol.for('shop.request-scope');

interface ScopeStorage {
  getStore(): RequestScope | undefined;
}

/** The request being rendered on the server; undefined in the browser (and on the server outside a render). */
export function requestScope(): RequestScope | undefined {
  return (globalThis as { [REQUEST_SCOPE_KEY]?: ScopeStorage })[REQUEST_SCOPE_KEY]?.getStore();
}
