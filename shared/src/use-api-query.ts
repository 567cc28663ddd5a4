// Loads one API answer for a component: refetches when its key changes or when a shared event says the data is stale.
import { useCallback, useEffect, useRef, useState } from 'react';
import { events, type EventName } from '@shop/shared/events';

export interface ApiQuery<T> {
  data: T | undefined;
  error: unknown;
  /** True while a request is in flight (also during a refetch that keeps showing the previous data). */
  loading: boolean;
  refetch: () => void;
}

export interface ApiQueryOptions {
  /** Shared events after which the answer is stale (e.g. language:changed, cart:changed). */
  refetchOn?: readonly EventName[];
  /** False skips the call (e.g. no session yet); data stays undefined. */
  enabled?: boolean;
}

/**
 * `key` identifies the request (its parameters); a new key or a listed event fetches again. Answers
 * of superseded requests are dropped rather than aborted: an aborted axios call would reach the shared
 * client's status-0 handler and show a false "no internet" toast.
 */
export function useApiQuery<T>(key: string, fetcher: () => Promise<T>, options: ApiQueryOptions = {}): ApiQuery<T> {
  const { refetchOn = [], enabled = true } = options;
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: enabled,
  });
  const [version, setVersion] = useState(0);
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  useEffect(() => {
    if (!enabled) {
      setState({ data: undefined, error: undefined, loading: false });
      return;
    }
    let current = true;
    setState((s) => ({ ...s, error: undefined, loading: true }));
    latestFetcher.current().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState((s) => ({ data: s.data, error, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [key, version, enabled]);

  const eventsKey = refetchOn.join(',');
  useEffect(() => {
    const names = eventsKey ? (eventsKey.split(',') as EventName[]) : [];
    const unsubscribe = names.map((name) => events.on(name, () => setVersion((v) => v + 1)));
    return () => unsubscribe.forEach((off) => off());
  }, [eventsKey]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, refetch };
}
