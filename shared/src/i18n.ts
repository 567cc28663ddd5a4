// The page's one i18next instance: the host initialises it, every app adds its own namespace to it. Texts are loaded per
// language: a server-rendered page hands over the texts it rendered with, and the other language is fetched on a switch.
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { I18nContext, initReactI18next, useTranslation as useI18nextTranslation } from 'react-i18next';

// Components take useTranslation from here, never from 'react-i18next': shared whole, react-i18next put
// ~10 KB gzip on every first load (Trans, HTML parsing, HOCs, SSR helpers); as part of this singleton entry
// it is tree-shaken to the hook, and the page still holds one copy bound to this one instance (lint-enforced).
export { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { renderedLanguage, requestScope, useSession } from '@shop/shared/session';

/**
 * An app's texts, one loader per language (`() => import('./es.json')`), so each language is a chunk of its own: a page
 * fetches only the language it shows, and none of it when the server handed its texts over.
 */
export type NamespaceLoaders = Record<Language, () => Promise<ResourceLanguage | { default: ResourceLanguage }>>;

/** Id of the <script type="application/json"> in which a server-rendered page hands over its texts (HandedOverTexts). */
export const TEXTS_ELEMENT_ID = 'shop-texts';

/** The texts a server render used, in its language, by namespace. */
export interface HandedOverTexts {
  language: Language;
  namespaces: Record<string, ResourceLanguage>;
}

export const COMMON_NAMESPACE = 'common';

export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

/** Every namespace's loaders, by namespace (a redeployed remote's replace its old ones). */
const loaders = new Map<string, NamespaceLoaders>();
/** Bundles loaded before init, by `language/namespace`; i18next 27 accepts resource bundles only once initialised. */
const pending = new Map<string, ResourceLanguage>();
/** Loads in flight, by `language/namespace`. */
const loading = new Map<string, Promise<void>>();
/**
 * The last failed load of each `language/namespace`, with when it failed. For a while a component asking for it fails
 * again at once (React renders a failed component more than once before its boundary shows); after that, asking
 * fetches again (the boundary's Retry), so a broken chunk is fetched at most once per FAILURE_HOLD_MS.
 */
const failed = new Map<string, { error: unknown; at: number }>();
const FAILURE_HOLD_MS = 2_000;
let initPromise: Promise<I18n> | undefined;
let handedOver: HandedOverTexts | null | undefined;

const onServer = () => typeof document === 'undefined';
const bundleKey = (language: Language, ns: string) => `${language}/${ns}`;

/** The texts the server's page handed over (read once); null in a page the browser renders alone. */
function handedOverTexts(): HandedOverTexts | null {
  if (handedOver === undefined) {
    const text = onServer() ? null : document.getElementById(TEXTS_ELEMENT_ID)?.textContent;
    handedOver = text ? (JSON.parse(text) as HandedOverTexts) : null;
  }
  return handedOver;
}

function putBundle(language: Language, ns: string, resources: ResourceLanguage): void {
  // deep + overwrite: a remote redeployed with new texts replaces its old ones on the next load.
  if (i18n.isInitialized) i18n.addResourceBundle(language, ns, resources, true, true);
  else pending.set(bundleKey(language, ns), resources);
}

const hasBundle = (language: Language, ns: string) =>
  i18n.isInitialized ? i18n.hasResourceBundle(language, ns) : pending.has(bundleKey(language, ns));

/** Fetches `ns` in `language` (again when `reload`); a failed load may be tried again. */
function loadNamespace(ns: string, language: Language, reload = false): Promise<void> {
  const key = bundleKey(language, ns);
  const inFlight = loading.get(key);
  if (inFlight) return inFlight;
  const load = loaders.get(ns)?.[language];
  if (!load || (!reload && hasBundle(language, ns))) return Promise.resolve();
  failed.delete(key);
  const promise = load()
    .then((module) => putBundle(language, ns, 'default' in module ? (module.default as ResourceLanguage) : module))
    .catch((error: unknown) => {
      failed.set(key, { error, at: Date.now() });
      throw error;
    })
    .finally(() => loading.delete(key));
  loading.set(key, promise);
  return promise;
}

/** Every namespace added so far in `language` (loaded, or loading): what the server waits for before it renders a module. */
export async function loadTexts(language: Language = asLanguage(i18n.language ?? useSession.getState().language)): Promise<void> {
  // A load started before (a server reloading a redeployed remote's texts in both languages) is waited for too.
  await Promise.all([...loaders.keys()].map((ns) => loadNamespace(ns, language)).concat([...loading.values()]));
}

/** Initialises the instance once (the host calls it at start-up), with the texts of its language; later calls return the same promise. */
export function initI18n(): Promise<I18n> {
  initPromise ??= i18n
    .init({
      lng: useSession.getState().language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      resources: {},
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: false },
    })
    .then(async () => {
      for (const [key, resources] of pending) {
        const [language, ns] = key.split('/') as [Language, string];
        putBundle(language, ns, resources);
      }
      pending.clear();
      const start = loadTexts(asLanguage(i18n.language));
      // In the browser a text chunk that cannot be fetched now (a flaky connection, a remote mid-deploy) must not stop
      // the page from starting: each component asks for its namespace again when it renders, and one whose texts still
      // fail shows its own error boundary, with Retry. A server that cannot read its texts does not start.
      if (onServer()) await start;
      else await start.catch((error: unknown) => console.warn('[i18n] texts not loaded at start; they are asked for again when shown', error));
      setHtmlLang(i18n.language);
      return i18n;
    });
  return initPromise;
}

function setHtmlLang(language: string): void {
  if (!onServer()) document.documentElement.lang = language;
}

/**
 * An instance for one server render in `language`, sharing the page instance's texts (every app's namespace, also one
 * added later); the server hands it to the tree with I18nextProvider. Call after initI18n.
 */
export function createRequestI18n(language: Language): I18n {
  return i18n.cloneInstance({ lng: language, initAsync: false });
}

/**
 * Adds an app's namespace; safe to call before or after initI18n. A server loads it in every language at once (it renders
 * any); a browser takes it from the server's hand-over if the page has it, or else fetches it when a component first
 * asks for it (useTranslation waits for it), so an app's texts that the page does not show are never fetched.
 */
export function addNamespace(ns: string, namespaceLoaders: NamespaceLoaders): void {
  const replaced = loaders.has(ns);
  loaders.set(ns, namespaceLoaders);
  if (onServer()) {
    for (const language of LANGUAGES) void loadNamespace(ns, language, replaced).catch(() => undefined);
    return;
  }
  const texts = handedOverTexts();
  const given = texts?.namespaces[ns];
  if (texts && given && !hasBundle(texts.language, ns)) putBundle(texts.language, ns, given);
}

/** The namespaces whose texts are there in `language`. */
const namespacesIn = (language: Language) => [...loaders.keys()].filter((ns) => hasBundle(language, ns));

/** The texts of `language` in the server's hand-over: those of every namespace the render used (see useTranslation). */
export function textsToHandOver(language: Language, namespaces: Iterable<string>): HandedOverTexts {
  const picked: Record<string, ResourceLanguage> = {};
  for (const ns of namespaces) {
    const bundle = i18n.getResourceBundle(language, ns) as ResourceLanguage | undefined;
    if (bundle) picked[ns] = bundle;
  }
  return { language, namespaces: picked };
}

/**
 * Switches language: fetches its texts (a failure leaves the page in its language and rejects), persists it in the
 * session, updates <html lang> and tells every app.
 */
export async function changeLanguage(language: Language): Promise<void> {
  // The namespaces the page shows now, in the new language (the others load when first shown).
  if (i18n.isInitialized) await Promise.all(namespacesIn(asLanguage(i18n.language)).map((ns) => loadNamespace(ns, language)));
  useSession.getState().setLanguage(language);
  if (i18n.isInitialized) await i18n.changeLanguage(language);
  setHtmlLang(language);
  events.emit('language:changed', { language });
}

/** Translation outside React (the API client's toasts); inside components use useTranslation(ns). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: COMMON_NAMESPACE, ...options });
}

const asLanguage = (value: string | undefined): Language =>
  ((LANGUAGES as readonly (string | undefined)[]).includes(value) ? value : DEFAULT_LANGUAGE) as Language;

/**
 * The language the texts render in: the instance's (the request's on a server, the page's in the browser), except while
 * the browser hydrates a part of the server's page, which renders in the language the server used. A part hydrates when
 * its code is there (a remote's slot, a lazy page), possibly after the shopper has switched language; rendering the new
 * language over the server's text would be a hydration mismatch. React renders the part again once it is hydrated.
 */
export function useLanguage(): Language {
  const instance = useContext(I18nContext)?.i18n ?? i18n;
  const subscribe = useCallback((onChange: () => void) => {
    instance.on('languageChanged', onChange);
    return () => instance.off('languageChanged', onChange);
  }, [instance]);
  const current = () => asLanguage(instance.language);
  return useSyncExternalStore(subscribe, current, () => renderedLanguage() ?? current());
}

/**
 * react-i18next's hook, with the texts in useLanguage's language (so a part hydrating late renders the server's). A
 * namespace whose texts are still loading suspends the component until they are there (never a key shown as text); on a
 * server, the namespaces a render uses are noted, for the page's hand-over.
 */
export const useTranslation = ((ns?: Parameters<typeof useI18nextTranslation>[0], options?: Parameters<typeof useI18nextTranslation>[1]) => {
  const lng = useLanguage();
  const namespaces: string[] = ns === undefined ? [COMMON_NAMESPACE] : typeof ns === 'string' ? [ns] : ns.filter((name): name is string => typeof name === 'string');
  const used = requestScope()?.texts;
  if (used) for (const name of namespaces) used.add(name);
  const missing = namespaces.find((name) => loaders.has(name) && !hasBundle(lng, name));
  // Texts that could not be fetched fail the component (its error boundary offers a retry, which fetches them again),
  // rather than suspending it on another fetch after each failure.
  const failure = missing === undefined ? undefined : failed.get(bundleKey(lng, missing));
  if (failure && Date.now() - failure.at < FAILURE_HOLD_MS) throw failure.error;
  // Thrown, not use()d: use() makes React replay the component from this point once the texts arrive, and a component
  // whose first render is replayed broke on its later hooks ("Update hook called on initial render", React 19.3); a
  // thrown promise makes React render it again from the start, as Suspense always has.
  if (missing !== undefined) throw loadNamespace(missing, lng);
  const withLanguage = useMemo(() => ({ ...options, lng: options?.lng ?? lng }), [options, lng]);
  return useI18nextTranslation(ns, withLanguage);
}) as typeof useI18nextTranslation;

addNamespace(COMMON_NAMESPACE, { es: () => import('./i18n/es.json'), en: () => import('./i18n/en.json') });
