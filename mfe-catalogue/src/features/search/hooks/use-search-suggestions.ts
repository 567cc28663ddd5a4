// The search box's suggestions: asked for SEARCH_DEBOUNCE_MS after the shopper stops typing, from SEARCH_MIN_CHARS characters.
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { quickSearch, suggestionsOf, type Suggestion } from '../api/quick-search';
import { wantsSuggestions } from '../utils/search-text';

interface Answer {
  /** The (trimmed) text these suggestions are for. */
  text: string;
  suggestions: Suggestion[];
}

/**
 * Suggestions for `typed` (null = the shopper is not typing: the box shows a URL's text or was just submitted).
 * Only the answer for the current text is returned: a slower answer for an older text never shows up.
 * Superseded calls are ignored, not aborted (an aborted call would reach the API client's "no internet" toast).
 */
export function useSearchSuggestions(typed: string | null): Suggestion[] {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const text = typed !== null && wantsSuggestions(typed) ? typed.trim() : null;

  useEffect(() => {
    if (text === null) return;
    let current = true;
    const timer = window.setTimeout(() => {
      // Offline, the box already shows the sticky "Conexión Perdida" warning: no call, no second toast.
      if (navigator.onLine === false) return;
      quickSearch(text).then(
        (data) => current && setAnswer({ text, suggestions: suggestionsOf(data) }),
        // The shared client has told the shopper what went wrong where that matters; the box just lists nothing.
        () => current && setAnswer({ text, suggestions: [] }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text]);

  return text !== null && answer?.text === text ? answer.suggestions : [];
}
