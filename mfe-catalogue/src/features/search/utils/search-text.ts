// The search text rules shared by the box and the results page.
import { SEARCH_MIN_CHARS } from '@shop/shared/constants';
import { matchPath } from '@shop/shared/router';

export const SEARCH_ROUTE = '/search-products/:slug/:query';

/** The search API takes 1–100 characters (after trimming); longer texts would be refused with a 400. */
export const SEARCH_MAX_CHARS = 100;

/** The text a search sends: trimmed, at most SEARCH_MAX_CHARS characters. */
export const searchTerm = (text: string): string => text.trim().slice(0, SEARCH_MAX_CHARS).trim();

/** A search never starts with blanks. */
export const withoutLeadingSpace = (text: string): string => text.replace(/^\s+/, '');

/** Suggestions are asked for from SEARCH_MIN_CHARS characters, blanks around not counted. */
export const wantsSuggestions = (text: string): boolean => text.trim().length >= SEARCH_MIN_CHARS;

/** A route segment as the shopper typed it; already-decoded text (or a hand-typed '%') is kept as it is. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The search text a search route carries (its last segment), or null off search routes. */
export function searchTextOf(pathname: string): string | null {
  const query = matchPath(SEARCH_ROUTE, pathname)?.params.query;
  return query === undefined ? null : decodeSegment(query);
}
