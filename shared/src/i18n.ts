// The page's one i18next instance: the host initialises it, every app adds its own namespace to it.
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { I18nContext, initReactI18next, useTranslation as useI18nextTranslation } from 'react-i18next';

// Components take useTranslation from here, never from 'react-i18next': shared whole, react-i18next put
// ~10 KB gzip on every first load (Trans, HTML parsing, HOCs, SSR helpers); as part of this singleton entry
// it is tree-shaken to the hook, and the page still holds one copy bound to this one instance (lint-enforced).
export { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import { renderedLanguage, useSession } from '@shop/shared/session';
import commonEn from './i18n/en.json';
import commonEs from './i18n/es.json';

export type NamespaceResources = Record<Language, ResourceLanguage>;

export const COMMON_NAMESPACE = 'common';

export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

/** Namespaces added before init; i18next 27 accepts resource bundles only once initialised. */
const pending = new Map<string, NamespaceResources>();
let initPromise: Promise<I18n> | undefined;

function addBundles(ns: string, resources: NamespaceResources): void {
  for (const lng of LANGUAGES) {
    // deep + overwrite: a remote redeployed with new texts replaces its old ones on the next load.
    i18n.addResourceBundle(lng, ns, resources[lng], true, true);
  }
}

function setHtmlLang(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Initialises the instance once (the host calls it at start-up); later calls return the same promise. */
export function initI18n(): Promise<I18n> {
  initPromise ??= i18n
    .init({
      lng: useSession.getState().language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      resources: { es: { [COMMON_NAMESPACE]: commonEs }, en: { [COMMON_NAMESPACE]: commonEn } },
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: false },
    })
    .then(() => {
      for (const [ns, resources] of pending) addBundles(ns, resources);
      pending.clear();
      setHtmlLang(i18n.language);
      return i18n;
    });
  return initPromise;
}

/**
 * An instance for one server render in `language`, sharing the page instance's texts (every app's namespace, also one
 * added later); the server hands it to the tree with I18nextProvider. Call after initI18n.
 */
export function createRequestI18n(language: Language): I18n {
  return i18n.cloneInstance({ lng: language, initAsync: false });
}

/** Adds an app's namespace in both languages; safe to call before or after initI18n. */
export function addNamespace(ns: string, resources: NamespaceResources): void {
  if (i18n.isInitialized) addBundles(ns, resources);
  else pending.set(ns, resources);
}

/** Switches language: persists it in the session, updates <html lang> and tells every app. */
export async function changeLanguage(language: Language): Promise<void> {
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

/** react-i18next's hook, with the texts in useLanguage's language (so a part hydrating late renders the server's). */
export const useTranslation = ((ns?: Parameters<typeof useI18nextTranslation>[0], options?: Parameters<typeof useI18nextTranslation>[1]) => {
  const lng = useLanguage();
  const withLanguage = useMemo(() => ({ ...options, lng: options?.lng ?? lng }), [options, lng]);
  return useI18nextTranslation(ns, withLanguage);
}) as typeof useI18nextTranslation;
