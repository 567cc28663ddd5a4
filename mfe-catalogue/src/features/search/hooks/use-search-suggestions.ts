// The search box's suggestions: asked for SEARCH_DEBOUNCE_MS after the shopper stops typing, from SEARCH_MIN_CHARS characters.
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { useQuery } from '@shop/shared/query';
import { quickSearchQueryOptions, type Suggestion } from '../api/quick-search';
import { wantsSuggestions } from '../utils/search-text';

const NONE: Suggestion[] = [];

/**
 * Suggestions for `typed` (null = the shopper is not typing: the box shows a URL's text or was just submitted).
 * Only the answer for the current text is returned: typing on moves the query to the new text, and the call for the
 * old one is cancelled through its signal (no toast).
 */
export function useSearchSuggestions(typed: string | null): Suggestion[] {
  const text = typed !== null && wantsSuggestions(typed) ? typed.trim() : null;
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (text === null) return;
    const timer = window.setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const asked = settled !== null && settled === text;
  const { data } = useQuery({
    ...quickSearchQueryOptions(settled ?? ''),
    // Offline, the box already shows the sticky "Conexión Perdida" warning: no call, no second toast.
    enabled: asked && navigator.onLine !== false,
  });
  // A failed call lists nothing (the shared client has told the shopper where that matters).
  return asked ? data ?? NONE : NONE;
}
