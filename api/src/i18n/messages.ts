// Translated API messages (es default, en): error identifiers map to text with {placeholders}.
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** Numeric language ids as stored in the languages table. */
export const LANGUAGE_IDS: Record<Language, number> = { es: 1, en: 2 };

const es = {
  'error.validation.required': 'Este campo es obligatorio.',
  'error.validation.invalidType': 'El valor no tiene el formato esperado ({expected}).',
  'error.validation.tooSmall': 'El valor debe ser mayor o igual a {minimum}.',
  'error.validation.tooBig': 'El valor debe ser menor o igual a {maximum}.',
  'error.validation.tooShort': 'Debe tener al menos {minimum} caracteres.',
  'error.validation.tooLong': 'Debe tener como máximo {maximum} caracteres.',
  'error.validation.invalidOption': 'Valor no permitido. Valores aceptados: {options}.',
  'error.validation.invalidFormat': 'El formato no es válido.',
  'error.validation.invalid': 'El valor no es válido.',
  'error.validation.unknownCountry': 'No atendemos en el país indicado.',
  'error.validation.body': 'La solicitud no es válida.',
  'error.country.notFound': 'No atendemos en el país indicado.',
  'error.metadata.notFound': 'No existe la configuración solicitada.',
  'error.staticPage.notFound': 'La página solicitada no existe.',
  'error.image.notFound': 'La imagen solicitada no existe.',
  'error.route.notFound': 'La ruta solicitada no existe.',
  'error.request.tooLarge': 'La solicitud es demasiado grande.',
  'error.request.unsupportedMediaType': 'El tipo de contenido no es compatible.',
  'error.request.invalid': 'La solicitud no es válida.',
  'error.rateLimited': 'Demasiadas solicitudes. Inténtalo de nuevo en unos minutos.',
  'error.internal': 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  'error.unavailable': 'El servicio no está disponible en este momento.',
} as const;

export type MessageKey = keyof typeof es;

const en: Record<MessageKey, string> = {
  'error.validation.required': 'This field is required.',
  'error.validation.invalidType': 'The value does not have the expected format ({expected}).',
  'error.validation.tooSmall': 'The value must be greater than or equal to {minimum}.',
  'error.validation.tooBig': 'The value must be less than or equal to {maximum}.',
  'error.validation.tooShort': 'Must be at least {minimum} characters long.',
  'error.validation.tooLong': 'Must be at most {maximum} characters long.',
  'error.validation.invalidOption': 'Value not allowed. Accepted values: {options}.',
  'error.validation.invalidFormat': 'The format is not valid.',
  'error.validation.invalid': 'The value is not valid.',
  'error.validation.unknownCountry': 'We do not operate in that country.',
  'error.validation.body': 'The request is not valid.',
  'error.country.notFound': 'We do not operate in that country.',
  'error.metadata.notFound': 'The requested setting does not exist.',
  'error.staticPage.notFound': 'The requested page does not exist.',
  'error.image.notFound': 'The requested image does not exist.',
  'error.route.notFound': 'The requested route does not exist.',
  'error.request.tooLarge': 'The request is too large.',
  'error.request.unsupportedMediaType': 'The content type is not supported.',
  'error.request.invalid': 'The request is not valid.',
  'error.rateLimited': 'Too many requests. Please try again in a few minutes.',
  'error.internal': 'Something went wrong. Please try again later.',
  'error.unavailable': 'The service is not available right now.',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { es, en };

export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(es, key);
}

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
