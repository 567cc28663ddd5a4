// A list page's records with 'show more' paging: pages of 20 (limit/offset, the API caps limit at 100) appended in
// order; a stale signal (address, cart, login, language) reloads every page shown so far in one go.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_SHOW_MORE_STEP } from '@shop/shared/constants';
import { events, type EventName } from '@shop/shared/events';
import type { Page } from '../../../utils/list-params';
import { LIST_STALE_ON } from '../../../utils/list-params';

export interface ListAnswer<T> {
  count: number;
  records: T[];
}

export interface PagedList<T> {
  records: T[];
  /** The API's total. */
  count: number;
  /** True until the first page answered (or failed). */
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  /** Fewer records shown than the total: offer 'show more'. */
  hasMore: boolean;
  loadMore: () => void;
  /** Loads the pages shown so far again (Retry, stale events). */
  reload: () => void;
}

export interface PagedListOptions {
  enabled?: boolean;
  pageSize?: number;
  refetchOn?: readonly EventName[];
}

interface State<T> {
  records: T[];
  count: number;
  loaded: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
}

const EMPTY = { records: [], count: 0, loaded: false, loading: true, loadingMore: false, error: undefined };

/** Keeps the first of each key: a record that moved between pages while paging must not show twice. */
function unique<T>(records: T[], getKey: (r: T) => string): T[] {
  const seen = new Set<string>();
  return records.filter((r) => {
    const k = getKey(r);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * @param key identifies the list (its parameters); a new key starts again from the first page
 * @param fetchPage one page of the list
 * @param getKey a record's identity
 */
export function usePagedList<T>(key: string, fetchPage: (page: Page) => Promise<ListAnswer<T>>, getKey: (r: T) => string, options: PagedListOptions = {}): PagedList<T> {
  const { enabled = true, pageSize = SEARCH_SHOW_MORE_STEP, refetchOn = LIST_STALE_ON } = options;
  const [state, setState] = useState<State<T>>({ ...EMPTY, loading: enabled });
  const fetcher = useRef(fetchPage);
  const keyOf = useRef(getKey);
  useEffect(() => {
    fetcher.current = fetchPage;
    keyOf.current = getKey;
  });
  const pages = useRef(1);
  // Answers of superseded loads are dropped, not aborted (an aborted call would toast "no internet").
  const generation = useRef(0);

  const load = useCallback(async (count: number) => {
    generation.current += 1;
    const gen = generation.current;
    setState((s) => ({ ...s, loading: !s.loaded, loadingMore: false, error: undefined }));
    try {
      const answers = await Promise.all(Array.from({ length: count }, (_, i) => fetcher.current({ limit: pageSize, offset: i * pageSize })));
      if (gen !== generation.current) return;
      setState({
        records: unique(answers.flatMap((a) => a.records ?? []), keyOf.current),
        count: answers[0]?.count ?? 0,
        loaded: true,
        loading: false,
        loadingMore: false,
        error: undefined,
      });
    } catch (error) {
      if (gen === generation.current) setState((s) => ({ ...s, loading: false, error }));
    }
  }, [pageSize]);

  useEffect(() => {
    pages.current = 1;
    if (!enabled) {
      generation.current += 1;
      setState({ ...EMPTY, loading: false });
      return;
    }
    setState(EMPTY);
    void load(1);
  }, [key, enabled, load]);

  const eventsKey = refetchOn.join(',');
  useEffect(() => {
    if (!enabled || !eventsKey) return;
    const offs = (eventsKey.split(',') as EventName[]).map((name) => events.on(name, () => void load(pages.current)));
    return () => offs.forEach((off) => off());
  }, [eventsKey, enabled, load]);

  const loadMore = useCallback(() => {
    const gen = generation.current;
    const offset = pages.current * pageSize;
    setState((s) => ({ ...s, loadingMore: true, error: undefined }));
    fetcher.current({ limit: pageSize, offset }).then((answer) => {
      if (gen !== generation.current) return;
      pages.current += 1;
      setState((s) => ({
        ...s,
        records: unique([...s.records, ...(answer.records ?? [])], keyOf.current),
        // An empty page ends the list even if the total said more (records sold out meanwhile).
        count: answer.records?.length ? (answer.count ?? s.count) : s.records.length,
        loadingMore: false,
      }));
    }, (error: unknown) => {
      if (gen === generation.current) setState((s) => ({ ...s, loadingMore: false, error }));
    });
  }, [pageSize]);

  const reload = useCallback(() => void load(pages.current), [load]);

  return {
    records: state.records,
    count: state.count,
    loading: state.loading,
    loadingMore: state.loadingMore,
    error: state.error,
    hasMore: state.loaded && state.records.length < state.count,
    loadMore,
    reload,
  };
}
