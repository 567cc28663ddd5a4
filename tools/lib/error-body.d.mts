// Types of error-body.mjs for the TypeScript callers (the API's test that keeps the words equal to its catalogue).
export const GATEWAY_MESSAGES: Record<'es' | 'en', Record<string, string>>;
export function languageOf(rawUrl: string | undefined, acceptLanguage: string | undefined): 'es' | 'en';
export function errorBody(identifier: string, language?: 'es' | 'en'): string;
