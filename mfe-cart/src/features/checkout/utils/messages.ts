// The shopper's words for a failed call: the server's translated general or field message, else a fallback key.
import { isApiError } from '@shop/shared/api';

export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.general[0]?.message ?? Object.values(error.fieldErrors)[0]?.[0]?.message ?? null;
}

