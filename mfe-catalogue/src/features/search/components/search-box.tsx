// The header's product search box: Enter goes to the results route (and reports GA4 `search`); the box follows the URL.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { trackSearch } from '@shop/shared/analytics';
import { useTranslation } from '@shop/shared/i18n';
import { matchPath, useLocation, useNavigate } from '@shop/shared/router';
import { paths } from '@shop/shared/routes';
import { Box, IconButton, InputBase, SearchIcon, visuallyHidden } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { useOfflineWarning } from '../hooks/use-offline-warning';

export const SEARCH_ROUTE = '/search-products/:slug/:query';

/** The search text a search route carries (its last segment), or null off search routes. */
function searchTextOf(pathname: string): string | null {
  const query = matchPath(SEARCH_ROUTE, pathname)?.params.query;
  if (query === undefined) return null;
  try {
    return decodeURIComponent(query);
  } catch {
    // Already decoded by the router (or a hand-typed '%'): show it as it is.
    return query;
  }
}

export function SearchBox() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const inputId = useId();
  const [text, setText] = useState(() => searchTextOf(pathname) ?? '');
  const warnIfOffline = useOfflineWarning();

  useEffect(() => {
    // Mirrors the URL on every navigation: a search route shows its text (back/forward, shared links); home
    // empties the box. Keyed on the location's key, not its pathname, so the header logo clears the box even
    // when the shopper is already on '/' (the pathname does not change, the key does).
    const fromUrl = searchTextOf(pathname);
    if (fromUrl !== null) setText(fromUrl);
    else if (pathname === '/') setText('');
  }, [key, pathname]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (!query) return;
    trackSearch(query);
    navigate(paths.search(query));
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', width: '100%', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 999, pl: 2, pr: 0.5, '&:focus-within': { borderColor: 'primary.main' } }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('search.label')}
      </Box>
      <InputBase
        id={inputId}
        value={text}
        // No leading space (catalogue-browsing §5): a search never starts with blanks.
        onChange={(e) => setText(e.target.value.replace(/^\s+/, ''))}
        onFocus={warnIfOffline}
        placeholder={t('search.placeholder')}
        inputProps={{ type: 'search', enterKeyHint: 'search', autoComplete: 'off' }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <IconButton type="submit" aria-label={t('search.submit')} size="small">
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
