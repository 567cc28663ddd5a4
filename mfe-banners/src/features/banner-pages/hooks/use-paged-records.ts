// A banner page's records with 'show more': pages of 20 appended in order; a new key starts again, and the session
// changes that alter prices, availability or cart counts reload every page shown so far.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_SHOW_MORE_STEP } from '@shop/shared/constants';
import { events } from '@shop/shared/events';
import type { ListAnswer } from '../../../types/banner';

export interface PagedRecords<T> {
  records: T[];
  count: number;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

const STALE_ON = ['address:changed', 'cart:changed', 'auth:changed', 'language:changed'] as const;

export function usePagedRecords<T>(key: string, fetchPage: (page: { limit: number; offset: number }) => Promise<ListAnswer<T>>, pageSize = SEARCH_SHOW_MORE_STEP): PagedRecords<T> {
  const [state, setState] = useState({ records: [] as T[], count: 0, loaded: false, loading: true, loadingMore: false, error: undefined as unknown });
  const fetcher = useRef(fetchPage);
  useEffect(() => {
    fetcher.current = fetchPage;
  });
  const pages = useRef(1);
  // Answers of superseded loads are dropped, not aborted (an aborted call would toast "no internet").
  const generation = useRef(0);

  const load = useCallback(async (count: number) => {
    generation.current += 1;
    const gen = generation.current;
    setState((s) => ({ ...s, loading: !s.loaded, error: undefined }));
    try {
      const answers = await Promise.all(Array.from({ length: count }, (_, i) => fetcher.current({ limit: pageSize, offset: i * pageSize })));
      if (gen !== generation.current) return;
      setState({ records: answers.flatMap((a) => a.records), count: answers[0]?.count ?? 0, loaded: true, loading: false, loadingMore: false, error: undefined });
    } catch (error) {
      if (gen === generation.current) setState((s) => ({ ...s, loading: false, error }));
    }
  }, [pageSize]);

  useEffect(() => {
    pages.current = 1;
    setState({ records: [], count: 0, loaded: false, loading: true, loadingMore: false, error: undefined });
    void load(1);
  }, [key, load]);

  useEffect(() => {
    const offs = STALE_ON.map((name) => events.on(name, () => void load(pages.current)));
    return () => offs.forEach((off) => off());
  }, [load]);

  const loadMore = useCallback(() => {
    const gen = generation.current;
    const offset = pages.current * pageSize;
    setState((s) => ({ ...s, loadingMore: true, error: undefined }));
    fetcher.current({ limit: pageSize, offset }).then((answer) => {
      if (gen !== generation.current) return;
      pages.current += 1;
      setState((s) => ({
        ...s,
        records: [...s.records, ...answer.records],
        // An empty page ends the list even if the total said more.
        count: answer.records.length ? answer.count : s.records.length,
        loadingMore: false,
      }));
    }, (error: unknown) => {
      if (gen === generation.current) setState((s) => ({ ...s, loadingMore: false, error }));
    });
  }, [pageSize]);

  return {
    records: state.records,
    count: state.count,
    loading: state.loading,
    loadingMore: state.loadingMore,
    error: state.error,
    hasMore: state.loaded && state.records.length < state.count,
    loadMore,
    reload: useCallback(() => void load(pages.current), [load]),
  };
}
