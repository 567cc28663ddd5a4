// The header's product search box: a combobox with suggestions (from SEARCH_MIN_CHARS characters, debounced), Enter goes
// to the results route (and reports GA4 `search`), a product suggestion to its page; the box follows the URL.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { trackSearch } from '@shop/shared/analytics';
import { useTranslation } from '@shop/shared/i18n';
import { useLocation, useNavigate } from '@shop/shared/router';
import { paths, SEARCH_FORM_ACTION } from '@shop/shared/routes';
import { Box, IconButton, InputBase, SearchIcon, visuallyHidden } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import type { Suggestion } from '../api/quick-search';
import { useOfflineWarning } from '../hooks/use-offline-warning';
import { useSearchSuggestions } from '../hooks/use-search-suggestions';
import { SEARCH_MAX_CHARS, searchTextOf, withoutLeadingSpace } from '../utils/search-text';
import { SuggestionList } from './suggestion-list';

export { SEARCH_ROUTE } from '../utils/search-text';

export function SearchBox() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname, key, search } = useLocation();
  // A page opened in a language by its URL (?lang=) keeps it when the form is sent before its code has run.
  const urlLanguage = new URLSearchParams(search).get('lang');
  const inputId = useId();
  const listboxId = useId();
  const [text, setText] = useState(() => searchTextOf(pathname) ?? '');
  // What the shopper typed (null when the text came from the URL or was just submitted): only typing asks for suggestions.
  const [typed, setTyped] = useState<string | null>(null);
  const suggestions = useSearchSuggestions(typed);
  // The highlighted option belongs to one suggestion list: a new list starts with none highlighted.
  const [highlight, setHighlight] = useState<{ list: Suggestion[]; index: number }>({ list: [], index: -1 });
  const active = highlight.list === suggestions ? highlight.index : -1;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = focused && !dismissed && suggestions.length > 0;
  const warnIfOffline = useOfflineWarning();

  useEffect(() => {
    // Mirrors the URL on every navigation: a search route shows its text (back/forward, shared links); home
    // empties the box. Keyed on the location's key, not its pathname, so the header logo clears the box even
    // when the shopper is already on '/' (the pathname does not change, the key does).
    const fromUrl = searchTextOf(pathname);
    if (fromUrl !== null) setText(fromUrl);
    else if (pathname === '/') setText('');
    setTyped(null);
  }, [key, pathname]);

  // On a page rendered on the server the box takes text before its code has run: once hydrated, what the shopper typed
  // then is kept and asked about, as if typed now (React does not report a change it did not see).
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const early = withoutLeadingSpace(input.value);
    if (document.activeElement === input) setFocused(true);
    if (early !== (searchTextOf(pathname) ?? '')) {
      setText(early);
      setTyped(early);
    }
    // Once, on mounting: later text arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const searchFor = (query: string) => {
    trackSearch(query);
    setTyped(null);
    navigate(paths.search(query));
  };

  const choose = (suggestion: Suggestion) => {
    if (suggestion.kind === 'keyword') {
      setText(suggestion.keyword);
      searchFor(suggestion.keyword);
      return;
    }
    setTyped(null);
    navigate(paths.productDetails(suggestion.product.name, suggestion.product.productId));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = open && active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    // The box's own value, not the state: Enter pressed while the page hydrates makes React hydrate the box at once and
    // hand it the submit before the effect above has taken in what was typed before (the state still empty).
    const query = (inputRef.current ? withoutLeadingSpace(inputRef.current.value) : text).trim();
    if (!query) return;
    searchFor(query);
  };

  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    const from = open ? active : -1;
    const next = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
    setDismissed(false);
    setHighlight({ list: suggestions, index: next });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && suggestions.length > 0) {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Escape' && open) {
      // First Escape closes the list; the next one is the browser's (clears a search field).
      e.preventDefault();
      setDismissed(true);
    }
  };

  return (
    <Box
      component="form"
      role="search"
      // Before its code has run (a page rendered on the server, not yet hydrated) the browser sends the form itself:
      // GET /search?q=… is answered with the results page. Once hydrated, onSubmit navigates in the page.
      action={SEARCH_FORM_ACTION}
      method="get"
      onSubmit={submit}
      sx={{ position: 'relative', display: 'flex', alignItems: 'center', width: '100%', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 999, pl: 2, pr: 0.5, '&:focus-within': { borderColor: 'primary.main' } }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('search.label')}
      </Box>
      <InputBase
        id={inputId}
        inputRef={inputRef}
        value={text}
        // No leading space: a search never starts with blanks.
        onChange={(e) => {
          const value = withoutLeadingSpace(e.target.value);
          setText(value);
          setTyped(value);
          setDismissed(false);
        }}
        onFocus={() => {
          setFocused(true);
          warnIfOffline();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        name="q"
        placeholder={t('search.placeholder')}
        inputProps={{
          type: 'search',
          enterKeyHint: 'search',
          autoComplete: 'off',
          maxLength: SEARCH_MAX_CHARS,
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': open,
          'aria-controls': open ? listboxId : undefined,
          'aria-activedescendant': open && active >= 0 ? `${listboxId}-${active}` : undefined,
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      {urlLanguage && <input type="hidden" name="lang" value={urlLanguage} />}
      <IconButton type="submit" aria-label={t('search.submit')} size="small">
        <SearchIcon />
      </IconButton>
      {open && <SuggestionList id={listboxId} suggestions={suggestions} active={active} onChoose={choose} />}
      {/* Says how many suggestions arrived: focus stays in the box, so nothing else would announce them. */}
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {open ? t('search.suggestionsCount', { count: suggestions.length }) : ''}
      </Box>
    </Box>
  );
}
