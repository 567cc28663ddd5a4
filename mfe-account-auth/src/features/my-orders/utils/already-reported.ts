// Whether the shared API client has already told the shopper about a failure (so the page does not say it twice).
import { isApiError } from '@shop/shared/api';

/** Status 0 (no internet), 401 and 403 (signed out) and a 400/409 general error are toasted by the client itself. */
export function alreadyReported(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.offline || error.status === 0 || error.status === 401 || error.status === 403) return true;
  return (error.status === 400 || error.status === 409) && error.general.length > 0;
}
