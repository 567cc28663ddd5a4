// The shopper's words for a failed call: the server's translated general or field message, else a fallback key.
import { isApiError } from '@shop/shared/api';

export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.general[0]?.message ?? Object.values(error.fieldErrors)[0]?.[0]?.message ?? null;
}

/** The API client already toasted these (no answer, 400/409 general, session ends): do not toast twice. */
export function alreadyToasted(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 400 || error.status === 409 || error.status === 401 || error.status === 403 || error.status === 503);
}
