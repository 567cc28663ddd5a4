// Works out the language of a request: languageCode / languageId query, else Accept-Language, else Spanish.
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, SUPPORTED_LANGUAGES, type Language } from '../i18n/messages.js';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Accepts 'es' / 'en' or a numeric language id ('1', '2'). */
export function languageFromParam(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  if (isLanguage(lower)) return lower;
  return SUPPORTED_LANGUAGES.find((lang) => String(LANGUAGE_IDS[lang]) === lower);
}

/** First supported language in an Accept-Language header, by quality. */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header.split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
  }).filter((entry) => entry.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/** Query (languageCode, languageId, lang), then a {lang} path segment, then Accept-Language, else Spanish. */
export function resolveLanguage(query: unknown, acceptLanguage: string | undefined, pathParams?: unknown): Language {
  const params = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const path = (pathParams && typeof pathParams === 'object' ? pathParams : {}) as Record<string, unknown>;
  return languageFromParam(params.languageCode) ?? languageFromParam(params.languageId) ?? languageFromParam(params.lang)
    ?? languageFromParam(path.lang) ?? languageFromHeader(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
