// A seconds countdown to a moment (resend wait, a 429's retry-after), ticking once a second while it runs.
import { useCallback, useEffect, useState } from 'react';

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

export interface Countdown {
  /** Whole seconds left (0 when stopped). */
  seconds: number;
  start: (seconds: number) => void;
  stop: () => void;
}

export function useCountdown(): Countdown {
  const [state, setState] = useState({ until: 0, seconds: 0 });
  const { until, seconds } = state;

  useEffect(() => {
    if (seconds === 0) return;
    // Reading the clock (not counting ticks) keeps it right when a background tab throttles timers.
    const timer = setInterval(() => setState((s) => (s.until === until ? { until, seconds: secondsLeft(until) } : s)), 1000);
    return () => clearInterval(timer);
  }, [until, seconds]);

  const start = useCallback((s: number) => {
    const wait = Math.max(0, Math.ceil(s));
    setState({ until: Date.now() + wait * 1000, seconds: wait });
  }, []);
  const stop = useCallback(() => setState({ until: 0, seconds: 0 }), []);
  return { seconds, start, stop };
}
