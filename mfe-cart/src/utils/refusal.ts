// What the shopper has not been told yet about a failed call: the shared API client says (ApiError.reported) what it
// already told them itself, so a view adds only the rest.
import { isApiError } from '@shop/shared/api';

/**
 * The server's words for a refusal the client did not tell the shopper (its general message, else its first field
 * message), or `fallback`; null when the client told them, or when `fieldsShown` and the answer holds only field errors
 * (a form shows those beside its fields).
 */
export function untoldRefusal(error: unknown, fallback: string, { fieldsShown = false }: { fieldsShown?: boolean } = {}): string | null {
  if (!isApiError(error)) return fallback;
  if (error.reported) return null;
  const general = error.general[0]?.message;
  if (general) return general;
  const field = Object.values(error.fieldErrors)[0]?.[0]?.message;
  if (field) return fieldsShown ? null : field;
  return fallback;
}
