// Renders one page request: the shopper's session from the API, the remotes of this moment's remotes.json, the app
// streamed by React with every slot's server module, the emotion styles it used, the page's head, and the hand-over the
// browser hydrates from.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/shared/constants';
import { COMMON_NAMESPACE, createRequestI18n, I18nextProvider, TEXTS_ELEMENT_ID, textsToHandOver } from '@shop/shared/i18n';
import { headTags, headTagsHtml } from '@shop/shared/page-meta';
import { isApiError } from '@shop/shared/api';
import { createQueryClient, dehydratePageState, hydratePageState, QUERY_STATE_ELEMENT_ID } from '@shop/shared/query';
import { matchPath } from '@shop/shared/router';
import { ROUTE_TABLE, SEARCH_FORM_ACTION, searchFormTarget } from '@shop/shared/routes';
import { createSessionStore, LANGUAGE_COOKIE, REQUEST_SCOPE_KEY, SESSION_ELEMENT_ID, type RenderedSession, type RequestScope, type SessionData } from '@shop/shared/session';
import { App } from '../app/app';
import { parseCookies, RequestInfoProvider } from '../lib/request-info';
import { ClientRenderedSlot, CLIENT_RENDERED_SLOT, ServerRemoteModulesContext, type ServerRemoteModules } from '../remotes/server-remote-modules';
import { PAGE_DATA_ELEMENT_ID } from '../remotes/hydrate-on-use';
import { fetchCurrentSession, hasSessionCookie, sessionData } from './current-session';
import { REMOTES_ELEMENT_ID, type RemotesConfig } from '../remotes/init-remotes';
import { APP_BANNER_DISMISSED_KEY } from '../config/app-links';
import { isMobileAgent, mobilePlatform } from '../lib/device';
import { pageCacheKey, type PageCache, type PageCacheOutcome } from './page-cache';
import { prefetchPageData } from './page-data';
import type { PageTemplate } from './page-document';
import type { ServerRemotes } from './server-remotes';

/** Every render runs inside its request's scope, which shared code reads (the session store, the page's head). */
const scopes = new AsyncLocalStorage<RequestScope>();
(globalThis as { [REQUEST_SCOPE_KEY]?: AsyncLocalStorage<RequestScope> })[REQUEST_SCOPE_KEY] = scopes;

export interface PageRequest {
  /** Path and query, e.g. /product-details/inca-kola/5?lang=en */
  url: string;
  cookie: string;
  userAgent: string;
  /** The public origin the shopper sees, e.g. https://tienda.example.pe */
  origin: string;
  clientIp: string;
}

export interface RenderDeps {
  remotes: ServerRemotes;
  template: PageTemplate;
  /** The API, directly (not through the gateway). */
  apiUrl: string;
  /** How long one remote module may take to load; a slower slot is left to the browser. */
  remoteTimeoutMs: number;
  /** How long the whole render may take before React sends what it has (the rest renders in the browser). */
  renderTimeoutMs: number;
  /** How long the page's data may take on the API; what is later renders without it (the browser reads it). */
  dataTimeoutMs: number;
  log: (line: string, error?: unknown) => void;
  /** Pages rendered for requests without a session cookie, shared for a few seconds. */
  pageCache: PageCache<RenderedHtml>;
}

interface RenderedHtml {
  kind: 'page';
  /** 200, or 404 when the page's record does not exist (the not-found page is rendered). */
  status: number;
  html: string;
  /** Whether the page came from the page cache (`hit`), was rendered into it (`miss`) or for this shopper only (`off`). */
  cache: PageCacheOutcome;
  /** Every part rendered on the server (nothing failed or came late): only such a page may be shared. */
  complete: boolean;
  timings: Record<string, number>;
}

export type RenderedPage = RenderedHtml | { kind: 'redirect'; location: string };

/** The language of a request: ?lang= first (the hreflang alternates), then the cookie, else the shop's default. */
export function requestLanguage(url: URL, cookies: Record<string, string>): { language: Language; chosen: boolean } {
  const asked = url.searchParams.get('lang') ?? cookies[LANGUAGE_COOKIE];
  return (LANGUAGES as readonly (string | undefined)[]).includes(asked) ? { language: asked as Language, chosen: true } : { language: DEFAULT_LANGUAGE, chosen: false };
}

/** What a render past its budget leaves to the browser. */
const LATE_PARTS = 'the rest of the page';

/** React's stream, whole: every boundary resolved (or given up on at the budget). */
function renderToHtml(element: ReactElement, timeoutMs: number, onError: (error: unknown) => string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The document is sent whole, once every boundary is ready: none is outlined into a hidden segment that an inline
      // script (which the CSP forbids) would move into place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(budget);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(budget);
        reject(error);
      },
      onError,
    });
    // Past the budget, what is still loading is sent as its fallback and the browser renders it.
    const budget = setTimeout(() => stream.abort(new ClientRenderedSlot(LATE_PARTS)), timeoutMs);
  });
}

/** One i18next instance per language for every render (they share the page instance's texts and are never switched). */
const i18nByLanguage = new Map<Language, ReturnType<typeof createRequestI18n>>();
function i18nFor(language: Language) {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createRequestI18n(language);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/** The device facts the shell renders by: a page for a phone differs from one for a desktop (and by app store). */
const deviceClass = (userAgent: string) => (isMobileAgent(userAgent) ? `mobile:${mobilePlatform(userAgent)}` : 'desktop');

export async function renderPage(request: PageRequest, deps: RenderDeps): Promise<RenderedPage> {
  const started = performance.now();
  const url = new URL(request.url, request.origin);
  // The search form sent before its code ran (a GET of /search?q=…): the results page's own address.
  if (url.pathname === SEARCH_FORM_ACTION) return { kind: 'redirect', location: searchFormTarget(url.searchParams) };
  // Unknown paths land on home, as in the browser (a redirect instead of an empty page at a wrong address).
  if (!ROUTE_TABLE.some((r) => matchPath(r.path, url.pathname))) return { kind: 'redirect', location: '/' };
  const cookies = parseCookies(request.cookie);
  const { language, chosen } = requestLanguage(url, cookies);
  if (hasSessionCookie(cookies)) {
    const [current, remotesConfig] = await Promise.all([
      fetchCurrentSession(deps.apiUrl, { cookie: request.cookie, forwardedFor: request.clientIp, language }, deps.remoteTimeoutMs),
      deps.remotes.refresh(),
    ]);
    return render({
      request, url, cookies, apiCookie: request.cookie, language, chosen, session: sessionData(current, language), remotesConfig, started, deps,
    });
  }
  // Nobody signed in: the page is the same for everyone asking for it with the same language and device, and may come
  // from the page cache (remotes.json is still read: a deploy shows on the next request).
  const remotesConfig = await deps.remotes.refresh();
  const session = sessionData(null, language);
  const shared: Record<string, string> = cookies[APP_BANNER_DISMISSED_KEY] ? { [APP_BANNER_DISMISSED_KEY]: cookies[APP_BANNER_DISMISSED_KEY] } : {};
  const key = pageCacheKey({
    origin: request.origin,
    pathAndQuery: `${url.pathname}${url.search}`,
    language,
    languageChosen: chosen,
    device: deviceClass(request.userAgent),
    cookies: shared,
    remotes: remotesConfig,
  });
  const { page, outcome } = await deps.pageCache.get(key, () => render({
    request, url, cookies: shared, apiCookie: '', language, chosen, session, remotesConfig, started: performance.now(), deps,
  }));
  return outcome === 'hit' ? { ...page, cache: outcome, timings: { total: performance.now() - started } } : { ...page, cache: outcome };
}

interface RenderInput {
  request: PageRequest;
  url: URL;
  /** The cookies the render may read (all of a signed-in shopper's; only the shared ones for a cached page). */
  cookies: Record<string, string>;
  /** The Cookie header the page's data is read with: the shopper's, or none for a page shared between requests. */
  apiCookie: string;
  language: Language;
  chosen: boolean;
  session: SessionData;
  remotesConfig: RemotesConfig;
  started: number;
  deps: RenderDeps;
}

/** A failure the page renders and hands over as its answer: the API does not know the page's record. */
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

async function render({ request, url, cookies, apiCookie, language, chosen, session, remotesConfig, started, deps }: RenderInput): Promise<RenderedHtml> {
  const fetched = performance.now();

  const scope: RequestScope = {
    session: createSessionStore(session),
    head: { meta: null },
    api: { baseUrl: deps.apiUrl, headers: { ...(apiCookie ? { cookie: apiCookie } : {}), 'x-forwarded-for': request.clientIp } },
    // The shared texts always (the API client's messages use them), with every namespace the render uses.
    texts: new Set([COMMON_NAMESPACE]),
  };
  const loads = new Map<string, Promise<unknown>>();
  // Errors the loader logged already: React reports them again when the slot that waited on them gives up.
  const logged = new WeakSet<object>();
  // A page with a part that failed (a remote missing, refused or late, a component that threw) is served to this
  // request but never from the page cache.
  let complete = true;
  const modules: ServerRemoteModules = {
    load(id) {
      let promise = loads.get(id);
      if (!promise) {
        promise = deps.remotes.load(id, remotesConfig[id.split('/')[0] ?? '']?.entry, deps.remoteTimeoutMs);
        promise.catch((error: unknown) => {
          complete = false;
          if (typeof error === 'object' && error !== null) logged.add(error);
          deps.log(`[ssr] ${id} is left to the browser on ${url.pathname}: ${(error as Error).message}`);
        });
        loads.set(id, promise);
      }
      return promise;
    },
  };
  // The page's data: fetched into a cache of its own, and what arrived within the budget copied into the one the page
  // renders with, so an answer that comes late cannot change the page halfway through its render.
  const fetchClient = createQueryClient();
  const data = await scopes.run(scope, () => prefetchPageData({ url, queryClient: fetchClient, modules, budgetMs: deps.dataTimeoutMs, log: deps.log }));
  const fetchedState = dehydratePageState(fetchClient, { keepError: isNotFound });
  // A read that failed is not handed over (the browser reads it again): a page without all its data is not shared.
  const dataComplete = data.complete && !fetchClient.getQueryCache().getAll().some((q) => q.state.status === 'error' && !isNotFound(q.state.error));
  if (!dataComplete) complete = false;
  const queryClient = createQueryClient();
  hydratePageState(queryClient, fetchedState);
  const prefetched = performance.now();

  const i18n = i18nFor(language);
  const cache = createCache({ key: 'css' });
  // Styles go to <head> (extracted below), not inline before each element, where they would also be in the markup the
  // browser hydrates.
  cache.compat = true;
  const element = (
    <RequestInfoProvider value={{ userAgent: request.userAgent, cookies }}>
      <ServerRemoteModulesContext.Provider value={modules}>
        <I18nextProvider i18n={i18n}>
          <CacheProvider value={cache}>
            <App queryClient={queryClient} location={`${url.pathname}${url.search}`} />
          </CacheProvider>
        </I18nextProvider>
      </ServerRemoteModulesContext.Provider>
    </RequestInfoProvider>
  );
  const body = await scopes.run(scope, () => renderToHtml(element, deps.renderTimeoutMs, (error) => {
    // A slot left to the browser on purpose, or one whose remote failed (already logged): the browser renders it.
    if (error instanceof ClientRenderedSlot) {
      if (error.slot === LATE_PARTS) complete = false;
      return CLIENT_RENDERED_SLOT;
    }
    complete = false;
    if (typeof error !== 'object' || error === null || !logged.has(error)) deps.log(`[ssr] ${url.pathname}: a part of the page failed to render on the server`, error);
    return CLIENT_RENDERED_SLOT;
  }));
  const rendered = performance.now();

  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(body));
  const head = headTagsHtml(headTags(scope.head.meta ?? {}, { origin: request.origin, pathname: url.pathname, language }, i18n.t('shopName', { ns: 'common' })));
  const handOver: RenderedSession = { ...session, languageChosen: chosen };
  const html = deps.template.render({
    language,
    head,
    styles,
    body,
    data: {
      [SESSION_ELEMENT_ID]: handOver,
      [REMOTES_ELEMENT_ID]: remotesConfig,
      [QUERY_STATE_ELEMENT_ID]: dehydratePageState(queryClient, { keepError: isNotFound }),
      // The texts the page was rendered with, in its language: the browser hydrates with them and fetches no texts.
      [TEXTS_ELEMENT_ID]: textsToHandOver(language, scope.texts ?? []),
      // Whether the parts hydrated on use may wait: not when one rendered without its data (see hydrate-on-use).
      [PAGE_DATA_ELEMENT_ID]: { dataComplete },
    },
  });
  return {
    kind: 'page',
    status: data.notFound ? 404 : 200,
    html,
    cache: 'off',
    complete,
    timings: { fetch: fetched - started, data: prefetched - fetched, render: rendered - prefetched, total: performance.now() - started },
  };
}
