// The shop's error body for the answers a gateway gives by itself (tools/gateway.mjs; nginx/templates holds the same words
// for nginx): the API's identifiers and texts, in the request's language, so the pages treat them like the API's own.
// api/test/gateway-messages.test.ts keeps these words equal to the API's catalogue.

export const GATEWAY_MESSAGES = {
  es: {
    'error.unavailable': 'El servicio no está disponible en este momento.',
    'error.request.tooLarge': 'La solicitud es demasiado grande.',
    'error.request.invalid': 'La solicitud no es válida.',
    'error.request.uriTooLong': 'La dirección solicitada es demasiado larga.',
    'error.route.notFound': 'La ruta solicitada no existe.',
  },
  en: {
    'error.unavailable': 'The service is not available right now.',
    'error.request.tooLarge': 'The request is too large.',
    'error.request.invalid': 'The request is not valid.',
    'error.request.uriTooLong': 'The requested address is too long.',
    'error.route.notFound': 'The requested route does not exist.',
  },
};

const fromParam = (value) => {
  const v = String(value ?? '').trim().toLowerCase();
  if (v === 'es' || v === '1') return 'es';
  if (v === 'en' || v === '2') return 'en';
  return undefined;
};

/** As the API decides it: languageCode, languageId or lang in the query, else Accept-Language's first es/en, else es. */
export function languageOf(rawUrl, acceptLanguage) {
  let query = new URLSearchParams();
  try {
    query = new URL(rawUrl ?? '/', 'http://x').searchParams;
  } catch {
    // An unreadable URL: the header decides.
  }
  const fromQuery = fromParam(query.get('languageCode')) ?? fromParam(query.get('languageId')) ?? fromParam(query.get('lang'));
  if (fromQuery) return fromQuery;
  const ranked = String(acceptLanguage ?? '').split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
  }).filter((e) => e.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((e) => e.base).find((base) => base === 'es' || base === 'en') ?? 'es';
}

/** `{errors: {general: [{identifier, message}], fieldsErrors: []}}` as a JSON string. */
export function errorBody(identifier, language = 'es') {
  const message = GATEWAY_MESSAGES[language]?.[identifier] ?? GATEWAY_MESSAGES.es[identifier];
  if (!message) throw new Error(`no gateway message ${identifier}`);
  return JSON.stringify({ errors: { general: [{ identifier, message }], fieldsErrors: [] } });
}
