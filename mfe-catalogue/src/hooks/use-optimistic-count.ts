// A cart count that moves at once and settles on the server's answer (catalogue §4 "bumped locally before the server
// answers"). Changes run one after another, so each acts on the lines the previous one left; a failed change rolls back.
import { useCallback, useEffect, useRef, useState } from 'react';

export type ChangeResult = { ok: true } | { ok: false; error: unknown };

interface Pending {
  id: number;
  delta: number;
}

export interface OptimisticCount {
  /** The server's last known count plus every change still in flight (never below 0). */
  count: number;
  /** True while a change is in flight. */
  busy: boolean;
  /**
   * Shows `delta` now and queues `call`, which answers the server's count after the change. On failure the delta is
   * dropped again (rollback) and the result carries the error.
   */
  change: (delta: number, call: () => Promise<number>) => Promise<ChangeResult>;
  /** No change in flight right now (read at call time, unlike `busy`). */
  isIdle: () => boolean;
}

let nextId = 0;

/** @param serverCount the count the record says (followed whenever no change is in flight) */
export function useOptimisticCount(serverCount: number): OptimisticCount {
  const [base, setBase] = useState(serverCount);
  const [pending, setPending] = useState<readonly Pending[]>([]);
  const inFlight = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // A refetched record (another tile, the cart panel) is the truth, unless our own changes are about to answer.
  useEffect(() => {
    if (inFlight.current === 0) setBase(serverCount);
  }, [serverCount]);

  const change = useCallback((delta: number, call: () => Promise<number>): Promise<ChangeResult> => {
    nextId += 1;
    const id = nextId;
    inFlight.current += 1;
    setPending((p) => [...p, { id, delta }]);
    const done = queue.current.then(call).then(
      (count): ChangeResult => {
        setBase(count);
        return { ok: true };
      },
      (error: unknown): ChangeResult => ({ ok: false, error }),
    ).finally(() => {
      inFlight.current -= 1;
      setPending((p) => p.filter((o) => o.id !== id));
    });
    queue.current = done;
    return done;
  }, []);

  const isIdle = useCallback(() => inFlight.current === 0, []);
  const count = Math.max(0, base + pending.reduce((sum, o) => sum + o.delta, 0));
  return { count, busy: pending.length > 0, change, isIdle };
}
