// Whether a read failed because the record does not exist: the page shows the not-found page and answers 404.
import { isApiError } from '@shop/shared/api';

/** The API's answer for a record that does not exist (or is no longer sold). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
