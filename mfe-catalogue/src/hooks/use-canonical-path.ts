// Puts a record's own address in the URL bar once the record is known: a link with a wrong or missing slug (a renamed
// product, a hand-typed or truncated link) becomes the record's canonical path, replacing the entry (back does not
// return to the wrong one) and keeping the query and hash.
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@shop/shared/router';

/** Browsers percent-encode the path (accents in slugs), the path builders do not: compare what both mean. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `canonical`: the record's path (from `paths`), or null while it is not known. */
export function useCanonicalPath(canonical: string | null): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const wrong = canonical !== null && decoded(pathname) !== decoded(canonical);
  useEffect(() => {
    if (wrong && canonical !== null) void navigate({ pathname: canonical, search, hash }, { replace: true, state: state as unknown });
  }, [wrong, canonical, search, hash, state, navigate]);
}
