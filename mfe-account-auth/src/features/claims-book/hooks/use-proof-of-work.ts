// Keeps one solved proof-of-work challenge ready for the claim form: fetched and solved as soon as the form mounts
// (so it is usually done by the time the customer submits), renewed when it nears expiry or after it was used.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@shop/shared/session';
import { getClaimChallenge } from '../api/get-claim-challenge';
import { PowAbortedError, solveProgress, solvePuzzle } from '../utils/proof-of-work';

export interface PowSolution {
  challengeId: string;
  nonce: string;
  expiresAt: string;
}

export type PowStatus = 'solving' | 'ready' | 'failed';

export interface ProofOfWork {
  status: PowStatus;
  /** 0–1: the chance the solver is done by now (challenges are random, so this is an estimate). */
  progress: number;
  /** A solution not yet used, waiting for the solver if needed (or fetching a new one); each one is single use. */
  take: () => Promise<PowSolution>;
  /** Starts over with a fresh challenge (after a failed submit, or when solving failed). */
  renew: () => void;
}

/** A solution this close to its expiry is not sent: the upload itself may take that long. */
const EXPIRY_MARGIN_MS = 60_000;

interface Job {
  promise: Promise<PowSolution>;
  controller: AbortController;
}

export function useProofOfWork(): ProofOfWork {
  const country = useSession((s) => s.country);
  const [status, setStatus] = useState<PowStatus>('solving');
  const [progress, setProgress] = useState(0);
  const job = useRef<Job | null>(null);

  const start = useCallback((): Job => {
    job.current?.controller.abort();
    const controller = new AbortController();
    setStatus('solving');
    setProgress(0);
    const promise = (async () => {
      const challenge = await getClaimChallenge(country);
      const nonce = await solvePuzzle(challenge, {
        signal: controller.signal,
        onProgress: (tried) => {
          // In 5% steps: each update re-renders the form, which would slow both the typing and the solver.
          const step = Math.floor(solveProgress(tried, challenge.difficulty) * 20) / 20;
          if (!controller.signal.aborted) setProgress((p) => (p === step ? p : step));
        },
      });
      return { challengeId: challenge.challengeId, nonce, expiresAt: challenge.expiresAt };
    })();
    const current: Job = { promise, controller };
    job.current = current;
    promise.then(
      () => {
        if (job.current !== current) return;
        setProgress(1);
        setStatus('ready');
      },
      (error: unknown) => {
        if (job.current !== current || error instanceof PowAbortedError) return;
        console.warn('Claims proof-of-work failed:', error);
        setStatus('failed');
      },
    );
    return current;
  }, [country]);

  useEffect(() => {
    start();
    return () => {
      job.current?.controller.abort();
      job.current = null;
    };
  }, [start]);

  const take = useCallback(async (): Promise<PowSolution> => {
    let current = job.current ?? start();
    let solution: PowSolution;
    try {
      solution = await current.promise;
    } catch {
      // A failed fetch or solve: one fresh attempt now that the customer is waiting for it.
      current = start();
      solution = await current.promise;
    }
    if (Date.parse(solution.expiresAt) - Date.now() < EXPIRY_MARGIN_MS) {
      current = start();
      solution = await current.promise;
    }
    // Single use: forgotten here; the next take() (a retry) or renew() (after a failed submit) fetches a fresh one.
    if (job.current === current) job.current = null;
    return solution;
  }, [start]);

  const renew = useCallback(() => {
    start();
  }, [start]);

  return { status, progress, take, renew };
}
